// The map on /kontakt in Chromium, with JavaScript on and off: nothing goes to another host until
// the visitor presses "Visa kartan"; then OpenStreetMap's frame is asked for (answered here, as
// there is no internet), is not blocked by the page's CSP, and fills the drawing's box exactly.
// Screenshots before and after the press at 390 and 1440 px go to test-results/kontakt-karta/.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";

const site = useSite();
const screenshots = resolve(import.meta.dirname, "../../test-results/kontakt-karta");
mkdirSync(screenshots, { recursive: true });

/** What the test answers for OpenStreetMap's embed: a page it can recognise in the frame. */
const MAP_STAND_IN = "<!doctype html><title>karta</title><body style='margin:0;background:#b9d3a8'><p id='osm'>OpenStreetMap här</p>";

/** The box's place on the page (not in the viewport, which the press scrolls). */
const boxOnPage = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
  });

describe.each([
  { javaScript: true, label: "on" },
  { javaScript: false, label: "off" },
])("the map with JavaScript $label", ({ javaScript, label }) => {
  for (const width of [390, 1440]) {
    it(`at ${width} px loads nothing from another host until pressed, then shows OpenStreetMap's frame in the drawing's place`, async () => {
      const context = await newContext(site.browser, { javaScript, width, baseURL: site.worker.url });
      const page = await context.newPage();
      const siteHost = new URL(site.worker.url).host;
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).host !== siteHost) elsewhere.push(request.url());
      });
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const mapRequests: string[] = [];
      await context.route("https://www.openstreetmap.org/**", (route) => {
        mapRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: MAP_STAND_IN });
      });

      await page.goto("/kontakt", { waitUntil: "networkidle" });
      if (javaScript) await untilHydrated(page);
      const drawing = await boxOnPage(page, "[data-map-box] svg");
      expect(drawing.height).toBeGreaterThan(100);
      await expect(page.locator("iframe").count()).resolves.toBe(0);
      // At once, not with the page's smooth scrolling: the screenshot is of the page at rest, as after the press.
      await page.locator("#karta").evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
      await page.screenshot({ path: join(screenshots, `js-${label}-${width}-fore.png`) });
      expect(elsewhere).toEqual([]);

      await page.getByRole("link", { name: "Visa kartan" }).click();
      await page.waitForURL(/\/kontakt\?karta=visa#karta$/);
      const frame = page.frameLocator("iframe[title^='Karta från OpenStreetMap']");
      await frame.locator("#osm").waitFor();
      expect(mapRequests).toHaveLength(1);
      expect(mapRequests[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[^&]+&layer=mapnik&marker=/);
      expect(elsewhere.every((url) => url.startsWith("https://www.openstreetmap.org/"))).toBe(true);
      expect(violations).toEqual([]);

      const map = await boxOnPage(page, "[data-map-box] iframe");
      expect(map).toEqual(drawing);
      await expect(page.getByRole("link", { name: "OpenStreetMap-bidragsgivare" }).getAttribute("href")).resolves.toBe(
        "https://www.openstreetmap.org/copyright",
      );
      // The answer scrolled to the map: its top is in view.
      const top = await page.locator("#karta").evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(900);
      await page.screenshot({ path: join(screenshots, `js-${label}-${width}-efter.png`) });
      await context.close();
      // Two page loads and a frame in Chromium on a machine busy with other tests.
    }, 120_000);
  }
});

describe("the plain /kontakt's CSP", () => {
  it("blocks OpenStreetMap's frame added by script: only the map's own answer may frame it", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    const mapRequests: string[] = [];
    await context.route("https://www.openstreetmap.org/**", (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: MAP_STAND_IN });
    });
    await page.goto("/kontakt");
    await untilHydrated(page);
    const violation = page.waitForEvent("console", (message) => /frame-src/.test(message.text()));
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.src = "https://www.openstreetmap.org/export/embed.html";
      document.body.appendChild(frame);
    });
    await violation;
    expect(mapRequests).toEqual([]);
    await context.close();
  });
});
