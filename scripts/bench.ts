/**
 * npm run bench: the built worker in workerd with the seeded database. For five pages it measures
 * the median and p95 response time over 200+ requests, cold (a unique query string, so the edge
 * cache is bypassed and the page is rendered) and warm (a cache hit), beside a static file of the
 * same size served from the assets binding; the gzip size of the JavaScript and CSS each page
 * loads; and the gzip size of the worker bundle. Prints a table and writes .bench/results.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startWorker, type TestWorker } from "../test/support/worker";

export const BENCH_PAGES = [
  { name: "Startsida", path: "/" },
  { name: "Tjänstesida", path: "/tjanster/flyttstadning" },
  { name: "Offert", path: "/offert" },
  { name: "Blogg", path: "/blogg" },
  { name: "Artikel", path: "/blogg/10-flyttips-som-gor-flyttdagen-lugnare" },
] as const;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const STATIC_DIR = "public/__bench";

interface Timing {
  median: number;
  p95: number;
}

async function time(worker: TestWorker, path: (i: number) => string, expectCache?: string): Promise<Timing & { hits: number }> {
  const samples: number[] = [];
  let hits = 0;
  for (let i = 0; i < 10; i++) await (await fetch(`${worker.url}${path(-1 - i)}`)).arrayBuffer();
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(`${worker.url}${path(i)}`);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (expectCache && response.headers.get("x-cache") === expectCache) hits++;
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]!, hits };
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

/** The JavaScript and CSS a page loads: stylesheets, module preloads, scripts and the entry's imports. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="(stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)) (match[1] === "stylesheet" ? css : js).add(match[2]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*\(?\s*"(\/build\/[^"]+\.js)"/g)) js.add(match[1]!);
  return { js: [...js], css: [...css] };
}

async function main() {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  // First pass: each page's HTML, to size the static yardstick and list its assets.
  let worker = await startWorker({ port: 0, seed: true });
  const pages: Array<{ name: string; path: string; bytes: number; js: number; css: number }> = [];
  for (const page of BENCH_PAGES) {
    const html = await (await fetch(`${worker.url}${page.path}`)).text();
    const { js, css } = assetsOf(html);
    const sum = (list: string[]) => list.reduce((total, asset) => total + gzipSize(readFileSync(`public${asset}`)), 0);
    pages.push({ ...page, bytes: Buffer.byteLength(html), js: sum(js), css: sum(css) });
  }
  await worker.dispose();

  mkdirSync(STATIC_DIR, { recursive: true });
  for (const [index, page] of pages.entries()) {
    const filler = "<p>Transist statisk jämförelsefil. Flytt och städning i hela Sverige.</p>\n";
    writeFileSync(`${STATIC_DIR}/sida-${index}.html`, `<!DOCTYPE html>\n${filler.repeat(Math.ceil(page.bytes / filler.length))}`.slice(0, page.bytes));
  }

  worker = await startWorker({ port: 0, seed: true });
  const rows = [];
  try {
    for (const [index, page] of pages.entries()) {
      const separator = page.path.includes("?") ? "&" : "?";
      const cold = await time(worker, (i) => `${page.path}${separator}matning=${i}-${Date.now()}`);
      await (await fetch(`${worker.url}${page.path}`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const warm = await time(worker, () => page.path, "HIT");
      const staticFile = await time(worker, () => `/__bench/sida-${index}.html`);
      rows.push({
        page: page.name,
        path: page.path,
        htmlBytes: page.bytes,
        coldMedianMs: round(cold.median),
        coldP95Ms: round(cold.p95),
        warmMedianMs: round(warm.median),
        warmP95Ms: round(warm.p95),
        warmCacheHits: warm.hits,
        staticMedianMs: round(staticFile.median),
        staticP95Ms: round(staticFile.p95),
        coldRatio: round(cold.median / staticFile.median),
        warmRatio: round(warm.median / staticFile.median),
        jsGzipBytes: page.js,
        cssGzipBytes: page.css,
      });
    }
  } finally {
    await worker.dispose();
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  const workerGzipBytes = gzipSize(readFileSync("build/index.js"));
  const results = { requestsPerMeasurement: REQUESTS, measuredAt: new Date().toISOString(), workerGzipBytes, pages: rows };
  mkdirSync(".bench", { recursive: true });
  writeFileSync(".bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  console.table(
    rows.map((row) => ({
      sida: row.page,
      "kall median/p95 ms": `${row.coldMedianMs} / ${row.coldP95Ms}`,
      "varm median/p95 ms": `${row.warmMedianMs} / ${row.warmP95Ms}`,
      "cacheträffar": `${row.warmCacheHits}/${REQUESTS}`,
      "statisk median/p95 ms": `${row.staticMedianMs} / ${row.staticP95Ms}`,
      "kall/statisk": row.coldRatio,
      "varm/statisk": row.warmRatio,
      "JS gzip kB": round(row.jsGzipBytes / 1024),
      "CSS gzip kB": round(row.cssGzipBytes / 1024),
    })),
  );
  console.log(`Workerpaketet: ${round(workerGzipBytes / 1024)} kB gzip. Resultat: .bench/results.json`);
}

const round = (value: number) => Math.round(value * 100) / 100;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
