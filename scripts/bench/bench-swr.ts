/**
 * npm run bench:swr: what stale-while-revalidate buys a popular page whose edge copy has just
 * passed s-maxage. The built worker in workerd with the seeded database; for each page, RUNS times
 * in turn:
 * - STALE: the stored copy is made older than s-maxage (its stored-at time moved back), then the
 *   page is requested: answered from the copy while the page is rendered again behind it;
 * - MISS: the stored copy is deleted, as the Cache API drops a copy at the end of its lifetime when
 *   the worker keeps no stale copy, then the page is requested: rendered with D1, then stored;
 * - HIT: a fresh copy, for scale.
 * Each timed request reads the whole body; between runs the page is back to a fresh HIT. Prints
 * the median and p95 of each in milliseconds.
 */
import { Response as MiniflareResponse } from "miniflare";
import { edgeCacheKey, STORED_AT_HEADER } from "../../app/server/worker/edge-cache.server";
import { EDGE_CACHE_CONTROL } from "../../app/shared/cache-headers";
import { builtInPosts } from "../../app/content/blog";
import { startWorker, type TestWorker } from "../../harness/worker";

const RUNS = Number(process.env.SWR_RUNS ?? 50);
const FRESH_SECONDS = Number(/s-maxage=(\d+)/.exec(EDGE_CACHE_CONTROL)![1]);
const PAGES = ["/blogg", `/blogg/${builtInPosts[0]!.slug}`, "/tjanster/flyttstadning"];

type Kind = "STALE" | "MISS" | "HIT";

async function timed(worker: TestWorker, path: string): Promise<{ ms: number; cache: string | null }> {
  const start = performance.now();
  const response = await fetch(`${worker.url}${path}`);
  await response.arrayBuffer();
  return { ms: performance.now() - start, cache: response.headers.get("x-cache") };
}

async function untilHit(worker: TestWorker, path: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await timed(worker, path)).cache === "HIT") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never became a HIT`);
}

async function main() {
  const worker = await startWorker({ port: 0, seed: true });
  const cache = (await worker.mf.getCaches()).default;
  const buildId = (await fetch(`${worker.url}/`, { method: "HEAD" })).headers.get("x-build-id")!;
  const keyOf = async (path: string) => (await edgeCacheKey(new Request(`${worker.url}${path}`), buildId))!.url;

  async function prepare(path: string, kind: Kind): Promise<void> {
    await untilHit(worker, path);
    const key = await keyOf(path);
    if (kind === "MISS") {
      await cache.delete(key);
      return;
    }
    if (kind === "STALE") {
      const stored = (await cache.match(key))!;
      const headers = new Headers([...stored.headers]);
      headers.set(STORED_AT_HEADER, String(Number(headers.get(STORED_AT_HEADER)) - (FRESH_SECONDS + 1) * 1000));
      await cache.put(key, new MiniflareResponse(await stored.arrayBuffer(), { status: stored.status, headers: [...headers] }));
    }
  }

  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const path of PAGES) {
      const samples: Record<Kind, number[]> = { STALE: [], MISS: [], HIT: [] };
      for (let i = 0; i < 5; i++) await timed(worker, path);
      for (let run = 0; run < RUNS; run++) {
        const order: Kind[] = run % 2 ? ["MISS", "STALE", "HIT"] : ["STALE", "HIT", "MISS"];
        for (const kind of order) {
          await prepare(path, kind);
          const { ms, cache: status } = await timed(worker, path);
          if (status !== kind) throw new Error(`${path}: expected ${kind}, got ${status}`);
          samples[kind].push(ms);
        }
      }
      const row: Record<string, string | number> = { page: path };
      for (const kind of ["STALE", "MISS", "HIT"] as const) {
        const sorted = [...samples[kind]].sort((a, b) => a - b);
        row[`${kind} median`] = round(sorted[Math.floor(sorted.length / 2)]!);
        row[`${kind} p95`] = round(sorted[Math.floor(sorted.length * 0.95)]!);
      }
      rows.push(row);
    }
  } finally {
    await worker.dispose();
  }
  console.log(`Answer time in ms over ${RUNS} runs each (median / p95):`);
  console.table(rows);
}

const round = (value: number) => Math.round(value * 100) / 100;

await main();
