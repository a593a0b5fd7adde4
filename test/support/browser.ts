import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchBrowser as launchChromium, SHORT_LIVED_PAGE_FLAGS } from "../../harness/chromium";
import { startWorker, type TestWorker, type WorkerOptions } from "../../harness/worker";

/** Debian's Chromium headless shell as the tests drive it (their pages live seconds). */
export const launchBrowser = () => launchChromium(SHORT_LIVED_PAGE_FLAGS);

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
 * One Chromium for the files a vitest worker runs one after another (the worker keeps this module):
 * each file gets its own browser contexts, and a launch is paid once. A browser that has gone away
 * is launched again.
 */
let sharedBrowser: Promise<Browser> | undefined;

function browserForThisWorker(): Promise<Browser> {
  if (!sharedBrowser) {
    const launching = launchBrowser();
    sharedBrowser = launching;
    launching.then(
      (browser) => browser.on("disconnected", () => sharedBrowser === launching && (sharedBrowser = undefined)),
      () => sharedBrowser === launching && (sharedBrowser = undefined),
    );
  }
  return sharedBrowser;
}

/**
 * The built worker on a real port and Debian's Chromium, started before the file's tests; after
 * them the worker is stopped and every browser context the file left open is closed. Read
 * `site.worker` and `site.browser` inside the tests.
 */
export function useSite(options: WorkerOptions = {}) {
  const site = {} as { worker: TestWorker; browser: Browser };
  beforeAll(async () => {
    site.worker = await startWorker({ port: 0, ...options });
    site.browser = await browserForThisWorker();
  });
  afterAll(async () => {
    await Promise.all(site.browser?.contexts().map((context) => context.close()) ?? []);
    await site.worker?.dispose();
  });
  return site;
}

/**
 * Moves the page's installed clock a step at a time (`advance`) until `locator` is shown: for what
 * appears after one of the page's own waits, which the test's clock stands in for.
 */
export async function untilShownAsTimePasses(locator: Locator, advance: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  await expect
    .poll(
      async () => {
        await advance();
        return locator.count();
      },
      { timeout: timeoutMs },
    )
    .toBe(1);
}

/** Waits until the page has come alive: the root sets data-hydrated on <html> after hydrating. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** /tack at its own #main: never the #offertformular of the form that was sent, with or without JavaScript. */
export const THANK_YOU_URL = /\/tack#main$/;
