import type { Page } from "playwright-core";
import { describe, expect, vi } from "vitest";
import { patience } from "~/forms/kit/network";
import { gatedTest } from "../support/at-most-at-once";
import { useSite } from "../support/browser";
import {
  ENGLISH_ERRORS,
  expectKeptWithNotice,
  expectOneRow,
  formCases,
  heldUntilReleased,
  newVisitorAtForm,
  routePost,
  type FormCase,
} from "../support/bad-network";

/**
 * In Chromium with JavaScript on: every form survives a dropped, slow or half-finished
 * request. Each scenario checks the answers on screen, the Swedish message, no English, and
 * exactly one row in D1 once the connection is back.
 */
const site = useSite();

/** A new visitor with the form open (not yet filled in). */
const begin = (form: FormCase, scenario: string, beforeOpening?: (page: Page) => Promise<unknown>) =>
  newVisitorAtForm(site, form, scenario, beforeOpening);

/**
 * A form's scenarios run two at a time, each in its own context: one waits on its broken or held
 * connection while the other runs (five at once timed out on a busy machine). The wait at the gate
 * counts against a scenario's time.
 */
const scenario = gatedTest(2, 120_000);

for (const form of formCases) {
  describe.concurrent(form.name, () => {
    scenario("offline at submit: nothing lost, a Swedish message, sent by itself when the connection returns", async () => {
      const { context, page, scope, email } = await begin(form, "offline");
      await form.fill(scope, email);
      await context.setOffline(true);
      await form.submit(scope);
      await expectKeptWithNotice(page, scope, form, email, /Inget har skickats än/);
      expect(await form.rows(site.worker, email)).toBe(0);
      await context.setOffline(false);
      await expectOneRow(site.worker, form, email, page);
      await context.close();
    });

    scenario("a request aborted before it reaches the worker: the message, then one row when sent again", async () => {
      const { context, page, scope, email } = await begin(form, "avbruten");
      await form.fill(scope, email);
      let aborted = 0;
      await routePost(page, form.action, async (route) => {
        if (aborted++ === 0) await route.abort("connectionreset");
        else await route.continue();
      });
      await form.submit(scope);
      await expectKeptWithNotice(page, scope, form, email, /Vi kunde inte nå fram/);
      expect(await form.rows(site.worker, email)).toBe(0);
      await form.submit(scope);
      await expectOneRow(site.worker, form, email, page);
      await context.close();
    });

    scenario("an answer lost after the worker wrote the row: sending again gives the same success and one row", async () => {
      const { context, page, scope, email } = await begin(form, "tappat-svar");
      await form.fill(scope, email);
      let dropped = 0;
      await routePost(page, form.action, async (route) => {
        if (dropped++ === 0) {
          await route.fetch();
          await route.abort("connectionreset");
        } else await route.continue();
      });
      await form.submit(scope);
      await expectKeptWithNotice(page, scope, form, email, /Vi kunde inte nå fram/);
      expect(await form.rows(site.worker, email)).toBe(1);
      await form.submit(scope);
      await vi.waitFor(() => expect(page.url()).toMatch(/skickat=|\/tack/), { timeout: 15_000 });
      await expectOneRow(site.worker, form, email, page);
      await context.close();
    });

    scenario("the form checks cannot be fetched: the form still goes, as a plain post the server judges", async () => {
      const { context, page, scope, email } = await begin(form, "utan-kontroller", (page) =>
        page.route(/\/build\/_shared\/validation\.lazy-[^/]+\.js$/, (route) => route.abort("connectionreset")),
      );
      await form.fill(scope, email);
      await form.submit(scope);
      await expectOneRow(site.worker, form, email, page);
      expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
      await context.close();
    });

    scenario("a slow network: the pending state at once, 'tar längre tid' after a few seconds, then one row", async () => {
      // The page's clock is the test's: the seconds before the notice are moved on, not waited for.
      const { context, page, scope, email } = await begin(form, "langsam", (page) => page.clock.install());
      await form.fill(scope, email);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      // 2G-like: 800 ms round trips, 250 kbit/s down, 50 kbit/s up.
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 800,
        downloadThroughput: 31_250,
        uploadThroughput: 6_250,
      });
      // The post is held until the notice has shown: the answer takes longer than the notice's wait.
      const answer = heldUntilReleased();
      await routePost(page, form.action, async (route) => {
        await answer.arrived();
        await route.continue();
      });
      await form.submit(scope);
      const pending = () => scope.locator('[aria-busy="true"], button:disabled').count();
      await vi.waitFor(async () => expect(await pending()).toBeGreaterThan(0), { timeout: 2_000 });
      await answer.untilArrived();
      await page.clock.fastForward(patience.slowNoticeMs);
      await scope.locator('[data-network="slow"]').waitFor({ timeout: 10_000 });
      expect(await pending()).toBeGreaterThan(0);
      expect(await form.emailField(scope).inputValue()).toBe(email);
      answer.release();
      await expectOneRow(site.worker, form, email, page);
      await context.close();
    });
  });
}
