import { FONT_PRELOAD, STYLESHEET_HREF } from "~/shared/critical-assets";

/**
 * `Link` preload headers for the stylesheet and the font, the same files and the same CORS mode the
 * document asks for. With Early Hints on for the zone, Cloudflare keeps them and answers the next
 * request for the page with a 103 carrying them while the Worker is still working, so the browser
 * fetches both before the HTML arrives. Only an HTML answer gets them (a 103 is only sent for pages).
 */
const EARLY_HINTS_LINK = [
  `<${STYLESHEET_HREF}>; rel=preload; as=style`,
  `<${FONT_PRELOAD.href}>; rel=preload; as=${FONT_PRELOAD.as}; type="${FONT_PRELOAD.type}"; crossorigin=${FONT_PRELOAD.crossOrigin}`,
].join(", ");

/** The headers an answer adds for Early Hints: `Link` on an HTML page, nothing on anything else. */
export function earlyHintHeaders(response: Response): Record<string, string> {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "") ? { Link: EARLY_HINTS_LINK } : {};
}
