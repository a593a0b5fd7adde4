/** Stands in for the site's own origin: only what resolves inside it is ever a redirect target. */
export const SITE_BASE = "https://webbplatsen.invalid";

/** Characters that never belong in a path we redirect to: controls (header injection) and backslashes. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** The hidden field that says where a form returns to after a success. */
export const RETURN_TO_FIELD = "returnTo";

/** A value sent as `returnTo` holds control characters: the form was tampered with (answered 400). */
export function hasControlCharacters(value: FormDataEntryValue | string | null | undefined): boolean {
  return typeof value === "string" && /[\u0000-\u001f\u007f]/.test(value);
}

/**
 * A same-origin path (with query and hash) to redirect to after a form post, or `fallback`.
 * The value is resolved against the site's origin, must stay on it, and is serialised again, so
 * what we send in `Location` is what the URL parser made of it (`/.//evil.example` resolves to
 * the path `//evil.example`, which a browser reads as another host: refused).
 */
export function safeReturnPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || UNSAFE_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE_BASE || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` made safe as above, with `edit` applied to its query (a thank-you marker, say). */
export function safePathWithQuery(path: string, edit: (params: URLSearchParams) => void, fallback = "/"): string {
  const url = new URL(safeReturnPath(path, fallback), SITE_BASE);
  edit(url.searchParams);
  return `${url.pathname}${url.search}${url.hash}`;
}
