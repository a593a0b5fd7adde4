import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl, type CrawledPage } from "../support/crawl";
import { startWorker, type TestWorker } from "../../harness/worker";

const SITE = "https://www.transist.se";
let worker: TestWorker;
let htmlPages: CrawledPage[];

function attribute(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
}
const titleOf = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => attribute(html, /<meta name="description" content="([^"]*)"/);
const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);
const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
const typesOf = (html: string) => jsonLd(html).map((data) => data["@type"]);

beforeAll(async () => {
  worker = await startWorker({ seed: true });
  const crawled = await crawl(worker, ["/", "/tack"]);
  htmlPages = [...crawled.values()].filter(
    (page) => page.status === 200 && page.contentType.includes("text/html") && !page.path.includes("?"),
  );
}, 120_000);
afterAll(() => worker?.dispose());

describe("SEO of every crawled page", () => {
  it("gives every indexable page a unique title and description written for it", () => {
    const indexable = htmlPages.filter((page) => !isNoindex(page.html));
    const titles = indexable.map((page) => titleOf(page.html));
    const descriptions = indexable.map((page) => descriptionOf(page.html));
    expect(titles.every((title) => title && / \| Transist$/.test(title))).toBe(true);
    expect(descriptions.every((description) => description && description.length >= 50)).toBe(true);
    const duplicated = (values: Array<string | null>) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicated(titles)).toEqual([]);
    expect(duplicated(descriptions)).toEqual([]);
  });

  it("gives every page an absolute canonical URL equal to its own path", () => {
    for (const page of htmlPages) {
      expect(canonicalOf(page.html), page.path).toBe(`${SITE}${page.path}`);
    }
  });

  it("gives every page Open Graph tags with an absolute image", () => {
    for (const page of htmlPages) {
      expect(attribute(page.html, /<meta property="og:image" content="([^"]*)"/), page.path).toMatch(/^https:\/\/www\.transist\.se\//);
      expect(page.html, page.path).toContain('property="og:title"');
    }
  });

  it("has valid JSON-LD everywhere: MovingCompany site-wide, Service and BreadcrumbList on service pages, FAQPage on /faq, BlogPosting on articles", () => {
    for (const page of htmlPages) {
      const types = typesOf(page.html);
      expect(types, page.path).toContain("MovingCompany");
      if (/^\/tjanster\/[^/]+$/.test(page.path)) {
        expect(types, page.path).toEqual(expect.arrayContaining(["Service", "BreadcrumbList", "FAQPage"]));
      }
      if (/^\/blogg\/(?!kategori|tag|arkiv|rss)[^/]+$/.test(page.path)) {
        expect(types, page.path).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
      }
    }
    const faq = htmlPages.find((page) => page.path === "/faq");
    expect(faq && typesOf(faq.html)).toContain("FAQPage");
  });

  it("marks the not-found page and /tack noindex", async () => {
    const notFound = await (await worker.fetch("/finns-inte")).text();
    expect(isNoindex(notFound)).toBe(true);
    const thanks = htmlPages.find((page) => page.path === "/tack");
    expect(thanks && isNoindex(thanks.html)).toBe(true);
  });

  it("lists every indexable page in sitemap.xml and nothing that is noindex", async () => {
    const sitemap = await (await worker.fetch("/sitemap.xml")).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE, "") || "/"));
    for (const page of htmlPages) {
      if (isNoindex(page.html)) expect(listed.has(page.path), page.path).toBe(false);
      else expect(listed.has(page.path), page.path).toBe(true);
    }
  });
});
