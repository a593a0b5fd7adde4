import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";
import { expectSpokenInOrder, startScreenReader } from "../support/screen-reader";
import { fillForm, MOVING_DETAILS, QUOTE_CONTACT, validBooking, validContact } from "../support/valid-forms";

/**
 * Each form as a screen reader meets it. With JavaScript the virtual screen reader follows focus
 * and live regions in the real page, from the first field through a refused send to the thank-you;
 * without it, each refused post is checked for its title, where the answer lands and its summary.
 */
const site = useSite();

async function jsPage(path: string): Promise<Page> {
  const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
  const page = await context.newPage();
  await page.goto(path);
  await untilHydrated(page);
  await startScreenReader(page);
  return page;
}

/** Presses Enter on the form's submit button, reached by focus as a keyboard reaches it. */
async function send(form: Locator, name: string | RegExp): Promise<void> {
  await form.getByRole("button", { name }).focus();
  await form.page().keyboard.press("Enter");
}

/** Tabs from the first field through every field of the form, typing nothing. */
async function tabThrough(page: Page, first: Locator, presses: number): Promise<void> {
  await first.focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press("Tab");
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("heard with JavaScript", () => {
  it("the quote wizard: a refused step, the steps' headings, sending and the thank-you", async () => {
    const page = await jsPage("/offert");
    await expect(page.title()).resolves.toBe("Steg 1 av 3: Välj tjänst – Få offert på flytt eller städning | Transist");
    await page.locator("#offert-formular-service_type").focus();
    // Passing through the group to Nästa says nothing of it: no error before a send.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectSpokenInOrder(page, ["group, Det finns 1 fel i formuläret"]);
    await expect(page.title()).resolves.toMatch(/^Fel: Steg 1 av 3: Välj tjänst – /);
    // The summary's link leads to the first radio, which now says the group's error.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedId(page)).toBe("offert-formular-service_type");
    await page.keyboard.press("Space");
    await send(page.locator("#offert-formular"), "Nästa");
    await expectSpokenInOrder(page, ["heading, Detaljer, level 1"]);
    await expect(page.title()).resolves.toBe("Steg 2 av 3: Detaljer – Få offert på flytt eller städning | Transist");
    // The checkbox groups are named by their legends.
    await expect(page.getByRole("group", { name: "Förrådsutrymmen", exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("group", { name: "Tillval", exact: true }).count()).resolves.toBe(1);
    await page.getByRole("radio", { name: /Lägenhet/ }).check();
    await page.getByLabel("Från adress").fill(MOVING_DETAILS.from_address);
    await page.getByLabel("Till adress").fill(MOVING_DETAILS.to_address);
    await send(page.locator("#offert-formular"), "Nästa");
    await expectSpokenInOrder(page, ["heading, Kontaktuppgifter, level 1"]);
    await fillForm(page.locator("#offert-formular"), { ...QUOTE_CONTACT, epost: "asa-sr@example.se" });
    await send(page.locator("#offert-formular"), "Skicka offertförfrågan");
    const log = await expectSpokenInOrder(page, [
      /^radio, Flytthjälp/,
      "button, Nästa",
      "group, Det finns 1 fel i formuläret",
      "link, Välj en tjänst",
      /^radio, Flytthjälp .*, Välj en tjänst, /,
      "heading, Detaljer, level 1",
      "heading, Kontaktuppgifter, level 1",
      "button, Skicka offertförfrågan",
      "polite: Skickar …",
      "heading, Tack för din förfrågan!, level 1",
    ]);
    // Said once: the summary by focus, never also as an alert; "Skickar …" only once a post goes.
    expect(log.filter((phrase) => phrase.includes("Det finns 1 fel"))).toHaveLength(1);
    expect(log.some((phrase) => phrase.startsWith("assertive:"))).toBe(false);
    expect(log.indexOf("polite: Skickar …")).toBeGreaterThan(log.indexOf("group, Det finns 1 fel i formuläret"));
    console.log(`The quote wizard, spoken:\n${log.map((phrase) => `  ${phrase}`).join("\n")}`);
    await page.context().close();
  });

  it("contact: no error for a field passed through, the summary on send, sending, the thank-you", async () => {
    const page = await jsPage("/kontakt");
    const form = page.locator("#kontakt-kontakt");
    // A required select with an empty first option is not exposed as invalid on arrival.
    await expect(form.getByLabel("Tjänst").getAttribute("aria-invalid")).resolves.toBe("false");
    await tabThrough(page, form.getByLabel("Namn"), 4);
    await expect(form.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
    await send(form, "Skicka meddelande");
    await expectSpokenInOrder(page, [/^textbox, Namn, (not invalid, )?required$/, "group, Det finns 5 fel i formuläret"]);
    await expect(page.title()).resolves.toBe("Fel: Kontakt | Transist");
    await fillForm(form, validContact({ email: "anna@" }));
    await send(form, "Skicka meddelande");
    await expect.poll(() => focusedId(page)).toBe("kontakt-kontakt-felsammanfattning");
    await page.keyboard.press("Tab");
    await expectSpokenInOrder(page, ["group, Det finns 1 fel i formuläret", "link, Ange en e-postadress som namn@exempel.se"]);
    await form.getByLabel("E-post").fill("anna-sr@example.se");
    await send(form, "Skicka meddelande");
    await expectSpokenInOrder(page, ["polite: Skickar …", "heading, Tack!, level 2"]);
    await expect(page.title()).resolves.toBe("Tack – Kontakt | Transist");
    await page.context().close();
  });

  it("booking: the summary instead of a generic alert, sending and the thank-you", async () => {
    const page = await jsPage("/boka");
    const form = page.locator("#boka-sida");
    await expect(form.getByLabel("Från adress").getAttribute("autocomplete")).resolves.toBe("address-line1");
    await form.getByLabel("Namn").focus();
    await send(form, "Skicka bokning");
    await expectSpokenInOrder(page, [/^textbox, Namn, (not invalid, )?required$/, /^group, Det finns \d+ fel i formuläret$/]);
    await expect(page.title()).resolves.toMatch(/^Fel: Boka Transist/);
    await fillForm(form, validBooking({ customer_email: "boka-sr@example.se" }));
    await send(form, "Skicka bokning");
    await expectSpokenInOrder(page, ["polite: Skickar …", "heading, Tack!, level 2"]);
    await page.context().close();
  });

  it("quick contact: the summary, sending and the thank-you", async () => {
    const page = await jsPage("/snabbkontakt");
    const form = page.locator("#snabbkontakt-sida");
    await form.getByLabel("Namn").focus();
    await send(form, "Skicka");
    await expectSpokenInOrder(page, [/^textbox, Namn, (not invalid, )?required$/, "group, Det finns 4 fel i formuläret"]);
    await form.getByLabel("Namn").fill("Kalle Snabb");
    await form.getByLabel("E-post").fill("snabb-sr@example.se");
    await form.getByLabel("Telefon").fill("070-123 45 67");
    await form.getByLabel("Tjänst").selectOption("flytthjälp");
    await send(form, "Skicka");
    await expectSpokenInOrder(page, ["polite: Skickar …", "heading, Tack!, level 2"]);
    await page.context().close();
  });

  it("job application: a CV the browser refuses is said at once and stops the send; one the server refuses is said as any error", async () => {
    const page = await jsPage("/jobba-hos-oss");
    const form = page.locator("#jobbansokan");
    await form.getByLabel("Namn").focus();
    await form.getByLabel("Namn").fill("Jobb Sökande");
    await form.getByLabel("E-post").fill("jobb-sr@example.se");
    await form.getByLabel("Telefon").fill("070-123 45 67");
    await form.getByLabel("Tjänst du söker").selectOption("Flyttare");
    await form.getByLabel(/CV/).setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("inte en pdf") });
    await expectSpokenInOrder(page, ["polite: CV:t måste vara en PDF-fil: välj en fil som slutar på .pdf, högst 5 MB."]);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await send(form, "Skicka ansökan");
    await expect.poll(() => focusedId(page)).toBe("jobbansokan-felsammanfattning");
    await page.keyboard.press("Tab");
    await expectSpokenInOrder(page, ["group, Det finns 1 fel i formuläret", "link, CV:t måste vara en PDF-fil"]);
    expect(posts).toEqual([]);
    // A file named .pdf that is no PDF: only the server can tell.
    await form.getByLabel(/CV/).setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("inte en pdf alls") });
    await send(form, "Skicka ansökan");
    await expect.poll(() => focusedId(page)).toBe("jobbansokan-felsammanfattning");
    await expectSpokenInOrder(page, ["polite: Skickar …", "group, Det finns 1 fel i formuläret"]);
    await form.getByLabel(/CV/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
    await send(form, "Skicka ansökan");
    await expectSpokenInOrder(page, ["heading, Tack för din ansökan!, level 2"]);
    await expect(page.title()).resolves.toMatch(/^Tack – Jobba hos oss/);
    await page.context().close();
  });

  it("newsletter: the address's form is said, then the thank-you", async () => {
    const page = await jsPage("/nyhetsbrev");
    const form = page.locator("form#nyhetsbrev-discount");
    await form.getByLabel("E-post").fill("anna@");
    await send(form, /Prenumerera|Ge mig rabatten/);
    await expect.poll(() => focusedId(page)).toBe("nyhetsbrev-discount-felsammanfattning");
    await page.keyboard.press("Tab");
    await expectSpokenInOrder(page, ["group, Det finns 1 fel i formuläret", "link, Ange en e-postadress som namn@exempel.se"]);
    await form.getByLabel("E-post").fill("nyhet-sr@example.se");
    await send(form, /Prenumerera|Ge mig rabatten/);
    await expectSpokenInOrder(page, ["polite: Skickar …", "heading, Tack!, level 2"]);
    await page.context().close();
  });

  it("unsubscribing: the summary, then 'Titta i inkorgen'", async () => {
    const page = await jsPage("/avregistrera");
    const form = page.locator("form#avregistrera");
    await form.getByLabel("E-post").focus();
    await send(form, "Mejla mig en länk");
    await expectSpokenInOrder(page, ["group, Det finns 1 fel i formuläret"]);
    await form.getByLabel("E-post").fill("borta-sr@example.se");
    await send(form, "Mejla mig en länk");
    await expectSpokenInOrder(page, ["polite: Skickar …", "heading, Titta i inkorgen, level 2"]);
    await page.context().close();
  });
});

/**
 * Without JavaScript: each form posted as the visitor left it. The answer's title begins with
 * "Fel: ", its address's fragment is the error summary, which has focus as the page loads (where
 * reading starts), and each of the summary's links leads to a field that is there.
 */
describe("a refused post without JavaScript", () => {
  async function noJsPage(path: string): Promise<Page> {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  async function expectLandsOnSummary(page: Page, summaryId: string, titleStart: string, errors: number): Promise<void> {
    await page.waitForLoadState();
    expect(await page.title()).toMatch(new RegExp(`^Fel: ${titleStart}`));
    expect(new URL(page.url()).hash).toBe(`#${summaryId}`);
    // Chromium focuses a fragment's target once it has laid the page out, which on a busy machine
    // can come after the load event: wait for the focus, not for the event.
    await expect.poll(() => focusedId(page)).toBe(summaryId);
    const summary = page.locator(`#${summaryId}`);
    expect(await summary.getByRole("heading").textContent()).toBe(`Det finns ${errors} fel i formuläret`);
    const targets = await summary
      .locator("a")
      .evaluateAll((links) => links.map((link) => Boolean(document.getElementById((link as HTMLAnchorElement).hash.slice(1)))));
    expect(targets).toEqual(Array(errors).fill(true));
  }

  it.each([
    { path: "/kontakt", form: "kontakt-kontakt", button: "Skicka meddelande", title: "Kontakt", errors: 5 },
    { path: "/boka", form: "boka-sida", button: "Skicka bokning", title: "Boka Transist", errors: 6 },
    { path: "/snabbkontakt", form: "snabbkontakt-sida", button: "Skicka", title: "Snabbkontakt", errors: 4 },
    { path: "/jobba-hos-oss", form: "jobbansokan", button: "Skicka ansökan", title: "Jobba hos oss", errors: 4 },
    { path: "/nyhetsbrev", form: "nyhetsbrev-discount", button: "Ge mig rabatten", title: "Nyhetsbrev", errors: 1 },
    { path: "/avregistrera", form: "avregistrera", button: "Mejla mig en länk", title: "Avregistrera", errors: 1 },
  ])("$path: the title, the landing and the summary", async ({ path, form, button, title, errors }) => {
    const page = await noJsPage(path);
    await page.locator(`form#${form}`).getByRole("button", { name: button }).click();
    await expectLandsOnSummary(page, `${form}-felsammanfattning`, title, errors);
    await page.context().close();
  });

  it("the quote wizard: each refused step lands on its summary, each step's page on its heading", async () => {
    const page = await noJsPage("/offert");
    expect(await page.title()).toBe("Steg 1 av 3: Välj tjänst – Få offert på flytt eller städning | Transist");
    await page.getByRole("button", { name: "Nästa" }).click();
    await expectLandsOnSummary(page, "offert-formular-felsammanfattning", "Steg 1 av 3: Välj tjänst – ", 1);
    await page.getByRole("radio", { name: /Flytthjälp/ }).check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.waitForURL(/steg=2#offert-formular-steg$/);
    expect(await page.title()).toBe("Steg 2 av 3: Detaljer – Få offert på flytt eller städning | Transist");
    await expect.poll(() => focusedId(page)).toBe("offert-formular-steg");
    await page.getByRole("button", { name: "Nästa" }).click();
    await expectLandsOnSummary(page, "offert-formular-felsammanfattning", "Steg 2 av 3: Detaljer – ", 3);
    await page.context().close();
  });

  it("a dialog's form, sent from its own page's address, lands on that page's summary; its thank-you is where it lands", async () => {
    const page = await noJsPage("/kontakt?dialog=boka");
    expect(await page.locator("dialog[aria-modal]").count()).toBe(0);
    // First after the skip link: read before the page behind it.
    expect(
      await page.evaluate(() => Boolean(document.querySelector("dialog")!.compareDocumentPosition(document.querySelector("header")!) & 4)),
    ).toBe(true);
    await page.locator("form#boka-dialog").getByRole("button", { name: "Skicka bokning" }).click();
    await expectLandsOnSummary(page, "boka-sida-felsammanfattning", "Boka Transist", 6);
    await page.goto("/kontakt?dialog=nyhetsbrev");
    await page.locator("form#nyhetsbrev-discount").getByLabel("E-post").fill("dialog-nojs@example.se");
    await page.locator("form#nyhetsbrev-discount").getByRole("button", { name: "Ge mig rabatten" }).click();
    await page.waitForURL(/skickat=nyhetsbrev-discount#dialog-tack$/);
    expect(await page.title()).toBe("Tack – Kontakt | Transist");
    await expect.poll(() => focusedId(page)).toBe("dialog-tack");
    await page.context().close();
  });

  it("a sent form's page says so in its title and lands on the thank-you's heading", async () => {
    const page = await noJsPage("/kontakt");
    const form = page.locator("form#kontakt-kontakt");
    await form.getByLabel("Namn").fill("Anna Utan");
    await form.getByLabel("E-post").fill("anna-nojs-sr@example.se");
    await form.getByLabel("Telefon").fill("070-123 45 67");
    await form.getByLabel("Tjänst").selectOption("packning");
    await form.getByLabel("Meddelande").fill("Hej.");
    await form.getByRole("button", { name: "Skicka meddelande" }).click();
    await page.waitForURL(/skickat=kontakt#kontaktformular$/);
    expect(await page.title()).toBe("Tack – Kontakt | Transist");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Tack!");
    await page.context().close();
  });
});
