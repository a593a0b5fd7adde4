import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Browsers keep a content page but ask again every time: the page changes with the visitor's
 * cookie choice, and a browser reusing its copy would show the banner after a choice was made.
 */
export const BROWSER_CACHE_CONTROL = "no-cache";

/** The edge cache (caches.default) keeps a content page 5 minutes and serves it stale for a day while revalidating. */
export const EDGE_CACHE_CONTROL = "public, s-maxage=300, stale-while-revalidate=86400";

/** The edge's own policy travels in this header, so browsers never see or apply it (RFC 9213). */
export const EDGE_CACHE_HEADER = "CDN-Cache-Control";

/** Anything personal: a form's answer, a thank-you page, the visitor's own settings. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

export const contentPageCacheHeaders = { "Cache-Control": BROWSER_CACHE_CONTROL, [EDGE_CACHE_HEADER]: EDGE_CACHE_CONTROL } as const;

/** `export const headers = contentPageHeaders;` in a content page's route module. */
export const contentPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  // A page answering a form post is personal: never cache it.
  if (actionHeaders.has("Set-Cookie")) return { "Cache-Control": PERSONAL_CACHE_CONTROL };
  return contentPageCacheHeaders;
};
