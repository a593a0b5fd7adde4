import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";

/** Pages carry no form schemas; they arrive when a visitor reaches a form, and still check first. */
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
    await page.locator("ul[id$='-name-error']").getByText("Namn är obligatoriskt").waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it("holds a submit that comes before the checks, shows it is working, and keeps the pressed button's intent", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    // A slow network: the checks take a second to arrive.
    await page.route("**/validation.lazy-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/offert", { waitUntil: "networkidle" });
    await untilHydrated(page);
    await page.getByLabel("Flytthjälp").check();
    await page.getByRole("button", { name: "Nästa" }).click();
    await page.getByRole("button", { name: "Ett ögonblick..." }).waitFor();
    // The held submit goes on with intent=next once the checks are here: step 2 follows.
    await page.getByLabel("Från adress").waitFor();
    await context.close();
  });
});
