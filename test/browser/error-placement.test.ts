import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";
import { MOVING_DETAILS } from "../support/valid-forms";

/** A form answered with errors shows them where the visitor looks, not under the header. */

const site = useSite();

/**
 * Where an element is against the viewport and the sticky header's bottom edge. A post without
 * JavaScript has its new URL once the answer starts to arrive, before the document is parsed: wait
 * for the element first.
 */
async function placement(page: Page, selector: string) {
  await page.locator(selector).waitFor();
  return page.evaluate((sel) => {
    const element = document.querySelector(sel)!;
    const header = document.querySelector("header")!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, headerBottom: header.bottom, viewport: window.innerHeight };
  }, selector);
}

describe("errors land where the visitor looks", () => {
  it("without JavaScript a wizard step answered with errors opens scrolled to its error summary, below the header", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/offert");
    await page.getByLabel("Flytthjälp").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByLabel("Till adress").fill(MOVING_DETAILS.to_address);
    await page.getByRole("button", { name: "Nästa" }).click();
    expect(new URL(page.url()).hash).toBe("#offert-formular-felsammanfattning");
    await page.getByText("Det finns 2 fel i formuläret").waitFor();
    const form = await placement(page, "#offert-formular-felsammanfattning");
    expect(form.top).toBeGreaterThanOrEqual(form.headerBottom - 1);
    expect(form.top).toBeLessThan(form.viewport);
    await context.close();
  });

  it("without JavaScript the booking page answered with errors opens at its error summary", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/boka");
    await page
      .getByRole("button", { name: /Skicka|Boka/ })
      .last()
      .click();
    expect(new URL(page.url()).hash).toBe("#boka-sida-felsammanfattning");
    const form = await placement(page, "#boka-sida-felsammanfattning");
    expect(form.top).toBeGreaterThanOrEqual(form.headerBottom - 1);
    expect(form.top).toBeLessThan(form.viewport);
    await context.close();
  });

  it("with JavaScript the error summary is focused and shown below the sticky header", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/kontakt");
    await untilHydrated(page);
    await page.getByRole("button", { name: "Skicka" }).first().click();
    await page.waitForFunction(() => document.activeElement?.id.endsWith("-felsammanfattning"));
    const id = await page.evaluate(() => document.activeElement!.id);
    // The summary is scrolled into view as it is focused, which takes a moment: wait until it is there.
    const shown = async () => {
      const field = await placement(page, `#${id}`);
      return field.top >= field.headerBottom && field.bottom <= field.viewport;
    };
    await expect.poll(shown, { timeout: 5_000 }).toBe(true);
    await context.close();
  });
});
