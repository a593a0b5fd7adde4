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

/** The current page with any dialog closed. */
export function closeDialogHref(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(DIALOG_PARAM);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}
