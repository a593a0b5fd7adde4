import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

describe("the site shell", () => {
  it("serves / with lang sv, title, description, canonical, Open Graph and MovingCompany JSON-LD", async () => {
    const response = await worker.fetch("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="sv"');
    expect(html).toMatch(/<title>[^<]+ \| Transist<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<link rel="canonical" href="https://www.transist.se/"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toContain('"@type":"MovingCompany"');
    expect(html).not.toContain('name="robots"');
  });

  it("answers an unknown path with 404, the not-found page and noindex", async () => {
    const response = await worker.fetch("/finns-inte");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Sidan hittades inte");
    expect(html).toContain('content="noindex, follow"');
    expect(html).toMatch(/<title>404[^<]*\| Transist<\/title>/);
    for (const href of ['href="/"', 'href="/tjanster"', 'href="/offert"', 'href="/kontakt"', 'href="tel:']) expect(html).toContain(href);
  });

  it("sends the security headers, with a fresh CSP nonce on every response", async () => {
    const first = await worker.fetch("/");
    const second = await worker.fetch("/");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("strict-transport-security")).toContain("max-age=");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await worker.fetch("/om-oss/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/\/om-oss$/);
  });

  it("redirects the old related paths permanently to the closest service", async () => {
    for (const [from, to] of [
      ["privatflytt", "bohagsflytt"],
      ["specialtransport", "kassaskapsflytt"],
      ["it-flytt", "kontorsflytt"],
      ["logistik", "magasinering"],
    ]) {
      const response = await worker.fetch(`/tjanster/${from}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/tjanster/${to}`);
    }
  });

  it("serves robots.txt and a sitemap listing the service pages", async () => {
    const robots = await (await worker.fetch("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.transist.se/sitemap.xml");
    const sitemap = await (await worker.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.transist.se/tjanster/studentflytt</loc>");
    expect(sitemap).not.toContain("/tack");
  });

  it("serves hashed build files with immutable caching", async () => {
    const html = await (await worker.fetch("/")).text();
    const script = /src="(\/build\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await worker.fetch(script!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
