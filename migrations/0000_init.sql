CREATE TABLE `authors` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`avatar` text,
	`bio` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug_idx` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`author_id` text,
	`publish_date` text NOT NULL,
	`reading_time` text NOT NULL,
	`image` text,
	`tags` text NOT NULL,
	`category` text NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_idx` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`is_published`,`publish_date`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text NOT NULL,
	`move_date` text,
	`move_from` text,
	`move_to` text,
	`property_size` text,
	`floor_from` integer DEFAULT 0 NOT NULL,
	`floor_to` integer DEFAULT 0 NOT NULL,
	`elevator_from` integer DEFAULT false NOT NULL,
	`elevator_to` integer DEFAULT false NOT NULL,
	`additional_services` text,
	`special_items` text,
	`notes` text,
	`company` text,
	`service` text,
	`included_services` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`source` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bookings_created_at_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE TABLE `job_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`position` text NOT NULL,
	`message` text,
	`cv_key` text,
	`cv_file_name` text,
	`cv_size` integer,
	`cv_content_type` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_applications_created_at_idx` ON `job_applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`source` text DEFAULT 'discount' NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_idx` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_type` text NOT NULL,
	`lead_id` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`claimed_until` text,
	`last_error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_status_next_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_lead_idx` ON `outbox` (`lead_type`,`lead_id`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`service_type` text NOT NULL,
	`move_type` text,
	`property_size` text,
	`living_area` integer,
	`has_storage` integer DEFAULT false NOT NULL,
	`furniture_amount` text DEFAULT 'normal' NOT NULL,
	`balcony_type` text DEFAULT 'none' NOT NULL,
	`storage_areas` text,
	`from_address` text,
	`to_address` text,
	`from_floor` integer DEFAULT 0 NOT NULL,
	`to_floor` integer DEFAULT 0 NOT NULL,
	`from_elevator` text DEFAULT 'no' NOT NULL,
	`to_elevator` text DEFAULT 'no' NOT NULL,
	`from_parking_distance` text DEFAULT '0-25m' NOT NULL,
	`to_parking_distance` text DEFAULT '0-25m' NOT NULL,
	`need_assembly` integer DEFAULT false NOT NULL,
	`need_disassembly` integer DEFAULT false NOT NULL,
	`has_piano` integer DEFAULT false NOT NULL,
	`need_storage` integer DEFAULT false NOT NULL,
	`need_recycling` integer DEFAULT false NOT NULL,
	`has_heavy_items` integer DEFAULT false NOT NULL,
	`need_boxes` integer DEFAULT false NOT NULL,
	`add_cleaning_service` integer DEFAULT false NOT NULL,
	`cleaning_type` text,
	`square_meters` integer,
	`number_of_rooms` integer,
	`include_windows` integer DEFAULT false NOT NULL,
	`window_count` integer,
	`window_size_large` integer DEFAULT 0 NOT NULL,
	`window_size_medium` integer DEFAULT 0 NOT NULL,
	`window_size_small` integer DEFAULT 0 NOT NULL,
	`subscription_cleaning` integer DEFAULT false NOT NULL,
	`cleaning_frequency` text,
	`subscription_duration` text,
	`cleaning_address` text,
	`namn` text NOT NULL,
	`epost` text NOT NULL,
	`telefon` text NOT NULL,
	`preferred_date` text,
	`message` text,
	`source` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quotes_created_at_idx` ON `quotes` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `submissions` (
	`key` text PRIMARY KEY NOT NULL,
	`lead_type` text NOT NULL,
	`lead_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
