-- When the Cron Trigger last ran: one row, written by every run, so /healthz can tell a cron that
-- has stopped. Seeded with the time the migration ran, so a cron that never starts is noticed too.
CREATE TABLE `cron_runs` (
	`task` text PRIMARY KEY NOT NULL,
	`last_run_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `cron_runs` (`task`, `last_run_at`) VALUES ('scheduled', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
