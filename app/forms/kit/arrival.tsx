import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { company, telHref } from "~/shared/company";
import { sentForm } from "~/shared/sent-url";

/**
 * A post whose answer has come back has arrived, whatever happens to the page change that
 * follows. The form's clientAction notes where the answer sends the visitor (its thank-you); when
 * loading that page fails on a dropped connection, the page says the request arrived instead of
 * the general "Sidan kunde inte hämtas", and loads the thank-you by itself once it can.
 */
let arrivedAt: string | null = null;

const pathAndSearch = (href: string) => {
  const url = new URL(href, window.location.href);
  return url.pathname + url.search;
};

/** The post's answer sends the visitor to `location`: the post has arrived. */
export function noteArrival(location: string | null): void {
  if (location && typeof window !== "undefined") arrivedAt = pathAndSearch(location);
}

/** Whether the page at `location` is the answer to a post that arrived: a thank-you noted, or any `?skickat=` page. */
export function isArrival(location: { pathname: string; search: string }): boolean {
  return sentForm(location.search) !== null || arrivedAt === location.pathname + location.search;
}

/** How often the failed thank-you is asked for again while the browser believes it is online. */
const RETRY_MS = 5_000;

/**
 * In place of the page a sent form leads to, when loading it failed: the request arrived and need
 * not be sent again; the page is loaded again when the connection comes back and every few seconds.
 * It promises no draft: the sent form's draft is deleted, as after any send.
 */
export function ArrivedPageError() {
  // The page's address is already the thank-you's: loading its data again shows it.
  const { revalidate, state } = useRevalidator();
  const idle = state === "idle";
  useEffect(() => {
    if (!idle) return;
    const retry = () => navigator.onLine !== false && revalidate();
    const timer = window.setInterval(retry, RETRY_MS);
    window.addEventListener("online", retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", retry);
    };
  }, [idle, revalidate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-4xl">Det du skickade har kommit fram</h1>
      <div role="status" data-network="arrived" className="mt-4 text-lg text-muted">
        <p>
          Vi har tagit emot det, så du behöver inte skicka igen. Anslutningen bröts innan nästa sida hann visas: den visas här av sig själv
          när du är uppkopplad igen.
        </p>
        <p className="mt-2">
          Du kan också ringa oss på <a href={telHref}>{company.phoneDisplay}</a>.
        </p>
      </div>
    </div>
  );
}
