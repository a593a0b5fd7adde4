import interFont from "~/assets/fonts/inter-latin-400-800.woff2";
import stylesheet from "~/styles/app.css";

/**
 * What every page needs before it can be drawn: the stylesheet, and the font it names. The
 * document links and preloads them (app/root.tsx), and every HTML answer names them again in
 * `Link` headers (early-hints.server.ts), from which the edge can answer with a 103 before the page.
 */
export const STYLESHEET_HREF = stylesheet;

/** A font preload must be fetched as the stylesheet's @font-face fetches it: CORS, anonymous. */
export const FONT_PRELOAD = { href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" } as const;
