import { safePathWithQuery } from "./safe-redirect";

/**
 * After a successful form post the visitor is redirected back with `?skickat={form}`, which
 * renders that form's thank-you state. The same URL works with and without JavaScript.
 */
export const SENT_PARAM = "skickat";

export function sentForm(search: string): string | null {
  return new URLSearchParams(search).get(SENT_PARAM);
}

/** `path` (a same-site path, maybe with query and hash; anything else becomes "/") marked as sent by `form`. */
export function sentHref(path: string, form: string): string {
  return safePathWithQuery(path, (params) => params.set(SENT_PARAM, form));
}

/** The current page with the thank-you state gone: the form shows again. */
export function withoutSentHref(location: { pathname: string; search: string; hash?: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash ?? ""}`;
}
