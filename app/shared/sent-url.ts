import { safePathWithQuery } from "./safe-redirect";

/**
 * After a successful form post the visitor is redirected back with `?skickat={form}`, which
 * renders that form's thank-you state. The same URL works with and without JavaScript.
 */
export const SENT_PARAM = "skickat";

/** A page that is its own form's answer says it is done with `?klart=1` (unsubscribing, confirming a subscription). */
export const DONE_PARAM = "klart";

export function sentForm(search: string): string | null {
  return new URLSearchParams(search).get(SENT_PARAM);
}

/**
 * A thank-you page of its own (one without `?skickat=`) names the form it thanks for in its route's
 * `handle`, so that the one place that deletes a sent form's draft knows it.
 */
export interface SentFormHandle {
  sentForm: string;
}

export function sentFormOfRoute(handle: unknown): string | null {
  return typeof handle === "object" && handle !== null && typeof (handle as Partial<SentFormHandle>).sentForm === "string"
    ? (handle as SentFormHandle).sentForm
    : null;
}

/** The id of every page's <main> (the skip link's target): the anchor of a thank-you with none of its own. */
export const MAIN_ANCHOR = "main";

/**
 * `path` (a same-site path, maybe with query and hash; anything else becomes "/") marked as sent
 * by `form`, at the path's own fragment or else at `anchor`. A form's success redirect names a
 * fragment: a Location without one keeps the fragment of the address the form posted to
 * (`/offert#offertformular`), and the page it lands on would show another form's anchor.
 */
export function sentHref(path: string, form: string, anchor?: string): string {
  const href = safePathWithQuery(path, (params) => params.set(SENT_PARAM, form));
  return anchor && !href.includes("#") ? `${href}#${anchor}` : href;
}

/** The current page with the thank-you state gone: the form shows again. */
export function withoutSentHref(location: { pathname: string; search: string; hash?: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash ?? ""}`;
}
