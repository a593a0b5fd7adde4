/**
 * npm run bench: the built worker in workerd with the seeded database.
 *
 * For five pages it measures the median and p95 response time over 200+ requests each:
 * - cold: rendered by the worker, the Cache API bypassed (`Cache-Control: no-cache`);
 * - warm: a cache hit from caches.default, its CSP nonce renewed;
 * - static: a file of the same size served from the assets binding, the yardstick.
 * The three are requested in turn (static, cold, warm, static, …) so that whatever else the
 * machine does weighs on all three alike, and each ratio compares like with like.
 *
 * It also loads each page in Chromium with JavaScript on and sums the gzip size of every script
 * and stylesheet the page loads by itself, and, separately, what a visitor's first touch of a form
 * adds (the form schemas). Last, the gzip size of the worker bundle. Prints a table and writes
 * .bench/results.json, which test/unit/budgets.test.ts holds to the issue's budgets.
 *
 * For each form page it also times a first visit over a very slow connection (SLOW_CONNECTION,
 * empty cache, over the HTTP/2 front that compresses as Cloudflare does): the moment the form can
 * first be sent, which is when its HTML and the stylesheet have arrived, whatever the JavaScript
 * is doing (without it the form goes as a plain post).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { BENCH_PAGES } from "../../harness/bench-pages";
import { launchBrowser } from "../../harness/chromium";
import { startHttp2Proxy } from "../../harness/http2-proxy";
import { FORM_PAGES, medianSubmittable, SLOW_CONNECTION, SLOW_VISITS } from "./bench-slow-connection";
import { startWorker, wranglerVar } from "../../harness/worker";

const REQUESTS = Math.max(200, Number(process.env.BENCH_REQUESTS ?? 200));
const WARMUP = 20;
const STATIC_DIR = "public/__bench";

interface Timing {
  median: number;
  p95: number;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;
const round = (value: number) => Math.round(value * 100) / 100;

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: round(sorted[Math.floor(sorted.length / 2)]!), p95: round(sorted[Math.floor(sorted.length * 0.95)]!) };
}

/** One timed GET, body read to the end; returns milliseconds and the X-Cache header. */
async function timedGet(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; cache: string | null }> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - start, cache: response.headers.get("x-cache") };
}

interface PageAssets {
  js: number;
  css: number;
  jsFiles: number;
  /** Whether the first render holds a form Conform has taken over (it sets novalidate). */
  hasForm: boolean;
  /** JavaScript a visitor's first focus in a form adds (the schemas), 0 on a page without one. */
  jsOnFormFocus: number;
  /** The page's largest paint as its element (tag#id), with the hero film, where there is one, playing. */
  lcpElement: string | null;
  /** The layout shifts' sum over the same time. */
  cls: number;
  /** Whether a film played before the two were read (the home page's hero). */
  filmPlayed: boolean;
}

/** Records the largest paint's element and the layout shifts, as Chrome reports them to the page. */
function recordPaints() {
  const record = { lcpElement: null as string | null, cls: 0 };
  (window as unknown as { paints: typeof record }).paints = record;
  new PerformanceObserver((list) => {
    const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }).element;
    record.lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}` : null;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) record.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

/** What a page loads in Chromium with JavaScript on, from an empty cache, until the network is quiet. */
async function measureAssets(browser: Browser, url: string): Promise<PageAssets> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
  await context.addInitScript(recordPaints);
  const page = await context.newPage();
  let filmPlayed = false;
  page.on("request", (request) => {
    if (request.resourceType() === "media") filmPlayed = true;
  });
  const seen = new Map<string, { type: "js" | "css"; gzip: number }>();
  const pending: Array<Promise<void>> = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const kind = type === "script" || response.url().endsWith(".js") ? "js" : type === "stylesheet" ? "css" : null;
    if (!kind || seen.has(response.url())) return;
    pending.push(
      response
        .body()
        .then((body) => void seen.set(response.url(), { type: kind, gzip: gzipSize(body) }))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await settle(page, pending);
  // A film that was fetched shows its frames (drawn into a canvas, or in a video) before the largest paint is read.
  if (filmPlayed) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll("canvas, video")].some((film) =>
        film instanceof HTMLVideoElement ? film.readyState >= 2 : (film as HTMLCanvasElement).width !== 300,
      ),
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const paints = await page.evaluate(() => (window as unknown as { paints: { lcpElement: string | null; cls: number } }).paints);
  const atLoad = [...seen.values()];
  const jsAtLoad = atLoad.filter((asset) => asset.type === "js");
  // A form Conform has taken over (novalidate): focusing one of its fields fetches the schemas.
  const field = page.locator("form[novalidate] :is(input:not([type=hidden]):not([tabindex='-1']), textarea)").first();
  const hasForm = (await field.count()) > 0;
  let jsOnFormFocus = 0;
  if (hasForm) {
    await field.focus();
    await settle(page, pending);
    jsOnFormFocus =
      [...seen.values()].filter((asset) => asset.type === "js").reduce((sum, asset) => sum + asset.gzip, 0) -
      jsAtLoad.reduce((sum, asset) => sum + asset.gzip, 0);
  }
  await context.close();
  return {
    js: jsAtLoad.reduce((sum, asset) => sum + asset.gzip, 0),
    css: atLoad.filter((asset) => asset.type === "css").reduce((sum, asset) => sum + asset.gzip, 0),
    jsFiles: jsAtLoad.length,
    hasForm,
    jsOnFormFocus,
    ...paints,
    filmPlayed,
  };
}

async function settle(page: Page, pending: Array<Promise<void>>) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await Promise.all(pending);
}

/** A benchmarked page with its HTML size and what it loads in a browser. */
type MeasuredPage = (typeof BENCH_PAGES)[number] & { bytes: number; assets: PageAssets };

/** Each benchmarked page's HTML size and what it loads in a browser, one page after another. */
async function measurePages(): Promise<MeasuredPage[]> {
  const worker = await startWorker({ port: 0, seed: true, vars: { HERO_VIDEO_URL: wranglerVar("HERO_VIDEO_URL") ?? "" } });
  const browser = await launchBrowser();
  const pages: MeasuredPage[] = [];
  try {
    for (const page of BENCH_PAGES) {
      const html = await (await fetch(`${worker.url}${page.path}`)).text();
      pages.push({ ...page, bytes: Buffer.byteLength(html), assets: await measureAssets(browser, `${worker.url}${page.path}`) });
    }
  } finally {
    await browser.close();
    await worker.dispose();
  }
  return pages;
}

interface SlowConnectionRow {
  page: string;
  path: string;
  submittableMs: number;
  bytesBefore: number;
  criticalBytes: number;
  filesBefore: string[];
}

/** Each form page's first visits over the slow connection, the pages side by side, each visit with its own connection. */
async function measureSlowConnection(): Promise<SlowConnectionRow[]> {
  const worker = await startWorker({ port: 0, seed: true });
  const proxy = await startHttp2Proxy(worker.url);
  const browser = await launchBrowser();
  try {
    return await Promise.all(
      FORM_PAGES.map(async (formPage) => {
        const measured = await medianSubmittable(browser, proxy.url, formPage);
        return {
          page: formPage.name,
          path: formPage.path,
          submittableMs: measured.ms,
          bytesBefore: measured.bytes,
          criticalBytes: measured.criticalBytes,
          filesBefore: measured.files,
        };
      }),
    );
  } finally {
    await browser.close();
    await proxy.close();
    await worker.dispose();
  }
}

async function main() {
  rmSync(STATIC_DIR, { recursive: true, force: true });

  // First, side by side (neither is timed by the CPU): each page's HTML size (for the static
  // yardstick) and what it loads in a browser, with the hero film wrangler.toml names, as visitors
  // get it; and each form page's first visits over the slow connection, whose time is the
  // connection's. The timed requests come after, alone on the machine's cores.
  const [pages, slowConnection] = await Promise.all([measurePages(), measureSlowConnection()]);

  mkdirSync(STATIC_DIR, { recursive: true });
  for (const [index, page] of pages.entries()) {
    const filler = "<p>Transist statisk jämförelsefil. Flytt och städning i hela Sverige.</p>\n";
    writeFileSync(
      `${STATIC_DIR}/sida-${index}.html`,
      `<!DOCTYPE html>\n${filler.repeat(Math.ceil(page.bytes / filler.length))}`.slice(0, page.bytes),
    );
  }

  const worker = await startWorker({ port: 0, seed: true });
  const bypass = { "Cache-Control": "no-cache" };
  const rows = [];
  try {
    for (const [index, page] of pages.entries()) {
      const urls = { static: `${worker.url}/__bench/sida-${index}.html`, page: `${worker.url}${page.path}` };
      for (let i = 0; i < WARMUP; i++) {
        await timedGet(urls.static);
        await timedGet(urls.page, bypass);
        await timedGet(urls.page);
      }
      const samples = { static: [] as number[], cold: [] as number[], warm: [] as number[] };
      let hits = 0;
      for (let i = 0; i < REQUESTS; i++) {
        samples.static.push((await timedGet(urls.static)).ms);
        const cold = await timedGet(urls.page, bypass);
        if (cold.cache !== "BYPASS") throw new Error(`${page.path}: det kalla svaret kom inte direkt från workern (X-Cache ${cold.cache})`);
        samples.cold.push(cold.ms);
        const warm = await timedGet(urls.page);
        if (warm.cache === "HIT") hits++;
        samples.warm.push(warm.ms);
      }
      const [staticFile, cold, warm] = [summarise(samples.static), summarise(samples.cold), summarise(samples.warm)];
      rows.push({
        page: page.name,
        path: page.path,
        htmlBytes: page.bytes,
        requests: REQUESTS,
        coldMedianMs: cold.median,
        coldP95Ms: cold.p95,
        warmMedianMs: warm.median,
        warmP95Ms: warm.p95,
        warmCacheHits: hits,
        staticMedianMs: staticFile.median,
        staticP95Ms: staticFile.p95,
        coldRatio: round(cold.median / staticFile.median),
        warmRatio: round(warm.median / staticFile.median),
        jsGzipBytes: page.assets.js,
        jsFiles: page.assets.jsFiles,
        hasForm: page.assets.hasForm,
        jsOnFormFocusGzipBytes: page.assets.jsOnFormFocus,
        cssGzipBytes: page.assets.css,
        lcpElement: page.assets.lcpElement,
        cls: round(page.assets.cls),
        filmPlayed: page.assets.filmPlayed,
      });
    }
  } finally {
    await worker.dispose();
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }

  const workerGzipBytes = gzipSize(readFileSync("build/index.js"));
  const results = {
    requestsPerMeasurement: REQUESTS,
    measuredAt: new Date().toISOString(),
    workerGzipBytes,
    pages: rows,
    slowConnection: { conditions: SLOW_CONNECTION, visitsPerPage: SLOW_VISITS, pages: slowConnection },
  };
  mkdirSync(".bench", { recursive: true });
  writeFileSync(".bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  const kb = (bytes: number) => round(bytes / 1024);
  console.table(
    rows.map((row) => ({
      sida: row.page,
      "kall median/p95 ms": `${row.coldMedianMs} / ${row.coldP95Ms}`,
      "varm median/p95 ms": `${row.warmMedianMs} / ${row.warmP95Ms}`,
      cacheträffar: `${row.warmCacheHits}/${row.requests}`,
      "statisk median/p95 ms": `${row.staticMedianMs} / ${row.staticP95Ms}`,
      "kall/statisk": row.coldRatio,
      "varm/statisk": row.warmRatio,
      "JS gzip kB": kb(row.jsGzipBytes),
      "JS vid formulär kB": kb(row.jsOnFormFocusGzipBytes),
      "CSS gzip kB": kb(row.cssGzipBytes),
      "största målning": row.lcpElement,
      CLS: row.cls,
    })),
  );
  console.log(
    `Första besöket på långsam förbindelse (400 kbit/s, 2 s tur och retur, tom cache, medianen av ${SLOW_VISITS}): när formuläret kan skickas.`,
  );
  console.table(
    slowConnection.map((row) => ({
      sida: row.page,
      "kan skickas s": row.submittableMs / 1000,
      "kB dessförinnan": kb(row.bytesBefore),
      "kB sida + CSS": kb(row.criticalBytes),
      "filer dessförinnan": row.filesBefore.join(" "),
    })),
  );
  console.log(`Workerpaketet: ${kb(workerGzipBytes)} kB gzip. Resultat: .bench/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
