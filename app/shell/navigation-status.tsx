import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { arrivedPageTimeoutMessage, CALL_US_LEAD, isOffline, offlineLinkMessage, pageTimeoutMessage, pagePatience } from "~/shared/network";
import { company, telHref } from "~/shared/company";
import { openKeptCopy, keptForOffline } from "./service-worker";

/**
 * Site-wide, with JavaScript: a progress bar while a page change is slow (a form's redirect to its
 * thank-you included); a page change that has not answered after `pageTimeoutMs` says so, with
 * the phone number, a way to try again and, when this browser keeps the page, a way to open that
 * copy; and a link clicked while offline keeps the current page and says why, instead of the
 * browser's error page (or opens the page from the service worker's copy when there is one).
 *
 * `isArrival` tells a page change to a sent form's thank-you (the form kit knows which): when that
 * one stalls, the notice says the post arrived, so nobody sends it again.
 */
export function NavigationStatus({ isArrival }: { isArrival: (location: { pathname: string; search: string }) => boolean }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const changingTo = navigation.state === "loading" ? navigation.location : null;
  const target = changingTo ? `${changingTo.pathname}${changingTo.search}` : null;
  // "Försök igen" goes to the same address as the change that stalled: each try has its own key.
  const attempt = changingTo?.key ?? null;
  const arrived = changingTo !== null && isArrival(changingTo);
  const [showProgress, setShowProgress] = useState(false);
  const [stalled, setStalled] = useState<{ target: string; kept: boolean; from: string; arrived: boolean } | null>(null);
  const [offlineLink, setOfflineLink] = useState(false);

  useEffect(() => {
    setShowProgress(false);
    if (!target) return;
    setStalled(null);
    const from = location.key;
    const progress = window.setTimeout(() => setShowProgress(true), pagePatience.progressDelayMs);
    const giveUp = window.setTimeout(() => {
      setShowProgress(false);
      void keptForOffline(new URL(target, window.location.href)).then((kept) => setStalled({ target, kept, from, arrived }));
    }, pagePatience.pageTimeoutMs);
    return () => {
      window.clearTimeout(progress);
      window.clearTimeout(giveUp);
    };
  }, [attempt, target, location.key, arrived]);

  // A page that arrives after all (the retry, or the first try answering late) makes the notice
  // untrue; a try that fails leaves the visitor where they were, and the notice stays.
  useEffect(() => {
    if (stalled && stalled.from !== location.key) setStalled(null);
  }, [location.key, stalled]);

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
      void keptForOffline(url).then((kept) => (kept ? openKeptCopy(url) : setOfflineLink(true)));
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
      {stalled && (
        <div
          role="alert"
          data-network={stalled.arrived ? "arrived-page-timeout" : "page-timeout"}
          className="fixed inset-x-4 bottom-24 z-[70] mx-auto max-w-lg rounded-card border-l-4 border-danger bg-white p-4 text-ink shadow-xl"
        >
          <p>
            {stalled.arrived ? arrivedPageTimeoutMessage : pageTimeoutMessage} {CALL_US_LEAD}{" "}
            <a href={telHref} className="font-semibold">
              {company.phoneDisplay}
            </a>
            .
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2 font-semibold">
            <button type="button" className="underline" onClick={() => navigate(stalled.target)}>
              Försök igen
            </button>
            {stalled.kept && (
              <button type="button" className="underline" onClick={() => openKeptCopy(new URL(stalled.target, window.location.href))}>
                Visa sparad kopia
              </button>
            )}
            <button type="button" className="underline" onClick={() => setStalled(null)}>
              Stäng
            </button>
          </p>
        </div>
      )}
      {offlineLink && (
        <div
          role="alert"
          className="fixed inset-x-4 bottom-24 z-[70] mx-auto max-w-lg rounded-card border-l-4 border-danger bg-white p-4 text-ink shadow-xl"
        >
          <p>{offlineLinkMessage}</p>
          <button type="button" onClick={() => setOfflineLink(false)} className="mt-2 font-semibold underline">
            Stäng
          </button>
        </div>
      )}
    </>
  );
}
