-- Mail to visitors goes through the outbox too: a lead has a row for the company and may have one
-- for the visitor (`recipient`). `recipient_key` is a keyed hash of the visitor's address, never the
-- address, so that the confirmations to one address can be counted and capped per day.
ALTER TABLE `outbox` ADD `recipient` text DEFAULT 'company' NOT NULL;
--> statement-breakpoint
ALTER TABLE `outbox` ADD `recipient_key` text;
--> statement-breakpoint
DROP INDEX `outbox_lead_idx`;
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_lead_idx` ON `outbox` (`lead_type`,`lead_id`,`recipient`);
--> statement-breakpoint
CREATE INDEX `outbox_recipient_key_idx` ON `outbox` (`recipient_key`,`created_at`);
--> statement-breakpoint
-- Newsletter double opt-in: an address counts as a subscriber once its owner has confirmed it.
-- Every sign-up before this migration was taken as it was then, so it stays a subscriber.
ALTER TABLE `newsletter_subscriptions` ADD `confirmed_at` text;
--> statement-breakpoint
UPDATE `newsletter_subscriptions` SET `confirmed_at` = `created_at`;
