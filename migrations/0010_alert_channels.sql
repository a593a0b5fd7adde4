-- Each alert channel judged on its own. `webhook_failed_at`: since when the webhook has refused or
-- not answered an alert of this cause (empty once a post goes through); `webhook_error` what it
-- answered ("403") or that it could not be reached, never the URL. The cron posts it again while
-- the cause holds, /healthz reports it, and the next alert mail names it.
ALTER TABLE `alerts` ADD `webhook_failed_at` text;
--> statement-breakpoint
ALTER TABLE `alerts` ADD `webhook_error` text;
--> statement-breakpoint
-- A test alert an operator asked for (npm run alert -- test): the cron sends it through every
-- channel and writes how each went, which the command reads back.
CREATE TABLE `alert_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`requested_at` text NOT NULL,
	`done_at` text,
	`webhook_result` text,
	`alert_to_result` text
);
