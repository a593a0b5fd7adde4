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

/** From the document's start, every layout shift that did not follow input, with what moved. */
function recordShifts() {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
  const recorded: Array<{ value: number; moved: string[] }> = [];
  (window as unknown as { shifts: typeof recorded }).shifts = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : "?"));
      recorded.push({ value: entry.value, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

describe.each([390, 1440])("at %i px", (width) => {
  it("coming alive moves nothing on screen", async () => {
    const context = await newContext(site.browser, { javaScript: true, width, baseURL: site.worker.url });
    await context.addInitScript(recordShifts);
    // No web font: what is measured is coming alive, not the race between the first paint and the
    // font under font-display: optional (decision 0021), which on a busy machine goes either way.
    await context.route(/\.woff2$/, (route) => route.abort());
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      await untilHydrated(page);
      // What coming alive adds has been painted: the draft line on a form that keeps drafts.
      if (FORMS_WITH_DRAFTS.has(path)) await page.getByText(DRAFT_LINE).waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), path).toEqual([]);
    }
    await context.close();
  }, 120_000);
});
