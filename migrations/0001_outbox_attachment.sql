ALTER TABLE `outbox` ADD `attachment_key` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachment_name` text;