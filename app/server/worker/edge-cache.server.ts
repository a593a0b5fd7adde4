import { BROWSER_CACHE_CONTROL, EDGE_CACHE_HEADER, PERSONAL_CACHE_CONTROL } from "~/shared/cache-headers";
import { hasConsent } from "~/shared/cookie-consent";
import { SENT_PARAM } from "~/shared/sent-url";
import { OFFLINE_REASON_PARAM } from "~/shared/offline";

/**
 * Edge caching of content pages with the Cache API. A page is stored only when its route sent
 * an edge policy with `s-maxage` (contentPageHeaders), it answered 200 with HTML and set no
 * cookie. The key is the page's URL with only the query parameters some page reads, plus
 * whether the visitor has a cookie choice (the banner is in the HTML or not); nothing else of
 * the visitor's. On a hit the CSP nonce is renewed in the header and in every tag.
 */
export type CacheStatus = "HIT" | "MISS" | "BYPASS";

const CACHE_HEADER = "X-Cache";

/** The key's own parameter for the cookie choice; never taken from the visitor's URL. */
const CONSENT_KEY_PARAM = "__samtycke";

/** Query parameters that make a response personal to one visit: never cached. */
const PERSONAL_PARAMS = [SENT_PARAM];

/**
 * Every query parameter a page reads (dialog: the dialogs; skickat: thank-you states; q, kategori
 * and sida: the blog; klart: /avregistrera). Any other parameter (a tracking tag, a random string)
 * changes nothing on the page, so it is dropped before rendering and never makes a cache entry
 * of its own.
 */
export const PAGE_PARAMS: ReadonlySet<string> = new Set(["dialog", SENT_PARAM, "q", "kategori", "sida", "klart", OFFLINE_REASON_PARAM]);

/**
 * Remix's own requests: Single Fetch data (`/kontakt.data`, `/_root.data` for the home page) and
 * route discovery (`/__manifest?p=…&version=…`). They keep their URL as it is and are never cached
 * here: their parameters are Remix's, and a discovery answer depends on the build's version.
 */
export function isFrameworkRequest(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.pathname === "/__manifest";
}

/** Page views are GETs of a page; Remix's own requests and form posts keep their URL. */
function isPageView(request: Request, url: URL): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !isFrameworkRequest(url);
}

/**
 * The request a page view is rendered from: its URL with only the parameters in PAGE_PARAMS, so
 * the page rendered and the cache key are built from the same URL. Anything else is unchanged.
 */
export function pageRequest(request: Request): Request {
  const url = new URL(request.url);
  if (!isPageView(request, url)) return request;
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (PAGE_PARAMS.has(name)) kept.append(name, value);
  if (kept.toString() === url.searchParams.toString()) return request;
  url.search = kept.toString();
  return new Request(url.toString(), request);
}

/**
 * The key a page view is cached under, or null when the cache must not be used: not a GET, a
 * personal parameter, or a request that asks for a fresh copy (`Cache-Control: no-cache`, as a
 * browser's hard reload sends, RFC 9111 5.2.1.4); the bench's cold measurement asks so too.
 * Expects the request from `pageRequest`.
 */
export function edgeCacheKey(request: Request): Request | null {
  if (request.method !== "GET") return null;
  if (/\bno-cache\b/i.test(request.headers.get("Cache-Control") ?? request.headers.get("Pragma") ?? "")) return null;
  const url = new URL(request.url);
  if (isPersonal(request, url) || isFrameworkRequest(url)) return null;
  if (url.pathname.startsWith("/build/")) return null;
  url.searchParams.set(CONSENT_KEY_PARAM, hasConsent(request.headers.get("Cookie")) ? "1" : "0");
  url.searchParams.sort();
  return new Request(url.toString(), { method: "GET" });
}

/** A form post's answer or a thank-you page: it may carry what the visitor typed. */
function isPersonal(request: Request, url = new URL(request.url)): boolean {
  return !(request.method === "GET" || request.method === "HEAD") || PERSONAL_PARAMS.some((param) => url.searchParams.has(param));
}

export function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    /\bs-maxage=\d+/.test(response.headers.get(EDGE_CACHE_HEADER) ?? "") &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** The cached page with a fresh nonce on every tag that had one. */
export function withFreshNonce(cached: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(cached);
}

function withCacheHeaders(response: Response, headers: Record<string, string | null>): Response {
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) result.headers.delete(name);
    else result.headers.set(name, value);
  }
  return result;
}

/**
 * Serves from caches.default when it can, otherwise renders and stores what may be stored. The
 * stored copy carries the edge policy as its Cache-Control (what the Cache API keeps it by); the
 * visitor always gets the browser policy. Personal answers are labelled private whatever the route said.
 */
export async function withEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string,
  render: () => Promise<Response>,
): Promise<Response> {
  if (isPersonal(request)) {
    return withCacheHeaders(await render(), {
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      [EDGE_CACHE_HEADER]: null,
      [CACHE_HEADER]: "BYPASS",
    });
  }
  const key = edgeCacheKey(request);
  // `caches.default` is the Workers cache; the DOM typings in this project do not know it.
  const cache = typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
  if (!key || !cache) return withCacheHeaders(await render(), { [CACHE_HEADER]: "BYPASS" });
  const cached = await cache.match(key);
  if (cached) return withCacheHeaders(withFreshNonce(cached, nonce), { "Cache-Control": BROWSER_CACHE_CONTROL, [CACHE_HEADER]: "HIT" });
  const response = await render();
  if (!isCacheable(response)) return withCacheHeaders(response, { [CACHE_HEADER]: "BYPASS" });
  const stored = withCacheHeaders(response.clone(), { "Cache-Control": response.headers.get(EDGE_CACHE_HEADER) });
  ctx.waitUntil(cache.put(key, stored));
  return withCacheHeaders(response, { [CACHE_HEADER]: "MISS" });
}
