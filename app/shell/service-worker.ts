import { pagePatience } from "~/shared/network";
import { remixManifest } from "~/shared/remix-globals";

/**
 * Registers public/sw.js once the page has loaded, named by the build's version so that every
 * deploy installs a fresh one, and told how long to wait for a page before it answers with its
 * kept copy. Only when the file is gone (404: deleted to switch the worker off) is any worker
 * this browser still runs unregistered; a failed registration on a bad connection keeps it.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  // A development build (npm run dev) changes on every save: a worker answering from its caches
  // would show the last build's pages, so none is registered and one left from `npm start` goes.
  if (process.env.NODE_ENV !== "production") {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()));
    return;
  }
  const version = remixManifest()?.version ?? "0";
  const params = new URLSearchParams({ v: version, timeout: String(pagePatience.pageTimeoutMs) });
  const register = () => {
    navigator.serviceWorker.register(`/sw.js?${params.toString()}`).catch(async () => {
      const gone = await fetch("/sw.js", { method: "HEAD", cache: "no-store" }).then(
        (response) => response.status === 404,
        () => false,
      );
      if (!gone) return;
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** A page the service worker has kept (the visitor read it before): the browser may show it without the network. */
export async function keptForOffline(url: URL): Promise<boolean> {
  try {
    return typeof caches !== "undefined" && (await caches.match(url.href)) !== undefined;
  } catch {
    return false;
  }
}

/** Opens the kept copy of a page at once: the service worker is told to answer this one load from its cache. */
export function openKeptCopy(url: URL): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "open-kept", url: url.href });
  window.location.assign(url.href);
}
