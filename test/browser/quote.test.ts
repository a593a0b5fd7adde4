import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, THANK_YOU_URL, untilHydrated, useSite } from "../support/browser";
import { KEY_TERMS_LINK_TEXT, keyTerms } from "~/content/key-terms";
import { CLEANING_DETAILS, fillForm, MOVING_DETAILS, QUOTE_CONTACT } from "../support/valid-forms";

const site = useSite();

async function quoteByEmail(email: string) {
  return site.worker.db.prepare("SELECT * FROM quotes WHERE epost = ?").bind(email).first<Record<string, unknown>>();
}

/**
 * Without JavaScript each press of a step's button is a new page: wait until it has loaded before
 * reading or filling it, so that nothing is read from, or typed into, the page being left.
 */
async function press(page: Page, name: string) {
  const loaded = page.waitForEvent("load");
  await page.getByRole("button", { name }).click();
  await loaded;
}

describe("the quote wizard with JavaScript off", () => {
  it("completes a flytthjälp request in three full-page steps, Back keeps every answer, and lands on /tack", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/offert");
    await press(page, "Nästa");
    await expect(page.getByText("Välj en tjänst").first().isVisible()).resolves.toBe(true);
    await page.getByLabel("Flytthjälp").check();
    await press(page, "Nästa");
    await fillForm(page, MOVING_DETAILS);
    await page.getByLabel("Piano eller flygel").check();
    await press(page, "Nästa");
    await fillForm(page, { ...QUOTE_CONTACT, epost: "nojs-flytt@example.se" });
    await press(page, "Tillbaka");
    await expect(page.getByLabel("Från adress").inputValue()).resolves.toBe(MOVING_DETAILS.from_address);
    await expect(page.getByLabel("Piano eller flygel").isChecked()).resolves.toBe(true);
    await press(page, "Nästa");
    await expect(page.getByLabel("Namn").inputValue()).resolves.toBe(QUOTE_CONTACT.namn);
    await page.getByRole("button", { name: "Skicka offertförfrågan" }).click();
    await page.waitForURL(THANK_YOU_URL);
    // The address names /tack's own content, not the #offertformular the form posted to.
    await expect(page.locator(new URL(page.url()).hash).innerText()).resolves.toContain("Tack för din förfrågan!");
    expect(await quoteByEmail("nojs-flytt@example.se")).toMatchObject({
      service_type: "flytthjälp",
      has_piano: 1,
      telefon: "+46701234567",
      from_address: MOVING_DETAILS.from_address,
      // The spec's defaults for the selects the visitor left alone.
      furniture_amount: "normal",
      balcony_type: "none",
      from_elevator: "no",
      to_parking_distance: "0-25m",
    });
    await context.close();
  });

  it("completes a städning/fönsterputsning request with window counts", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/offert");
    await page.getByLabel("Städning").check();
    await press(page, "Nästa");
    await page.getByLabel("Typ av städning").selectOption("fönsterputsning");
    await page.getByLabel("Adress för städning").fill(CLEANING_DETAILS.cleaning_address);
    await expect(page.getByLabel("Stora fönster", { exact: true }).count()).resolves.toBe(0);
    await press(page, "Nästa");
    // The server now shows the window questions, and only those, without an error yet.
    await expect(page.getByLabel("Adress för städning").inputValue()).resolves.toBe(CLEANING_DETAILS.cleaning_address);
    await expect(page.getByLabel("Yta (m²)").count()).resolves.toBe(0);
    await expect(page.getByText("Ange minst ett fönster").count()).resolves.toBe(0);
    await press(page, "Nästa");
    await expect(page.getByText("Ange minst ett fönster").first().isVisible()).resolves.toBe(true);
    await page.getByLabel("Stora fönster", { exact: true }).fill("4");
    await press(page, "Nästa");
    await fillForm(page, { ...QUOTE_CONTACT, epost: "nojs-fonster@example.se" });
    await page.getByRole("button", { name: "Skicka offertförfrågan" }).click();
    await page.waitForURL(THANK_YOU_URL);
    expect(await quoteByEmail("nojs-fonster@example.se")).toMatchObject({
      cleaning_type: "fönsterputsning",
      window_size_large: 4,
      window_count: 4,
    });
    await context.close();
  });

  it("completes a regelbunden städning request with frequency and duration", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/offert");
    await page.getByLabel("Städning").check();
    await press(page, "Nästa");
    await page.getByLabel("Typ av städning").selectOption("regelbunden");
    await page.getByLabel("Adress för städning").fill(CLEANING_DETAILS.cleaning_address);
    await press(page, "Nästa");
    await expect(page.getByLabel("Stora fönster", { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel("Yta (m²)").fill("85");
    await page.getByLabel("Hur ofta?").selectOption("weekly");
    await page.getByLabel("Hur länge?").selectOption("ongoing");
    await press(page, "Nästa");
    await fillForm(page, { ...QUOTE_CONTACT, epost: "nojs-regel@example.se" });
    await page.getByRole("button", { name: "Skicka offertförfrågan" }).click();
    await page.waitForURL(THANK_YOU_URL);
    expect(await quoteByEmail("nojs-regel@example.se")).toMatchObject({
      subscription_cleaning: 1,
      cleaning_frequency: "weekly",
      subscription_duration: "ongoing",
      square_meters: 85,
    });
    await context.close();
  });
});

describe("the cleaning questions follow the cleaning type", () => {
  it("with JavaScript on, choosing a type shows its questions at once", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/offert");
    await untilHydrated(page);
    await page.getByLabel("Städning").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    const type = page.getByLabel("Typ av städning");
    await type.waitFor();
    await type.selectOption("fönsterputsning");
    await expect(page.getByLabel("Stora fönster", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Yta (m²)").count()).resolves.toBe(0);
    await type.selectOption("regelbunden");
    await expect(page.getByLabel("Hur ofta?").isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Yta (m²)").isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Stora fönster", { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("the quote dialog with JavaScript on", () => {
  it("opens on /?dialog=offert, validates in the browser without a request, and lands on /tack", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/?dialog=offert");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Vilken tjänst behöver du hjälp med?").isVisible()).resolves.toBe(true);
    await expect(dialog.getByText("20% rabatt med kod").isVisible()).resolves.toBe(true);
    // The dialog is live once its code has hydrated it: it is then modal (showModal), not just open.
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await dialog.getByRole("button", { name: "Nästa" }).click();
    // The browser's checks arrive with the dialog; the message shows without a post either way.
    await dialog.getByText("Välj en tjänst").first().waitFor();
    expect(posts).toEqual([]);
    await dialog.getByLabel("Flytthjälp").check();
    await dialog.getByRole("button", { name: "Nästa" }).click();
    await fillForm(dialog, { ...MOVING_DETAILS, move_type: "hus" });
    await dialog.getByRole("button", { name: "Nästa" }).click();
    await fillForm(dialog, { namn: QUOTE_CONTACT.namn, epost: "js-dialog@example.se" });
    const phone = dialog.getByLabel("Telefon");
    await phone.fill("+46 (0)70-123 45 67");
    await phone.blur();
    await expect(phone.inputValue()).resolves.toBe("+46701234567");
    // The last step says what binds the visitor before they send, with the whole terms a link away.
    for (const term of keyTerms) await expect(dialog.getByText(term).isVisible(), term).resolves.toBe(true);
    await expect(dialog.getByRole("link", { name: KEY_TERMS_LINK_TEXT }).getAttribute("href")).resolves.toBe("/villkor#angerratt");
    await dialog.getByRole("button", { name: "Skicka offertförfrågan" }).click();
    await page.waitForURL(THANK_YOU_URL);
    expect(await quoteByEmail("js-dialog@example.se")).toMatchObject({ move_type: "hus", telefon: "+46701234567" });
    await context.close();
  });
});
