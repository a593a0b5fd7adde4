import { isRouteErrorResponse } from "@remix-run/react";

/**
 * How patient the site is, in one place: every wait of the forms, of page changes and of the
 * service worker (which gets `pageTimeoutMs` in its registration URL).
 */
export const patience = {
  /** A post still under way after this long says that it takes longer than usual. */
  slowNoticeMs: 5_000,
  /** A post is given up on after this long; the server may still finish it, and sending again is safe. */
  submitTimeoutMs: 30_000,
  /** A first submit waits this long for the browser's checks; after that the server judges alone. */
  checksWaitMs: 3_000,
  /** A submit waits this long for the code of the route it posts to; after that it posts as plain HTML. */
  actionCodeWaitMs: 8_000,
  /** A page change slower than this shows the progress bar. */
  progressDelayMs: 300,
  /**
   * A page that has not answered after this long is given up on: the service worker answers with
   * its kept copy or the offline page, and a page change in the browser says so. Long enough for a
   * page on a 2G connection (about 3 s for the largest page), short enough that nobody waits long.
   */
  pageTimeoutMs: 7_000,
  /** A draft is saved this long after the last key press. */
  draftSaveDelayMs: 250,
  /** Waits before each automatic resend of a failed post; the last one repeats until the server answers. */
  resendDelaysMs: [5_000, 10_000, 20_000, 40_000, 60_000],
} as const;

/**
 * What a bad network did to a form post. In every case the answers stay on screen and the form
 * sends again by itself; the server recognises a resend, so there is never a second row.
 */
export type NetworkFailure =
  /** The browser knew it was offline: nothing was sent. */
  | "offline"
  /** The connection failed on the way, before or after the server got the post: we cannot tell. */
  | "failed"
  /** No answer within `submitTimeoutMs`: the post may have arrived. */
  | "timeout"
  /** An answer that was not the site's own (a 5xx, an error page from the network's edge). */
  | "unavailable";

export type NetworkNoticeKind = NetworkFailure | "slow" | "resending";

const RESEND_PROMISE = "Dina svar finns kvar här och vi försöker skicka igen av oss själva. Att skicka igen ger aldrig någon dubblett.";

export const networkMessages: Record<NetworkNoticeKind, string> = {
  offline:
    "Du verkar sakna internetanslutning. Inget har skickats än – dina svar finns kvar här. Vi skickar så fort anslutningen är tillbaka, eller tryck på knappen igen.",
  failed: `Vi kunde inte nå fram, så vi vet inte om det du skickade kom fram. ${RESEND_PROMISE}`,
  timeout: `Det tog för lång tid att få svar, så vi vet inte om det du skickade kom fram. ${RESEND_PROMISE}`,
  unavailable: `Webbplatsen kunde inte ta emot det just nu, och det kan hända att inget har skickats. ${RESEND_PROMISE}`,
  slow: "Det tar längre tid än vanligt. Vänta kvar – dina svar finns kvar.",
  resending: "Vi försöker skicka igen …",
};

/** Before the phone number as a link: "Du kan också ringa oss på 070-…". */
export const CALL_US_LEAD = "Du kan också ringa oss på";

/** Said when a page change is given up on; the notice adds the phone number and what to do. */
export const pageTimeoutMessage =
  "Sidan svarar inte just nu – anslutningen verkar vara för svag. Du är kvar här och inget du har skrivit har försvunnit.";

/** Said when a link is clicked offline. */
export const offlineLinkMessage =
  "Du verkar sakna internetanslutning, så sidan kunde inte öppnas. Du är kvar här och inget du har skrivit har försvunnit. Försök igen när du är uppkopplad.";

/** The browser says it is offline (it can be wrong the other way: online yet unreachable). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * A fetch that never got an answer: Chromium says "Failed to fetch", Firefox "NetworkError when
 * attempting to fetch resource", WebKit "Load failed"; all are TypeErrors.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

export class SubmitTimeout extends Error {
  constructor() {
    super("No answer in time");
  }
}

/** `promise`, or a SubmitTimeout after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SubmitTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The failure an error from a post stands for, or null when it is the site's own word (a redirect
 * or a refusal such as 403), which goes on as Remix would. An error Remix could not read (an HTML
 * page from the network's edge where the site's data was expected) or a 5xx is not the site's
 * answer to the form: the form stays, as after a lost connection.
 */
export function failureOf(error: unknown): NetworkFailure | null {
  if (error instanceof SubmitTimeout) return "timeout";
  if (isNetworkError(error)) return isOffline() ? "offline" : "failed";
  if (error instanceof Response) return error.status >= 500 ? "unavailable" : null;
  if (isRouteErrorResponse(error)) return error.status >= 500 ? "unavailable" : null;
  return error instanceof Error ? "unavailable" : null;
}

/** How long to wait before automatic resend number `attempt` (0 first), or what the server asked for. */
export function resendDelayMs(attempt: number, retryAfterMs: number | null): number {
  const delays = patience.resendDelaysMs;
  return retryAfterMs ?? delays[Math.min(attempt, delays.length - 1)]!;
}

let lastRetryAfter: { at: number; ms: number } | undefined;

/**
 * Remix reads a post's answer itself and hands a form only what it made of it, so the one header
 * a form needs from a refused post, `Retry-After` (a 503 or 429 from the network's edge or the
 * site), is noted here as answers arrive. It reads the answer's headers only, never its body.
 */
export function noteRetryAfter(): void {
  if (typeof window === "undefined" || (window.fetch as { retryAfterNoted?: true }).retryAfterNoted) return;
  const fetchFromNetwork = window.fetch.bind(window);
  const noting: typeof fetch = async (input, init) => {
    const response = await fetchFromNetwork(input, init);
    const ms = retryAfterHeaderMs(response.headers.get("Retry-After"));
    if ((response.status === 503 || response.status === 429) && ms !== null) lastRetryAfter = { at: Date.now(), ms };
    return response;
  };
  window.fetch = Object.assign(noting, { retryAfterNoted: true as const });
}

/** A `Retry-After` that arrived after `since`, in milliseconds. */
export function retryAfterSince(since: number): number | null {
  return lastRetryAfter && lastRetryAfter.at >= since ? lastRetryAfter.ms : null;
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds (at most an hour); null when absent or unreadable. */
export function retryAfterHeaderMs(value: string | null): number | null {
  if (!value) return null;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.min(Math.max(seconds, 0), 3600) * 1000;
}
