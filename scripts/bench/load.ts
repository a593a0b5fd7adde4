/**
 * npm run load: the built worker in workerd on loopback with a fresh, migrated and seeded D1;
 * this process is the load generator. 20 concurrent clients send home page GETs and complete
 * quote requests (all three steps) for a bounded time, then it prints requests per second,
 * p50/p99 latency, the non-2xx/3xx count, the 5xx count, and reconciles successful
 * submissions against the rows in D1. Exits non-zero on any 5xx, lost or duplicated lead.
 */
import { startWorker } from "../../harness/worker";
import { quoteSteps, type QuoteJourney } from "../../harness/quote-journey";

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 20);
const QUOTES = Number(process.env.LOAD_QUOTES ?? 500);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 240);

interface Sample {
  kind: "home" | "quote-step";
  status: number;
  ms: number;
}

const samples: Sample[] = [];
let quotesStarted = 0;
let quotesSucceeded = 0;
let quotesFailed = 0;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(kind: Sample["kind"], run: () => Promise<Response>): Promise<Response> {
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  samples.push({ kind, status: response.status, ms: performance.now() - start });
  return response;
}

async function main() {
  const worker = await startWorker({ port: 0, seed: true, vars: { RATE_LIMIT_MAX: "100000" } });
  const deadline = Date.now() + MAX_SECONDS * 1000;
  console.log(`Last: ${CLIENTS} klienter, ${QUOTES} offertförfrågningar, högst ${MAX_SECONDS} s mot ${worker.url}`);
  const startedAt = performance.now();

  async function client(clientIndex: number) {
    let round = 0;
    while (Date.now() < deadline) {
      await timed("home", () => fetch(`${worker.url}/`, { headers: { "CF-Connecting-IP": `10.0.0.${clientIndex}` } }));
      if (quotesStarted >= QUOTES) {
        if (round++ > 5) break;
        continue;
      }
      const id = quotesStarted++;
      const journey: QuoteJourney = quoteSteps(id);
      let ok = true;
      for (const step of journey.steps) {
        const response = await timed("quote-step", () =>
          fetch(`${worker.url}${journey.path}`, {
            method: "POST",
            redirect: "manual",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `10.0.1.${clientIndex}` },
            body: new URLSearchParams(step).toString(),
          }),
        );
        if (response.status >= 400) {
          ok = false;
          break;
        }
        if (step === journey.steps[journey.steps.length - 1]) {
          ok = response.status >= 300 && response.status < 400 && (response.headers.get("location") ?? "").endsWith("/tack");
        }
      }
      if (ok) quotesSucceeded++;
      else quotesFailed++;
    }
  }

  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i + 1)));
  const seconds = (performance.now() - startedAt) / 1000;
  const rows = (await worker.db.prepare("SELECT count(*) AS n FROM quotes").first<{ n: number }>())?.n ?? 0;
  const distinct = (await worker.db.prepare("SELECT count(DISTINCT namn) AS n FROM quotes").first<{ n: number }>())?.n ?? 0;
  await worker.dispose();

  const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
  const bad = samples.filter((s) => s.status < 200 || s.status >= 400);
  const serverErrors = samples.filter((s) => s.status >= 500);
  const table = {
    förfrågningar: samples.length,
    sekunder: Number(seconds.toFixed(1)),
    "förfrågningar/s": Number((samples.length / seconds).toFixed(1)),
    "p50 ms": Number(percentile(latencies, 50).toFixed(1)),
    "p99 ms": Number(percentile(latencies, 99).toFixed(1)),
    "svar utanför 2xx/3xx": bad.length,
    "5xx": serverErrors.length,
    "offerter startade": quotesStarted,
    "offerter lyckade (till /tack)": quotesSucceeded,
    "offerter misslyckade": quotesFailed,
    "rader i quotes": rows,
    "olika offerter i quotes": distinct,
  };
  console.table(table);
  const lost = quotesSucceeded - distinct;
  const duplicated = rows - distinct;
  console.log(
    `Avstämning: ${quotesSucceeded} lyckade mot ${rows} rader – ${lost} förlorade, ${duplicated} dubbletter, ${serverErrors.length} 5xx.`,
  );
  if (serverErrors.length > 0 || lost !== 0 || duplicated !== 0 || rows !== quotesSucceeded || quotesSucceeded < QUOTES) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
