import { SENT_PARAM } from "./sent-url";

/**
 * The site's dialogs, in one place that every other reads (the dialogs' code, the edge cache's
 * valid parameters, the service worker's list of files). A dialog is URL state: `?dialog=boka`
 * opens it over the current page, a link without it closes it. Each is also a page of its own,
 * `page`: where its form posts (so the route whose code it needs), where it lands without
 * JavaScript, and where a visitor goes when the dialog's code cannot be had. `params` are the
 * dialog's own query parameters (the quote wizard's chosen service): a link may open the dialog
 * with them, and they go when the dialog closes or another opens.
 */
export const dialogs = {
  offert: { page: "/offert", params: ["tjanst", "typ"] },
  boka: { page: "/boka", params: [] },
  nyhetsbrev: { page: "/nyhetsbrev", params: [] },
  snabbkontakt: { page: "/snabbkontakt", params: [] },
} as const satisfies Record<string, { page: string; params: readonly string[] }>;

export type DialogName = keyof typeof dialogs;
export const dialogNames = Object.keys(dialogs) as DialogName[];

/** A dialog's own parameters, by name. */
export type DialogParamName<Name extends DialogName> = (typeof dialogs)[Name]["params"][number];
export type DialogParams<Name extends DialogName> = Partial<Record<DialogParamName<Name>, string>>;

export const DIALOG_PARAM = "dialog";

export function openDialogName(search: string): DialogName | null {
  const value = new URLSearchParams(search).get(DIALOG_PARAM);
  return (dialogNames as readonly string[]).includes(value ?? "") ? (value as DialogName) : null;
}

/** A dialog's thank-you heading: where a form sent from a dialog lands (the dialog is drawn first in the page). */
export const DIALOG_THANK_YOU_ANCHOR = "dialog-tack";

/** Where a sent form returning to `path` lands: the open dialog's thank-you, or `anchor` on a page without one. */
export function thankYouAnchor(path: string, anchor: string): string {
  const query = path.indexOf("?");
  return query !== -1 && openDialogName(path.slice(query).split("#")[0]!) ? DIALOG_THANK_YOU_ANCHOR : anchor;
}

/** `search` without any dialog's own parameters, then with those of `name` that `own` gives. */
function ownParams(search: string, name?: DialogName, own: Record<string, string | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const dialog of dialogNames) for (const param of dialogs[dialog].params) params.delete(param);
  if (name) for (const param of dialogs[name].params) if (own[param]) params.append(param, own[param]);
  return params;
}

/**
 * The current page with the dialog open (other query parameters kept), with its own parameters
 * as given: another dialog's, or the ones this dialog was opened with before, are dropped.
 */
export function dialogHref<Name extends DialogName>(
  location: { pathname: string; search: string },
  name: Name,
  own: DialogParams<Name> = {},
): string {
  const params = new URLSearchParams(location.search);
  params.set(DIALOG_PARAM, name);
  return `${location.pathname}?${ownParams(params.toString(), name, own).toString()}`;
}

/** The current page with any dialog closed (its own parameters and its thank-you state gone with it). */
export function closeDialogHref(location: { pathname: string; search: string }): string {
  const params = ownParams(location.search);
  params.delete(DIALOG_PARAM);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** The dialog's own page with those of `own` that are its parameters: where a link that names what to open the dialog with lands. */
export function dialogPageHref<Name extends DialogName>(name: Name, own: DialogParams<Name> = {}): string {
  const query = ownParams("", name, own).toString();
  return query ? `${dialogs[name].page}?${query}` : dialogs[name].page;
}
