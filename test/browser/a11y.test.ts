import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { useSite } from "../support/browser";
import { dialogRoutes, notFoundRoute, pageRoutes } from "../support/site-routes";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const site = useSite({ seed: true });

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * One page for each way of visiting (with or without JavaScript, at a width), shared by the pages
 * checked that way: each check is a fresh navigation, and the browser's cache is warm after the
 * first. Service workers are blocked, so that no page is served by a worker an earlier one installed,
 * as no page was when each check had a browser context of its own.
 */
const pages = new Map<string, Promise<Page>>();

async function openPage(javaScript: boolean, width: number): Promise<Page> {
  const context = await site.browser.newContext({
    baseURL: site.worker.url,
    javaScriptEnabled: true,
    bypassCSP: true,
    viewport: { width, height: 900 },
    locale: "sv-SE",
    serviceWorkers: "block",
  });
  if (!javaScript) {
    // Render what a browser without JavaScript gets: the server's HTML with every script removed.
    await context.route("**/*", async (route) => {
      const type = route.request().resourceType();
      if (type === "script") return route.abort();
      return route.continue();
    });
  }
  return context.newPage();
}

afterAll(async () => {
  await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
});

async function violations(path: string, javaScript: boolean, width: number): Promise<string[]> {
  const key = `${javaScript} ${width}`;
  if (!pages.has(key)) pages.set(key, openPage(javaScript, width));
  const page = await pages.get(key)!;
  await page.goto(path, { waitUntil: "networkidle" });
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
      }),
    WCAG_TAGS,
  )) as { violations: AxeViolation[] };
  return result.violations.map(
    (v) =>
      `${path} [${javaScript ? "JS" : "no JS"} ${width}px] ${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  const routes = [...pageRoutes, ...dialogRoutes, notFoundRoute];
  const phoneRoutes = ["/", "/offert", "/kontakt", "/tjanster/flyttstadning", "/blogg"];
  // A test per page, so that each has its own time on a busy machine and a failure names its page.
  describe.each([true, false])("with JavaScript %s", (javaScript) => {
    it.each(routes)("finds zero violations on %s at 1440 px", async (path) => {
      expect(await violations(path, javaScript, 1440)).toEqual([]);
    });
    it.each(phoneRoutes)("finds zero violations on %s at 390 px", async (path) => {
      expect(await violations(path, javaScript, 390)).toEqual([]);
    });
  });

  it("has a skip link to the main content as the first focusable element", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      href: document.activeElement?.getAttribute("href"),
    }));
    expect(focused).toEqual({ text: "Hoppa till huvudinnehållet", href: "#main" });
    await context.close();
  });
});
