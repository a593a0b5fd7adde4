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

/** The quote wizard's name (its draft, rate-limit bucket and dedupe prefix): named here, where its thank-you page is. */
export const QUOTE_FORM = "offert";

/** The quote wizard's thank-you, a page of its own. */
export const QUOTE_THANK_YOU_PATH = "/tack";

/**
 * The pages of their own (not `?skickat=`) that a sent form leads to, each with the form it thanks
 * for: the service worker keeps their code from its install (the precache script reads this), so a
 * connection lost after the post's answer cannot strand the visitor, and the sent form's draft is
 * deleted as soon as the page's address is reached, whether the page itself has loaded or not.
 */
export const thankYouPages: Readonly<Record<string, string>> = { [QUOTE_THANK_YOU_PATH]: QUOTE_FORM };

/** The form whose thank-you page is at `pathname`, or null. */
export function thankYouPageForm(pathname: string): string | null {
  return Object.hasOwn(thankYouPages, pathname) ? thankYouPages[pathname]! : null;
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
