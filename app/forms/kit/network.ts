import { isRouteErrorResponse } from "@remix-run/react";
import { isOffline } from "~/shared/network";

/**
 * How patient a form is, in one place: every wait of a post, its checks, its draft and its
 * resends. Page changes and the service worker follow the site's own (shared/network.ts).
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
  /** A draft is saved this long after the last key press. */
  draftSaveDelayMs: 250,
  /** A tab with a draft says it is still open this often (a hidden tab's timers may run late). */
  draftHeartbeatMs: 10_000,
  /**
   * A draft whose tab has not said so for this long is taken for one whose tab ended without a
   * word (a phone's system ending the browser): another tab may take it over.
   */
  draftOrphanAfterMs: 30_000,
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

/**
 * A fetch that never got an answer: Chromium says "Failed to fetch", Firefox "NetworkError when
 * attempting to fetch resource", WebKit "Load failed"; all are TypeErrors.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

class SubmitTimeout extends Error {
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

/** How long to wait before automatic resend number `attempt` (0 first). */
export function resendDelayMs(attempt: number): number {
  const delays = patience.resendDelaysMs;
  return delays[Math.min(attempt, delays.length - 1)]!;
}
