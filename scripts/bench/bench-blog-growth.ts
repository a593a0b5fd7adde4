/**
 * Npm run bench:blog: does the blog stay as fast with 10,000 posts as with 10?
 *
 * Starts the built worker in workerd with the seed's categories and authors, and grows the blog to
 * 10, 1,000 and 10,000 published posts (generated in SQL, each with a ~3 kB body). At each size, for
 * /blogg, a category page, searches by word prefix and inside words, and one article it measures:
 * - the median time of BLOG_BENCH_REQUESTS (default 50) requests rendered by the worker
 *   (`Cache-Control: no-cache` bypasses the edge cache), each followed by a request for a static
 *   file of the same size, served by the same workerd from the assets binding: the yardstick;
 * - the workerd process's CPU time per request (utime + stime from /proc/<pid>/stat over a block of
 *   requests), the page's and the static file's;
 * - the page's HTML size.
 * Prints a table and writes .bench/blog-growth.json. Fails if a listing's median at 10,000 posts is
 * more than 1.5 times its median at 10.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { seedGeneratedPosts } from "../../harness/blog-growth";
import { startWorker, type TestWorker } from "../../harness/worker";

const REQUESTS = Math.max(10, Number(process.env.BLOG_BENCH_REQUESTS ?? 50));
const WARMUP = 10;
/** Requests for every page before the first measurement, so the first size is not measured cold. */
const FIRST_WARMUP = 40;
const SIZES = [10, 1_000, 10_000] as const;
/** A listing at the largest size may take at most this many times its time at the smallest. */
const MAX_GROWTH = 1.5;
const STATIC_DIR = "public/__bench-blog";
/**
 * Static yardsticks, written before workerd starts (it reads the assets once): one file per kB
 * from 8 to 128 kB; each page is compared with the file nearest its size.
 */
const STATIC_KB = { min: 8, max: 128 };
const CLOCK_TICKS_PER_SECOND = 100;

const PAGES = [
  { name: "Blogg", path: "/blogg", listing: true },
  { name: "Kategori", path: "/blogg/kategori/flyttips", listing: true },
  { name: "Sök 'flytt'", path: "/blogg?q=flytt", listing: true },
  // Inside words: 'städning' in 'Flyttstädning' (titles and tags), 'ttips' in every description.
  { name: "Sök 'städning'", path: `/blogg?q=${encodeURIComponent("städning")}`, listing: true },
  { name: "Sök 'ttips'", path: "/blogg?q=ttips", listing: true },
  { name: "Artikel", path: "/blogg/genererad-5", listing: false },
] as const;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The workerd process miniflare started: a child of this process named workerd. */
function workerdPid(): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (comm === "workerd" && ppid === process.pid) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return null;
}

/** CPU seconds the process has used, user and system. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the comm: state(0) ppid(1) … utime(11) stime(12).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function timedGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; bytes: number; status: number; cache: string | null }> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - start, bytes: body.byteLength, status: response.status, cache: response.headers.get("x-cache") };
}

/** CPU milliseconds per request over a block of requests, or null without /proc. */
async function cpuPerRequest(pid: number | null, url: string, headers: Record<string, string>): Promise<number | null> {
  if (pid === null) return null;
  const before = cpuSeconds(pid);
  for (let i = 0; i < REQUESTS; i++) await timedGet(url, headers);
  return round(((cpuSeconds(pid) - before) * 1000) / REQUESTS);
}

interface Row {
  posts: number;
  page: string;
  path: string;
  htmlBytes: number;
  staticBytes: number;
  medianMs: number;
  staticMedianMs: number;
  cpuMsPerRequest: number | null;
  staticCpuMsPerRequest: number | null;
}

async function measureSize(worker: TestWorker, pid: number | null, posts: number): Promise<Row[]> {
  const bypass = { "Cache-Control": "no-cache" };
  const rows: Row[] = [];
  for (const page of PAGES) {
    const url = `${worker.url}${page.path}`;
    const first = await timedGet(url, bypass);
    if (first.status !== 200) throw new Error(`${page.path} svarade ${first.status} med ${posts} inlägg`);
    const staticKb = Math.min(STATIC_KB.max, Math.max(STATIC_KB.min, Math.round(first.bytes / 1024)));
    const staticUrl = `${worker.url}/${STATIC_DIR.slice("public/".length)}/${staticKb}.html`;
    for (let i = 0; i < WARMUP; i++) {
      await timedGet(staticUrl);
      await timedGet(url, bypass);
    }
    const samples = { page: [] as number[], static: [] as number[] };
    for (let i = 0; i < REQUESTS; i++) {
      samples.static.push((await timedGet(staticUrl)).ms);
      const rendered = await timedGet(url, bypass);
      if (rendered.cache !== "BYPASS") throw new Error(`${page.path}: svaret kom inte direkt från workern (X-Cache ${rendered.cache})`);
      samples.page.push(rendered.ms);
    }
    rows.push({
      posts,
      page: page.name,
      path: page.path,
      htmlBytes: first.bytes,
      staticBytes: staticKb * 1024,
      medianMs: round(median(samples.page)),
      staticMedianMs: round(median(samples.static)),
      cpuMsPerRequest: await cpuPerRequest(pid, url, bypass),
      staticCpuMsPerRequest: await cpuPerRequest(pid, staticUrl, {}),
    });
  }
  return rows;
}

async function main() {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  const filler = "<p>Transist statisk jämförelsefil. Flytt och städning i hela Sverige.</p>\n";
  for (let kb = STATIC_KB.min; kb <= STATIC_KB.max; kb++) {
    const bytes = kb * 1024;
    writeFileSync(
      `${STATIC_DIR}/${kb}.html`,
      Buffer.from(`<!DOCTYPE html>\n${filler.repeat(Math.ceil(bytes / filler.length))}`).subarray(0, bytes),
    );
  }
  // The seed's categories and authors; its posts go, so that the blog holds exactly 10, 1,000 … posts.
  const worker = await startWorker({ port: 0, seed: true });
  const pid = workerdPid();
  if (pid === null) console.warn("Hittade inte workerd-processen: CPU-tiden mäts inte.");
  const rows: Row[] = [];
  try {
    await worker.sql("DELETE FROM blog_posts");
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedGeneratedPosts(worker, size - seeded, seeded + 1);
      const [count] = await worker.sql<{ n: number }>("SELECT count(*) AS n FROM blog_posts WHERE is_published = 1");
      console.log(`${count!.n} publicerade inlägg (seedade på ${Math.round(performance.now() - started)} ms); mäter …`);
      if (seeded === 0) {
        for (let i = 0; i < FIRST_WARMUP; i++)
          for (const page of PAGES) await timedGet(`${worker.url}${page.path}`, { "Cache-Control": "no-cache" });
      }
      seeded = size;
      rows.push(...(await measureSize(worker, pid, size)));
    }
  } finally {
    await worker.dispose();
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }

  const smallest = SIZES[0];
  const largest = SIZES[SIZES.length - 1]!;
  const growth = PAGES.map((page) => {
    const at = (posts: number) => rows.find((row) => row.page === page.name && row.posts === posts)!;
    const cpu =
      at(largest).cpuMsPerRequest !== null && at(smallest).cpuMsPerRequest
        ? round(at(largest).cpuMsPerRequest! / at(smallest).cpuMsPerRequest!)
        : null;
    return { page: page.name, listing: page.listing, ratio: round(at(largest).medianMs / at(smallest).medianMs), cpuRatio: cpu };
  });
  const results = { requestsPerMeasurement: REQUESTS, measuredAt: new Date().toISOString(), maxGrowth: MAX_GROWTH, rows, growth };
  mkdirSync(".bench", { recursive: true });
  writeFileSync(".bench/blog-growth.json", `${JSON.stringify(results, null, 2)}\n`);

  console.table(
    rows.map((row) => ({
      inlägg: row.posts,
      sida: row.page,
      "HTML kB": round(row.htmlBytes / 1024, 1),
      "median ms": row.medianMs,
      "statisk median ms": row.staticMedianMs,
      "CPU ms/förfrågan": row.cpuMsPerRequest ?? "–",
      "statisk CPU ms/förfrågan": row.staticCpuMsPerRequest ?? "–",
    })),
  );
  for (const entry of growth) {
    const verdict = entry.ratio <= MAX_GROWTH ? "ok" : entry.listing ? "FÖR LÅNGSAM" : "långsammare";
    console.log(
      `${entry.page}: ${largest} inlägg / ${smallest} inlägg = ${entry.ratio}× i tid (högst ${MAX_GROWTH}×) ${verdict}; ${entry.cpuRatio ?? "–"}× i CPU`,
    );
  }
  console.log("Resultat: .bench/blog-growth.json");
  if (growth.some((entry) => entry.listing && entry.ratio > MAX_GROWTH)) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
