import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { untilHydrated, useSite } from "../support/browser";

/**
 * What the privacy policy promises, held with JavaScript on in Chromium: a new cookie choice
 * empties the service worker's page cache whichever form posts it, no script can read the
 * consent cookie, no page breaks its own Content Security Policy, and every form that keeps a
 * draft says so before the first keystroke.
 */
const site = useSite();

async function visitor(): Promise<BrowserContext> {
  return site.browser.newContext({ baseURL: site.worker.url, viewport: { width: 1280, height: 900 }, locale: "sv-SE" });
}

/** The pages the service worker keeps (path and query), beside its two offline pages. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("transist-pages-")) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname !== "/offline") kept.push(`${url.pathname}${url.search}`);
      }
    }
    return kept.sort();
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilHydrated(page);
}

/** Reads each page under the service worker's control and waits until it is kept. */
async function read(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) await open(page, path);
  await expect.poll(() => keptPages(page), { timeout: 15_000 }).toEqual([...paths].sort());
}

/** Clicks a cookie form's button and waits for its post, which with JavaScript goes to Remix's data address. */
async function choose(page: Page, click: () => Promise<void>): Promise<void> {
  const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/cookies.data");
  await click();
  await posted;
}

const READ = ["/villkor", "/faq", "/blogg", "/tjanster", "/om-oss"];

describe("a new cookie choice empties the page cache with JavaScript on", () => {
  it("'Ta bort mitt val', a saved setting and the banner each leave no kept page, counted before and after", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await open(page, "/om-oss");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
    expect(await keptPages(page)).toEqual([]);

    // Accept in the banner; then five pages are kept, and a blog search is not: the visitor's own
    // words (the page read after it is kept, so the search had its chance).
    await choose(page, () => page.getByRole("button", { name: "Acceptera alla" }).click());
    await page.getByRole("heading", { name: "Vi använder cookies" }).waitFor({ state: "detached" });
    await read(page, READ.slice(0, 2));
    await open(page, "/blogg?q=flyttkartonger");
    await open(page, "/blogg?q=flytt&kategori=flyttips");
    await read(page, READ);
    // The choice is for the worker alone: no script on the page can read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("cookieConsent");
    expect((await context.cookies()).find((cookie) => cookie.name === "cookieConsent")).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // 1. "Ta bort mitt val" on /cookies.
    await open(page, "/cookies");
    await choose(page, () => page.getByRole("button", { name: "Ta bort mitt val" }).click());
    await page.getByText("Ditt val är borttaget.").waitFor();
    await expect.poll(() => keptPages(page), { timeout: 10_000 }).toEqual([]);

    // 2. A saved setting on /cookies, after a new choice in the banner and two pages read.
    await choose(page, () => page.getByRole("button", { name: "Acceptera alla" }).click());
    await page.getByRole("heading", { name: "Vi använder cookies" }).waitFor({ state: "detached" });
    await read(page, ["/faq", "/villkor"]);
    await open(page, "/cookies");
    await page.getByLabel("Analyscookies").uncheck();
    await choose(page, () => page.getByRole("button", { name: "Spara inställningar" }).click());
    await page.getByText("Dina inställningar är sparade.").waitFor();
    await expect.poll(() => keptPages(page), { timeout: 10_000 }).toEqual([]);

    // 3. The banner, when the choice has gone by itself (the cookie expired) and pages are still kept.
    await read(page, ["/faq", "/villkor"]);
    await context.clearCookies();
    await open(page, "/om-oss");
    await choose(page, () => page.getByRole("button", { name: "Avvisa alla" }).click());
    await page.getByRole("heading", { name: "Vi använder cookies" }).waitFor({ state: "detached" });
    await expect.poll(() => keptPages(page), { timeout: 10_000 }).toEqual([]);
    await context.close();
  }, 240_000);
});

describe("the Content Security Policy holds on every kind of page", () => {
  it("no page, form or dialog asks for an inline style or script the policy refuses", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of [
      "/",
      "/tjanster/flyttstadning",
      "/blogg",
      "/blogg?q=flytt",
      "/offert",
      "/boka",
      "/kontakt",
      "/jobba-hos-oss",
      "/cookies",
      "/integritetspolicy",
      "/finns-inte",
      "/om-oss?dialog=offert",
    ]) {
      await open(page, path);
      // The first focus in a form loads its checks; a dialog loads its own code.
      const field = page.locator("main form input:not([type=hidden]), main form textarea").first();
      if ((await field.count()) > 0 && (await field.isVisible())) await field.focus();
    }
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    await context.close();
  }, 240_000);
});

const DRAFT_LINE = "Det du skriver sparas som utkast bara här i din webbläsare";
const DRAFT_FORMS = ["/kontakt", "/boka", "/jobba-hos-oss", "/offert", "/snabbkontakt"];

const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("transist-draft:")));

describe("a form that keeps a draft says so before anything is saved", () => {
  it("the line, with 'Rensa formuläret', is beside each such form before typing, while no draft exists", async () => {
    const context = await visitor();
    const page = await context.newPage();
    for (const path of DRAFT_FORMS) {
      await open(page, path);
      const line = page.getByText(DRAFT_LINE);
      await line.waitFor();
      expect(await line.count(), path).toBe(1);
      expect(await line.innerText(), path).toMatch(/i högst 24 timmar\.\s*Rensa formuläret$/);
      expect(await line.getByRole("button", { name: "Rensa formuläret" }).count(), path).toBe(1);
      expect(await drafts(page), path).toEqual([]);
    }

    // Its button clears what was typed and the draft saved from it.
    await open(page, "/kontakt");
    const message = page.getByLabel("Meddelande");
    await message.fill("Ett utkast att rensa.");
    await expect.poll(() => drafts(page), { timeout: 10_000 }).toEqual(["transist-draft:kontakt"]);
    await page.getByText(DRAFT_LINE).getByRole("button", { name: "Rensa formuläret" }).click();
    await expect.poll(() => drafts(page), { timeout: 5_000 }).toEqual([]);
    expect(await page.getByLabel("Meddelande").inputValue()).toBe("");
    await context.close();
  }, 240_000);

  it("without JavaScript no draft is kept, and no line says one is", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, javaScriptEnabled: false, locale: "sv-SE" });
    const page = await context.newPage();
    for (const path of DRAFT_FORMS) {
      await page.goto(path);
      expect(await page.locator("form").count(), path).toBeGreaterThan(0);
      // The server sends the line unseen, to keep its room: it is never shown (nor read out) here.
      expect(await page.getByText(DRAFT_LINE).isVisible(), path).toBe(false);
      expect(await page.getByText(DRAFT_LINE).evaluate((line) => getComputedStyle(line).visibility), path).toBe("hidden");
    }
    await context.close();
  });
});
