import { hasConsent } from "./cookie-consent";
import { SENT_PARAM } from "./dialog-url";

/**
 * Edge caching of content pages with the Cache API. A page is stored only when its route sent
 * an `s-maxage` (contentPageHeaders), it answered 200 with HTML and set no cookie. The key
 * includes whether the visitor has a cookie choice (the banner is in the HTML or not); nothing
 * else of the visitor's. On a hit the CSP nonce is renewed in the header and in every tag.
 */
export type CacheStatus = "HIT" | "MISS" | "BYPASS";

const CACHE_HEADER = "X-Cache";

/** Query parameters that make a response personal to one visit: never cached. */
const PERSONAL_PARAMS = [SENT_PARAM];

/**
 * The key a request is cached under, or null when the cache must not be used: not a GET, a
 * personal parameter, or a request that asks for a fresh copy (`Cache-Control: no-cache`, as a
 * browser's hard reload sends, RFC 9111 5.2.1.4); the bench's cold measurement asks so too.
 */
export function edgeCacheKey(request: Request): Request | null {
  if (request.method !== "GET") return null;
  if (/\bno-cache\b/i.test(request.headers.get("Cache-Control") ?? request.headers.get("Pragma") ?? "")) return null;
  const url = new URL(request.url);
  if (PERSONAL_PARAMS.some((param) => url.searchParams.has(param))) return null;
  if (url.pathname.startsWith("/build/")) return null;
  url.searchParams.set("__samtycke", hasConsent(request.headers.get("Cookie")) ? "1" : "0");
  url.searchParams.sort();
  return new Request(url.toString(), { method: "GET" });
}

export function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    /\bs-maxage=\d+/.test(cacheControl) &&
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

export function markCache(response: Response, status: CacheStatus): Response {
  const result = new Response(response.body, response);
  result.headers.set(CACHE_HEADER, status);
  return result;
}

/** Serves from caches.default when it can, otherwise renders and stores what may be stored. */
export async function withEdgeCache(request: Request, ctx: Pick<ExecutionContext, "waitUntil">, nonce: string, render: () => Promise<Response>): Promise<Response> {
  const key = edgeCacheKey(request);
  // `caches.default` is the Workers cache; the DOM typings in this project do not know it.
  const cache = typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
  if (!key || !cache) return markCache(await render(), "BYPASS");
  const cached = await cache.match(key);
  if (cached) return markCache(withFreshNonce(cached, nonce), "HIT");
  const response = await render();
  if (!isCacheable(response)) return markCache(response, "BYPASS");
  ctx.waitUntil(cache.put(key, response.clone()));
  return markCache(response, "MISS");
}

