/** The consent record, stored as the cookie `cookieConsent`. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  timestamp: string;
}

export const COOKIE_CONSENT_NAME = "cookieConsent";
export const COOKIE_CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.trim().split("=");
    if (rawName === name) return rest.join("=");
  }
  return null;
}

export function parseConsent(cookieHeader: string | null): CookieConsent | null {
  const raw = readCookie(cookieHeader, COOKIE_CONSENT_NAME);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    return {
      necessary: true,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      functional: record.functional === true,
      timestamp: typeof record.timestamp === "string" ? record.timestamp : "",
    };
  } catch {
    return null;
  }
}

export function hasConsent(cookieHeader: string | null): boolean {
  return parseConsent(cookieHeader) !== null;
}

/**
 * `HttpOnly`: only the worker reads the choice (the banner and the settings form are rendered from
 * it on the server, and a new choice is a form post), so no script on the page needs it.
 * `Secure` when the page was asked for over https, as it always is in production. A local run on
 * plain http (npm start) gets the cookie without it: Firefox and WebKit refuse a `Secure` cookie
 * from http://127.0.0.1, and the banner would come back on every page.
 */
function cookieAttributes(maxAge: number, secure: boolean): string {
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function serializeConsent(
  consent: Omit<CookieConsent, "necessary" | "timestamp">,
  { secure, now = new Date() }: { secure: boolean; now?: Date },
): string {
  const record: CookieConsent = { necessary: true, ...consent, timestamp: now.toISOString() };
  return `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify(record))}; ${cookieAttributes(COOKIE_CONSENT_MAX_AGE, secure)}`;
}

export function clearConsentCookie({ secure }: { secure: boolean }): string {
  return `${COOKIE_CONSENT_NAME}=; ${cookieAttributes(0, secure)}`;
}

/** Where every cookie choice is posted: the banner's and the settings page's forms. */
export const COOKIE_FORM_ACTION = "/cookies";
