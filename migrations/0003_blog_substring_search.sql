-- Search inside words: Swedish writes compounds as one word, and the prefix index of 0002 finds
-- 'flyttstädning' by 'flytt' but never by 'städning'. blog_posts_trigram indexes every run of three
-- characters of the same columns, for the same published posts, keyed by the same rowid.
--
-- case_sensitive 0 folds case (Å = å); remove_diacritics 0 keeps å, ä and ö apart from a and o, as
-- the prefix index does. A term shorter than three characters finds nothing here: such terms are
-- searched in blog_posts_fts, as word prefixes.
CREATE VIRTUAL TABLE `blog_posts_trigram` USING fts5(title, description, tags, category UNINDEXED, tokenize = 'trigram case_sensitive 0 remove_diacritics 0');
--> statement-breakpoint
-- The titles alone, in both kinds of index: a hit in the title ranks first, and asking these is
-- reading the posts whose title has the term. A column filter ('title : …') on the indexes above
-- would read every post that has the term anywhere, though only its title counts.
CREATE VIRTUAL TABLE `blog_posts_title_fts` USING fts5(title, category UNINDEXED, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4 5');
--> statement-breakpoint
CREATE VIRTUAL TABLE `blog_posts_title_trigram` USING fts5(title, category UNINDEXED, tokenize = 'trigram case_sensitive 0 remove_diacritics 0');
--> statement-breakpoint
-- The triggers of 0002, once more, each keeping the new indexes in step beside blog_posts_fts.
-- One trigger per event, not a second one beside it: the insert trigger must remove a replaced
-- post's entries (found through blog_post_search_keys) before it rewrites that table.
DROP TRIGGER `blog_posts_search_insert`;
--> statement-breakpoint
DROP TRIGGER `blog_posts_search_update`;
--> statement-breakpoint
DROP TRIGGER `blog_posts_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_insert` AFTER INSERT ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_posts_trigram` WHERE rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_posts_title_fts` WHERE rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_posts_title_trigram` WHERE rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_post_tags` WHERE `post_rowid` IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug);
	DELETE FROM `blog_post_search_keys` WHERE `id` = new.id OR `slug` = new.slug;
	INSERT OR REPLACE INTO `blog_post_search_keys` (`post_rowid`, `id`, `slug`) VALUES (new.rowid, new.id, new.slug);
	INSERT OR REPLACE INTO `blog_posts_fts` (rowid, title, description, tags, category) SELECT new.rowid, new.title, new.description, new.tags, new.category WHERE new.is_published;
	INSERT OR REPLACE INTO `blog_posts_trigram` (rowid, title, description, tags, category) SELECT new.rowid, new.title, new.description, new.tags, new.category WHERE new.is_published;
	INSERT OR REPLACE INTO `blog_posts_title_fts` (rowid, title, category) SELECT new.rowid, new.title, new.category WHERE new.is_published;
	INSERT OR REPLACE INTO `blog_posts_title_trigram` (rowid, title, category) SELECT new.rowid, new.title, new.category WHERE new.is_published;
	INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT new.rowid, value FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) WHERE type = 'text' AND new.is_published;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_update` AFTER UPDATE ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid = old.rowid OR rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_posts_trigram` WHERE rowid = old.rowid OR rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_posts_title_fts` WHERE rowid = old.rowid OR rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_posts_title_trigram` WHERE rowid = old.rowid OR rowid IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = old.rowid OR `post_rowid` IN (SELECT `post_rowid` FROM `blog_post_search_keys` WHERE (`id` = new.id OR `slug` = new.slug) AND `post_rowid` <> old.rowid);
	DELETE FROM `blog_post_search_keys` WHERE `post_rowid` = old.rowid OR `id` = new.id OR `slug` = new.slug;
	INSERT OR REPLACE INTO `blog_post_search_keys` (`post_rowid`, `id`, `slug`) VALUES (new.rowid, new.id, new.slug);
	INSERT OR REPLACE INTO `blog_posts_fts` (rowid, title, description, tags, category) SELECT new.rowid, new.title, new.description, new.tags, new.category WHERE new.is_published;
	INSERT OR REPLACE INTO `blog_posts_trigram` (rowid, title, description, tags, category) SELECT new.rowid, new.title, new.description, new.tags, new.category WHERE new.is_published;
	INSERT OR REPLACE INTO `blog_posts_title_fts` (rowid, title, category) SELECT new.rowid, new.title, new.category WHERE new.is_published;
	INSERT OR REPLACE INTO `blog_posts_title_trigram` (rowid, title, category) SELECT new.rowid, new.title, new.category WHERE new.is_published;
	INSERT OR IGNORE INTO `blog_post_tags` (`post_rowid`, `tag`) SELECT new.rowid, value FROM json_each(CASE WHEN json_valid(new.tags) THEN new.tags ELSE '[]' END) WHERE type = 'text' AND new.is_published;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_delete` AFTER DELETE ON `blog_posts` BEGIN
	DELETE FROM `blog_posts_fts` WHERE rowid = old.rowid;
	DELETE FROM `blog_posts_trigram` WHERE rowid = old.rowid;
	DELETE FROM `blog_posts_title_fts` WHERE rowid = old.rowid;
	DELETE FROM `blog_posts_title_trigram` WHERE rowid = old.rowid;
	DELETE FROM `blog_post_tags` WHERE `post_rowid` = old.rowid;
	DELETE FROM `blog_post_search_keys` WHERE `post_rowid` = old.rowid;
END;
--> statement-breakpoint
-- Backfill: the published posts that exist before this migration.
INSERT INTO `blog_posts_trigram` (rowid, title, description, tags, category) SELECT rowid, title, description, tags, category FROM `blog_posts` WHERE is_published;
--> statement-breakpoint
INSERT INTO `blog_posts_title_fts` (rowid, title, category) SELECT rowid, title, category FROM `blog_posts` WHERE is_published;
--> statement-breakpoint
INSERT INTO `blog_posts_title_trigram` (rowid, title, category) SELECT rowid, title, category FROM `blog_posts` WHERE is_published;
