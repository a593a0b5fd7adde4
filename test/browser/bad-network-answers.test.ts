import type { Page, Route } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { patience, resendDelayMs } from "~/forms/kit/network";
import { gatedTest } from "../support/at-most-at-once";
import { useSite } from "../support/browser";
import {
  badNetworkContext,
  ENGLISH_ERRORS,
  expectKeptWithNotice,
  expectOneRow,
  formCases,
  heldUntilReleased,
  newVisitorAtForm,
  openForm,
  routePost,
  type FormCase,
} from "../support/bad-network";

/**
 * With JavaScript on, at 390 px: answers that are not the site's own, lost answers and connections
 * that never answer. The form stays with every answer (a chosen CV too), says what is known in
 * Swedish, sends again by itself, and ends with exactly one row.
 */
const site = useSite();

const byName = (name: string) => formCases.find((form) => form.name === name)!;
const cases = [byName("the quote wizard on /offert"), byName("the contact form on /kontakt"), byName("the job application")];

/**
 * A new visitor with the form open and filled in (all but the last press). The page's clock is the
 * test's: the waits before a notice, a timeout and a resend are moved on, not waited for.
 */
async function begin(form: FormCase, scenario: string) {
  const visitor = await newVisitorAtForm(site, form, scenario, (page) => page.clock.install());
  await form.fill(visitor.scope, visitor.email);
  return visitor;
}

/** The job form's chosen file is still in the input. */
const cvKept = (page: Page) => page.evaluate(() => (document.querySelector<HTMLInputElement>("#jobbansokan-cv")?.files?.length ?? 1) === 1);

/** An error page from the network's edge, as Cloudflare answers when a worker is over its limits. */
const EDGE_503 = "<!DOCTYPE html><html><head><title>Error 1102</title></head><body><h1>Worker exceeded resource limits</h1></body></html>";

/** A form's scenarios, two at a time (as in bad-network.test.ts). */
const scenario = gatedTest(2, 120_000);

for (const form of cases) {
  describe.concurrent(form.name, () => {
    scenario(
      "a 503 from the edge keeps the form and every answer, says so in Swedish, and is sent again by itself after the first wait",
      async () => {
        const { context, page, scope, email } = await begin(form, "503");
        let posts = 0;
        // On the page's clock, which the test moves.
        let first503At = 0;
        let resentAt = 0;
        const pageNow = () => page.evaluate(() => Date.now());
        await routePost(page, form.action, async (route) => {
          posts++;
          if (posts === 1) {
            first503At = await pageNow();
            await route.fulfill({ status: 503, headers: { "Content-Type": "text/html", "Retry-After": "3" }, body: EDGE_503 });
          } else {
            resentAt ||= await pageNow();
            await route.continue();
          }
        });
        await form.submit(scope);
        await expectKeptWithNotice(page, scope, form, email, /det kan hända att inget har skickats/);
        expect(await scope.locator('[data-network="unavailable"]').count()).toBe(1);
        expect(await page.locator("body").innerText()).not.toMatch(/Något gick fel|Worker exceeded/);
        expect(await cvKept(page)).toBe(true);
        await page.clock.fastForward(resendDelayMs(0));
        await expectOneRow(site.worker, form, email, page);
        // The first of the growing waits (5 s); the edge's Retry-After is not read (Remix gives a form no headers).
        expect(resentAt - first503At).toBeGreaterThanOrEqual(4_900);
        await context.close();
      },
    );

    scenario(
      "an answer dropped after the server got the post: the form says it cannot tell, and sends again by itself to one row",
      async () => {
        const { context, page, scope, email } = await begin(form, "tappat");
        let posts = 0;
        await routePost(page, form.action, async (route) => {
          if (++posts === 1) {
            await route.fetch();
            await route.abort("connectionreset");
          } else await route.continue();
        });
        await form.submit(scope);
        await expectKeptWithNotice(page, scope, form, email, /vet inte om det du skickade kom fram/);
        const notice = await scope.locator("[data-network]").innerText();
        expect(notice).not.toMatch(/Inget har skickats än/);
        expect(notice).toMatch(/aldrig någon dubblett/);
        expect(await form.rows(site.worker, email)).toBe(1);
        // Nobody presses anything: the form sends again by itself and lands on its thank-you.
        await page.clock.fastForward(resendDelayMs(0));
        await vi.waitFor(() => expect(page.url()).toMatch(/skickat=|\/tack/), { timeout: 20_000 });
        await expectOneRow(site.worker, form, email, page);
        await context.close();
      },
    );

    scenario(
      "a connection that never answers: after the wait the form says so, then sends by itself once the network answers again",
      async () => {
        const { context, page, scope, email } = await begin(form, "liefi");
        let hang = true;
        const hung: Route[] = [];
        await routePost(page, form.action, async (route) => {
          if (hang) {
            hung.push(route);
            return; // never fulfilled: lie-fi
          }
          await route.continue();
        });
        await form.submit(scope);
        await vi.waitFor(() => expect(hung.length).toBe(1), { timeout: 20_000 });
        await page.clock.fastForward(3_000);
        expect(await scope.locator('[aria-busy="true"], button:disabled').count()).toBeGreaterThan(0);
        await page.clock.fastForward(patience.slowNoticeMs - 3_000);
        await scope.locator('[data-network="slow"]').waitFor({ timeout: 10_000 });
        await page.clock.fastForward(patience.submitTimeoutMs - patience.slowNoticeMs);
        await scope.locator('[data-network="timeout"]').waitFor({ timeout: 10_000 });
        await expectKeptWithNotice(page, scope, form, email, /Det tog för lång tid att få svar/);
        expect(await form.emailField(scope).inputValue()).toBe(email);
        expect(await cvKept(page)).toBe(true);
        hang = false;
        // The connection that never answered drops at last, as the browser's own wait runs out.
        await Promise.all(hung.map((route) => route.abort("timedout")));
        await page.clock.fastForward(resendDelayMs(0));
        await expectOneRow(site.worker, form, email, page);
        await context.close();
      },
    );
  });
}

describe("thank-yous and pending states", () => {
  it("the contact form stays pending until its thank-you shows, and the thank-you stays", async () => {
    const form = byName("the contact form on /kontakt");
    const { context, page, scope, email } = await begin(form, "tack");
    // The post answers at once; the thank-you page's data is held until the test lets it go.
    const thankYouData = heldUntilReleased();
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        if (route.request().method() === "GET") await thankYouData.arrived();
        await route.continue();
      },
    );
    await form.submit(scope);
    await thankYouData.untilArrived();
    await page.clock.fastForward(2_500);
    expect(await scope.getByRole("button", { name: /Skicka|Skickar/ }).isDisabled()).toBe(true);
    thankYouData.release();
    await page.getByText("Vi har tagit emot ditt meddelande").waitFor({ timeout: 15_000 });
    await page.clock.fastForward(6_000);
    expect(await page.getByText("Vi har tagit emot ditt meddelande").isVisible()).toBe(true);
    await expectOneRow(site.worker, form, email, page);
    await context.close();
  }, 60_000);

  it("'Rensa formuläret' in the quote wizard goes back to step 1 with every field empty, and keeps nothing", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const page = await context.newPage();
    await page.clock.install();
    const wizard = byName("the quote wizard on /offert");
    const scope = await openForm(page, wizard);
    await wizard.fill(scope, "rensa@example.se");
    const draft = () => page.evaluate(() => localStorage.getItem("transist-draft:offert"));
    await expect.poll(draft).toContain("rensa@example.se");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByText("Vi har fyllt i det du skrev förra gången").waitFor();
    await page.getByRole("heading", { name: "Kontaktuppgifter" }).waitFor();
    await page.getByRole("button", { name: "Rensa formuläret" }).click();
    await page.getByRole("heading", { name: "Välj tjänst" }).waitFor();
    expect(await page.getByLabel("Flytthjälp").isChecked()).toBe(false);
    expect(await page.locator('#offertformular input[type="hidden"][name="from_address"]').count()).toBe(0);
    const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("transist-draft:")));
    expect(await drafts()).toEqual([]);
    await page.getByLabel("Flytthjälp").check();
    // Past the wait before a draft is saved, on the page's clock.
    await page.clock.fastForward(600);
    expect((await draft()) ?? "").not.toMatch(/Storgatan|rensa@example/);
    expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
    await context.close();
  }, 60_000);
});
