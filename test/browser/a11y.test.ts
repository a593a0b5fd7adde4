import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { untilHydrated, useSite } from "../support/browser";
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
 * A browser context for each way of visiting (with or without JavaScript, at a width), shared by
 * the pages checked that way: each check is a fresh navigation in a tab of its own, and the
 * browser's cache is warm after the first. Service workers are blocked, so that no page is served
 * by a worker an earlier one installed, as no page was when each check had a browser context of
 * its own. axe comes with every document the context loads, before the page's own code.
 */
const contexts = new Map<string, Promise<BrowserContext>>();
/** Tabs that have finished a check, free for the next check made the same way. */
const idleTabs = new Map<string, Page[]>();

async function openContext(javaScript: boolean, width: number): Promise<BrowserContext> {
  const context = await site.browser.newContext({
    baseURL: site.worker.url,
    javaScriptEnabled: true,
    bypassCSP: true,
    viewport: { width, height: 900 },
    locale: "sv-SE",
    serviceWorkers: "block",
  });
  await context.addInitScript({ path: axePath });
  if (!javaScript) {
    // Render what a browser without JavaScript gets: the server's HTML with every script removed.
    await context.route("**/*", async (route) => {
      const type = route.request().resourceType();
      if (type === "script") return route.abort();
      return route.continue();
    });
  }
  return context;
}

/** A tab of the context for `key` that no check is using: the checks of a file run a few at a time. */
async function withTab<T>(javaScript: boolean, width: number, use: (page: Page) => Promise<T>): Promise<T> {
  const key = `${javaScript} ${width}`;
  if (!contexts.has(key)) contexts.set(key, openContext(javaScript, width));
  const idle = idleTabs.get(key) ?? [];
  idleTabs.set(key, idle);
  const page = idle.pop() ?? (await (await contexts.get(key)!).newPage());
  try {
    return await use(page);
  } finally {
    idle.push(page);
  }
}

afterAll(async () => {
  await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
});

/**
 * The page as a visitor meets it: loaded, and with JavaScript also alive (hydrated) with the
 * dialog of its URL open. Nothing else arrives later that a check could miss: what a page asks
 * for after that is its icon and the route manifest.
 */
async function visit(page: Page, path: string, javaScript: boolean): Promise<void> {
  await page.goto(path, { waitUntil: "load" });
  if (!javaScript) return;
  await untilHydrated(page);
  if (new URL(path, site.worker.url).searchParams.has("dialog")) {
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  }
}

async function violations(path: string, javaScript: boolean, width: number): Promise<string[]> {
  return withTab(javaScript, width, async (page) => {
    await visit(page, path, javaScript);
    // Only the violations are read: axe details one node of each other result, and only they cross back.
    const found = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
    }, WCAG_TAGS);
    return found.map(
      (v) =>
        `${path} [${javaScript ? "JS" : "no JS"} ${width}px] ${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  });
}

describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  const routes = [...pageRoutes, ...dialogRoutes, notFoundRoute];
  const phoneRoutes = ["/", "/offert", "/kontakt", "/tjanster/flyttstadning", "/blogg"];
  // A test per page, so that each has its own time on a busy machine and a failure names its page.
  // They run a few at a time, each in its own tab: one page's wait for the worker or the browser is
  // another's time to run axe.
  describe.concurrent.each([true, false])("with JavaScript %s", (javaScript) => {
    // A check that runs beside others reads its own expect.
    it.for(routes)("finds zero violations on %s at 1440 px", async (path, { expect }) => {
      expect(await violations(path, javaScript, 1440)).toEqual([]);
    });
    it.for(phoneRoutes)("finds zero violations on %s at 390 px", async (path, { expect }) => {
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
