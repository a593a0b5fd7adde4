import { describe, expect, it } from "vitest";
import { newContext, useSite } from "../support/browser";

const site = useSite();

describe("the pages with JavaScript off", () => {
  it("opens one FAQ answer at a time", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByText("Kan jag få RUT-avdrag?").click();
    await page.getByText("Hur betalar jag?").click();
    const open = await page.locator("details[open]").count();
    expect(open).toBe(1);
    await expect(page.getByText("inom 10 dagar efter utfört uppdrag").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("lets the visitor choose a room in the before/after gallery and scroll the reviews", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Välj rum" }).getByRole("link", { name: "Lokaler" }).click();
    await expect(page.locator("#galleri-lokaler").isVisible()).resolves.toBe(true);
    const scrollable = await page.getByRole("region", { name: "Omdömen från kunder" }).evaluate((row) => row.scrollWidth > row.clientWidth);
    expect(scrollable).toBe(true);
    await context.close();
  });

  it("shows the hero poster and requests no video", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    const media: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "media") media.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const poster = await page.locator("section[aria-labelledby=hero-rubrik]").evaluate((hero) => getComputedStyle(hero).backgroundImage);
    expect(poster).toContain("data:image/svg+xml");
    expect(media).toEqual([]);
    await context.close();
  });
});
