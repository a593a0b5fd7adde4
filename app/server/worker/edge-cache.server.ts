import { BROWSER_CACHE_CONTROL, EDGE_CACHE_HEADER, OWN_PAGE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from "~/shared/cache-headers";
import { hasConsent } from "./consent-cookie.server";
import { SENT_PARAM } from "~/shared/sent-url";
import { OPT_IN_SIGNATURE_PARAM } from "~/shared/newsletter-opt-in-link";
import { QUOTE_STEP_PARAM } from "~/shared/quote-step-pages";
import { errorFields, log } from "./log.server";
import { isFrameworkRequest, isPageView, mayCache } from "./page-url.server";

/**
 * Edge caching of content pages with the Cache API. A page is stored only when its route sent
 * an edge policy with `s-maxage` (contentPageHeaders), it answered 200 with HTML or a feed and set
 * no cookie, and its URL is canonical with only valid values (page-url.server.ts). The key is that
 * URL plus the build that rendered it (a deploy never answers with the previous build's pages) and
 * whether the visitor has a cookie choice (the banner is in the HTML or not); nothing else of the
 * visitor's.
 *
 * The Cache API keeps nothing past its lifetime and has no stale-while-revalidate of its own, so
 * the policy's two parts are kept here: a copy is stored for `s-maxage + stale-while-revalidate`
 * with the time it was stored, served as it is while younger than `s-maxage` (HIT), and after that
 * served at once (STALE) while the page is rendered again and stored behind the answer. On every
 * answer from the cache the CSP nonce is renewed in the header and in every tag.
 */
type CacheStatus = "HIT" | "STALE" | "MISS" | "BYPASS";

const CACHE_HEADER = "X-Cache";

/** The key's own parameters for the build and the cookie choice; never taken from the visitor's URL. */
const BUILD_KEY_PARAM = "__build";
const CONSENT_KEY_PARAM = "__samtycke";

/** On a stored copy only: when it was stored (milliseconds since the epoch) and the route's edge policy. */
export const STORED_AT_HEADER = "X-Edge-Stored-At";
const POLICY_HEADER = "X-Edge-Policy";

/**
 * Query parameters that make a response personal to one visit: never cached. A quote step's page
 * is rendered from the answers in the visitor's cookie, which no cache key holds.
 */
const PERSONAL_PARAMS = [SENT_PARAM, OPT_IN_SIGNATURE_PARAM, QUOTE_STEP_PARAM];

interface EdgeCacheOptions {
  /** The CSP nonce of this answer, written into a copy from the cache. */
  nonce: string;
  /** The build answering (the client manifest's version). */
  buildId: string;
}

/**
 * The key a page view is cached under, or null when the cache must not be used: not a GET, a
 * personal parameter, a URL that is not canonical or has a value that may not make an entry, or
 * a request that asks for a fresh copy (`Cache-Control: no-cache`, as a browser's hard reload
 * sends, RFC 9111 5.2.1.4); the bench's cold measurement asks so too. Expects the request from
 * `pageRequest`.
 */
export async function edgeCacheKey(request: Request, buildId: string): Promise<Request | null> {
  if (request.method !== "GET") return null;
  if (/\bno-cache\b/i.test(request.headers.get("Cache-Control") ?? request.headers.get("Pragma") ?? "")) return null;
  const url = new URL(request.url);
  if (isPersonal(request, url) || !isPageView(request, url) || !mayCache(url)) return null;
  url.searchParams.set(BUILD_KEY_PARAM, buildId);
  url.searchParams.set(CONSENT_KEY_PARAM, (await hasConsent(request.headers.get("Cookie"))) ? "1" : "0");
  url.searchParams.sort();
  return new Request(url.toString(), { method: "GET" });
}

/** A form post's answer or a thank-you page: it may carry what the visitor typed. */
function isPersonal(request: Request, url = new URL(request.url)): boolean {
  return !(request.method === "GET" || request.method === "HEAD") || PERSONAL_PARAMS.some((param) => url.searchParams.has(param));
}

const CACHEABLE_TYPES = ["text/html", "application/rss+xml"];

function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
  return (
    response.status === 200 &&
    edgeLifetime(response.headers.get(EDGE_CACHE_HEADER)) !== null &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie") &&
    CACHEABLE_TYPES.includes(type)
  );
}

/** Seconds fresh (`s-maxage`) and then stale but servable (`stale-while-revalidate`), or null without s-maxage. */
function edgeLifetime(policy: string | null): { fresh: number; stale: number } | null {
  const fresh = /\bs-maxage=(\d+)/.exec(policy ?? "")?.[1];
  if (fresh === undefined) return null;
  return { fresh: Number(fresh), stale: Number(/\bstale-while-revalidate=(\d+)/.exec(policy ?? "")?.[1] ?? 0) };
}

/** The cached page with a fresh nonce on every tag that had one (a feed has none). */
function withFreshNonce(cached: Response, nonce: string): Response {
  if (!(cached.headers.get("Content-Type") ?? "").startsWith("text/html")) return cached;
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
 * The copy put in the cache: kept by the Cache API for the whole of its fresh and stale life (its
 * Cache-Control), with when it was stored and the route's policy beside it. The route's policy is
 * not left in CDN-Cache-Control, which would end the copy's life at `s-maxage`.
 */
function storedCopy(response: Response, now: number): Response {
  const policy = response.headers.get(EDGE_CACHE_HEADER)!;
  const { fresh, stale } = edgeLifetime(policy)!;
  return withCacheHeaders(response, {
    "Cache-Control": `public, s-maxage=${fresh + stale}`,
    [EDGE_CACHE_HEADER]: null,
    [POLICY_HEADER]: policy,
    [STORED_AT_HEADER]: String(now),
  });
}

type Freshness = { state: "fresh" | "stale" | "expired"; age: number };

function freshness(cached: Response, now: number): Freshness {
  const lifetime = edgeLifetime(cached.headers.get(POLICY_HEADER));
  const storedAt = Number(cached.headers.get(STORED_AT_HEADER));
  if (!lifetime || !Number.isFinite(storedAt) || storedAt <= 0) return { state: "expired", age: 0 };
  const age = Math.max(0, Math.floor((now - storedAt) / 1000));
  if (age < lifetime.fresh) return { state: "fresh", age };
  return { state: age < lifetime.fresh + lifetime.stale ? "stale" : "expired", age };
}

/** A stored copy as a visitor gets it: the browser policy, the route's edge policy back in its header, and how old it is. */
function served(cached: Response, nonce: string, status: CacheStatus, age: number): Response {
  return withCacheHeaders(withFreshNonce(cached, nonce), {
    "Cache-Control": BROWSER_CACHE_CONTROL,
    [EDGE_CACHE_HEADER]: cached.headers.get(POLICY_HEADER),
    [POLICY_HEADER]: null,
    [STORED_AT_HEADER]: null,
    Age: String(age),
    [CACHE_HEADER]: status,
  });
}

/** Keys being rendered again behind a stale answer in this isolate: one refresh at a time each. */
const refreshing = new Set<string>();

/** Renders the page again and stores it; a failed or uncacheable render leaves the stale copy for the next visitor. */
async function refresh(cache: Cache, key: Request, render: () => Promise<Response>): Promise<void> {
  if (refreshing.has(key.url)) return;
  refreshing.add(key.url);
  try {
    const response = await render();
    if (isCacheable(response)) await cache.put(key, storedCopy(response, Date.now()));
    else await response.body?.cancel();
  } catch (error) {
    log("error", { event: "edge_cache.refresh_failed", ...errorFields(error) });
  } finally {
    refreshing.delete(key.url);
  }
}

/**
 * The response, with `then` run once its body has gone out. Rendering a page takes the isolate's
 * one thread; begun at once, the refresh would hold back the stale copy it is meant to stand
 * behind, and the visitor would wait about as long as for a MISS.
 */
function afterSending(response: Response, ctx: Pick<ExecutionContext, "waitUntil">, then: () => Promise<void>): Response {
  if (!response.body) {
    ctx.waitUntil(then());
    return response;
  }
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const sent = response.body.pipeTo(writable).catch(() => undefined);
  ctx.waitUntil(sent.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(then));
  return new Response(readable, response);
}

/**
 * Serves from caches.default when it can, otherwise renders and stores what may be stored. The
 * visitor always gets the browser policy. Personal answers are labelled private, no-store whatever
 * the route said, but for a page the route labelled as the visitor's own (OWN_PAGE_CACHE_CONTROL).
 */
export async function withEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  { nonce, buildId }: EdgeCacheOptions,
  render: () => Promise<Response>,
): Promise<Response> {
  if (isPersonal(request)) {
    const response = await render();
    const own = response.headers.get("Cache-Control") === OWN_PAGE_CACHE_CONTROL;
    return withCacheHeaders(response, {
      "Cache-Control": own ? OWN_PAGE_CACHE_CONTROL : PERSONAL_CACHE_CONTROL,
      [EDGE_CACHE_HEADER]: null,
      [CACHE_HEADER]: "BYPASS",
    });
  }
  const key = await edgeCacheKey(request, buildId);
  // `caches.default` is the Workers cache; the DOM typings in this project do not know it.
  const cache = typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
  if (!key || !cache) return bypassed(await render(), request);
  const cached = await cache.match(key);
  if (cached) {
    const { state, age } = freshness(cached, Date.now());
    if (state === "fresh") return served(cached, nonce, "HIT", age);
    if (state === "stale") return afterSending(served(cached, nonce, "STALE", age), ctx, () => refresh(cache, key, render));
    await cached.body?.cancel();
  }
  const response = await render();
  if (!isCacheable(response)) return bypassed(response, request);
  ctx.waitUntil(cache.put(key, storedCopy(response.clone(), Date.now())));
  return withCacheHeaders(response, { [CACHE_HEADER]: "MISS" });
}

/**
 * An answer the edge cache did not keep. Remix's data answers carry their route's edge policy,
 * but they are never kept here and their content (the root's data) depends on the visitor's
 * cookie choice, which no CDN key has: so they go without it.
 */
function bypassed(response: Response, request: Request): Response {
  const framework = isFrameworkRequest(new URL(request.url));
  return withCacheHeaders(response, { [CACHE_HEADER]: "BYPASS", ...(framework ? { [EDGE_CACHE_HEADER]: null } : {}) });
}
