CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`is_published`,`category`,`publish_date`);--> statement-breakpoint
-- Blog search and tag pages (issue 18), written by hand below drizzle-kit's index: drizzle-kit
-- writes neither FTS5 tables nor triggers. Three tables derived from blog_posts, all keyed by the
-- post's rowid and kept in step by the triggers below; only published posts are searchable.
--
-- blog_posts_fts: full-text index over title, description and tags (category only to filter by).
-- unicode61 folds case (Å = å) but with remove_diacritics 0 keeps å, ä and ö apart from a and o.
-- Prefix indexes for 2 to 5 characters: every search term is a prefix query ("flytt"*).
CREATE VIRTUAL TABLE `blog_posts_fts` USING fts5(title, description, tags, category UNINDEXED, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4 5');
--> statement-breakpoint
-- blog_post_tags: each published post's tags, one per row, so a tag page finds its posts by index.
CREATE TABLE `blog_post_tags` (
	`post_rowid` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY (`post_rowid`, `tag`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `blog_post_tags_tag_idx` ON `blog_post_tags` (`tag`, `post_rowid`);
--> statement-breakpoint
-- blog_post_search_keys: every post's rowid with its id and slug. An INSERT OR REPLACE (as
-- seed/seed.sql does) deletes the post it replaces without firing the delete trigger; that post
-- had the new one's id or slug, so the insert trigger finds its rowid here and removes its entries.
CREATE TABLE `blog_post_search_keys` (
	`post_rowid` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_post_search_keys_id_idx` ON `blog_post_search_keys` (`id`);
--> statement-breakpoint
CREATE INDEX `blog_post_search_keys_slug_idx` ON `blog_post_search_keys` (`slug`);
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_insert` AFTER INSERT ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_post_tags` WHERE `post_rowid` IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug;
	INSERT OR REPLACE INTO `blog_post_search_keys` (`post_rowid`, `id`, `slug`) VALUES (new.rowid, new.id, new.slug);
	INSERT OR REPLACE INTO `blog_posts_fts` (rowid, title, description, tags, category) SELECT new.rowid, new.title, new.description, new.tags, new.category WHERE new.is_published;
	INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT new.rowid, value FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) WHERE type = 'text' AND new.is_published;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_update` AFTER UPDATE ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid = old.rowid OR rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = old.rowid OR `post_rowid` IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_post_search_keys` WHERE `post_rowid` = old.rowid OR `id` = new.id OR `slug` = new.slug;
	INSERT OR REPLACE INTO `blog_post_search_keys` (`post_rowid`, `id`, `slug`) VALUES (new.rowid, new.id, new.slug);
	INSERT OR REPLACE INTO `blog_posts_fts` (rowid, title, description, tags, category) SELECT new.rowid, new.title, new.description, new.tags, new.category WHERE new.is_published;
	INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT new.rowid, value FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) WHERE type = 'text' AND new.is_published;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_delete` AFTER DELETE ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid = old.rowid;
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = old.rowid;
	DELETE FROM `blog_post_search_keys` WHERE `post_rowid` = old.rowid;
END;
--> statement-breakpoint
-- Backfill: the posts that exist before this migration.
INSERT INTO `blog_post_search_keys` (`post_rowid`, `id`, `slug`) SELECT rowid, id, slug FROM `blog_posts`;
--> statement-breakpoint
INSERT INTO `blog_posts_fts` (rowid, title, description, tags, category) SELECT rowid, title, description, tags, category FROM `blog_posts` WHERE is_published;
--> statement-breakpoint
INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT p.rowid, j.value FROM `blog_posts` p, json_each(CASE WHEN json_valid(p.tags) THEN p.tags ELSE '[]' END) j WHERE j.type = 'text' AND p.is_published;
