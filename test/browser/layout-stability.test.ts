import { describe, expect, it } from "vitest";
import { BENCH_PAGES } from "../../harness/bench-pages";
import { newContext, untilHydrated, useSite } from "../support/browser";

/**
 * The page the server sends is the page the visitor keeps: when the JavaScript arrives and the
 * page comes alive, nothing already on screen moves (a layout shift counts against the page in
 * Lighthouse and in Chrome's field data, and a visitor loses their place). What appears then (the
 * draft line of a form that keeps drafts) appears where it pushes nothing in view.
 */
const site = useSite({ seed: true });

const DRAFT_LINE = "Det du skriver sparas som utkast bara här i din webbläsare";
const PAGES = [...BENCH_PAGES.map((page) => page.path), "/kontakt", "/boka", "/jobba-hos-oss"];
const FORMS_WITH_DRAFTS = new Set(["/offert", "/kontakt", "/boka", "/jobba-hos-oss"]);

/** Every layout shift that did not follow input, with what moved and when. */
function recordShifts() {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
  const recorded: Array<{ at: number; value: number; moved: string[] }> = [];
  (window as unknown as { shifts: typeof recorded }).shifts = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : "?"));
      recorded.push({ at: entry.startTime, value: entry.value, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** The shifts from the moment the page's code was let through. */
function shiftsSinceCode(): Array<{ value: number; moved: string[] }> {
  const { shifts, codeLetThroughAt } = window as unknown as {
    shifts: Array<{ at: number; value: number; moved: string[] }>;
    codeLetThroughAt: number;
  };
  return shifts.filter((shift) => shift.at >= codeLetThroughAt).map(({ value, moved }) => ({ value, moved }));
}

describe.each([390, 1440])("at %i px", (width) => {
  it("coming alive moves nothing on screen", async () => {
    // No service worker: it would serve the code from its cache, past the hold below.
    const context = await newContext(site.browser, { javaScript: true, width, baseURL: site.worker.url, serviceWorkers: "block" });
    await context.addInitScript(recordShifts);
    // What is measured is coming alive, not how the first paint settles its fonts: under
    // font-display: optional (decision 0021) the text is laid out while the web font and the local
    // fallback are still being looked up, and on a busy machine that goes either way. So there is
    // no web font, and the page's code is held until the document's fonts are settled and drawn.
    await context.route(/\.woff2$/, (route) => route.abort());
    let letCodeThrough = () => {};
    let codeMayLoad = Promise.resolve();
    await context.route(/\/build\/.*\.js$/, async (route) => {
      await codeMayLoad;
      await route.continue();
    });
    const page = await context.newPage();
    for (const path of PAGES) {
      codeMayLoad = new Promise((resolve) => (letCodeThrough = resolve));
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => document.readyState !== "loading");
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        (window as unknown as { codeLetThroughAt: number }).codeLetThroughAt = performance.now();
      });
      letCodeThrough();
      await untilHydrated(page);
      // What coming alive adds has been painted: the draft line on a form that keeps drafts.
      if (FORMS_WITH_DRAFTS.has(path)) await page.getByText(DRAFT_LINE).waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(shiftsSinceCode), path).toEqual([]);
    }
    await context.close();
  }, 120_000);
});
