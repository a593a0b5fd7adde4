import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, THANK_YOU_URL, useSite } from "../support/browser";
import { fillForm, MOVING_DETAILS, QUOTE_CONTACT } from "../support/valid-forms";

const site = useSite();

const rows = async (email: string) =>
  (await site.worker.sql<{ n: number }>("SELECT count(*) AS n FROM quotes WHERE epost = ?", email))[0]!.n;

/** Every post the page makes to /offert; the next one (only) is reset by the network when `resetNext` is set. */
async function watchPosts(page: Page) {
  const posts: Request[] = [];
  const state = { resetNext: false };
  await page.route(
    (url) => url.pathname === "/offert",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      if (!state.resetNext) return route.continue();
      state.resetNext = false;
      await route.abort("connectionreset");
    },
  );
  return { posts, state };
}

/**
 * Presses `button` with the network resetting the post: the browser's own error page; then Back,
 * which must land on the step it left (`url`, `heading`) with nothing posted again.
 */
async function resetThenBack(page: Page, watch: Awaited<ReturnType<typeof watchPosts>>, button: string, url: RegExp, heading: string) {
  const before = watch.posts.length;
  watch.state.resetNext = true;
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL((address) => address.protocol === "chrome-error:");
  expect(watch.posts.length).toBe(before + 1);
  await page.goBack();
  await page.getByRole("heading", { name: heading }).waitFor();
  expect(page.url()).toMatch(url);
  // Back made no post: no resubmission, and no "Confirm form resubmission" page in its place.
  expect(watch.posts.length).toBe(before + 1);
}

describe("the quote wizard with JavaScript off on a connection that resets", () => {
  let tries = 0;
  // Now and then Chromium shows the step again on Back from its own error page but without what was
  // typed: it fetches the step again and does not put the form's state back. Without JavaScript the
  // page has no say in it. Another try passes only if the browser puts the answers back then, and
  // each try has an address of its own, so that its row is counted alone.
  it(
    "a reset on each step's post and on the final post, then Back: the same step with what was typed, and one more press goes on; one row",
    { retry: 2 },
    async () => {
      const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
      const page = await context.newPage();
      const watch = await watchPosts(page);
      const email = `steg-tillbaka-${++tries}@example.se`;
      await page.goto("/offert");

      await page.getByLabel("Flytthjälp").check();
      await resetThenBack(page, watch, "Nästa", /\/offert(#[\w-]+)?$/, "Välj tjänst");
      await expect(page.getByLabel("Flytthjälp").isChecked()).resolves.toBe(true);
      await page.getByRole("button", { name: "Nästa" }).click();
      await page.waitForURL(/\/offert\?steg=2#offert-formular-steg$/);

      await fillForm(page, MOVING_DETAILS);
      await resetThenBack(page, watch, "Nästa", /\/offert\?steg=2#offert-formular-steg$/, "Detaljer");
      await expect(page.getByLabel("Till adress").inputValue()).resolves.toBe(MOVING_DETAILS.to_address);
      await expect(page.getByLabel("Lägenhet").isChecked()).resolves.toBe(true);
      await page.getByRole("button", { name: "Nästa" }).click();
      await page.waitForURL(/\/offert\?steg=3#offert-formular-steg$/);

      await fillForm(page, { ...QUOTE_CONTACT, epost: email });
      await resetThenBack(page, watch, "Skicka offertförfrågan", /\/offert\?steg=3#offert-formular-steg$/, "Kontaktuppgifter");
      await expect(page.getByLabel("E-post").inputValue()).resolves.toBe(email);
      await expect(page.getByLabel("Namn").inputValue()).resolves.toBe(QUOTE_CONTACT.namn);
      expect(await rows(email)).toBe(0);
      await page.getByRole("button", { name: "Skicka offertförfrågan" }).click();
      await page.waitForURL(THANK_YOU_URL);
      expect(await rows(email)).toBe(1);
      // Sent: the answers' cookie is gone.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("quoteAnswers");
      await context.close();
    },
  );

  it("Back from step 3 to step 1 and forward again: steps 2 and 3 come back as they were left", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/offert");
    await page.getByLabel("Flytthjälp").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await fillForm(page, MOVING_DETAILS);
    await page.getByRole("button", { name: "Nästa" }).click();
    await fillForm(page, { ...QUOTE_CONTACT, epost: "framat@example.se", telefon: "12" });
    // Refused (the phone number): step 3's answers are posted, and kept between the pages.
    await page.getByRole("button", { name: "Skicka offertförfrågan" }).click();
    await page.waitForURL(/steg=3&fel=1/);
    // Back to step 1, the shared /offert page, which carries no answers.
    for (const to of [/steg=3#/, /steg=2#/, /\/offert(#offertformular)?$/]) {
      await page.goBack();
      await page.waitForURL(to);
    }
    await page.getByRole("heading", { name: "Välj tjänst" }).waitFor();
    await page.getByLabel("Flytthjälp").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.waitForURL(/steg=2#/);
    await expect(page.getByLabel("Till adress").inputValue()).resolves.toBe(MOVING_DETAILS.to_address);
    await expect(page.getByLabel("Lägenhet").isChecked()).resolves.toBe(true);
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.waitForURL(/steg=3#/);
    await expect(page.getByLabel("Namn").inputValue()).resolves.toBe(QUOTE_CONTACT.namn);
    await expect(page.getByLabel("E-post").inputValue()).resolves.toBe("framat@example.se");
    await context.close();
  });

  it("Back, Forward and reload move between the steps as pages, never through a resubmission", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    const watch = await watchPosts(page);
    await page.goto("/offert");
    await page.getByLabel("Städning").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByLabel("Typ av städning").selectOption("flyttstädning");
    await page.getByLabel("Adress för städning").fill("Städgatan 5, 123 45 Småstad");
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByLabel("Yta (m²)").fill("60");
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.waitForURL(/steg=3/);
    const posted = watch.posts.length;
    await page.reload();
    await page.getByRole("heading", { name: "Kontaktuppgifter" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Detaljer" }).waitFor();
    await expect(page.getByLabel("Adress för städning").inputValue()).resolves.toBe("Städgatan 5, 123 45 Småstad");
    await page.goForward();
    await page.getByRole("heading", { name: "Kontaktuppgifter" }).waitFor();
    expect(watch.posts.length).toBe(posted);
    await context.close();
  });
});
