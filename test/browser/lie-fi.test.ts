import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { ENGLISH_ERRORS } from "../support/bad-network";
import { untilHydrated, untilShownAsTimePasses, useSite } from "../support/browser";
import { startLieFiProxy } from "../support/lie-fi-proxy";
import { consentValue } from "../support/consent";
import { pagePatience } from "~/shared/network";

/**
 * A connection that says it is up but delivers nothing ("lie-fi"), with JavaScript on at 390 px:
 * a page change says so after the page timeout and offers to try again (or the kept copy); a
 * direct visit gets the kept copy or the Swedish page from the service worker; a route module
 * that hangs fails in time and works on the next tap; an error page from the network's edge is
 * never shown over a kept page.
 */
const site = useSite();

/** The service worker's and the page's wait for a page (pagePatience.pageTimeoutMs in app/shared/network.ts), with room for a busy machine. */
const GIVE_UP_MS = 7_000;
const NOTICE_WITHIN_MS = GIVE_UP_MS + 5_000;

const consent = await consentValue({ analytics: false, marketing: false, functional: false });

async function visitor(browser: Browser, serviceWorker: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: site.worker.url,
    viewport: { width: 390, height: 844 },
    locale: "sv-SE",
    serviceWorkers: serviceWorker ? "allow" : "block",
  });
  await context.addCookies([{ name: "cookieConsent", value: consent, url: site.worker.url }]);
  return context;
}

/** Requests that never get an answer, as on lie-fi (the route handler never fulfils them). */
const hang = (_route: Route) => new Promise<void>(() => undefined);

const clickFooterLink = (page: Page, href: string) =>
  page.evaluate((target) => (document.querySelector(`footer a[href="${target}"]`) as HTMLElement).click(), href);

/**
 * The page's clock is the test's (installed before the page loads): the page's wait before it gives
 * a page change up is moved on, not waited for. The progress bar shows once the change has begun,
 * and with it the wait.
 */
async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Moves the page's clock past its wait for a page change that the progress bar shows has begun. */
async function pastPageWait(page: Page): Promise<void> {
  await page.getByRole("progressbar", { name: "Sidan laddas" }).waitFor({ timeout: 10_000 });
  await page.clock.fastForward(pagePatience.pageTimeoutMs);
}

/** A visitor behind a proxy that can turn into lie-fi (the service worker's own requests go through it too). */
async function behindProxy(options: { clock?: boolean } = {}) {
  const proxy = await startLieFiProxy(site.worker.url);
  const context = await site.browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
  await context.addCookies([{ name: "cookieConsent", value: consent, url: proxy.url }]);
  const page = await context.newPage();
  if (options.clock) await installClock(page);
  await page.goto("/om-oss");
  await untilHydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Read under the worker's control: kept from now on.
  await page.goto("/villkor");
  await untilHydrated(page);
  // vi.waitFor, not expect.poll: the tests that call this run side by side, and expect.poll finds
  // no current test once the other one has ended.
  await vi.waitFor(async () => expect(await page.evaluate(async () => (await caches.match("/villkor")) !== undefined)).toBe(true), {
    timeout: 10_000,
  });
  return { proxy, context, page };
}

describe("a page change on lie-fi", () => {
  it("to the page read before: the progress bar, then after the wait a Swedish notice with the phone number and 'Försök igen'", async () => {
    const context = await visitor(site.browser, false);
    const page = await context.newPage();
    await installClock(page);
    await page.goto("/om-oss");
    await untilHydrated(page);
    let asked = 0;
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => {
        asked++;
        return hang(route);
      },
    );
    // From the click on, the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const clickedAt = await page.evaluate(() => Date.now());
    await clickFooterLink(page, "/om-oss");
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(0);
    // The bar shows once the change has begun; the page's time runs on in small steps until it does.
    const progress = page.getByRole("progressbar", { name: "Sidan laddas" });
    await untilShownAsTimePasses(progress, () => page.clock.runFor(50));
    const notice = page.locator('[data-network="page-timeout"]');
    // Half a second before the wait is over the change is still under way: the bar stays, no notice.
    // The page gives up by taking the bar away; a lookup in its caches and two turns of its message
    // loop (where React renders) let a give-up already due show.
    const sinceClick = (await page.evaluate(() => Date.now())) - clickedAt;
    await page.clock.runFor(pagePatience.pageTimeoutMs - 500 - sinceClick);
    await page.evaluate(async () => {
      await caches.match(location.href);
      for (let turn = 0; turn < 2; turn++) {
        await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        });
      }
    });
    expect(await progress.count()).toBe(1);
    expect(await notice.count()).toBe(0);
    await page.clock.runFor(pagePatience.pageTimeoutMs);
    await notice.waitFor({ timeout: 10_000 });
    await page.clock.resume();
    expect(await notice.innerText()).toMatch(/Sidan svarar inte just nu/);
    expect(await notice.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
    // The network answers again: "Försök igen" finishes the page change.
    await page.unroute((url) => url.pathname.endsWith(".data"), hang);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    // The stalled try may now arrive by itself, which takes the notice away; if it has not yet,
    // "Försök igen" finishes the change (the next test holds the first try for good).
    await notice
      .getByRole("button", { name: "Försök igen" })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    // The retry is a whole page change on a machine that may be busy: give it the submit timeout.
    await expect.poll(() => notice.count(), { timeout: 30_000 }).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/om-oss");
    await context.close();
  }, 60_000);

  it("'Försök igen' while the first try still hangs: the notice goes, and stays gone once the page is there", async () => {
    const context = await visitor(site.browser, false);
    const page = await context.newPage();
    await installClock(page);
    await page.goto("/om-oss");
    await untilHydrated(page);
    let tries = 0;
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => (++tries === 1 ? hang(route) : route.continue()),
    );
    await clickFooterLink(page, "/villkor");
    await pastPageWait(page);
    const notice = page.locator('[data-network="page-timeout"]');
    await notice.waitFor({ timeout: 10_000 });
    await notice.getByRole("button", { name: "Försök igen" }).click();
    await page
      .getByRole("heading", { name: /Allmänna villkor|Villkor/ })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe("/villkor");
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  }, 60_000);

  it("to a page this browser keeps: the notice offers the kept copy, which opens", async () => {
    const { proxy, context, page } = await behindProxy({ clock: true });
    await page.goto("/om-oss");
    await untilHydrated(page);
    proxy.hang();
    await clickFooterLink(page, "/villkor");
    await pastPageWait(page);
    const notice = page.locator('[data-network="page-timeout"]');
    await notice.waitFor({ timeout: 10_000 });
    await notice.getByRole("button", { name: "Visa sparad kopia" }).click();
    await page
      .getByRole("heading", { name: /Allmänna villkor|Villkor/ })
      .first()
      .waitFor({ timeout: NOTICE_WITHIN_MS });
    expect(new URL(page.url()).pathname).toBe("/villkor");
    await context.close();
    await proxy.close();
  }, 60_000);
});

// The service worker's waits are real time, with no clock a test can move: these tests, each with
// its own proxy and context, wait them out side by side (concurrent suites run beside each other).
describe.concurrent("a direct visit on lie-fi, through the service worker", () => {
  it("answers with the kept copy of a page read before, and with 'Sidan kunde inte hämtas' for one never read", async ({ expect }) => {
    const { proxy, context, page } = await behindProxy();
    const other = await context.newPage();
    proxy.hang();
    // The two visits, in two tabs, wait out the service worker's wait side by side.
    const keptCopy = async () => {
      const started = Date.now();
      await page.goto("/villkor", { timeout: NOTICE_WITHIN_MS + 5_000 });
      await page
        .getByRole("heading", { name: /Allmänna villkor|Villkor/ })
        .first()
        .waitFor();
      return Date.now() - started;
    };
    const neverRead = async () => {
      await other.goto("/faq", { timeout: NOTICE_WITHIN_MS + 5_000 });
      await other.getByRole("heading", { name: "Sidan kunde inte hämtas" }).waitFor();
    };
    const [keptAfterMs] = await Promise.all([keptCopy(), neverRead()]);
    expect(keptAfterMs).toBeGreaterThanOrEqual(GIVE_UP_MS - 500);
    expect(keptAfterMs).toBeLessThan(NOTICE_WITHIN_MS);
    expect(await other.locator("body").innerText()).not.toContain("Du är offline");
    expect(await other.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await context.close();
    await proxy.close();
  }, 60_000);

  it("never shows an error page from the network's edge over a page it keeps", async ({ expect }) => {
    const { proxy, context, page } = await behindProxy();
    proxy.answer((path) => path === "/villkor", 503, "<h1>Worker exceeded resource limits</h1>");
    await page.goto("/villkor");
    await page
      .getByRole("heading", { name: /Allmänna villkor|Villkor/ })
      .first()
      .waitFor();
    expect(await page.locator("body").innerText()).not.toMatch(/Worker exceeded/);
    await context.close();
    await proxy.close();
  }, 60_000);
});

describe.concurrent("a page's code that hangs", () => {
  it("fails within the wait instead of hanging, the page stays usable in Swedish, and the next tap works", async ({ expect }) => {
    const { proxy, context, page } = await behindProxy();
    await page.goto("/om-oss");
    await untilHydrated(page);
    proxy.hang((path: string) => /^\/build\/routes\/faq-[^/]+\.js$/.test(path));
    // The service worker gives the module up after its wait: Remix reloads the page it is on, which works.
    const reloaded = page.waitForEvent("load", { timeout: NOTICE_WITHIN_MS + 10_000 });
    await clickFooterLink(page, "/faq");
    await reloaded;
    expect(new URL(page.url()).pathname).toBe("/om-oss");
    await untilHydrated(page);
    const body = await page.locator("body").innerText();
    expect(body).not.toContain("Du är offline");
    expect(body).not.toMatch(ENGLISH_ERRORS);
    proxy.heal();
    await clickFooterLink(page, "/faq");
    await page.waitForURL("**/faq", { timeout: 15_000 });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await context.close();
    await proxy.close();
  }, 60_000);
});
