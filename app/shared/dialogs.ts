import { safePathWithQuery } from "./safe-redirect";

/** The site's dialogs are URL state: `?dialog=offert` opens one, a link without it closes it. */
export const dialogNames = ["offert", "boka", "nyhetsbrev", "snabbkontakt"] as const;
export type DialogName = (typeof dialogNames)[number];

export const DIALOG_PARAM = "dialog";

export function openDialogName(search: string): DialogName | null {
  const value = new URLSearchParams(search).get(DIALOG_PARAM);
  return (dialogNames as readonly string[]).includes(value ?? "") ? (value as DialogName) : null;
}

/** The current page with the dialog open (other query parameters kept). */
export function dialogHref(location: { pathname: string; search: string }, name: DialogName): string {
  const params = new URLSearchParams(location.search);
  params.set(DIALOG_PARAM, name);
  return `${location.pathname}?${params.toString()}`;
}

/** The current page with any dialog closed (and its thank-you state gone with it). */
export function closeDialogHref(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(DIALOG_PARAM);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/**
 * After a successful form post the visitor is redirected back with `?skickat={form}`, which
 * renders that form's thank-you state. The same URL works with and without JavaScript.
 */
export const SENT_PARAM = "skickat";

export function sentForm(search: string): string | null {
  return new URLSearchParams(search).get(SENT_PARAM);
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
