import { MANIFEST_GLOBAL, ROUTER_GLOBAL } from "~/shared/remix-globals";

/**
 * Files under /build/ reach the worker only when the static assets do not have them: mostly a
 * page of an earlier build, still open in a browser after a deploy, asking for a file of its own
 * build. The deploy replaced those files.
 *
 * Remix answers a route module that fails to load by reloading the page the visitor is on, so the
 * link they followed is lost. A route module is answered instead with a few lines that finish
 * that navigation as a document load: the visitor lands where they were going, on a page of the
 * current build. They act only when Remix's own version check (`/__manifest`, which asks for a
 * reload when the page's build is not the server's) says the page is of another build, so a copy
 * kept anyway (the service worker keeps every build file it fetches) or a deploy without its own
 * files can never make a page load itself over and over: there it fails like the missing file it
 * is. Nothing of it may be kept: the next build could have a file of that name.
 */
export function missingBuildFile(request: Request, url: URL, headers: Record<string, string>): Response {
  const noStore = { ...headers, "Cache-Control": "no-store" };
  if (request.method !== "GET" || !/^\/build\/routes\/.+\.js$/.test(url.pathname)) {
    return new Response("Filen finns inte i den här versionen av webbplatsen.", {
      status: 404,
      headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(HAND_OVER, { headers: { ...noStore, "Content-Type": "text/javascript; charset=utf-8" } });
}

const HAND_OVER = `const manifest = window.${MANIFEST_GLOBAL};
const check = manifest && (await fetch("/__manifest?p=%2F&version=" + encodeURIComponent(manifest.version), { cache: "no-store" }));
if (!check || !check.headers.has("X-Remix-Reload-Document")) throw new Error("Route module missing from this build");
const to = window.${ROUTER_GLOBAL}?.state.navigation.location;
window.location.assign(to ? to.pathname + to.search + to.hash : window.location.href);
await new Promise(() => {});
`;
