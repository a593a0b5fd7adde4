import { readCookie } from "~/shared/cookie-consent";
import { QUOTE_ANSWERS_COOKIE, QUOTE_ANSWERS_MAX_AGE, QUOTE_ANSWERS_PATH } from "~/shared/quote-step-pages";
import { answersFromForm, type QuoteAnswers } from "./request";

/**
 * The quote wizard's answers between its step pages without JavaScript. The cookie holds them as
 * posted, base64url-encoded JSON; every post carries them again in the form and is judged afresh,
 * so nothing read from the cookie is trusted. HttpOnly (only the worker reads it), SameSite=Lax,
 * Secure over https, sent to /offert alone, and gone an hour after the last step or when the
 * quote is sent.
 */

/** Browsers keep a cookie of at most 4096 bytes, name and value together. */
const MAX_COOKIE_BYTES = 4000;

function attributes(maxAge: number, secure: boolean): string {
  return `Path=${QUOTE_ANSWERS_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/** The Set-Cookie value holding `answers`, or null when they would not fit in a cookie. */
export function answersCookie(answers: QuoteAnswers, secure: boolean): string | null {
  const value = toBase64Url(JSON.stringify(answers));
  if (QUOTE_ANSWERS_COOKIE.length + 1 + value.length > MAX_COOKIE_BYTES) return null;
  return `${QUOTE_ANSWERS_COOKIE}=${value}; ${attributes(QUOTE_ANSWERS_MAX_AGE, secure)}`;
}

/** The Set-Cookie value that deletes the answers. */
export function clearedAnswersCookie(secure: boolean): string {
  return `${QUOTE_ANSWERS_COOKIE}=; ${attributes(0, secure)}`;
}

export function hasAnswersCookie(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, QUOTE_ANSWERS_COOKIE) !== null;
}

/** The answers in the request's cookie, kept to the fields and limits a post has; empty when there are none or they do not read. */
export function answersFromCookie(cookieHeader: string | null): QuoteAnswers {
  const raw = readCookie(cookieHeader, QUOTE_ANSWERS_COOKIE);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(raw));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const formData = new FormData();
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>))
      for (const item of Array.isArray(value) ? value : [value]) if (typeof item === "string") formData.append(name, item);
    return answersFromForm(formData);
  } catch {
    return {};
  }
}

export const isSecure = (request: Request) => new URL(request.url).protocol === "https:";
