-- Caps on mail to visitors by inbox, by client and for the whole site. `sender_key` is a keyed hash
-- of the posting client's network and the day, never the address. A newsletter sign-up renewed while
-- unconfirmed keeps its id and may have several opt-in mails, so only the company's row is one per lead.
ALTER TABLE `outbox` ADD `sender_key` text;
--> statement-breakpoint
DROP INDEX `outbox_lead_idx`;
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_lead_idx` ON `outbox` (`lead_type`,`lead_id`,`recipient`) WHERE "outbox"."recipient" = 'company';
--> statement-breakpoint
CREATE INDEX `outbox_sender_key_idx` ON `outbox` (`sender_key`,`created_at`);
--> statement-breakpoint
CREATE INDEX `outbox_recipient_created_idx` ON `outbox` (`recipient`,`created_at`);
--> statement-breakpoint
-- A visitor's mail a cap held back: which cap and the kind of lead, until the cron counts it.
CREATE TABLE `skipped_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_type` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
