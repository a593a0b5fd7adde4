/** Blog posts and categories as the pages use them, whether they come from D1 or the built-in set. */
export interface BlogAuthor {
  name: string;
  avatar: string | null;
  bio: string | null;
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** HTML; sanitised on output. */
  content: string;
  author: BlogAuthor | null;
  /** YYYY-MM-DD */
  publishDate: string;
  readingTime: string;
  image: string | null;
  tags: readonly string[];
  /** Category slug. */
  category: string;
  isPublished: boolean;
}

/** What a listing's card and the RSS feed show of a post: no body, no author, no tags. */
export type BlogPostSummary = Pick<
  BlogPost,
  "id" | "title" | "slug" | "description" | "publishDate" | "readingTime" | "image" | "category"
>;

export function postSummary(post: BlogPost): BlogPostSummary {
  const { id, title, slug, description, publishDate, readingTime, image, category } = post;
  return { id, title, slug, description, publishDate, readingTime, image, category };
}

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
}

export const DEFAULT_POST_IMAGE = "/images/blog/standard.svg";

export const swedishMonths = [
  "januari",
  "februari",
  "mars",
  "april",
  "maj",
  "juni",
  "juli",
  "augusti",
  "september",
  "oktober",
  "november",
  "december",
] as const;
const shortMonths = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"] as const;

/** "12 nov 2026": day, abbreviated Swedish month, year. */
export function formatPostDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${shortMonths[(month ?? 1) - 1]} ${year}`;
}

/** Words a reader gets through in a minute: a common rule of thumb for plain prose. */
const WORDS_PER_MINUTE = 200;

/** "3 min": the reading time of an HTML body, rounded up to whole minutes, at least one. */
export function readingTimeOf(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min`;
}

/** Published posts, newest first. */
export function publishedNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return posts
    .filter((post) => post.isPublished)
    .sort((a, b) => (a.publishDate < b.publishDate ? 1 : a.publishDate > b.publishDate ? -1 : 0));
}

export function postsInCategory(posts: readonly BlogPost[], category: string): BlogPost[] {
  return posts.filter((post) => post.category === category);
}

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  æ: "ae",
  ø: "o",
  œ: "oe",
  ß: "ss",
  ð: "d",
  đ: "d",
  þ: "th",
  ł: "l",
  ı: "i",
};

/**
 * A tag's address, /blogg/tag/:slug: lower-case ASCII letters, digits and single dashes, spelled
 * as the site's other slugs are (å and ä become a, ö becomes o, "Café" becomes "cafe"). Accents
 * come off through NFKD; anything that is neither letter nor digit (spaces, &, emoji) only
 * separates words. A tag of no Latin letter or digit at all has no address: "".
 */
export function tagSlug(tag: string): string {
  return tag
    .toLocaleLowerCase("sv-SE")
    .replace(/[æøœßðđþłı]/g, (letter) => UNDECOMPOSED_LETTERS[letter] ?? "")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The address tagSlug gave before it kept accented letters ("Café" was "caf"): a tag page asked
 * for by it answers a permanent redirect to the tag's address now.
 */
export function legacyTagSlug(tag: string): string {
  return tag
    .toLocaleLowerCase("sv-SE")
    .replace(/å|ä/g, "a")
    .replace(/ö/g, "o")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Where a tag page asked for by `slug` has moved: the slug now of a tag whose old address it was
 * (legacyTagSlug), unless some tag has that address today. Null when it has not moved.
 */
export function movedTagSlug(tags: Iterable<string>, slug: string): string | null {
  let moved: string | null = null;
  for (const tag of tags) {
    const now = tagSlug(tag);
    if (now === slug) return null;
    if (moved === null && now !== "" && legacyTagSlug(tag) === slug) moved = now;
  }
  return moved;
}

export function postsWithTag(posts: readonly BlogPost[], tag: string): BlogPost[] {
  return posts.filter((post) => post.tags.some((postTag) => tagSlug(postTag) === tag));
}

/** The archive path: the Swedish month name, a dash and the year, e.g. "november-2026". */
function archiveSlug(year: number, monthIndex: number): string {
  return `${swedishMonths[monthIndex]}-${year}`;
}

export function parseArchiveSlug(slug: string): { year: number; monthIndex: number } | null {
  const match = /^([a-z]+)-(\d{4})$/.exec(slug);
  if (!match) return null;
  const monthIndex = swedishMonths.indexOf(match[1] as (typeof swedishMonths)[number]);
  if (monthIndex < 0) return null;
  return { year: Number(match[2]), monthIndex };
}

export function postsInMonth(posts: readonly BlogPost[], year: number, monthIndex: number): BlogPost[] {
  const prefix = `${year}-${String(monthIndex + 1).padStart(2, "0")}`;
  return posts.filter((post) => post.publishDate.startsWith(prefix));
}

/** The last 12 months, newest first, for the sidebar's archive. */
export interface ArchiveMonth {
  slug: string;
  label: string;
  /** "2026-11": what publish_date starts with. */
  month: string;
  /** Only a month with posts is a page (the others would be a 404): the sidebar links only those. */
  hasPosts: boolean;
}

/** The sidebar's archive: the last 12 months, each marked by whether a post was published in it. */
export function lastTwelveMonths(today: string, monthsWithPosts: ReadonlySet<string> = new Set()): ArchiveMonth[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, offset) => {
    const date = new Date(Date.UTC(year, month - 1 - offset, 1));
    const y = date.getUTCFullYear();
    const label = swedishMonths[date.getUTCMonth()]!;
    const key = `${y}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
    return {
      slug: archiveSlug(y, date.getUTCMonth()),
      label: `${label[0]!.toUpperCase()}${label.slice(1)} ${y}`,
      month: key,
      hasPosts: monthsWithPosts.has(key),
    };
  });
}

/** Same category, published, not this post, at most 3. */
export function relatedPosts(posts: readonly BlogPost[], post: BlogPost, limit = 3): BlogPost[] {
  return publishedNewestFirst(posts)
    .filter((other) => other.category === post.category && other.id !== post.id)
    .slice(0, limit);
}

export function looksLikeUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A slug we could have written: lower-case letters, digits and dashes. Anything else is not a post. */
export function isPlausibleSlug(value: string): boolean {
  return /^[a-z0-9åäö]+(?:-[a-z0-9åäö]+)*$/.test(value) && value.length <= 120;
}
