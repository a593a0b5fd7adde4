/**
 * What a bad network did to a form post, as the form tells the visitor. Every case keeps the
 * answers on screen: nothing a visitor typed is lost to a network.
 */
export type NetworkFailure =
  /** The browser knew it was offline: nothing was sent. */
  | "offline"
  /** The request failed on the way (dropped, refused, or its answer was lost). */
  | "failed"
  /** No answer within SUBMIT_TIMEOUT_MS. */
  | "timeout";

/** After this long a pending post tells the visitor it is taking longer than usual. */
export const SLOW_NOTICE_MS = 5_000;
/** After this long a post is given up on and the form says what happened; the server may still finish it. */
export const SUBMIT_TIMEOUT_MS = 30_000;

export const networkMessages: Record<NetworkFailure | "slow" | "resending", string> = {
  offline:
    "Du verkar sakna internetanslutning. Inget har skickats än – dina svar finns kvar här. Vi skickar så fort anslutningen är tillbaka, eller tryck på knappen igen.",
  failed: "Vi kunde inte nå fram just nu. Inget har skickats än – dina svar finns kvar här. Tryck på knappen igen om en stund.",
  timeout:
    "Det tog för lång tid att få svar. Dina svar finns kvar här. Tryck på knappen igen: kom förfrågan redan fram får du samma bekräftelse, den skickas inte två gånger.",
  slow: "Det tar längre tid än vanligt. Vänta kvar – dina svar finns kvar.",
  resending: "Anslutningen är tillbaka – vi skickar nu.",
};

/** Before the phone number as a link: "Du kan också ringa oss på 070-…". */
export const CALL_US_LEAD = "Du kan också ringa oss på";

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
    super("Inget svar inom tidsgränsen");
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

/** The failure an error stands for, or null when it is not the network's doing. */
export function networkFailureOf(error: unknown): NetworkFailure | null {
  if (error instanceof SubmitTimeout) return "timeout";
  if (isNetworkError(error)) return isOffline() ? "offline" : "failed";
  return null;
}
