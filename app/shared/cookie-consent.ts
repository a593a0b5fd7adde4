/** The consent record, stored as the cookie `cookieConsent` (server/worker/consent-cookie.server.ts). */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  timestamp: string;
}

export const COOKIE_CONSENT_NAME = "cookieConsent";
export const COOKIE_CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

/** Where every cookie choice is posted: the banner's and the settings page's forms. */
export const COOKIE_FORM_ACTION = "/cookies";
