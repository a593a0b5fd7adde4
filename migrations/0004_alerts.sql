-- When the last alert of each cause was sent, so the cron sends at most one an hour per cause.
CREATE TABLE `alerts` (
	`cause` text PRIMARY KEY NOT NULL,
	`last_sent_at` text NOT NULL
);
