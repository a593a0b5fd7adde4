/*
 * Transist's service worker (issue 15): pages a visitor has read stay readable offline, and the
 * code the forms load on demand is kept, so a dropped connection never leaves a form without it.
 * - Never cached: anything but GET, form answers and thank-you pages (?skickat=), Remix's data
 *   requests, and pages that differ by cookie choice (only pages rendered for a visitor who has
 *   made the choice are kept, and a new choice posted to /cookies empties the page cache).
 * - Updates safely: every deploy registers /sw.js?v=<build version>; its caches are named by that
 *   version, the old worker serves its own pages until they close, and activation deletes the rest.
 * - Switched off by deleting this file: registration then fails and the pages unregister it.
 */
const VERSION = new URL(self.location.href).searchParams.get("v") || "0";
const PAGES = `transist-sidor-${VERSION}`;
const FILES = `transist-filer-${VERSION}`;
const OFFLINE_PAGE = "/offline";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const files = await caches.open(FILES);
      const list = await fetch("/sw-precache.json", { cache: "no-cache" }).then((response) =>
        response.ok ? response.json() : { files: [] },
      );
      await files.addAll(list.files);
      const offline = await fetch(OFFLINE_PAGE, { cache: "no-cache" });
      if (offline.ok) await (await caches.open(PAGES)).put(OFFLINE_PAGE, offline);
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("transist-") && !name.endsWith(`-${VERSION}`)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // A cookie choice changed: the kept pages were rendered for the old one.
    if (request.method === "POST" && url.pathname === "/cookies") event.waitUntil(emptyPageCache());
    return;
  }
  if (url.pathname.startsWith("/build/")) event.respondWith(fromCacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(pageFromNetworkFirst(event, request, url));
});

async function emptyPageCache() {
  const pages = await caches.open(PAGES);
  for (const key of await pages.keys()) if (new URL(key.url).pathname !== OFFLINE_PAGE) await pages.delete(key);
}

/** Hashed build files never change: the kept copy, else the network (and keep it). */
async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
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
    response.headers.get("X-Cookieval") === "gjort" &&
    !/\b(no-store|private)\b/.test(cacheControl) &&
    !url.searchParams.has("skickat")
  );
}

/** A page: from the network, kept for later when it may be; offline, the kept copy or the offline page. */
async function pageFromNetworkFirst(event, request, url) {
  try {
    const response = await fetch(request);
    if (isKeepable(response, url)) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES).then((pages) => pages.put(request, copy)));
    }
    return response;
  } catch (error) {
    const pages = await caches.open(PAGES);
    const kept = await pages.match(request);
    if (kept) return kept;
    const offline = await pages.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}
