import { and, count, desc, eq, getTableColumns, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { builtInCategories, builtInPosts } from "~/content/blog";
import {
  lastTwelveMonths,
  looksLikeUuid,
  movedTagSlug,
  postSummary,
  publishedNewestFirst,
  relatedPosts,
  tagSlug,
  type ArchiveMonth,
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
} from "~/shared/blog";
import {
  filterPosts,
  monthRange,
  pageOffset,
  POSTS_PER_PAGE,
  RSS_ITEM_COUNT,
  searchMatch,
  SearchRank,
  searchTerms,
  type BlogFilter,
  type SearchMatch,
} from "~/shared/blog-listing";
import { getDb } from "~/server/db/client.server";
import { authors, blogCategories, blogPosts, type AuthorRow, type BlogPostRow } from "~/server/db/schema";
import { errorFields, log } from "~/server/worker/log.server";

/**
 * Blog reads with the built-in posts as fallback: when D1 errors or returns nothing, the
 * built-in posts and categories are served. Unpublished posts are never returned.
 */

/** Listings and related posts never show the body: D1 need not send it. */
const { content: _body, ...listedPostColumns } = getTableColumns(blogPosts);
const listedPostFields = { blog_posts: listedPostColumns, authors: getTableColumns(authors) };

/** A listing's card: a few short columns of blog_posts, no join. */
const summaryFields = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  description: blogPosts.description,
  publishDate: blogPosts.publish_date,
  readingTime: blogPosts.reading_time,
  image: blogPosts.image,
  category: blogPosts.category,
};

function toListedPost(row: Omit<BlogPostRow, "content">, author: AuthorRow | null): BlogPost {
  return toPost({ ...row, content: "" }, author);
}

function toPost(row: BlogPostRow, author: AuthorRow | null): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    content: row.content,
    author: author ? { name: author.name, avatar: author.avatar, bio: author.bio } : null,
    publishDate: row.publish_date,
    readingTime: row.reading_time,
    image: row.image,
    tags: row.tags ?? [],
    category: row.category,
    isPublished: row.is_published,
  };
}

function logFallback(what: string, error: unknown) {
  log("warn", { event: "blog.fallback", what, ...errorFields(error) });
}

const withoutBody = (post: BlogPost): BlogPost => ({ ...post, content: "" });

const categoriesQuery = (d1: D1Database) =>
  getDb(d1)
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(blogCategories.name);

export async function listCategories(d1: D1Database): Promise<BlogCategory[]> {
  try {
    const rows = await categoriesQuery(d1);
    if (rows.length > 0) return rows;
  } catch (error) {
    logFallback("kategorier", error);
  }
  return [...builtInCategories];
}

/** One published post by slug; the built-in post of the same slug if the lookup fails or finds nothing. */
export async function findPublishedPost(d1: D1Database, slug: string): Promise<BlogPost | null> {
  try {
    const [row] = await getDb(d1)
      .select()
      .from(blogPosts)
      .leftJoin(authors, eq(blogPosts.author_id, authors.id))
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.is_published, true)))
      .limit(1);
    if (row) return toPost(row.blog_posts, row.authors);
  } catch (error) {
    logFallback("inlägg", error);
  }
  return builtInPosts.find((post) => post.slug === slug && post.isPublished) ?? null;
}

/** Same category, published, not this one, at most 3; from D1 only when the id looks like a UUID. */
export async function findRelatedPosts(d1: D1Database, post: BlogPost): Promise<BlogPost[]> {
  if (looksLikeUuid(post.id)) {
    try {
      const rows = await getDb(d1)
        .select(listedPostFields)
        .from(blogPosts)
        .leftJoin(authors, eq(blogPosts.author_id, authors.id))
        .where(and(eq(blogPosts.category, post.category), eq(blogPosts.is_published, true), ne(blogPosts.id, post.id)))
        .orderBy(desc(blogPosts.publish_date))
        .limit(3);
      if (rows.length > 0) return rows.map((row) => toListedPost(row.blog_posts, row.authors));
    } catch (error) {
      logFallback("relaterade inlägg", error);
    }
  }
  return relatedPosts(builtInPosts, post).map(withoutBody);
}

/**
 * Tables migrations 0002 and 0003 derive from blog_posts, kept in step by triggers, so not in
 * schema.ts (drizzle-kit writes neither FTS5 tables nor triggers). All hold published posts only,
 * keyed by the post's rowid: prefix (unicode61) and trigram indexes of the title, description and
 * tags, the same two of the title alone, and the tags one per row.
 */
const blogPostsFts = sqliteTable("blog_posts_fts", { category: text("category") });
const blogPostsTrigram = sqliteTable("blog_posts_trigram", { category: text("category") });
const blogPostsTitleFts = sqliteTable("blog_posts_title_fts", { category: text("category") });
const blogPostsTitleTrigram = sqliteTable("blog_posts_title_trigram", { category: text("category") });
const blogPostTags = sqliteTable("blog_post_tags", { post_rowid: integer("post_rowid").notNull(), tag: text("tag").notNull() });

interface BlogListingData {
  /** The posts of the requested page, as their cards show them. */
  posts: BlogPostSummary[];
  /** Posts in the whole listing, every page. */
  total: number;
  categories: BlogCategory[];
  archive: ArchiveMonth[];
  /** The tag as written on the posts, for a tag listing that found it. */
  tagName: string | null;
  /** For a tag listing asked for by an address a tag had before (legacyTagSlug): the tag's slug now. */
  tagMovedTo: string | null;
}

type SearchIndex = typeof blogPostsFts | typeof blogPostsTrigram | typeof blogPostsTitleFts | typeof blogPostsTitleTrigram;

/**
 * A page of search hits, best first, and their number, in the full-text indexes alone (they hold
 * only published posts); only the page's dozen hits are looked up in blog_posts.
 *
 * A post matches when the trigram index finds every term of three characters or more and the
 * prefix index every shorter term (searchMatch). The hits come in SearchRank's order, each rank
 * one arm of a UNION ALL that reads its index newest rowid first, leaves out the better ranks'
 * posts and stops at the page's end, so a page costs about the same with ten posts as with ten
 * thousand (ranking every hit by bm25 did not). The ranks of the title ask the title indexes,
 * which hold no post whose title lacks the term. Only the count reads every hit, and counting is cheap.
 */
function searchQueries(d1: D1Database, match: SearchMatch, category: string | null | undefined, page: number) {
  const db = getDb(d1);
  const { words, inside, short } = match;
  /** Posts also in `only` and in none of `without`. */
  interface Sets {
    only?: SQL | null;
    without?: SQL[];
  }
  const where = (conditions: SQL[]) => (conditions.length > 0 ? sql` WHERE ${sql.join(conditions, sql` AND `)}` : sql``);
  const inSets = ({ only = null, without = [] }: Sets) => [
    ...(only ? [sql`rowid IN (${only})`] : []),
    ...without.map((better) => sql`rowid NOT IN (${better})`),
  ];
  /** The rowids `index` finds for `query`, of posts in `sets`. */
  const found = (index: SearchIndex, query: string, sets: Sets = {}) => sql`SELECT rowid FROM ${index}(${query})${where(inSets(sets))}`;
  /**
   * One rank's posts, of the category asked for, newest rowid first, at most as many as the pages
   * up to this one hold: FTS5 reads its index in rowid order, so this stops early and sorts nothing.
   */
  const upToPage = pageOffset(page) + POSTS_PER_PAGE;
  const arm = (rank: SearchRank, index: SearchIndex, query: string, sets: Sets = {}) => {
    const conditions = [...(category ? [sql`category = ${category}`] : []), ...inSets(sets)];
    return sql`SELECT post_rowid, rank FROM (SELECT rowid AS post_rowid, ${sql.raw(String(rank))} AS rank FROM ${index}(${query})${where(conditions)} ORDER BY rowid DESC LIMIT ${upToPage})`;
  };
  const titleWords = found(blogPostsTitleFts, words);
  let arms: SQL[];
  let matches: SQL;
  if (inside) {
    const shortInTitle = short ? found(blogPostsTitleFts, short) : null;
    const shortAnywhere = short ? found(blogPostsFts, short) : null;
    const inTitle = found(blogPostsTitleTrigram, inside, { only: shortInTitle });
    arms = [
      arm(SearchRank.titleWords, blogPostsTitleFts, words),
      arm(SearchRank.titleInside, blogPostsTitleTrigram, inside, { only: shortInTitle, without: [titleWords] }),
      arm(SearchRank.words, blogPostsFts, words, { without: [titleWords, inTitle] }),
      arm(SearchRank.inside, blogPostsTrigram, inside, { only: shortAnywhere, without: [found(blogPostsFts, words), inTitle] }),
    ];
    matches = sql`SELECT rowid, category FROM ${blogPostsTrigram}(${inside})${shortAnywhere ? sql` WHERE rowid IN (${shortAnywhere})` : sql``}`;
  } else {
    arms = [arm(SearchRank.titleWords, blogPostsTitleFts, words), arm(SearchRank.words, blogPostsFts, words, { without: [titleWords] })];
    matches = sql`SELECT rowid, category FROM ${blogPostsFts}(${words})`;
  }
  // No ORDER BY over the arms: SQLite gives a UNION ALL's arms one after the other, so it never
  // starts a rank the page does not reach; an ORDER BY would merge them and start every arm.
  const hits = sql`(${sql.join(arms, sql` UNION ALL `)} LIMIT ${POSTS_PER_PAGE} OFFSET ${pageOffset(page)}) AS hits`;
  return {
    pageQuery: db
      .select(summaryFields)
      .from(hits)
      .innerJoin(blogPosts, sql`${blogPosts}.rowid = hits.post_rowid`)
      .orderBy(sql`hits.rank`, sql`hits.post_rowid DESC`),
    countQuery: db
      .select({ total: count() })
      .from(sql`(${matches}) AS matches`)
      .where(category ? sql`matches.category = ${category}` : undefined),
  };
}

/** A page of a listing by category, tag (`tags`: the names whose slug it is) or month, newest first, and its size. */
function listingQueries(d1: D1Database, filter: BlogFilter, tags: readonly string[] | null, page: number) {
  const db = getDb(d1);
  const conditions: SQL[] = [eq(blogPosts.is_published, true)];
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.month) {
    const { from, until } = monthRange(filter.month.year, filter.month.monthIndex);
    conditions.push(gte(blogPosts.publish_date, from), lt(blogPosts.publish_date, until));
  }
  if (tags)
    conditions.push(
      sql`${blogPosts}.rowid IN (SELECT ${blogPostTags.post_rowid} FROM ${blogPostTags} WHERE ${inArray(blogPostTags.tag, [...tags])})`,
    );
  const where = and(...conditions);
  return {
    pageQuery: db
      .select(summaryFields)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publish_date))
      .limit(POSTS_PER_PAGE)
      .offset(pageOffset(page)),
    countQuery: db.select({ total: count() }).from(blogPosts).where(where),
  };
}

/** The months (YYYY-MM) since `since` in which a post was published: which archive links lead somewhere. */
const postMonthsQuery = (d1: D1Database, since: string) =>
  getDb(d1)
    .selectDistinct({ month: sql<string>`substr(${blogPosts.publish_date}, 1, 7)` })
    .from(blogPosts)
    .where(and(eq(blogPosts.is_published, true), gte(blogPosts.publish_date, since)));

const monthSet = (rows: ReadonlyArray<{ month: string }>) => new Set(rows.map((row) => row.month));

const anyPublishedQuery = (d1: D1Database) =>
  getDb(d1).select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.is_published, true)).limit(1);

/**
 * One page of a blog listing (index, category, tag, archive, search) with the sidebar's categories.
 * One round trip to D1 (a batch), two for a tag; post bodies are never read. The built-in posts
 * are served, filtered and paged in memory, when D1 fails or holds no published post.
 */
export async function loadBlogListing(d1: D1Database, filter: BlogFilter, page: number, today: string): Promise<BlogListingData> {
  const since = `${lastTwelveMonths(today).at(-1)!.month}-01`;
  const builtInArchive = () => lastTwelveMonths(today, new Set(builtInPosts.map((post) => post.publishDate.slice(0, 7))));
  const terms = filter.query?.trim() ? searchTerms(filter.query) : null;
  try {
    const db = getDb(d1);
    let tags: string[] | null = null;
    let tagMovedTo: string | null = null;
    let categoryRows: BlogCategory[];
    let anyPublished: boolean;
    let posts: BlogPostSummary[] = [];
    let total = 0;
    let months: Set<string>;
    if (filter.tag) {
      // Tag slugs are made in TypeScript (tagSlug): first the tag names, then their posts.
      const [tagRows, categories, published, monthRows] = await db.batch([
        db.selectDistinct({ tag: blogPostTags.tag }).from(blogPostTags),
        categoriesQuery(d1),
        anyPublishedQuery(d1),
        postMonthsQuery(d1, since),
      ]);
      const tagNames = tagRows.map((row) => row.tag);
      tags = tagNames.filter((tag) => tagSlug(tag) === filter.tag);
      tagMovedTo = tags.length === 0 ? movedTagSlug(tagNames, filter.tag) : null;
      [categoryRows, anyPublished, months] = [categories, published.length > 0, monthSet(monthRows)];
      if (anyPublished && tags.length > 0) {
        const { pageQuery, countQuery } = listingQueries(d1, filter, tags, page);
        const [pageRows, counted] = await db.batch([pageQuery, countQuery]);
        [posts, total] = [pageRows, counted[0]?.total ?? 0];
      }
    } else if (terms && terms.length === 0) {
      // A search of only punctuation matches nothing.
      const [categories, published, monthRows] = await db.batch([categoriesQuery(d1), anyPublishedQuery(d1), postMonthsQuery(d1, since)]);
      [categoryRows, anyPublished, months] = [categories, published.length > 0, monthSet(monthRows)];
    } else {
      const { pageQuery, countQuery } = terms
        ? searchQueries(d1, searchMatch(terms), filter.category, page)
        : listingQueries(d1, filter, null, page);
      const [pageRows, counted, categories, published, monthRows] = await db.batch([
        pageQuery,
        countQuery,
        categoriesQuery(d1),
        anyPublishedQuery(d1),
        postMonthsQuery(d1, since),
      ]);
      [posts, total, categoryRows, anyPublished, months] = [
        pageRows,
        counted[0]?.total ?? 0,
        categories,
        published.length > 0,
        monthSet(monthRows),
      ];
    }
    const categories = categoryRows.length > 0 ? categoryRows : [...builtInCategories];
    if (anyPublished) {
      const tagName = tags?.[0] ?? null;
      return { posts, total, categories, archive: lastTwelveMonths(today, months), tagName, tagMovedTo };
    }
    return { ...builtInListing(filter, page), categories, archive: builtInArchive() };
  } catch (error) {
    logFallback("inlägg", error);
    return { ...builtInListing(filter, page), categories: [...builtInCategories], archive: builtInArchive() };
  }
}

function builtInListing(filter: BlogFilter, page: number): Pick<BlogListingData, "posts" | "total" | "tagName" | "tagMovedTo"> {
  const chosen = filterPosts(builtInPosts, filter);
  const tagName = filter.tag ? (chosen.flatMap((post) => post.tags).find((tag) => tagSlug(tag) === filter.tag) ?? null) : null;
  const tagMovedTo =
    filter.tag && tagName === null
      ? movedTagSlug(
          publishedNewestFirst(builtInPosts).flatMap((post) => post.tags),
          filter.tag,
        )
      : null;
  return {
    posts: chosen.slice(pageOffset(page), pageOffset(page) + POSTS_PER_PAGE).map(postSummary),
    total: chosen.length,
    tagName,
    tagMovedTo,
  };
}

/** The newest published posts, for the RSS feed. */
export async function listLatestPosts(d1: D1Database, limit = RSS_ITEM_COUNT): Promise<BlogPostSummary[]> {
  try {
    const rows = await getDb(d1)
      .select(summaryFields)
      .from(blogPosts)
      .where(eq(blogPosts.is_published, true))
      .orderBy(desc(blogPosts.publish_date))
      .limit(limit);
    if (rows.length > 0) return rows;
  } catch (error) {
    logFallback("inlägg", error);
  }
  return publishedNewestFirst(builtInPosts).slice(0, limit).map(postSummary);
}

/** Every published post's slug and date, and the categories: what the sitemap lists. One round trip. */
export async function loadSitemapEntries(
  d1: D1Database,
): Promise<{ posts: Array<{ slug: string; publishDate: string }>; categories: BlogCategory[] }> {
  const builtIn = () => publishedNewestFirst(builtInPosts).map((post) => ({ slug: post.slug, publishDate: post.publishDate }));
  try {
    const db = getDb(d1);
    const [posts, categories] = await db.batch([
      db
        .select({ slug: blogPosts.slug, publishDate: blogPosts.publish_date })
        .from(blogPosts)
        .where(eq(blogPosts.is_published, true))
        .orderBy(desc(blogPosts.publish_date)),
      categoriesQuery(d1),
    ]);
    return { posts: posts.length > 0 ? posts : builtIn(), categories: categories.length > 0 ? categories : [...builtInCategories] };
  } catch (error) {
    logFallback("inlägg", error);
    return { posts: builtIn(), categories: [...builtInCategories] };
  }
}
