import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";
import { expectSpokenInOrder, spokenLog, startScreenReader } from "../support/screen-reader";

/**
 * Each form as a screen reader meets it with JavaScript: the virtual screen reader follows focus
 * and live regions in the real page, from the first field through a refused send to the thank-you.
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

describe("heard with JavaScript", () => {
  it("the quote wizard: a refused step, the steps' headings, sending and the thank-you", async () => {
    const page = await jsPage("/offert");
    await expect(page.title()).resolves.toBe("Steg 1 av 3: Välj tjänst – Få offert på flytt eller städning | Transist");
    const firstRadio = page.locator("#offert-formular-service_type");
    await firstRadio.focus();
    // Passing through the group says nothing of it: no error before a send.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectSpokenInOrder(page, ["Det finns 1 fel i formuläret"]);
    await expect(page.title()).resolves.toMatch(/^Fel: Steg 1 av 3: Välj tjänst – /);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("offert-formular-service_type");
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Nästa" }).focus();
    await page.keyboard.press("Enter");
    await expectSpokenInOrder(page, ["heading, Detaljer, level 1"]);
    await expect(page.title()).resolves.toBe("Steg 2 av 3: Detaljer – Få offert på flytt eller städning | Transist");
    await page.getByRole("radio", { name: /Lägenhet/ }).check();
    await page.getByLabel("Från adress").fill("Storgatan 1");
    await page.getByLabel("Till adress").fill("Ågatan 2");
    await page.getByRole("button", { name: "Nästa" }).focus();
    await page.keyboard.press("Enter");
    await expectSpokenInOrder(page, ["heading, Kontaktuppgifter, level 1"]);
    await page.getByLabel("Namn").fill("Åsa Ek");
    await page.getByLabel("E-post").fill("asa-sr@example.se");
    await page.getByLabel("Telefon").fill("0701234567");
    await page.getByRole("button", { name: "Skicka offertförfrågan" }).focus();
    await page.keyboard.press("Enter");
    const log = await expectSpokenInOrder(page, [
      "Det finns 1 fel i formuläret",
      "heading, Detaljer, level 1",
      "heading, Kontaktuppgifter, level 1",
      "Skickar …",
      "heading, Tack för din förfrågan!, level 1",
    ]);
    console.log(JSON.stringify(log, null, 1));
    await page.context().close();
  });
});
