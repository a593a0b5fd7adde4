import { createCookie } from "@remix-run/cloudflare";
import { COOKIE_CONSENT_MAX_AGE, COOKIE_CONSENT_NAME, type CookieConsent } from "~/shared/cookie-consent";

/**
 * The consent cookie. `HttpOnly`: only the worker reads the choice (the banner and the settings
 * form are rendered from it on the server, and a new choice is a form post), so no script on the
 * page needs it. `Secure` when the page was asked for over https, as it always is in production. A
 * local run on plain http (npm start) gets the cookie without it: Firefox and WebKit refuse a
 * `Secure` cookie from http://127.0.0.1, and the banner would come back on every page.
 */
function consentCookie(secure: boolean) {
  return createCookie(COOKIE_CONSENT_NAME, { path: "/", maxAge: COOKIE_CONSENT_MAX_AGE, httpOnly: true, sameSite: "lax", secure });
}

/** The visitor's stored choice, or null when there is none or it cannot be read. */
export async function readConsent(cookieHeader: string | null): Promise<CookieConsent | null> {
  const value: unknown = await consentCookie(false).parse(cookieHeader);
  // Remix reads a value it cannot decode as {}: only a record this worker wrote counts as a choice.
  if (typeof value !== "object" || value === null || (value as Record<string, unknown>).necessary !== true) return null;
  const record = value as Record<string, unknown>;
  return {
    necessary: true,
    analytics: record.analytics === true,
    marketing: record.marketing === true,
    functional: record.functional === true,
    timestamp: typeof record.timestamp === "string" ? record.timestamp : "",
  };
}

export async function hasConsent(cookieHeader: string | null): Promise<boolean> {
  return (await readConsent(cookieHeader)) !== null;
}

/** The `Set-Cookie` value that stores a choice, stamped with when it was made. */
export function storeConsent(
  consent: Omit<CookieConsent, "necessary" | "timestamp">,
  { secure, now = new Date() }: { secure: boolean; now?: Date },
): Promise<string> {
  const record: CookieConsent = { necessary: true, ...consent, timestamp: now.toISOString() };
  return consentCookie(secure).serialize(record);
}

/** The `Set-Cookie` value that removes the choice. */
export function clearConsent({ secure }: { secure: boolean }): Promise<string> {
  return consentCookie(secure).serialize("", { maxAge: 0 });
}
