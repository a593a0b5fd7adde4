import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Performance budgets, checked against what `npm run bench` measured: no timing here.
 * npm test runs the bench first (scripts/dev/test.sh).
 */
const RESULTS = ".bench/results.json";
const KB = 1024;

const budgets = {
  workerGzipBytes: 1024 * KB,
  cssGzipBytes: 20 * KB,
  /**
   * JavaScript a page loads by itself, React and Remix included, with or without a form: what keeps
   * a form alive on a bad network (the notices, resending, drafts, the plain-post fallback, error
   * pages that need no file of their own) is in every page's code, since it is what must work when
   * loading does not. Built by `remix build`, whose output is rewritten in two ways only: the bundled
   * packages' license notices are served beside the code instead of in it, and terser minifies the
   * code a second time. The aim is 100 KB; this holds what the second pass won, with room for one
   * small feature.
   */
  jsGzipBytes: 105 * KB,
  /**
   * What a visitor's first touch of a form adds (its schema, zod's part of it, the draft store):
   * not the issue's budget, a guard that the forms' checks stay lean. Handing the definitions all of
   * zod once tripled it (95 KB).
   */
  jsOnFormFocusGzipBytes: 32 * KB,
  warmRatio: 1.5,
  coldRatio: 4,
  requests: 200,
};

interface BenchRow {
  page: string;
  requests: number;
  jsGzipBytes: number;
  jsOnFormFocusGzipBytes: number;
  cssGzipBytes: number;
  warmRatio: number;
  coldRatio: number;
  warmCacheHits: number;
  lcpElement: string | null;
  cls: number;
  filmPlayed: boolean;
}

function results(): { workerGzipBytes: number; pages: BenchRow[] } {
  if (!existsSync(RESULTS)) throw new Error(`${RESULTS} saknas: kör npm run bench först.`);
  return JSON.parse(readFileSync(RESULTS, "utf8")) as { workerGzipBytes: number; pages: BenchRow[] };
}

describe("performance budgets from the bench", () => {
  it("measured the five pages over at least 200 requests each", () => {
    expect(results().pages.map((page) => page.page)).toEqual(["Startsida", "Tjänstesida", "Offert", "Blogg", "Artikel"]);
    for (const page of results().pages) expect(page.requests, page.page).toBeGreaterThanOrEqual(budgets.requests);
  });

  it("keeps the worker bundle under 1 MB gzip", () => {
    expect(results().workerGzipBytes).toBeLessThanOrEqual(budgets.workerGzipBytes);
  });

  it("keeps every page's CSS under 20 KB gzip", () => {
    for (const page of results().pages) expect(page.cssGzipBytes, page.page).toBeLessThanOrEqual(budgets.cssGzipBytes);
  });

  it("keeps the JavaScript of every page at or under 105 KB gzip, its bad-network safety included", () => {
    for (const page of results().pages) expect(page.jsGzipBytes, page.page).toBeLessThanOrEqual(budgets.jsGzipBytes);
  });

  it("keeps what a first touch of a form loads at or under 32 KB gzip", () => {
    for (const page of results().pages) expect(page.jsOnFormFocusGzipBytes, page.page).toBeLessThanOrEqual(budgets.jsOnFormFocusGzipBytes);
  });

  it("keeps the home page's largest paint on its heading and nothing moving, with the hero film playing", () => {
    const home = results().pages.find((page) => page.page === "Startsida")!;
    expect(home.filmPlayed).toBe(true);
    expect(home.lcpElement).toBe("h1#hero-rubrik");
    expect(home.cls).toBe(0);
  });

  it("serves every benchmarked page warm from the cache, at most 1.5 times a static file", () => {
    for (const page of results().pages) {
      expect(page.warmCacheHits, page.page).toBe(page.requests);
      expect(page.warmRatio, page.page).toBeLessThanOrEqual(budgets.warmRatio);
    }
  });

  it("renders every benchmarked page cold in at most 4 times a static file", () => {
    for (const page of results().pages) expect(page.coldRatio, page.page).toBeLessThanOrEqual(budgets.coldRatio);
  });
});

/**
 * A first visit to a form page over 400 kbit/s with 2 s round trips and an empty cache: the form
 * can be sent once the page and its stylesheet have arrived, two round trips. The bar leaves room
 * for a busy machine, not for a third round trip (a file that blocks drawing) or for waiting on the
 * page's JavaScript; the bytes are the page and its stylesheet alone.
 */
const slowBudgets = { submittableMs: 8000, criticalBytes: 32 * KB };

interface SlowConnectionRow {
  page: string;
  submittableMs: number;
  criticalBytes: number;
}

describe("a form page's first visit on the slowest connection", () => {
  const rows = () =>
    (JSON.parse(readFileSync(RESULTS, "utf8")) as { slowConnection?: { pages: SlowConnectionRow[] } }).slowConnection?.pages ?? [];

  it("measured the quote wizard and the contact form", () => {
    results();
    expect(rows().map((row) => row.page)).toEqual(["Offert", "Kontakt"]);
  });

  it("can send each form within 8 s, on the page and its stylesheet alone (at most 32 KB)", () => {
    for (const row of rows()) {
      expect(row.submittableMs, row.page).toBeLessThanOrEqual(slowBudgets.submittableMs);
      expect(row.criticalBytes, row.page).toBeLessThanOrEqual(slowBudgets.criticalBytes);
    }
  });
});
