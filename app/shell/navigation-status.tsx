import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { QUOTE_FORM } from "~/forms/quote/form-id";
import { clearDraft } from "~/forms/kit/drafts";
import { sentForm } from "~/shared/dialogs";
import { isOffline } from "~/forms/kit/network";

/** A page change slower than this shows the progress bar; a quick one shows nothing. */
const PROGRESS_DELAY_MS = 300;

/** A page the service worker has kept (the visitor read it before): the browser may load it offline. */
async function keptForOffline(url: URL): Promise<boolean> {
  try {
    return typeof caches !== "undefined" && (await caches.match(url.href)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Site-wide, with JavaScript (issue 15): a progress bar while a page change is slow; a link clicked
 * while offline keeps the current page and says why, instead of the browser's error page (or opens
 * the page from the service worker's copy when there is one); and a form's draft is deleted the
 * moment its thank-you shows.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage = navigation.state === "loading" && !navigation.formMethod;
  const [showProgress, setShowProgress] = useState(false);
  const [offlineLink, setOfflineLink] = useState(false);

  useEffect(() => {
    if (!changingPage) {
      setShowProgress(false);
      return;
    }
    const timer = window.setTimeout(() => setShowProgress(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [changingPage]);

  useEffect(() => {
    const sent = sentForm(location.search);
    if (sent) clearDraft(sent);
    if (location.pathname === "/tack") clearDraft(QUOTE_FORM);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isOffline() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search))
        return;
      event.preventDefault();
      event.stopPropagation();
      void keptForOffline(url).then((kept) => (kept ? window.location.assign(url.href) : setOfflineLink(true)));
    };
    const onOnline = () => setOfflineLink(false);
    window.addEventListener("click", onClick, true);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  return (
    <>
      {showProgress && (
        <div role="progressbar" aria-label="Sidan laddas" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-1/3 animate-[laddar_1.2s_ease-in-out_infinite] bg-accent-500" />
        </div>
      )}
      {offlineLink && (
        <div
          role="alert"
          className="fixed inset-x-4 bottom-24 z-[70] mx-auto max-w-lg rounded-card border-l-4 border-danger bg-white p-4 text-ink shadow-xl"
        >
          <p>
            Du verkar sakna internetanslutning, så sidan kunde inte öppnas. Du är kvar här och inget du har skrivit har försvunnit. Försök
            igen när du är uppkopplad.
          </p>
          <button type="button" onClick={() => setOfflineLink(false)} className="mt-2 font-semibold underline">
            Stäng
          </button>
        </div>
      )}
    </>
  );
}
