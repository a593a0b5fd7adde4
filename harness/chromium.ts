import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, the whole browser: what Lighthouse drives. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 build as
 * the browser above, without the browser's own UI processes, as Playwright runs Chromium by default.
 * The tests and benchmarks drive it: on two busy cores, less CPU per page is a faster suite.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Headless, and nothing phoning home: this machine's network is closed. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * For the tests, whose pages live a few seconds each: V8 runs their code in its interpreter and
 * baseline compiler only. Its optimising compilers (Maglev, TurboFan) would compile on the side for
 * pages that are closed before the faster code pays for itself; what the code does is the same.
 * The bench keeps V8's defaults, as a visitor's browser has them.
 */
export const SHORT_LIVED_PAGE_FLAGS = ["--js-flags=--no-opt --no-maglev"];

/** Debian's Chromium headless shell through Playwright. */
export function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}
