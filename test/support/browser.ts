import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "../../harness/chromium";
import { startWorker, type TestWorker, type WorkerOptions } from "../../harness/worker";

export { CHROMIUM_PATH, launchBrowser } from "../../harness/chromium";

export function newContext(
  browser: Browser,
  options: { javaScript: boolean; width?: number; baseURL: string; serviceWorkers?: "allow" | "block" },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: options.baseURL,
    javaScriptEnabled: options.javaScript,
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: "sv-SE",
    serviceWorkers: options.serviceWorkers ?? "allow",
  });
}

/**
 * The built worker on a real port and Debian's Chromium, started before the file's tests and
 * stopped after them. Read `site.worker` and `site.browser` inside the tests.
 */
export function useSite(options: WorkerOptions = {}) {
  const site = {} as { worker: TestWorker; browser: Browser };
  beforeAll(async () => {
    site.worker = await startWorker({ port: 0, ...options });
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.worker?.dispose();
  });
  return site;
}

/** Waits until the page has come alive: the root sets data-hydrated on <html> after hydrating. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** /tack at its own #main: never the #offertformular of the form that was sent, with or without JavaScript. */
export const THANK_YOU_URL = /\/tack#main$/;
