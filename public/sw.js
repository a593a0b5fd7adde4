/*
 * Transist's service worker: pages a visitor has read stay readable offline and on a connection
 * that does not answer, and the code the forms load on demand is kept, so a dropped connection
 * never leaves a form without it.
 * - Never cached: anything but GET, form answers and thank-you pages (?skickat=), Remix's data
 *   requests, and pages that differ by cookie choice (only pages rendered for a visitor who has
 *   made the choice are kept, and a new choice empties the page cache: posted to /cookies as a
 *   page, or to /cookies.data by the banner and the settings form when the page has JavaScript).
 * - Pages come from the network, by the worker's own fetch (navigation preload stays off: see
 *   `activate`), but a page that has not answered within `timeout` ms (from the registration
 *   URL, set by the site's own patience settings), or that fails, or whose answer is a 5xx that
 *   is not the site's own, is answered with the kept copy or the Swedish offline page: "offline"
 *   when the browser is offline, "the connection failed" when it is not. A late answer still
 *   refreshes the kept copy.
 * - Build files are cache-first; one that has not arrived within the same time fails, so the
 *   page's code can try again rather than wait on a request that never ends.
 * - Updates safely: every deploy registers /sw.js?v=<build version>; its caches are named by that
 *   version, the old worker serves its own pages until they close, and activation deletes the rest.
 * - Switched off by deleting this file: the pages unregister it when it answers 404.
 */
const params = new URL(self.location.href).searchParams;
const VERSION = params.get("v") || "0";
const TIMEOUT_MS = Number(params.get("timeout")) || 7000;
const PAGES = `transist-pages-${VERSION}`;
const FILES = `transist-files-${VERSION}`;
const OFFLINE_PAGE = "/offline";
const CONNECTION_FAILED_PAGE = "/offline?orsak=anslutning";
/** Set on every answer of the site's own worker: whether the page was rendered after a cookie choice. */
const OWN_ANSWER_HEADER = "X-Consent-Choice";
/**
 * Where a cookie choice is posted: the form's own address without JavaScript, and Remix's data
 * address for the same action with it (Single Fetch adds ".data").
 */
const COOKIE_CHOICE_PATHS = ["/cookies", "/cookies.data"];

/** Pages the visitor asked to open from the kept copy at once (the page's "Visa sparad kopia"). */
const openKept = new Set();

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const files = await caches.open(FILES);
      const list = await fetch("/sw-precache.json", { cache: "no-cache" }).then((response) =>
        response.ok ? response.json() : { files: [] },
      );
      await files.addAll(list.files);
      const pages = await caches.open(PAGES);
      for (const page of [OFFLINE_PAGE, CONNECTION_FAILED_PAGE]) {
        const response = await fetch(page, { cache: "no-cache" });
        if (response.ok) await pages.put(page, response);
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Navigation preload stays off, also where an earlier version of this worker turned it on.
      // WebKit hands the worker a preloaded page's headers and loads its body apart; when the
      // preload has finished before the fetch event runs (a busy worker) and the worker reads the
      // body (`keep` stores a copy), WebKit fetches the body from the network a second time. The
      // page then has one answer's CSP nonce and another's markup, and every inline script is
      // refused. The worker's own fetch takes headers and body from one answer.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.disable();
      for (const name of await caches.keys()) if (name.startsWith("transist-") && !name.endsWith(`-${VERSION}`)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "open-kept" && typeof event.data.url === "string") openKept.add(event.data.url);
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // A cookie choice changed: the kept pages were rendered for the old one.
    if (request.method === "POST" && COOKIE_CHOICE_PATHS.includes(url.pathname)) event.waitUntil(emptyPageCache());
    return;
  }
  if (url.pathname.startsWith("/build/")) event.respondWith(fromCacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(page(event, request, url));
});

async function emptyPageCache() {
  const pages = await caches.open(PAGES);
  for (const key of await pages.keys()) {
    const path = new URL(key.url);
    if (path.pathname !== OFFLINE_PAGE) await pages.delete(key);
  }
}

/** `promise`'s outcome, or "timeout" after TIMEOUT_MS. */
function inTime(promise) {
  return Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve("timeout"), TIMEOUT_MS))]);
}

/**
 * Hashed build files never change: the kept copy, else the network (and keep it). A request that
 * has not answered after the wait is cancelled and fails: the browser would otherwise hold the
 * next request for the same file behind it, and the page's next tap would hang as well.
 */
async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const controller = new AbortController();
  const response = await inTime(fetch(request, { signal: controller.signal })).catch(() => Response.error());
  if (response === "timeout") {
    controller.abort();
    return Response.error();
  }
  if (response.ok) {
    const copy = response.clone();
    caches.open(FILES).then((files) => files.put(request, copy));
  }
  return response;
}

function isKeepable(response, url) {
  const cacheControl = response.headers.get("Cache-Control") || "";
  return (
    response.ok &&
    response.type === "basic" &&
    (response.headers.get("Content-Type") || "").startsWith("text/html") &&
    response.headers.get(OWN_ANSWER_HEADER) === "made" &&
    !/\b(no-store|private)\b/.test(cacheControl) &&
    !url.searchParams.has("skickat")
  );
}

async function keep(event, request, url, response) {
  if (isKeepable(response, url)) {
    const copy = response.clone();
    event.waitUntil(caches.open(PAGES).then((pages) => pages.put(request, copy)));
  }
  return response;
}

/** The kept copy of the page, else the offline page that says why it could not be had. */
async function keptOrOffline(request) {
  const pages = await caches.open(PAGES);
  const kept = await pages.match(request);
  if (kept) return kept;
  const fallback = await pages.match(self.navigator.onLine === false ? OFFLINE_PAGE : CONNECTION_FAILED_PAGE);
  return fallback || Response.error();
}

/** A page: from the network in time (and kept when it may be), else the kept copy or the offline page. */
async function page(event, request, url) {
  if (openKept.delete(url.href)) {
    const kept = await caches.open(PAGES).then((pages) => pages.match(request));
    if (kept) return kept;
  }
  const network = fetch(request).then((response) => keep(event, request, url, response));
  // However long the network takes, its answer still refreshes the kept copy.
  event.waitUntil(network.catch(() => undefined));
  const answer = await inTime(network).catch(() => "failed");
  if (answer === "timeout" || answer === "failed") return keptOrOffline(request);
  // A 5xx the site did not write (the network's edge, a worker over its limits): never shown over a kept page.
  if (answer.status >= 500 && !answer.headers.has(OWN_ANSWER_HEADER)) return keptOrOffline(request);
  return answer;
}
