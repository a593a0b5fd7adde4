import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";

/** Issue 8: pages carry no form schemas; they arrive when a visitor reaches a form, and still check first. */
const site = useSite();

describe("form schemas on demand", () => {
  it("loads the schemas when a field is first focused, not with the page", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/kontakt", { waitUntil: "networkidle" });
    await untilHydrated(page);
    const atLoad = scripts.length;
    await page.locator("form[novalidate]").getByLabel("Namn").focus();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(atLoad);
    await context.close();
  });

  it("checks a form in the browser even when Send is the visitor's first touch", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/kontakt", { waitUntil: "networkidle" });
    await untilHydrated(page);
    await page.getByRole("button", { name: "Skicka meddelande" }).click();
    await page.getByText("Namn är obligatoriskt").waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });
});
