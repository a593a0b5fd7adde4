/**
 * The whole site's policy for a slow or absent network on a page change, which the shell's
 * progress bar and notices and the service worker (which gets `pageTimeoutMs` in its registration
 * URL) follow. A form's own waits and messages are the form kit's (forms/kit/network.ts).
 */
export const pagePatience = {
  /** A page change slower than this shows the progress bar. */
  progressDelayMs: 300,
  /**
   * A page that has not answered after this long is given up on: the service worker answers with
   * its kept copy or the offline page, and a page change in the browser says so. Long enough for a
   * page on a 2G connection (about 3 s for the largest page), short enough that nobody waits long.
   */
  pageTimeoutMs: 7_000,
} as const;

/** Before the phone number as a link: "Du kan också ringa oss på 070-…". */
export const CALL_US_LEAD = "Du kan också ringa oss på";

/** Said when a page change is given up on; the notice adds the phone number and what to do. */
export const pageTimeoutMessage =
  "Sidan svarar inte just nu – anslutningen verkar vara för svag. Du är kvar här och inget du har skrivit har försvunnit.";

/**
 * Said when the page after a sent form (its thank-you) has not answered in time: the server's
 * answer sending the visitor there is proof the post arrived.
 */
export const arrivedPageTimeoutMessage =
  "Det du skickade har kommit fram, så du behöver inte skicka igen. Sidan efter svarar inte just nu – anslutningen verkar vara för svag.";

/** Said when a link is clicked offline. */
export const offlineLinkMessage =
  "Du verkar sakna internetanslutning, så sidan kunde inte öppnas. Du är kvar här och inget du har skrivit har försvunnit. Försök igen när du är uppkopplad.";

/** The browser says it is offline (it can be wrong the other way: online yet unreachable). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
