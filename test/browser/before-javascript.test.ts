import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { THANK_YOU_URL, useSite } from "../support/browser";
import { badNetworkContext, ENGLISH_ERRORS, expectOneRow, formCases } from "../support/bad-network";

/**
 * On a slow first visit the HTML and the stylesheet arrive long before the JavaScript: a visitor
 * who fills in the form and sends it in between must get the plain form post, and exactly one row.
 * Here the JavaScript is held back for the whole visit (every page the posts lead to included), so
 * every send happens before it has arrived.
 */
const site = useSite();

for (const form of formCases.filter((candidate) => candidate.path === "/offert" || candidate.path === "/kontakt")) {
  describe(form.name, () => {
    it("sent before its JavaScript has arrived: a plain post, the thank-you, exactly one row", async () => {
      const context = await badNetworkContext(site.browser, site.worker.url);
      const page = await context.newPage();
      const held: Route[] = [];
      await page.route(/\/build\/.+\.js$/, (route) => void held.push(route));
      // Module scripts hold back DOMContentLoaded, so the page is used as soon as it has arrived.
      await page.goto(form.path, { waitUntil: "commit" });
      const scope = form.scope(page);
      const email = `fore-js-${form.action.slice(1)}-${Date.now()}@example.se`;
      await form.fill(scope, email);
      await form.submit(scope);
      // The quote goes on to /tack; the contact form thanks in place (?skickat=kontakt).
      await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(new RegExp(`${THANK_YOU_URL.source}|\\?skickat=`));
      await expect.poll(() => page.locator("body").innerText()).toMatch(/Tack/);
      expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
      await expectOneRow(site.worker, form, email);
      // The JavaScript was asked for and never came: nothing was sent by a script.
      expect(held.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      for (const route of held) await route.abort().catch(() => undefined);
      await context.close();
    }, 120_000);
  });
}
