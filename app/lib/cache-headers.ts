import type { HeadersFunction } from "@remix-run/cloudflare";

/** Content pages: cached at the edge for 5 minutes, served stale for a day while revalidating. */
export const CONTENT_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** `export const headers = contentPageHeaders;` in a content page's route module. */
export const contentPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  // A page answering a form post is personal: never cache it.
  if (actionHeaders.has("Set-Cookie")) return { "Cache-Control": "no-store" };
  return { "Cache-Control": CONTENT_PAGE_CACHE_CONTROL };
};
