/**
 * Pagination, filters and search for the blog's listings: the rules both D1 and the
 * in-memory fallback follow, and the links and titles the pages print.
 */
import { postsInCategory, postsInMonth, postsWithTag, publishedNewestFirst, type BlogPost } from "./blog";

/** Posts on one page of a listing (index, category, tag, archive, search). */
export const POSTS_PER_PAGE = 12;

/** Items in the RSS feed. */
export const RSS_ITEM_COUNT = 20;

/** More words than this in a search are ignored: a longer query only costs D1 time. */
const MAX_SEARCH_TERMS = 8;

/** The longest search the index reads (longer is cut), and the longest category slug. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_CATEGORY_LENGTH = 60;

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
  return fold(text).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Lower-case, composed: how both FTS5 tokenizers compare text (å, ä and ö stay themselves). */
function fold(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("sv-SE");
}

/**
 * The words of a search. Everything but letters and digits (quotes, brackets, *, :, -) only
 * separates words, so nothing the visitor types reaches FTS5 as syntax.
 */
export function searchTerms(query: string): string[] {
  return [...new Set(words(query))].slice(0, MAX_SEARCH_TERMS);
}

/**
 * The shortest term found inside a word: the trigram tokenizer indexes runs of three characters,
 * so a term of one or two only begins words (through the prefix index).
 */
const MIN_INSIDE_WORD_TERM = 3;

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * An FTS5 query for a prefix index (unicode61) in which every word must begin a word of the post:
 * `"flytt"* "städ"*`. Each term is a quoted string, so AND, OR, NOT and NEAR are words like any other.
 */
export function ftsMatchQuery(terms: readonly string[]): string {
  return terms.map((term) => `${quoted(term)}*`).join(" ");
}

/** An FTS5 query for a trigram index in which every term must appear anywhere, inside words too. */
function trigramMatchQuery(terms: readonly string[]): string {
  return terms.map(quoted).join(" ");
}

/**
 * The FTS5 queries of one search. A post matches when every term of three characters or more is
 * found anywhere in its title, description or tags ('städning' finds 'Flyttstädning') and every
 * shorter term begins one of its words. Asked of the title indexes, the same queries rank the
 * hits: see SearchRank.
 */
export interface SearchMatch {
  /** Every term begins a word (for the prefix indexes). */
  words: string;
  /** The terms of three characters or more, inside words too (for the trigram indexes); null when there is none. */
  inside: string | null;
  /** The shorter terms, which begin words (for the prefix indexes); null when there is none. */
  short: string | null;
}

export function searchMatch(terms: readonly string[]): SearchMatch {
  const long = terms.filter((term) => [...term].length >= MIN_INSIDE_WORD_TERM);
  const short = terms.filter((term) => [...term].length < MIN_INSIDE_WORD_TERM);
  return {
    words: ftsMatchQuery(terms),
    inside: long.length > 0 ? trigramMatchQuery(long) : null,
    short: short.length > 0 ? ftsMatchQuery(short) : null,
  };
}

/**
 * How well a post matches a search, best first: a hit in the title before a hit only in the
 * description or tags, and words that begin as typed before terms found inside words. Within a
 * rank D1 lists the post added last first (the indexes' rowid order, which needs no sort, so a
 * page costs about the same however many posts match); in memory the newest post comes first.
 */
export const SearchRank = {
  /** Every term begins a word of the title. */
  titleWords: 0,
  /** Every term is in the title, some inside a word. */
  titleInside: 1,
  /** Every term begins a word of the title, description or tags. */
  words: 2,
  /** Every term is in the title, description or tags, some inside a word. */
  inside: 3,
} as const;
export type SearchRank = (typeof SearchRank)[keyof typeof SearchRank];

function termIn(term: string, text: string, textWords: readonly string[]): boolean {
  return [...term].length >= MIN_INSIDE_WORD_TERM ? text.includes(term) : textWords.some((word) => word.startsWith(term));
}

/** The rank of a post for a search, as D1 ranks it (rules of SearchMatch and SearchRank); null when it does not match. */
export function searchRank(post: BlogPost, terms: readonly string[]): SearchRank | null {
  if (terms.length === 0) return null;
  const title = fold(post.title);
  const titleWords = words(post.title);
  // Apart by a line break, so that no term runs from one field into the next.
  const all = [title, fold(post.description), ...post.tags.map(fold)].join("\n");
  const allWords = words(all);
  if (!terms.every((term) => termIn(term, all, allWords))) return null;
  if (terms.every((term) => titleWords.some((word) => word.startsWith(term)))) return SearchRank.titleWords;
  if (terms.every((term) => termIn(term, title, titleWords))) return SearchRank.titleInside;
  if (terms.every((term) => allWords.some((word) => word.startsWith(term)))) return SearchRank.words;
  return SearchRank.inside;
}

/** The filter applied in memory, to the built-in posts: published, newest first. */
export function filterPosts(posts: readonly BlogPost[], filter: BlogFilter): BlogPost[] {
  let chosen = publishedNewestFirst(posts);
  if (filter.category) chosen = postsInCategory(chosen, filter.category);
  if (filter.tag) chosen = postsWithTag(chosen, filter.tag);
  if (filter.month) chosen = postsInMonth(chosen, filter.month.year, filter.month.monthIndex);
  if (filter.query?.trim()) {
    const terms = searchTerms(filter.query);
    // Best rank first; the sort is stable, so newest first within a rank.
    chosen = chosen
      .map((post) => ({ post, rank: searchRank(post, terms) }))
      .filter((hit): hit is { post: BlogPost; rank: SearchRank } => hit.rank !== null)
      .sort((a, b) => a.rank - b.rank)
      .map((hit) => hit.post);
  }
  return chosen;
}

/** The first and the day after the last day of a month, for `publish_date >= from AND < until`. */
export function monthRange(year: number, monthIndex: number): { from: string; until: string } {
  const iso = (y: number, m: number) => `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-01`;
  return { from: iso(year, monthIndex), until: monthIndex === 11 ? iso(year + 1, 0) : iso(year, monthIndex + 1) };
}
