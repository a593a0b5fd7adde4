import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Response as MiniflareResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeCacheKey, STORED_AT_HEADER } from "~/server/worker/edge-cache.server";
import { EDGE_CACHE_CONTROL } from "~/shared/cache-headers";
import { dialogNames } from "~/shared/dialogs";
import { startWorker, type TestWorker } from "../../harness/worker";
import { formBody, validQuoteStep } from "../support/valid-forms";
import { consentHeader } from "../support/consent";

let worker: TestWorker;
const cacheDirectory = mkdtempSync(join(tmpdir(), "transist-edge-cache-"));
beforeAll(async () => {
  worker = await startWorker({ seed: true, cacheDirectory });
});
afterAll(async () => {
  await worker?.dispose();
  rmSync(cacheDirectory, { recursive: true, force: true });
});

const FRESH_SECONDS = Number(/s-maxage=(\d+)/.exec(EDGE_CACHE_CONTROL)![1]);
const STALE_SECONDS = Number(/stale-while-revalidate=(\d+)/.exec(EDGE_CACHE_CONTROL)![1]);

const nonceOf = (response: { headers: { get(name: string): string | null } }) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await worker.fetch(path, { headers });
  const html = await response.text();
  return { response, html, cache: response.headers.get("x-cache") };
}

async function waitForHit(path: string, headers: Record<string, string> = {}) {
  const response = await worker.fetchCacheHit(path, headers);
  return { response, html: await response.text(), cache: response.headers.get("x-cache") };
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
    const consent = await consentHeader({ analytics: false, marketing: false, functional: false });
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
      body: formBody(validQuoteStep(1, { service: "städning" })),
    });
    await quoteStep.text();
    expect(quoteStep.headers.get("x-cache")).toBe("BYPASS");
    const consent = await consentHeader({ analytics: true, marketing: false, functional: false });
    await get("/cookies", { Cookie: consent });
    expect((await get("/cookies", { Cookie: consent })).cache).toBe("BYPASS");
  });
});

/** The stored copy of `path` (as a visitor without a cookie choice gets it) made `seconds` older. */
async function age(path: string, seconds: number) {
  const buildId = (await worker.fetch(path, { method: "HEAD" })).headers.get("x-build-id")!;
  const key = (await edgeCacheKey(new Request(new URL(path, "http://localhost:8787")), buildId))!.url;
  const cache = (await worker.mf.getCaches()).default;
  const stored = await cache.match(key);
  if (!stored) throw new Error(`${path} is not in the cache`);
  const headers = new Headers([...stored.headers]);
  headers.set(STORED_AT_HEADER, String(Number(headers.get(STORED_AT_HEADER)) - seconds * 1000));
  await cache.put(key, new MiniflareResponse(await stored.arrayBuffer(), { status: stored.status, headers: [...headers] }));
}

describe("stale-while-revalidate, kept by the worker", () => {
  it("answers a copy older than s-maxage at once (STALE) and stores a fresh one behind it: the next answer is a HIT of age 0", async () => {
    await get("/blogg");
    const hit = await waitForHit("/blogg");
    expect(Number(hit.response.headers.get("age"))).toBeLessThan(FRESH_SECONDS);
    await age("/blogg", FRESH_SECONDS + 5);
    const stale = await get("/blogg");
    expect(stale.cache).toBe("STALE");
    expect(Number(stale.response.headers.get("age"))).toBeGreaterThanOrEqual(FRESH_SECONDS + 5);
    expect(stale.response.headers.get("cache-control")).toBe("no-cache");
    expect(stale.response.headers.get("cdn-cache-control")).toBe(EDGE_CACHE_CONTROL);
    expect(stale.html).toContain(`nonce="${nonceOf(stale.response)}"`);
    const refreshed = await waitForHit("/blogg");
    expect(refreshed.response.headers.get("age")).toBe("0");
    expect(refreshed.response.headers.has(STORED_AT_HEADER)).toBe(false);
  });

  it("renders afresh (MISS) once the copy is older than s-maxage + stale-while-revalidate", async () => {
    await get("/tjanster");
    await waitForHit("/tjanster");
    await age("/tjanster", FRESH_SECONDS + STALE_SECONDS + 1);
    const expired = await get("/tjanster");
    expect(expired.cache).toBe("MISS");
    expect(expired.html).toContain("</html>");
    await waitForHit("/tjanster");
  });

  it("a copy just inside the bound is still answered STALE", async () => {
    await get("/villkor");
    await waitForHit("/villkor");
    await age("/villkor", FRESH_SECONDS + STALE_SECONDS - 60);
    expect((await get("/villkor")).cache).toBe("STALE");
  });
});

describe("only valid values make a cache entry", () => {
  /** Waits for the cache.put of an answer (ctx.waitUntil) before counting. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it("100 random ?dialog= values add no entry: each is the page without a dialog, from its one entry", async () => {
    await get("/om-oss");
    const plain = await waitForHit("/om-oss");
    await settle();
    const entries = worker.cacheEntries();
    const randomValue = (i: number) =>
      [crypto.randomUUID(), "Boka", "BOKA", "boka ", "offert\u0000", "x".repeat(5000), "%", "ä", `boka${i}`][i % 9]!;
    for (let i = 0; i < 100; i++) {
      const value = randomValue(i) + (i % 9 === 0 ? "" : String(i));
      const response = await get(`/om-oss?dialog=${encodeURIComponent(value)}`);
      expect(response.cache, value).toBe("HIT");
      expect(response.html).not.toContain("<dialog");
    }
    await settle();
    expect(worker.cacheEntries()).toBe(entries);
    expect(plain.html).not.toContain("<dialog");
  });

  it("a valid dialog name makes its own entry: the page with that dialog open", async () => {
    const before = worker.cacheEntries();
    const first = await get(`/om-oss?dialog=${dialogNames[0]}`);
    expect(first.cache).toBe("MISS");
    expect(first.html).toContain("<dialog");
    await waitForHit(`/om-oss?dialog=${dialogNames[0]}`);
    expect(worker.cacheEntries()).toBe(before + 1);
  });

  it("a quote link's service and kind of cleaning: valid ones make an entry of their own, anything else is the page without them", async () => {
    await get("/offert");
    await waitForHit("/offert");
    await get("/om-oss?dialog=offert");
    await waitForHit("/om-oss?dialog=offert");
    await settle();
    const before = worker.cacheEntries();
    for (const path of [
      "/offert?tjanst=okand",
      "/offert?tjanst=Stadning",
      "/offert?tjanst=st%C3%A4dning",
      `/offert?tjanst=${"x".repeat(3000)}`,
      "/offert?typ=flyttstadning",
      "/om-oss?dialog=offert&tjanst=constructor&typ=flyttstadning",
      "/om-oss?dialog=offert&typ=grundstadning",
    ]) {
      const response = await get(path);
      expect(response.cache, path).toBe("HIT");
      expect(response.html, path).toContain("Vilken tjänst behöver du hjälp med?");
    }
    // Read only where the wizard is: on another page, or with another dialog, they are dropped.
    await waitForHit("/om-oss");
    expect((await get("/om-oss?tjanst=flytthjalp&typ=flyttstadning")).cache).toBe("HIT");
    expect((await get("/om-oss?dialog=boka&tjanst=flytthjalp")).cache).toBe("MISS");
    await waitForHit("/om-oss?dialog=boka");
    await settle();
    expect(worker.cacheEntries()).toBe(before + 1);

    expect((await get("/offert?tjanst=stadning&typ=flyttstadning")).cache).toBe("MISS");
    await waitForHit("/offert?tjanst=stadning&typ=flyttstadning");
    // An unknown kind is the service's own entry; a kind means nothing with moving.
    expect((await get("/offert?tjanst=stadning&typ=okand")).cache).toBe("MISS");
    expect((await waitForHit("/offert?tjanst=stadning")).html).toContain("Berätta mer om dina behov");
    expect((await get("/offert?tjanst=flytthjalp&typ=flyttstadning")).cache).toBe("MISS");
    expect((await waitForHit("/offert?tjanst=flytthjalp")).html).toContain("Från adress");
    expect((await get("/om-oss?dialog=offert&tjanst=stadning&typ=fonsterputsning")).cache).toBe("MISS");
    await waitForHit("/om-oss?dialog=offert&tjanst=stadning&typ=fonsterputsning");
    await settle();
    expect(worker.cacheEntries()).toBe(before + 5);
  });

  it("a search is rendered for whoever asks and never kept: random searches, long ones and case variants add no entry", async () => {
    await get("/blogg");
    await waitForHit("/blogg");
    await settle();
    const before = worker.cacheEntries();
    const searches = [
      ...Array.from({ length: 8 }, () => crypto.randomUUID().slice(0, 8)),
      "hidatyzh",
      "HIDATYZH",
      "  flytt  ",
      "flytt".repeat(6000),
      "packa ".repeat(17).slice(0, 100),
    ];
    for (const search of searches) {
      for (let i = 0; i < 2; i++) {
        const result = await get(`/blogg?q=${encodeURIComponent(search)}`);
        expect(result.response.status).toBe(200);
        expect(result.cache, search.slice(0, 20)).toBe("BYPASS");
        expect(result.response.headers.get("cdn-cache-control")).toBe("no-store");
        expect(result.response.headers.get("cache-control")).toBe("private, no-store");
      }
    }
    await settle();
    expect(worker.cacheEntries()).toBe(before);
    // The listing without a search is still kept.
    expect((await get("/blogg")).cache).toBe("HIT");
  });

  it("/Kontakt, /%6Bontakt, //kontakt and /kontakt/ redirect (301) to /kontakt and make no entry of their own", async () => {
    await get("/kontakt");
    await waitForHit("/kontakt");
    await settle();
    const entries = worker.cacheEntries();
    for (const variant of ["/Kontakt", "/%6Bontakt", "/%6bONTAKT", "//kontakt", "/kontakt/", "/KONTAKT?dialog=boka&utm=x"]) {
      // Spelt out in full: on its own, "//kontakt" is a URL of the host "kontakt".
      const response = await worker.fetch(`http://localhost:8787${variant}`);
      expect(response.status, variant).toBe(301);
      expect(response.headers.get("location"), variant).toBe(`/kontakt${new URL(`http://x${variant}`).search}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    }
    await settle();
    expect(worker.cacheEntries()).toBe(entries);
  });

  it("a path's non-ASCII letters are one spelling: upper-case hex; the page's own segment is lower case", async () => {
    const response = await worker.fetch("/Blogg/tag/st%c3%a4dning");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blogg/tag/st%C3%A4dning");
  });

  it("an unknown or malformed blog category is answered without an entry; a known one makes one", async () => {
    await settle();
    const before = worker.cacheEntries();
    for (const category of ["finns-inte", "<script>", "Flyttips", "x".repeat(61)]) {
      const response = await get(`/blogg?kategori=${encodeURIComponent(category)}`);
      expect(response.response.status, category).toBe(200);
      expect(response.cache, category).toBe("BYPASS");
    }
    expect((await get("/blogg?kategori=finns-inte")).response.headers.get("cdn-cache-control")).toBe("no-store");
    await settle();
    expect(worker.cacheEntries()).toBe(before);
    expect((await get("/blogg?kategori=flyttips")).cache).toBe("MISS");
    await waitForHit("/blogg?kategori=flyttips");
    expect(worker.cacheEntries()).toBe(before + 1);
  });

  it("a page number is cached only written canonically; values a page ignores are the page without them", async () => {
    await settle();
    const before = worker.cacheEntries();
    for (const page of ["02", "1.5", "abc", "-1"]) expect((await get(`/blogg?sida=${page}`)).cache, page).toBe("BYPASS");
    expect((await worker.fetch("/blogg?sida=1")).status).toBe(301);
    await get("/avregistrera");
    await waitForHit("/avregistrera");
    await get("/offline");
    await waitForHit("/offline");
    await settle();
    const withPages = worker.cacheEntries();
    expect(withPages).toBe(before + 2);
    for (const path of [
      "/avregistrera?klart=2",
      "/avregistrera?klart=ja",
      "/offline?orsak=x",
      "/offline?orsak=Anslutning",
      "/faq?sida=2&q=x&kategori=y",
    ]) {
      if (path.startsWith("/faq")) await waitForHit("/faq");
      expect((await get(path)).cache, path).toBe("HIT");
    }
    expect((await get("/avregistrera?klart=1")).cache).toBe("MISS");
    expect((await get("/offline?orsak=anslutning")).cache).toBe("MISS");
  });
});

describe("the RSS feed", () => {
  it("is kept at the edge like the blog's pages: a repeated request is a HIT with the same feed", async () => {
    const first = await get("/blogg/rss.xml");
    expect(first.response.headers.get("content-type")).toContain("application/rss+xml");
    expect(["MISS", "HIT"]).toContain(first.cache);
    const hit = await waitForHit("/blogg/rss.xml");
    expect(hit.html).toBe(first.html);
    expect(hit.response.headers.get("content-type")).toContain("application/rss+xml");
    expect(hit.response.headers.get("cache-control")).toBe("no-cache");
  });
});
