import { readConsent, storeConsent } from "~/server/worker/consent-cookie.server";
import { COOKIE_CONSENT_NAME, type CookieConsent } from "~/shared/cookie-consent";

type Choice = Omit<CookieConsent, "necessary" | "timestamp">;

/** The consent cookie's value as the worker writes it for `choice` (to give a browser or a request). */
export async function consentValue(choice: Choice): Promise<string> {
  const setCookie = await storeConsent(choice, { secure: false, now: new Date("2026-11-01T00:00:00Z") });
  return setCookie.split(";")[0]!.slice(COOKIE_CONSENT_NAME.length + 1);
}

/** A `Cookie` header carrying `choice`. */
export async function consentHeader(choice: Choice): Promise<string> {
  return `${COOKIE_CONSENT_NAME}=${await consentValue(choice)}`;
}

/** The choice a cookie value (or a whole `Set-Cookie`) holds, as the worker reads it; null if none. */
export async function consentIn(valueOrSetCookie: string | null | undefined): Promise<CookieConsent | null> {
  if (!valueOrSetCookie) return null;
  const value = valueOrSetCookie.startsWith(`${COOKIE_CONSENT_NAME}=`)
    ? valueOrSetCookie.split(";")[0]!.slice(COOKIE_CONSENT_NAME.length + 1)
    : valueOrSetCookie;
  return readConsent(`${COOKIE_CONSENT_NAME}=${value}`);
}
