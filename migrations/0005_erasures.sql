-- One row per erasure of a person's data (npm run gdpr -- erase): its id, when, and the rows deleted
-- per table and the CV files deleted, as a JSON object. Never the address that was erased.
CREATE TABLE `erasures` (
	`id` text PRIMARY KEY NOT NULL,
	`erased_at` text NOT NULL,
	`counts` text NOT NULL
);
