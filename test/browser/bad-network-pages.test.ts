import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { patience } from "~/forms/kit/network";
import { badNetworkContext, ENGLISH_ERRORS, heldUntilReleased, routePost, untilDraft } from "../support/bad-network";
import { THANK_YOU_URL, untilHydrated, useSite } from "../support/browser";
import { consentIn, consentValue } from "../support/consent";
import { fillForm, MOVING_DETAILS, QUOTE_CONTACT } from "../support/valid-forms";

/** The cookie choice, drafts, dialogs, page changes and the service worker on a bad network. */
const site = useSite();

/** A click on the footer's link, as the page's own click (the footer sits under the fixed banner at 390 px). */
const clickLink = (page: Page, href: string) =>
  page.evaluate((target) => (document.querySelector(`footer a[href="${target}"]`) as HTMLElement).click(), href);

const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "cookieConsent");
const bannerShown = (page: Page) => page.getByRole("heading", { name: "Vi använder cookies" }).isVisible();

describe("the cookie choice", () => {
  async function openBanner(context: BrowserContext) {
    const page = await context.newPage();
    // The page's clock is the test's: the wait before a slow notice is moved on, not waited for.
    await page.clock.install();
    await page.goto("/om-oss");
    await untilHydrated(page);
    return page;
  }

  it("offline: the banner stays with a Swedish message and the choice is sent once the connection returns", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await openBanner(context);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Acceptera alla" }).click();
    await page.locator('[data-network="offline"]').waitFor();
    expect(await bannerShown(page)).toBe(true);
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
    await context.setOffline(false);
    await expect.poll(() => bannerShown(page), { timeout: 15_000 }).toBe(false);
    expect(await consentCookie(context)).toBeDefined();
    await context.close();
  });

  it("a lost answer or an aborted post: the message, then the choice on the next press", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await openBanner(context);
    let posts = 0;
    await routePost(page, "/cookies", async (route) => {
      posts++;
      if (posts === 1) await route.abort("connectionreset");
      else if (posts === 2) {
        await route.fetch();
        await route.abort("connectionreset");
      } else await route.continue();
    });
    await page.getByRole("button", { name: "Avvisa alla" }).click();
    await page.locator('[data-network="failed"]').waitFor();
    await page.getByRole("button", { name: "Avvisa alla" }).click();
    await expect.poll(() => posts).toBe(2);
    await page.locator('[data-network="failed"]').waitFor();
    await page.getByRole("button", { name: "Avvisa alla" }).click();
    await expect.poll(() => bannerShown(page), { timeout: 15_000 }).toBe(false);
    expect(await consentIn((await consentCookie(context))!.value)).toMatchObject({ analytics: false });
    await context.close();
  });

  it("the choice's code cannot be fetched: a plain post, and the banner is gone", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.route(/\/build\/routes\/cookies-[^/]+\.js$/, (route) => route.abort("connectionreset"));
    await page.goto("/om-oss");
    await untilHydrated(page);
    const answered = page.waitForEvent("load");
    await page.getByRole("button", { name: "Acceptera alla" }).click();
    await expect.poll(() => consentCookie(context), { timeout: 15_000 }).toBeDefined();
    // The plain post's answer is a new page; closing the browser while it loads can hang Chromium.
    await answered;
    await untilHydrated(page);
    expect(await bannerShown(page)).toBe(false);
    await context.close();
  }, 90_000);

  it("a slow answer: 'Sparar ditt val' at once, 'tar längre tid' after a few seconds, then done", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await openBanner(context);
    // The answer is held until the notice has shown: it takes longer than the notice's wait.
    const answer = heldUntilReleased();
    await routePost(page, "/cookies", async (route) => {
      await answer.arrived();
      await route.continue();
    });
    await page.getByRole("button", { name: "Acceptera alla" }).click();
    await page.getByText("Sparar ditt val").waitFor({ timeout: 1_000 });
    await answer.untilArrived();
    await page.clock.fastForward(patience.slowNoticeMs);
    await page.locator('[data-network="slow"]').waitFor({ timeout: 10_000 });
    answer.release();
    await expect.poll(() => bannerShown(page), { timeout: 15_000 }).toBe(false);
    await context.close();
  });
});

describe("drafts in the browser", () => {
  it("a reload in the middle of the wizard comes back to the same step with every answer; the draft is gone after sending", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.goto("/offert");
    await untilHydrated(page);
    await page.getByLabel("Flytthjälp").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByLabel("Från adress").fill("Utkastgatan 1, 123 45 Småstad");
    await page.getByLabel("Piano eller flygel").check();
    await untilDraft(page, ({ values }) => JSON.stringify(values).includes("Utkastgatan") && JSON.stringify(values).includes("has_piano"));
    await page.reload();
    await untilHydrated(page);
    await page.getByText("Vi har fyllt i det du skrev förra gången").waitFor();
    await expect(page.getByLabel("Från adress").inputValue()).resolves.toBe("Utkastgatan 1, 123 45 Småstad");
    await expect(page.getByLabel("Piano eller flygel").isChecked()).resolves.toBe(true);
    await fillForm(page, { move_type: MOVING_DETAILS.move_type, to_address: MOVING_DETAILS.to_address });
    await page.getByRole("button", { name: "Nästa" }).click();
    await fillForm(page, { ...QUOTE_CONTACT, epost: "utkast@example.se" });
    await page.getByRole("button", { name: "Skicka offertförfrågan" }).click();
    await page.waitForURL(THANK_YOU_URL);
    const [row] = await site.worker.sql<{ from_address: string; has_piano: number }>(
      "SELECT from_address, has_piano FROM quotes WHERE epost = 'utkast@example.se'",
    );
    expect(row).toEqual({ from_address: "Utkastgatan 1, 123 45 Småstad", has_piano: 1 });
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("transist-draft:")))).toEqual([]);
    await context.close();
  });

  it("the contact form and the job application keep what was typed over a reload; a CV must be chosen again, and the form says so", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.goto("/jobba-hos-oss");
    await untilHydrated(page);
    await page.getByLabel("Namn").fill("Utkast Jobb");
    await page.getByLabel("Tjänst du söker").selectOption("Chaufför");
    await page.getByLabel(/CV/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
    await untilDraft(page, ({ values, files }) => JSON.stringify(values).includes("Chaufför") && files.length === 1);
    await page.reload();
    await untilHydrated(page);
    await page.getByText("Filer kan inte sparas").waitFor();
    await expect(page.getByLabel("Namn").inputValue()).resolves.toBe("Utkast Jobb");
    await expect(page.getByLabel("Tjänst du söker").inputValue()).resolves.toBe("Chaufför");

    await page.goto("/kontakt");
    await untilHydrated(page);
    await page.locator("#kontaktformular").getByLabel("Meddelande").fill("Ett långt meddelande som inte får försvinna.");
    await untilDraft(page, ({ values }) => JSON.stringify(values).includes("Ett långt meddelande som inte får försvinna."));
    await page.reload();
    await untilHydrated(page);
    await expect(page.locator("#kontaktformular").getByLabel("Meddelande").inputValue()).resolves.toBe(
      "Ett långt meddelande som inte får försvinna.",
    );
    await page.getByRole("button", { name: "Rensa formuläret" }).click();
    await expect(page.locator("#kontaktformular").getByLabel("Meddelande").inputValue()).resolves.toBe("");
    await context.close();
  });
});

describe("code loaded on demand, and page changes", () => {
  it("a dialog whose code cannot be fetched says so in Swedish and leads to the same form as a page", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.route(/\/build\/_shared\/dialog-frames-[^/]+\.js$/, (route) => route.abort("connectionreset"));
    await page.goto("/kontakt");
    await untilHydrated(page);
    await page.getByRole("link", { name: "Boka Transist" }).first().click();
    await page.getByText("Formuläret kunde inte laddas").waitFor();
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
    await page.getByRole("link", { name: "Öppna formuläret" }).click();
    await page.waitForURL("**/boka");
    await page.getByRole("heading", { name: "Boka Transist" }).first().waitFor();
    await context.close();
  });

  it("a link clicked offline keeps the current page and says why in Swedish", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    await context.setOffline(true);
    await page.locator("footer").getByRole("link", { name: "Vanliga frågor" }).click();
    await page.getByText("så sidan kunde inte öppnas").waitFor();
    expect(new URL(page.url()).pathname).toBe("/om-oss");
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
    await context.setOffline(false);
    await context.close();
  });

  it("a page change whose data is lost shows the site's Swedish page, which needs no file of its own", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => route.abort("connectionreset"),
    );
    await clickLink(page, "/integritetspolicy");
    await page.getByRole("heading", { name: "Sidan kunde inte hämtas" }).waitFor();
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
    await context.close();
  });

  it("a slow page change shows the progress bar", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    // The page's data is held until the bar has shown: the change is slower than the bar's wait.
    const data = heldUntilReleased();
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        await data.arrived();
        await route.continue();
      },
    );
    await clickLink(page, "/blogg");
    await page.getByRole("progressbar", { name: "Sidan laddas" }).waitFor();
    data.release();
    await page.waitForURL("**/blogg");
    await expect.poll(() => page.getByRole("progressbar").count()).toBe(0);
    await context.close();
  });
});

describe("the service worker", () => {
  it("keeps pages read after a cookie choice for offline reading, never a thank-you page, and shows its Swedish offline page for the rest", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
    const host = new URL(site.worker.url).hostname;
    await context.addCookies([
      {
        name: "cookieConsent",
        value: await consentValue({ analytics: false, marketing: false, functional: false }),
        domain: host,
        path: "/",
      },
    ]);
    const page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Read under the worker's control: these pages are kept.
    await page.goto("/villkor");
    await page.goto("/kontakt?skickat=kontakt");
    await page.waitForTimeout(500);
    await context.setOffline(true);
    await page.goto("/villkor");
    await page
      .getByRole("heading", { name: /Allmänna villkor|Villkor/ })
      .first()
      .waitFor();
    await page.goto("/kontakt?skickat=kontakt");
    await page.getByRole("heading", { name: "Du är offline" }).waitFor();
    await page.goto("/faq");
    const body = await page.locator("body").innerText();
    expect(body).toContain("Du är offline");
    expect(body).toContain("inte skickat finns kvar i din webbläsare");
    // A page after a sent form can land here too: it promises no draft for what was sent.
    expect(body).toContain("Har du precis skickat något? Då kan det redan ha kommit fram");
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await context.setOffline(false);
    await context.close();
  });
});
