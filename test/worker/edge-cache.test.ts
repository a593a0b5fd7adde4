import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

const nonceOf = (response: { headers: { get(name: string): string | null } }) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await worker.fetch(path, { headers });
  const html = await response.text();
  return { response, html, cache: response.headers.get("x-cache") };
}

async function waitForHit(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) {
    const result = await get(path, headers);
    if (result.cache === "HIT") return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never served from the cache`);
}

describe("edge caching of content pages", () => {
  it("serves a repeated service page from the cache with a fresh CSP nonce in the header and in every tag", async () => {
    const first = await get("/tjanster/flyttstadning");
    expect(first.cache).toBe("MISS");
    expect(first.response.headers.get("cdn-cache-control")).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(first.response.headers.get("cache-control")).toBe("no-cache");
    const second = await waitForHit("/tjanster/flyttstadning");
    const firstNonce = nonceOf(first.response);
    const secondNonce = nonceOf(second.response);
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.html).not.toContain(`nonce="${firstNonce}"`);
    expect(second.html).toContain(`nonce="${secondNonce}"`);
    expect(second.html.match(/nonce="/g)?.length).toBe(first.html.match(/nonce="/g)?.length);
  });

  it("renders afresh, without reading or writing the cache, when a request asks for no-cache", async () => {
    await get("/faq");
    await waitForHit("/faq");
    const fresh = await get("/faq", { "Cache-Control": "no-cache" });
    expect(fresh.cache).toBe("BYPASS");
    expect(fresh.html).toContain("Vanliga frågor");
    const uncached = await get("/villkor", { "Cache-Control": "no-cache" });
    expect(uncached.cache).toBe("BYPASS");
    expect((await get("/villkor")).cache).toBe("MISS");
  });

  it("keys the cache on whether the visitor has made a cookie choice", async () => {
    await get("/om-oss");
    const withoutChoice = await waitForHit("/om-oss");
    expect(withoutChoice.html).toContain("Vi använder cookies");
    const consent = `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false, timestamp: "2026-11-01T00:00:00Z" }))}`;
    const withChoice = await get("/om-oss", { Cookie: consent });
    expect(withChoice.cache).toBe("MISS");
    expect(withChoice.html).not.toContain("Vi använder cookies");
  });

  it("never caches form posts, the thank-you state or a personal cookie page", async () => {
    const post = await worker.fetch("/kontakt", { method: "POST", body: new URLSearchParams({ name: "" }) });
    await post.text();
    expect(post.headers.get("x-cache")).toBe("BYPASS");
    expect((await get("/kontakt?skickat=kontakt")).cache).toBe("BYPASS");
    const quoteStep = await worker.fetch("/offert", {
      method: "POST",
      body: new URLSearchParams({ step: "1", intent: "next", service_type: "städning" }),
    });
    await quoteStep.text();
    expect(quoteStep.headers.get("x-cache")).toBe("BYPASS");
    const consent = `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false, timestamp: "2026-11-01T00:00:00Z" }))}`;
    await get("/cookies", { Cookie: consent });
    expect((await get("/cookies", { Cookie: consent })).cache).toBe("BYPASS");
  });
});
