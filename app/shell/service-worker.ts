/**
 * Registers public/sw.js once the page has loaded, named by the build's version so that every
 * deploy installs a fresh one. When the file is gone (deleted to switch the worker off), any
 * worker this browser still runs is unregistered.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const version = (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "0";
  const register = () => {
    navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(version)}`).catch(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
