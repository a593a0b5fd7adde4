import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import type { Env } from "./app/server/worker/load-context";
import { createNonce, securityHeaders } from "./app/server/worker/security-headers.server";
import { withMapFrame } from "./app/server/worker/map-frame.server";
import { checkDatabase, sharedHealthReport } from "./app/server/operations/health.server";
import { log, requestLevel } from "./app/server/worker/log.server";
import { rateLimitSettings } from "./app/shared/rate-limit-settings";
import { hasConsent } from "./app/server/worker/consent-cookie.server";
import { withEdgeCache } from "./app/server/worker/edge-cache.server";
import { canonicalPath, isFrameworkRequest, isPageView, pageRequest } from "./app/server/worker/page-url.server";
import { isForeignOrigin, asAddressed } from "./app/server/worker/request-origin.server";
import { BROWSER_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, REDIRECT_CACHE_CONTROL } from "./app/shared/cache-headers";
import { runScheduledTasks } from "./app/server/operations/scheduled.server";
import { missingBuildFile } from "./app/server/worker/stale-build.server";
import { routePatterns } from "./app/server/worker/route-pattern.server";
import { earlyHintHeaders } from "./app/server/worker/early-hints.server";
import { isIndexable } from "./app/server/worker/environment.server";

const handleRemixRequest = createRequestHandler(build, build.mode);

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/**
 * This build's id: the hash Remix computes of its client manifest, which changes with any client
 * file. The edge cache keys pages on it, and every answer names it (X-Build-Id).
 */
const BUILD_ID = build.assets.version;

/**
 * A development build (npm run dev) changes with every save, its server half too, which the build
 * id does not follow: its pages are rendered every time, never kept at the edge.
 */
const EDGE_CACHE_ON = build.mode === "production";

/** The pattern of the page a path matched, as the log names it (never the path as asked for). */
const routeOf = routePatterns(build.routes);

/** What an answer that returns before Remix carries: the security headers and the build. */
const ownHeaders = () => ({ ...securityHeaders(createNonce()), "X-Build-Id": BUILD_ID });

let startupCheckDone = false;

export default {
  /**
   * Every request, and one log line for it: what was asked (the matched route's pattern, never the
   * path or the query, which can hold what someone typed), the answer and the time.
   */
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const started = Date.now();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const route = routeOf(new URL(request.url).pathname);
    let response = await handle(request, env, ctx, requestId, route);
    // Only the production site may be indexed: staging (and any other address) says so on every answer.
    if (!isIndexable(env)) response = withHeaders(response, { "X-Robots-Tag": "noindex" });
    log(requestLevel(response.status), {
      event: "request",
      requestId,
      method: request.method,
      route,
      status: response.status,
      ms: Date.now() - started,
      cache: response.headers.get("X-Cache") ?? undefined,
    });
    return response;
  },

  /** Cron Trigger (wrangler.toml [triggers]): outbox retries, alerts and retention. */
  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    await runScheduledTasks(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;

async function handle(request: Request, env: Env, ctx: ExecutionContext, requestId: string, route: string): Promise<Response> {
  const url = new URL(request.url);

  if (!ALLOWED_METHODS.includes(request.method)) {
    return new Response("Metoden stöds inte.", {
      status: 405,
      headers: {
        Allow: ALLOWED_METHODS.join(", "),
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...ownHeaders(),
      },
    });
  }

  if (url.pathname.startsWith("/build/")) return missingBuildFile(request, url, ownHeaders());

  // One address for every page (canonicalPath): no trailing slash or empty segment, lower case,
  // letters beyond a–z percent-encoded, nothing else encoded. The Location is a path on this
  // site, never built from the Host header.
  if (isPageView(request, url)) {
    const path = canonicalPath(url.pathname);
    if (path !== null && path !== url.pathname) {
      return new Response(null, {
        status: 301,
        headers: { Location: `${path}${url.search}`, "Cache-Control": REDIRECT_CACHE_CONTROL, ...ownHeaders() },
      });
    }
  }

  // A path that cannot be percent-decoded can't name any page: answer with the not-found page.
  if (!isDecodable(url.pathname)) {
    request = new Request(new URL("/sidan-finns-inte", url), request);
  }

  if (url.pathname === HEALTH_PATH && (request.method === "GET" || request.method === "HEAD")) return health(request, env, ctx);

  if (!startupCheckDone) {
    startupCheckDone = true;
    ctx.waitUntil(checkDatabase(env.DB));
  }

  // A form posted from another site (or a sandboxed frame: Origin "null"): refused with the
  // site's own page, rendered for the same address, before Remix's own check answers 500.
  let refusal: 403 | undefined;
  if (request.method === "POST" && isForeignOrigin(request)) {
    // Remix's data requests (a form posted by a script) get the status alone: there is no page to show.
    if (isFrameworkRequest(url)) {
      return new Response("Förfrågan kom från en annan webbplats.", {
        status: 403,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": PERSONAL_CACHE_CONTROL,
          ...ownHeaders(),
        },
      });
    }
    refusal = 403;
    // The refusal is the page at its plain address: a query can only add the visitor's own state
    // (a quote step's `?steg=`), whose loader would answer with a redirect in place of the 403.
    request = new Request(new URL(url.pathname, url), { method: "GET", headers: request.headers });
  }
  request = asAddressed(request);

  request = pageRequest(request);
  const nonce = createNonce();
  const dataRequest = isFrameworkRequest(url);
  const render = () => handleRemixRequest(request, { env, ctx, nonce, requestId, route, refusal, dataRequest });
  const response = refusal
    ? withHeaders(await render(), { "Cache-Control": PERSONAL_CACHE_CONTROL })
    : EDGE_CACHE_ON
      ? await withEdgeCache(request, ctx, { nonce, buildId: BUILD_ID }, render)
      : await render();
  // A POST to a page without a form: say which methods the page takes.
  const extra: Record<string, string> = response.status === 405 ? { Allow: "GET, HEAD" } : {};
  // Every answer says how it may be kept: a route that said nothing (a 404, an error page, Remix's
  // data) is asked for again each time, and a refusal for too many posts says when to come back.
  if (!response.headers.has("Cache-Control")) extra["Cache-Control"] = BROWSER_CACHE_CONTROL;
  if (response.status === 429 && !response.headers.has("Retry-After")) extra["Retry-After"] = String(rateLimitSettings(env).windowSeconds);
  // Tells the service worker that this answer is the site's own, and whether it was rendered for
  // a visitor who has made a cookie choice: only such pages (without the banner) are kept for
  // reading offline (public/sw.js).
  const cookieChoice = { "X-Consent-Choice": (await hasConsent(request.headers.get("Cookie"))) ? "made" : "none" };
  return withHeaders(response, {
    ...withMapFrame(new URL(request.url), securityHeaders(nonce)),
    "X-Build-Id": BUILD_ID,
    ...cookieChoice,
    ...earlyHintHeaders(response),
    ...extra,
  });
}

/**
 * Where an uptime monitor asks whether the site is healthy (JSON; never cached by a browser). It
 * counts against no limit, so no page elsewhere can spend a visitor's form budget by calling it;
 * calls close together share one answer (sharedHealthReport), so a flood costs no D1 or R2 work.
 */
const HEALTH_PATH = "/healthz";

async function health(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const headers = { "Content-Type": "application/json", "Cache-Control": "no-store", ...ownHeaders() };
  const report = await sharedHealthReport(env, ctx);
  return new Response(request.method === "HEAD" ? null : JSON.stringify(report), { status: report.status === "ok" ? 200 : 503, headers });
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
  return result;
}
