import { createCookie } from "@remix-run/cloudflare";
import { QUOTE_ANSWERS_COOKIE, QUOTE_ANSWERS_MAX_AGE, QUOTE_ANSWERS_PATH } from "~/shared/quote-step-pages";
import type { QuoteStep } from "./fields";
import { quoteFieldNames } from "./quote-definition";
import { answersFromForm, type QuoteAnswers } from "./answers";

/**
 * The quote wizard's answers between its step pages without JavaScript. The cookie holds them as
 * posted, JSON as Remix's createCookie encodes it; every post carries them again in the form and is judged afresh,
 * so nothing read from the cookie is trusted. HttpOnly (only the worker reads it), SameSite=Lax,
 * Secure over https, sent to /offert alone, and gone an hour after the last step or when the
 * quote is sent.
 */

/** Browsers keep a cookie of at most 4096 bytes, name and value together. */
const MAX_COOKIE_BYTES = 4000;

function answersCookieFor(secure: boolean) {
  return createCookie(QUOTE_ANSWERS_COOKIE, {
    path: QUOTE_ANSWERS_PATH,
    maxAge: QUOTE_ANSWERS_MAX_AGE,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}

/** The Set-Cookie value holding `answers`, or null when they would not fit in a cookie. */
export async function answersCookie(answers: QuoteAnswers, secure: boolean): Promise<string | null> {
  const header = await answersCookieFor(secure).serialize(answers);
  return header.split(";")[0]!.length > MAX_COOKIE_BYTES ? null : header;
}

/** The Set-Cookie value that deletes the answers. */
export function clearedAnswersCookie(secure: boolean): Promise<string> {
  return answersCookieFor(secure).serialize("", { maxAge: 0 });
}

export async function hasAnswersCookie(cookieHeader: string | null): Promise<boolean> {
  return (await answersCookieFor(false).parse(cookieHeader)) !== null;
}

/** The answers in the request's cookie, kept to the fields and limits a post has; empty when there are none or they do not read. */
export async function answersFromCookie(cookieHeader: string | null): Promise<QuoteAnswers> {
  const parsed: unknown = await answersCookieFor(false).parse(cookieHeader);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const formData = new FormData();
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>))
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === "string") formData.append(name, item);
  return answersFromForm(formData);
}

export const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The answers a step's post leaves for the pages after it: the post's own, and from the cookie the
 * answers of the later steps that the post did not carry. A step's page can lack them: step 1's is
 * the shared /offert that Back returns to, which carries no answers, and walking forward from it
 * again must find steps 2 and 3 as they were left. Only the pages read these: every post carries
 * its answers again in the form, and only the form is judged, so nothing from the cookie ever
 * reaches the final check without having been shown and posted.
 */
export async function withLaterAnswers(answers: QuoteAnswers, step: QuoteStep, cookieHeader: string | null): Promise<QuoteAnswers> {
  const kept = await answersFromCookie(cookieHeader);
  const later = new Set<string>(([1, 2, 3] as const).filter((s) => s > step).flatMap((later) => quoteFieldNames(later)));
  const merged: QuoteAnswers = {};
  for (const [name, value] of Object.entries(kept)) if (later.has(name) && !Object.hasOwn(answers, name)) merged[name] = value;
  return { ...merged, ...answers };
}
