import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Browsers keep a content page but ask again every time: the page changes with the visitor's
 * cookie choice, and a browser reusing its copy would show the banner after a choice was made.
 */
export const BROWSER_CACHE_CONTROL = "no-cache";

/**
 * The edge cache (caches.default) keeps a content page 5 minutes; for a day after that it answers
 * with the kept copy at once and renders the page again behind the answer (edge-cache.server.ts).
 */
export const EDGE_CACHE_CONTROL = "public, s-maxage=300, stale-while-revalidate=86400";

/** The edge's own policy travels in this header, so browsers never see or apply it (RFC 9213). */
export const EDGE_CACHE_HEADER = "CDN-Cache-Control";

/** Anything personal: a form's answer, a thank-you page, the visitor's own settings. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * A page of the visitor's own that Back returns to: a quote step's page without JavaScript, which
 * holds the answers so far. Kept by no cache at all, the browser's included, as the privacy policy
 * promises. (Decision 0026 chose no-cache because Chromium then put back nothing typed on Back
 * after a reset post; measured again, it does with no-store too: test/browser/quote-step-pages.test.ts.)
 */
export const OWN_PAGE_CACHE_CONTROL = PERSONAL_CACHE_CONTROL;

/** A redirect to a page's one address: the rule does not change, so browsers and caches may keep it a day. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";

/**
 * A loader's word that its page must not be kept at the edge, sent as its edge policy: the page
 * is rendered for anything a visitor writes in a parameter (an unknown blog category), and only
 * what the site itself links to may make a cache entry.
 */
export const notAtTheEdge = { [EDGE_CACHE_HEADER]: "no-store" } as const;

/** A page of the visitor's own words (a blog search): kept by no cache, the browser's and the service worker's included. */
export const personalPageHeaders = { "Cache-Control": PERSONAL_CACHE_CONTROL, ...notAtTheEdge } as const;

export const contentPageCacheHeaders = { "Cache-Control": BROWSER_CACHE_CONTROL, [EDGE_CACHE_HEADER]: EDGE_CACHE_CONTROL } as const;

/** `export const headers = contentPageHeaders;` in a content page's route module. */
export const contentPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  // A page answering a form post is personal: never cache it.
  if (actionHeaders.has("Set-Cookie")) return { "Cache-Control": PERSONAL_CACHE_CONTROL };
  if (loaderHeaders.get(EDGE_CACHE_HEADER) === notAtTheEdge[EDGE_CACHE_HEADER])
    return { "Cache-Control": BROWSER_CACHE_CONTROL, ...notAtTheEdge };
  return contentPageCacheHeaders;
};
