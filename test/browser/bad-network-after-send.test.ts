import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGLISH_ERRORS, expectOneRow, formCases, newVisitorAtForm, routePost } from "../support/bad-network";
import { THANK_YOU_URL, untilHydrated, untilShownAsTimePasses, useSite } from "../support/browser";
import { startLieFiProxy } from "../support/lie-fi-proxy";

/**
 * The connection drops after the post's answer has come back, while the thank-you loads: the
 * visitor is told the request arrived, and the thank-you comes by itself once the network is back.
 */
const site = useSite();

const byName = (name: string) => formCases.find((form) => form.name === name)!;
const quote = byName("the quote wizard on /offert");
const contact = byName("the contact form on /kontakt");

/** The wait before the page asks for the thank-you again while the browser believes it is online (arrival.tsx). */
const RETRY_MS = 5_000;

describe("a drop between the post's answer and the thank-you", () => {
  it("the quote: the page says the request arrived, never that a draft is kept, and the thank-you loads by itself once online, with one row", async () => {
    const { context, page, scope, email } = await newVisitorAtForm(site, quote, "efter-svaret");
    await quote.fill(scope, email);
    // The post reaches the site and its answer (the redirect to the thank-you) comes back; then the connection goes.
    await routePost(page, quote.action, async (route) => {
      const answer = await route.fetch();
      await context.setOffline(true);
      await route.fulfill({ response: answer });
    });
    await quote.submit(scope);
    const notice = page.locator('[data-network="arrived"]');
    await notice.waitFor({ timeout: 15_000 });
    const body = await page.locator("body").innerText();
    expect(body).toMatch(/har kommit fram/);
    expect(body).not.toMatch(/finns kvar/);
    expect(body).not.toMatch(ENGLISH_ERRORS);
    await context.setOffline(false);
    await page.waitForURL(THANK_YOU_URL, { timeout: 20_000 });
    await page.getByRole("heading", { name: "Tack för din förfrågan!" }).waitFor({ timeout: 20_000 });
    await expectOneRow(site.worker, quote, email);
    await context.close();
  }, 90_000);

  it("the contact form, on a connection that fails while the browser thinks it is online: the same, the draft gone, and the thank-you on the next try", async () => {
    const { context, page, scope, email } = await newVisitorAtForm(site, contact, "efter-svaret", (page) => page.clock.install());
    await contact.fill(scope, email);
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith("transist-draft:kontakt")));
    let broken = false;
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.method() === "POST") {
        const answer = await route.fetch();
        broken = true;
        await route.fulfill({ response: answer });
      } else if (broken) await route.abort("connectionreset");
      else await route.fallback();
    });
    await contact.submit(scope);
    await page.locator('[data-network="arrived"]').waitFor({ timeout: 15_000 });
    const body = await page.locator("body").innerText();
    expect(body).toMatch(/har kommit fram/);
    expect(body).not.toMatch(/finns kvar/);
    expect(body).not.toMatch(ENGLISH_ERRORS);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("transist-draft:")))).toEqual([]);
    broken = false;
    await page.clock.fastForward(RETRY_MS);
    await page.getByText("Vi har tagit emot ditt meddelande").waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-network="arrived"]').count()).toBe(0);
    await expectOneRow(site.worker, contact, email);
    await context.close();
  }, 90_000);

  it("a thank-you that never answers: after the page wait the notice says the request arrived, and 'Försök igen' brings the thank-you", async () => {
    const { context, page, scope, email } = await newVisitorAtForm(site, contact, "haenger-efter-svaret", (page) => page.clock.install());
    await contact.fill(scope, email);
    let hanging = false;
    await page.route("**/*", async (route) => {
      if (route.request().method() === "POST") {
        const answer = await route.fetch();
        hanging = true;
        await route.fulfill({ response: answer });
      } else if (hanging) await new Promise<void>(() => undefined);
      else await route.fallback();
    });
    await contact.submit(scope);
    await expect.poll(() => hanging, { timeout: 15_000 }).toBe(true);
    const notice = page.locator('[data-network="arrived-page-timeout"]');
    // The page change's own wait, moved on by the test's clock until the notice shows.
    await untilShownAsTimePasses(notice, () => page.clock.fastForward(1_000), 20_000);
    const text = await notice.innerText();
    expect(text).toMatch(/Det du skickade har kommit fram, så du behöver inte skicka igen/);
    expect(text).not.toMatch(/inget du har skrivit har försvunnit/);
    expect(await notice.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('[data-network="page-timeout"]').count()).toBe(0);
    // The form says nothing of its own: "Vänta kvar" would contradict the post having arrived.
    expect(await page.getByText("Det tar längre tid än vanligt").count()).toBe(0);
    // New requests go through again; the one held stays held until the routes are removed, after
    // the thank-you: removed first, it could bring the thank-you by itself before the click.
    hanging = false;
    // Clicked in the page: Playwright's locators wait on animation frames, which the installed clock holds.
    const retried = await page.evaluate(() => {
      const button = [...document.querySelectorAll('[data-network="arrived-page-timeout"] button')].find(
        (b) => b.textContent === "Försök igen",
      );
      (button as HTMLButtonElement | undefined)?.click();
      return button !== undefined;
    });
    expect(retried).toBe(true);
    await page.getByText("Vi har tagit emot ditt meddelande").waitFor({ timeout: 15_000 });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await expectOneRow(site.worker, contact, email);
    await context.close();
  }, 90_000);
});

/**
 * The same drop with the service worker installed and controlling the page, the network cut (in
 * a proxy that the service worker's own requests pass too) at each step between the post's answer
 * and the thank-you's render: the page change's route discovery (the first time: the browser keeps
 * its answer), the thank-you's module (which the service worker must have kept: Remix reloads the form's page when a module cannot load, and the
 * worker would answer that with its offline page) and its data. Each time the page says the quote
 * arrived, the sent draft is gone, and the thank-you shows once the network is back.
 */
describe("a drop after the post's answer with the service worker", () => {
  let proxy: Awaited<ReturnType<typeof startLieFiProxy>>;
  let context: BrowserContext;
  let page: Page;
  let round = 0;
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("transist-draft:")));

  beforeAll(async () => {
    proxy = await startLieFiProxy(site.worker.url);
    context = await site.browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
    page = await context.newPage();
    await page.clock.install();
    await page.goto("/offert");
    await untilHydrated(page);
    // Polled on a timer: the installed clock holds the animation frames Playwright would wait on.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, { polling: 100 });
  });
  afterAll(async () => {
    await context?.close();
    await proxy?.close();
  });

  async function sendWithCut(cut: () => void): Promise<void> {
    await page.goto("/offert");
    await untilHydrated(page);
    const scope = quote.scope(page);
    const email = `natverk-sw-${++round}-${Date.now()}@example.se`;
    await quote.fill(scope, email);
    await page.waitForFunction((value) => localStorage.getItem("transist-draft:offert")?.includes(value) === true, email, { polling: 100 });
    cut();
    try {
      await quote.submit(scope);
      await page.locator('[data-network="arrived"]').waitFor({ timeout: 15_000 });
    } finally {
      // A failed round must not leave the next one without a network.
      if ((await page.locator('[data-network="arrived"]').count()) === 0) proxy.heal();
    }
    const body = await page.locator("body").innerText();
    expect(body).toMatch(/Det du skickade har kommit fram/);
    expect(body).not.toMatch(/Du är offline|finns kvar/);
    expect(body).not.toMatch(ENGLISH_ERRORS);
    expect(await drafts()).toEqual([]);
    proxy.heal();
    // The page asks for the thank-you again every few seconds: the test's clock moves them on.
    await untilShownAsTimePasses(
      page.getByRole("heading", { name: "Tack för din förfrågan!" }),
      () => page.clock.fastForward(RETRY_MS),
      30_000,
    );
    expect(page.url()).toMatch(THANK_YOU_URL);
    expect(await drafts()).toEqual([]);
    await expectOneRow(site.worker, quote, email);
  }

  // First, while the service worker has only what it kept at its install: after a module's first
  // fetch it keeps that too.
  it("as the thank-you's module is asked for: it comes from the service worker, and nothing else the page change needs reaches the network", async () => {
    await sendWithCut(() => proxy.cutWith((path, method) => method === "GET" && (path.startsWith("/build/") || path.startsWith("/tack"))));
  }, 60_000);

  it("right after the post's answer (the thank-you's route not yet discovered)", async () => {
    await sendWithCut(() => proxy.cutAfter((path, method) => method === "POST" && path.startsWith("/offert")));
  }, 60_000);

  it("while the thank-you's data loads (the request reaches the site, its answer is lost)", async () => {
    await sendWithCut(() => proxy.cutWith((path) => path.startsWith("/tack.data"), true));
  }, 60_000);
});
