import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";

/** The hero video is never fetched for a visitor who saves data or asks for less motion. */
const site = useSite({ vars: { HERO_VIDEO_URL: "/media/hero.mp4" } });

async function videoRequests(
  browser: Browser,
  options: { javaScript: boolean; reducedMotion?: boolean; saveData?: boolean },
): Promise<string[]> {
  const context = await newContext(browser, { javaScript: options.javaScript, baseURL: site.worker.url, width: 390 });
  const page = await context.newPage();
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  // Chromium's data saver setting, as a page sees it (navigator.connection.saveData).
  if (options.saveData) await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "media" || request.url().endsWith(".mp4")) requests.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // The video is chosen once the page has come alive, which a busy machine can delay.
  if (options.javaScript) await untilHydrated(page);
  await page.waitForTimeout(300);
  if (options.javaScript && !options.reducedMotion && !options.saveData && requests.length === 0)
    await page.waitForRequest((request) => request.url().endsWith(".mp4"), { timeout: 10_000 }).catch(() => undefined);
  await context.close();
  return requests;
}

describe("the hero video", () => {
  it("plays for a visitor with JavaScript who wants motion and data", async () => {
    expect(await videoRequests(site.browser, { javaScript: true })).toEqual([`${site.worker.url}/media/hero.mp4`]);
  });

  it("is never requested with reduced motion, with Save-Data, or without JavaScript", async () => {
    expect(await videoRequests(site.browser, { javaScript: true, reducedMotion: true })).toEqual([]);
    expect(await videoRequests(site.browser, { javaScript: true, saveData: true })).toEqual([]);
    expect(await videoRequests(site.browser, { javaScript: false })).toEqual([]);
  });
});
