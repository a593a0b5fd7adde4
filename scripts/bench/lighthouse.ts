/**
 * npm run audit:lighthouse: Lighthouse (mobile profile, its default simulated slow-4G throttling)
 * driving Debian's Chromium against the built worker in workerd with the seeded database, on the
 * five pages the bench measures, served over HTTP/2 as Cloudflare serves them (miniflare alone
 * speaks HTTP/1.1). Lighthouse's own advice for a noisy machine is followed: every page is audited
 * LIGHTHOUSE_RUNS times (3 by default) and the median run counts. Prints the four category
 * scores, FCP, LCP, CLS and TBT per page, writes .bench/lighthouse.json, and fails when a page
 * Misses the bar: performance at least 95, LCP under 2.0 s, CLS 0.
 *
 * Lighthouse estimates a phone's blocking time from the browser's main-thread tasks as observed
 * here, times four. On this 2-core machine the server (workerd, the proxy and Lighthouse's own
 * Node) shares the cores with Chromium, which in production it never does, and the same page then
 * measured 60–390 ms of TBT run to run. So `npm run audit:lighthouse` starts this script at the
 * lowest CPU priority (`nice -n 19`) and Chromium at normal priority again (where the user may
 * lower niceness; elsewhere both run at the same priority, as before).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { BENCH_PAGES } from "../../harness/bench-pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../harness/chromium";
import { startHttp2Proxy } from "../../harness/http2-proxy";
import { startWorker } from "../../harness/worker";

const LIGHTHOUSE_BAR = { performance: 0.95, lcpMs: 2000, cls: 0 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** LIGHTHOUSE_PAGES="/,/offert": audit only these paths (while looking into one page). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");

/** Chromium with a DevTools port for Lighthouse, and nothing that phones home. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "transist-lighthouse-"));
  const args = [...CHROMIUM_FLAGS, "--ignore-certificate-errors", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"];
  // Back to normal priority if this script runs niced (see above); GNU nice runs it anyway if it may not.
  const niceness = getPriority();
  const chromium = niceness > 0 ? spawn("nice", ["-n", String(-niceness), CHROMIUM_PATH, ...args]) : spawn(CHROMIUM_PATH, args);
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    chromium.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.on("exit", (code) => reject(new Error(`Chromium avslutades (${code}): ${output.slice(-500)}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

interface Audit {
  page: string;
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  lcpElement: string | null;
  /** Lighthouse's measure of this machine's speed (a typical desktop scores about 1 000–2 000). */
  benchmarkIndex: number;
}

async function main() {
  const worker = await startWorker({ port: 0, seed: true });
  const proxy = await startHttp2Proxy(worker.url);
  const chromium = await startChromium();
  const audits: Audit[] = [];
  try {
    for (const page of BENCH_PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.path))) {
      const runs = [];
      // A run Lighthouse could not finish (on a busy machine Chromium may miss a protocol deadline) is run again, twice at most.
      let retries = 2;
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${proxy.url}${page.path}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse gav inget resultat för ${page.path}`);
        if (result.lhr.runtimeError) {
          if (retries-- === 0) throw new Error(`${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          console.error(`${page.path}: ${result.lhr.runtimeError.code}, körs om.`);
          run--;
          continue;
        }
        runs.push(result.lhr);
      }
      const median = computeMedianRun(runs);
      const { categories, audits: lhAudits, environment } = median;
      // The whole report of the median run, to see what made a figure (long tasks, shifts, the LCP's phases).
      mkdirSync(".bench/lighthouse", { recursive: true });
      writeFileSync(`.bench/lighthouse/${page.path.replace(/\W+/g, "_")}.json`, JSON.stringify(median));
      const lcpElement =
        (
          lhAudits["largest-contentful-paint-element"]?.details as
            { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined
        )?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
      audits.push({
        page: page.name,
        path: page.path,
        scores: {
          performance: categories.performance?.score ?? 0,
          accessibility: categories.accessibility?.score ?? 0,
          "best-practices": categories["best-practices"]?.score ?? 0,
          seo: categories.seo?.score ?? 0,
        },
        lcpMs: Math.round(lhAudits["largest-contentful-paint"]?.numericValue ?? Infinity),
        cls: lhAudits["cumulative-layout-shift"]?.numericValue ?? Infinity,
        tbtMs: Math.round(lhAudits["total-blocking-time"]?.numericValue ?? Infinity),
        fcpMs: Math.round(lhAudits["first-contentful-paint"]?.numericValue ?? Infinity),
        lcpElement,
        benchmarkIndex: Math.round(environment.benchmarkIndex),
      });
    }
  } finally {
    await chromium.stop();
    await proxy.close();
    await worker.dispose();
  }

  mkdirSync(".bench", { recursive: true });
  writeFileSync(
    ".bench/lighthouse.json",
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, bar: LIGHTHOUSE_BAR, audits }, null, 2)}\n`,
  );
  const score = (value: number) => Math.round(value * 100);
  console.table(
    audits.map((audit) => ({
      sida: audit.page,
      prestanda: score(audit.scores.performance),
      tillgänglighet: score(audit.scores.accessibility),
      "bästa praxis": score(audit.scores["best-practices"]),
      SEO: score(audit.scores.seo),
      "FCP s": audit.fcpMs / 1000,
      "LCP s": audit.lcpMs / 1000,
      CLS: Math.round(audit.cls * 1000) / 1000,
      "TBT ms": audit.tbtMs,
      maskinindex: audit.benchmarkIndex,
    })),
  );
  console.log(`Resultat: .bench/lighthouse.json (mobilprofil, simulerad 4G-strypning, HTTP/2, medianen av ${RUNS} körningar per sida).`);
  const misses = audits.filter(
    (audit) =>
      audit.scores.performance < LIGHTHOUSE_BAR.performance || audit.lcpMs >= LIGHTHOUSE_BAR.lcpMs || audit.cls > LIGHTHOUSE_BAR.cls,
  );
  for (const miss of misses)
    console.error(
      `Under ribban: ${miss.page} (prestanda ${score(miss.scores.performance)}, LCP ${miss.lcpMs} ms, CLS ${miss.cls}; LCP-element ${miss.lcpElement})`,
    );
  if (misses.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
