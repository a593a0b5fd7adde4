import { chromium, type Browser, type BrowserContext } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with nothing phoning home (DESIGN.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export function newContext(browser: Browser, options: { javaScript: boolean; width?: number; baseURL: string }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: options.baseURL,
    javaScriptEnabled: options.javaScript,
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: "sv-SE",
  });
}
