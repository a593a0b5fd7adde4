import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, TEST_RATE_LIMIT_WINDOW_SECONDS, type TestWorker } from "../../harness/worker";

/**
 * Every kind of answer says how it may be kept, on purpose: pages revalidate in the browser and
 * keep their edge policy for the worker, personal answers are `private, no-store`, refusals are
 * never kept and say when to come back, redirects to a page's one address may be kept a day.
 */

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const RATE_LIMIT_MAX = 2;
const RATE_LIMIT_WINDOW_SECONDS = TEST_RATE_LIMIT_WINDOW_SECONDS;

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({
    seed: true,
    vars: { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), RATE_LIMIT_WINDOW_SECONDS },
  });
});
afterAll(() => worker?.dispose());

async function headersOf(path: string, init?: Parameters<TestWorker["fetch"]>[1]) {
  const response = await worker.fetch(path, init);
  await response.arrayBuffer();
  return { status: response.status, get: (name: string) => response.headers.get(name) };
}

describe("a deliberate Cache-Control on every answer", () => {
  it("/tack (a quote was received) is private, no-store", async () => {
    const tack = await headersOf("/tack");
    expect(tack.status).toBe(200);
    expect(tack.get("cache-control")).toBe("private, no-store");
    expect(tack.get("cdn-cache-control")).toBeNull();
    expect(tack.get("x-cache")).toBe("BYPASS");
  });

  it("/offline is a content page: revalidated by browsers, kept at the edge", async () => {
    const offline = await headersOf("/offline?orsak=anslutning");
    expect(offline.status).toBe(200);
    expect(offline.get("cache-control")).toBe("no-cache");
    expect(offline.get("cdn-cache-control")).toMatch(/s-maxage=\d+/);
  });

  it("the not-found page is asked for again every time, and never kept at the edge", async () => {
    const missing = await headersOf("/finns-inte-alls");
    expect(missing.status).toBe(404);
    expect(missing.get("cache-control")).toBe("no-cache");
    expect(missing.get("x-cache")).toBe("BYPASS");
  });

  for (const path of ["/kontakt.data", "/_root.data"]) {
    it(`Remix's data request ${path} is revalidated every time and carries no edge policy (the edge never keeps it)`, async () => {
      const data = await headersOf(path);
      expect(data.status).toBe(200);
      expect(data.get("content-type")).toContain("text/x-script");
      expect(data.get("cache-control")).toBe("no-cache");
      expect(data.get("cdn-cache-control")).toBeNull();
      expect(data.get("x-cache")).toBe("BYPASS");
    });
  }

  it("the 405 for a method the site does not take is never kept", async () => {
    const refused = await headersOf("/kontakt", { method: "PUT" });
    expect(refused.status).toBe(405);
    expect(refused.get("allow")).toBe("GET, HEAD, POST");
    expect(refused.get("cache-control")).toBe("no-store");
  });

  it("the 405 for a post to a page without a form is private, no-store like every answer to a post", async () => {
    const refused = await headersOf("/om-oss", { method: "POST", body: new URLSearchParams({ a: "b" }), headers: FORM });
    expect(refused.status).toBe(405);
    expect(refused.get("cache-control")).toBe("private, no-store");
  });

  it("the redirect to a page's one address (trailing slash) may be kept a day", async () => {
    const redirect = await headersOf("/kontakt/");
    expect(redirect.status).toBe(301);
    expect(redirect.get("location")).toBe("/kontakt");
    expect(redirect.get("cache-control")).toBe("public, max-age=86400");
  });

  it("a form answered 429 (too many posts) is private, no-store and says when to come back, as a page and as Remix's data", async () => {
    const headers = { ...FORM, "CF-Connecting-IP": "203.0.113.77" };
    const body = (n: number) => new URLSearchParams({ email: `rl-${n}@example.se`, source: "discount", returnTo: "/" });
    const statuses: number[] = [];
    for (let n = 0; n < RATE_LIMIT_MAX; n++)
      statuses.push((await headersOf("/nyhetsbrev", { method: "POST", body: body(n), headers })).status);
    expect(statuses).toEqual([302, 302]);
    const page = await headersOf("/nyhetsbrev", { method: "POST", body: body(RATE_LIMIT_MAX), headers });
    expect(page.status).toBe(429);
    expect(page.get("cache-control")).toBe("private, no-store");
    expect(page.get("retry-after")).toBe(RATE_LIMIT_WINDOW_SECONDS);
    const data = await headersOf("/nyhetsbrev.data", { method: "POST", body: body(RATE_LIMIT_MAX + 1), headers });
    expect(data.status).toBe(429);
    expect(data.get("cache-control")).toBe("private, no-store");
    expect(data.get("retry-after")).toBe(RATE_LIMIT_WINDOW_SECONDS);
  });
});
