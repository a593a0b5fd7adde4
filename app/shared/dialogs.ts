import { SENT_PARAM } from "./sent-url";

/**
 * The site's dialogs, in one place that every other reads (the dialogs' code, the edge cache's
 * valid parameters, the service worker's list of files). A dialog is URL state: `?dialog=boka`
 * opens it over the current page, a link without it closes it. Each is also a page of its own,
 * `page`: where its form posts (so the route whose code it needs), where it lands without
 * JavaScript, and where a visitor goes when the dialog's code cannot be had.
 */
export const dialogs = {
  offert: { page: "/offert" },
  boka: { page: "/boka" },
  nyhetsbrev: { page: "/nyhetsbrev" },
  snabbkontakt: { page: "/snabbkontakt" },
} as const satisfies Record<string, { page: string }>;

export type DialogName = keyof typeof dialogs;
export const dialogNames = Object.keys(dialogs) as DialogName[];

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
