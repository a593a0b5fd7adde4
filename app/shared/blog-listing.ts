/**
 * Pagination, filters and search for the blog's listings (issue 18): the rules both D1 and the
 * in-memory fallback follow, and the links and titles the pages print.
 */
import { postsInCategory, postsInMonth, postsWithTag, publishedNewestFirst, type BlogPost } from "./blog";

/** Posts on one page of a listing (index, category, tag, archive, search). */
export const POSTS_PER_PAGE = 12;

/** Items in the RSS feed. */
export const RSS_ITEM_COUNT = 20;

/** More words than this in a search are ignored: a longer query only costs D1 time. */
export const MAX_SEARCH_TERMS = 8;

/** The query parameter of a listing's page number; page 1 has none. */
export const PAGE_PARAM = "sida";

/**
 * What a listing shows: posts by category (slug), tag (slug, as in /blogg/tag/:tag, see tagSlug)
 * and month, newest first; or a search (the visitor's words, as typed), best hits first, in one
 * category or all, as the index's form asks.
 */
export type BlogFilter =
  | { query?: undefined; category?: string | null; tag?: string | null; month?: { year: number; monthIndex: number } | null }
  | { query: string; category?: string | null; tag?: undefined; month?: undefined };

/** A listing that does not exist: the site's not-found page, with status 404. */
export const notFound = () => new Response("Sidan hittades inte", { status: 404 });

/**
 * The page a listing request asks for. No `sida` is page 1; `sida=2`, `sida=3` … are pages 2, 3 …;
 * anything else (0, -1, abc, 02, 1.5) is not a page and answers 404. `sida=1` redirects to the
 * address without it, page 1's only address. Throws the Response.
 */
export function requestedPage(url: URL): number {
  const raw = url.searchParams.get(PAGE_PARAM);
  if (raw === null) return 1;
  if (raw === "1") {
    const params = new URLSearchParams(url.search);
    params.delete(PAGE_PARAM);
    const search = params.toString();
    throw new Response(null, { status: 301, headers: { Location: `${url.pathname}${search ? `?${search}` : ""}` } });
  }
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

export function pageOffset(page: number): number {
  return (page - 1) * POSTS_PER_PAGE;
}

/** A page past the last answers 404 (page 1 of an empty listing exists: it says so). Throws the Response. */
export function assertPageExists(page: number, total: number): void {
  if (page > pageCount(total)) throw notFound();
}

/** A tag or an archive month is only a page while it has posts: an empty one is a 404, not a soft one. */
export function assertHasPosts(total: number): void {
  if (total === 0) throw notFound();
}

/** The address of one page of a listing: `params` (q, kategori) kept, `sida` only after page 1. */
export function pageHref(path: string, params: Readonly<Record<string, string | null | undefined>>, page: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set(PAGE_PARAM, String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export interface PageLinks {
  page: number;
  pageCount: number;
  /** The page before (newer posts, or better search hits); null on page 1. */
  previous: string | null;
  /** The page after (older posts); null on the last page. */
  next: string | null;
}

export function pageLinks(
  path: string,
  params: Readonly<Record<string, string | null | undefined>>,
  page: number,
  total: number,
): PageLinks {
  const count = pageCount(total);
  return {
    page,
    pageCount: count,
    previous: page > 1 ? pageHref(path, params, page - 1) : null,
    next: page < count ? pageHref(path, params, page + 1) : null,
  };
}

/** "Bloggen" on page 1, "Bloggen – sida 2" after it: every page its own title. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} – sida ${page}` : title;
}

export function pagedDescription(description: string, page: number): string {
  return page > 1 ? `${description} Sida ${page}.` : description;
}

/** Runs of letters and digits, lower-case: how SQLite's unicode61 tokenizer splits text into words. */
function words(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLocaleLowerCase("sv-SE")
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

/**
 * The words of a search. Everything but letters and digits (quotes, brackets, *, :, -) only
 * separates words, so nothing the visitor types reaches FTS5 as syntax.
 */
export function searchTerms(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_SEARCH_TERMS);
}

/**
 * An FTS5 query in which every word must begin a word of the post: `"flytt"* "städ"*`. Each term is
 * a quoted string, so AND, OR, NOT and NEAR are words like any other.
 */
export function ftsMatchQuery(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(" ");
}

/** Every term begins some word of the title, description or tags ('flytt' finds 'Flyttstädning'). */
export function matchesSearch(post: BlogPost, terms: readonly string[]): boolean {
  const postWords = words([post.title, post.description, ...post.tags].join(" "));
  return terms.every((term) => postWords.some((word) => word.startsWith(term)));
}

/** The filter applied in memory, to the built-in posts: published, newest first. */
export function filterPosts(posts: readonly BlogPost[], filter: BlogFilter): BlogPost[] {
  let chosen = publishedNewestFirst(posts);
  if (filter.category) chosen = postsInCategory(chosen, filter.category);
  if (filter.tag) chosen = postsWithTag(chosen, filter.tag);
  if (filter.month) chosen = postsInMonth(chosen, filter.month.year, filter.month.monthIndex);
  if (filter.query?.trim()) {
    const terms = searchTerms(filter.query);
    chosen = terms.length > 0 ? chosen.filter((post) => matchesSearch(post, terms)) : [];
  }
  return chosen;
}

/** The first and the day after the last day of a month, for `publish_date >= from AND < until`. */
export function monthRange(year: number, monthIndex: number): { from: string; until: string } {
  const iso = (y: number, m: number) => `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-01`;
  return { from: iso(year, monthIndex), until: monthIndex === 11 ? iso(year + 1, 0) : iso(year, monthIndex + 1) };
}
