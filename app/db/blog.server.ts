import { and, desc, eq, getTableColumns, ne } from "drizzle-orm";
import { builtInCategories, builtInPosts } from "~/content/blog";
import { lastTwelveMonths, looksLikeUuid, publishedNewestFirst, relatedPosts, type BlogCategory, type BlogPost } from "~/lib/blog";
import { getDb } from "./client.server";
import { authors, blogCategories, blogPosts, type AuthorRow, type BlogPostRow } from "./schema";

/**
 * Blog reads with the spec's fallback (section 7): when D1 errors or returns nothing, the
 * built-in posts and categories are served. Unpublished posts are never returned.
 */

/** Listings and related posts never show the body: D1 need not send it. */
const { content: _body, ...listedPostColumns } = getTableColumns(blogPosts);
const listedPostFields = { blog_posts: listedPostColumns, authors: getTableColumns(authors) };

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
  console.warn(`Bloggen visar inbyggda ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Published posts, newest first, without their bodies. */
export async function listPublishedPosts(d1: D1Database): Promise<BlogPost[]> {
  try {
    const rows = await getDb(d1)
      .select(listedPostFields)
      .from(blogPosts)
      .leftJoin(authors, eq(blogPosts.author_id, authors.id))
      .where(eq(blogPosts.is_published, true))
      .orderBy(desc(blogPosts.publish_date));
    if (rows.length > 0) return rows.map((row) => toListedPost(row.blog_posts, row.authors));
  } catch (error) {
    logFallback("inlägg", error);
  }
  return publishedNewestFirst(builtInPosts).map(withoutBody);
}

const withoutBody = (post: BlogPost): BlogPost => ({ ...post, content: "" });

export async function listCategories(d1: D1Database): Promise<BlogCategory[]> {
  try {
    const rows = await getDb(d1).select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug }).from(blogCategories).orderBy(blogCategories.name);
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

/** Spec: same category, published, not this one, at most 3; from D1 only when the id looks like a UUID. */
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

/** What every listing page needs: the chosen posts, the categories and the archive months. */
export async function loadBlogListing(d1: D1Database, choose: (posts: BlogPost[]) => BlogPost[], today: string) {
  const [posts, categories] = await Promise.all([listPublishedPosts(d1), listCategories(d1)]);
  return { posts: choose(posts), categories, archive: lastTwelveMonths(today) };
}
