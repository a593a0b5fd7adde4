import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, THANK_YOU_URL, untilHydrated, useSite } from "../support/browser";
import { CLEANING_DETAILS, fillForm, MOVING_DETAILS, QUOTE_CONTACT } from "../support/valid-forms";

/** A button that names a service opens the quote wizard with it chosen, with JavaScript and without. */
const site = useSite();

async function quotesBy(email: string) {
  return (await site.worker.db.prepare("SELECT * FROM quotes WHERE epost = ?").bind(email).all<Record<string, unknown>>()).results;
}

async function openPage(javaScript: boolean, path: string): Promise<Page> {
  const context = await newContext(site.browser, { javaScript, baseURL: site.worker.url });
  const page = await context.newPage();
  await page.goto(path);
  if (javaScript) await untilHydrated(page);
  return page;
}

async function sendContact(form: Locator, email: string) {
  await fillForm(form, { ...QUOTE_CONTACT, epost: email });
  await form.getByRole("button", { name: "Skicka offertförfrågan" }).click();
}

describe.each([
  { javaScript: true, mode: "on" },
  { javaScript: false, mode: "off" },
])("JavaScript $mode", ({ javaScript, mode }) => {
  it("the home page's 'Få offert på flyttstädning' opens Detaljer with Flyttstädning chosen, and the request is städning/flyttstädning", async () => {
    const email = `lank-stad-${mode}@example.se`;
    const page = await openPage(javaScript, "/");
    await page.getByRole("link", { name: "Få offert på flyttstädning" }).click();
    await page.waitForURL(/\/\?dialog=offert&tjanst=stadning&typ=flyttstadning$/);
    const dialog = page.getByRole("dialog");
    if (javaScript) await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
    await dialog.getByRole("heading", { name: "Detaljer" }).waitFor();
    await expect(dialog.getByLabel("Typ av städning").inputValue()).resolves.toBe("flyttstädning");
    await expect(dialog.getByLabel("Typ av städning").locator("option:checked").innerText()).resolves.toBe("Flyttstädning");
    await fillForm(dialog, { cleaning_address: CLEANING_DETAILS.cleaning_address, square_meters: "64" });
    await dialog.getByRole("button", { name: "Nästa" }).click();
    // Without JavaScript the dialog's step is posted to /offert, which answers with the next step.
    const form = javaScript ? dialog : page.locator("#offertformular");
    await form.getByLabel("Namn").waitFor();
    await sendContact(form, email);
    await page.waitForURL(THANK_YOU_URL);
    const rows = await quotesBy(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service_type: "städning",
      cleaning_type: "flyttstädning",
      cleaning_address: CLEANING_DETAILS.cleaning_address,
      square_meters: 64,
    });
    await page.context().close();
  });

  it("a moving service page's 'Få offert' opens Detaljer for moving; Tillbaka keeps the choice; the request is flytthjälp", async () => {
    const email = `lank-flytt-${mode}@example.se`;
    const page = await openPage(javaScript, "/tjanster/bohagsflytt");
    await page.locator("main").getByRole("link", { name: "Få offert", exact: true }).first().click();
    await page.waitForURL(/\/offert\?tjanst=flytthjalp$/);
    const form = page.locator("#offertformular");
    await form.getByRole("heading", { name: "Detaljer" }).waitFor();
    await expect(form.getByText("Vad ska flyttas?").isVisible()).resolves.toBe(true);
    await form.getByRole("button", { name: "Tillbaka" }).click();
    await form.getByRole("heading", { name: "Välj tjänst" }).waitFor();
    await expect(form.getByLabel("Flytthjälp").isChecked()).resolves.toBe(true);
    await form.getByRole("button", { name: "Nästa" }).click();
    await fillForm(form, MOVING_DETAILS);
    await form.getByRole("button", { name: "Nästa" }).click();
    await form.getByLabel("Namn").waitFor();
    await sendContact(form, email);
    await page.waitForURL(THANK_YOU_URL);
    const rows = await quotesBy(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ service_type: "flytthjälp", move_type: MOVING_DETAILS.move_type, cleaning_type: null });
    await page.context().close();
  });
});

describe("a draft and a link", () => {
  const draft = (values: Record<string, string>) => JSON.stringify({ savedAt: Date.now(), values, files: [] });
  const contact = { namn: "Utkast Person", epost: "utkast@example.se", telefon: "0701234567" };

  it("a draft that chose otherwise keeps its other answers but takes the link's service; one that agrees is put back as it was", async () => {
    const page = await openPage(true, "/om-oss");
    const moving = { step: "3", service_type: "flytthjälp", move_type: "hus", from_address: "Gamla vägen 1", to_address: "Nya vägen 2" };
    await page.evaluate((value) => localStorage.setItem("transist-draft:offert", value), draft({ ...moving, ...contact }));
    await page.goto("/offert?tjanst=stadning&typ=flyttstadning");
    await untilHydrated(page);
    const form = page.locator("#offertformular");
    await form.getByText("Vi har fyllt i det du skrev förra gången").waitFor();
    await expect(form.getByRole("heading", { name: "Detaljer" }).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel("Typ av städning").inputValue()).resolves.toBe("flyttstädning");
    await form.getByLabel("Adress för städning").fill("Städgatan 4, 123 45 Småstad");
    await form.getByLabel("Yta (m²)").fill("64");
    await form.getByRole("button", { name: "Nästa" }).click();
    await expect(form.getByLabel("Namn").inputValue()).resolves.toBe("Utkast Person");

    const cleaning = {
      step: "3",
      service_type: "städning",
      cleaning_type: "flyttstädning",
      cleaning_address: "Städgatan 4",
      square_meters: "64",
    };
    await page.evaluate((value) => localStorage.setItem("transist-draft:offert", value), draft({ ...cleaning, ...contact }));
    await page.goto("/offert?tjanst=stadning&typ=flyttstadning");
    await untilHydrated(page);
    await form.getByText("Vi har fyllt i det du skrev förra gången").waitFor();
    await expect(form.getByRole("heading", { name: "Kontaktuppgifter" }).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel("Namn").inputValue()).resolves.toBe("Utkast Person");
    await page.context().close();
  });
});
