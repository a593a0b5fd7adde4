CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`is_published`,`category`,`publish_date`);--> statement-breakpoint
-- Blog search (issue 18). Hand-written below drizzle-kit's index: drizzle has no FTS5 tables or triggers.
-- blog_posts_fts: full-text index over title, description and tags; its rowid is the post's rowid.
-- unicode61 folds case (Å = å) but with remove_diacritics 0 keeps å, ä and ö apart from a and o.
CREATE VIRTUAL TABLE `blog_posts_fts` USING fts5(title, description, tags, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
-- blog_post_tags: each post's tags one per row, so a tag page finds its posts through an index.
CREATE TABLE `blog_post_tags` (
	`post_rowid` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY (`post_rowid`, `tag`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `blog_post_tags_tag_idx` ON `blog_post_tags` (`tag`, `post_rowid`);
--> statement-breakpoint
-- Kept in step with blog_posts by the three triggers below. An INSERT OR REPLACE that replaces a
-- post deletes the old row without firing the delete trigger: its entries stay behind under a rowid
-- no post has, and the blog's queries join on the rowid, so they are never shown.
CREATE TRIGGER `blog_posts_search_insert` AFTER INSERT ON `blog_posts` BEGIN
	INSERT OR REPLACE INTO `blog_posts_fts` (rowid, title, description, tags) VALUES (new.rowid, new.title, new.description, new.tags);
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = new.rowid;
	INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT new.rowid, value FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) WHERE type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_update` AFTER UPDATE OF title, description, tags ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid = old.rowid;
	INSERT OR REPLACE INTO `blog_posts_fts` (rowid, title, description, tags) VALUES (new.rowid, new.title, new.description, new.tags);
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = old.rowid;
	INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT new.rowid, value FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) WHERE type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_delete` AFTER DELETE ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid = old.rowid;
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = old.rowid;
END;
--> statement-breakpoint
-- Backfill: the posts that exist before this migration.
INSERT INTO `blog_posts_fts` (rowid, title, description, tags) SELECT rowid, title, description, tags FROM `blog_posts`;
--> statement-breakpoint
INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT p.rowid, j.value FROM `blog_posts` p, json_each(CASE WHEN json_valid(p.tags) THEN p.tags ELSE '[]' END) j WHERE j.type = 'text';
