import { describe, expect, it } from "vitest";
import { untilHydrated, useSite } from "../support/browser";

const site = useSite();

describe("keyboard and motion (WCAG 2.2 AA)", () => {
  it("closes the desktop Tjänster menu on Escape (focus back on its button) and on a click outside", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    const menu = page.locator('nav[aria-label="Huvudmeny"] details');
    const button = menu.locator("summary");
    await button.click();
    await expect(menu.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("SUMMARY");
    await button.click();
    await expect(menu.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true);
    await page.mouse.click(20, 850);
    await expect(menu.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
    await context.close();
  });

  it("keeps focus inside an open dialog, closes it on Escape and returns focus to the trigger", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/kontakt");
    await untilHydrated(page);
    const trigger = page.getByRole("link", { name: "Boka Transist" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Boka Transist");
    await context.close();
  });

  it("moves focus to the error summary after a failed submit with JavaScript, and its first link to the first invalid field", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/offert");
    await untilHydrated(page);
    await page.getByLabel("Flytthjälp").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByLabel("Från adress").waitFor();
    await page.getByRole("button", { name: "Nästa" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("offert-formular-felsammanfattning");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe("move_type");
    await context.close();
  });

  it("does not move the reviews or the gallery by itself for a visitor who prefers reduced motion", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/");
    await untilHydrated(page);
    const positions = () =>
      page.evaluate(() => [
        document.querySelector('[aria-label="Omdömen från kunder"]')?.scrollLeft,
        document.querySelector('[aria-label="Före och efter"]')?.scrollLeft,
      ]);
    const before = await positions();
    await page.clock.runFor(20_000);
    expect(await positions()).toEqual(before);
    await context.close();
  });
});
