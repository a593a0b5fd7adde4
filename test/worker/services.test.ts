import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overviewServiceSlugs, serviceSlugs } from "~/content/service-index";
import { reviewsForService } from "~/content/reviews";
import { servicePages } from "~/content/services";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
const pages = new Map<string, string>();

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

beforeAll(async () => {
  worker = await startWorker();
  for (const slug of serviceSlugs) pages.set(slug, decode(await (await worker.fetch(`/tjanster/${slug}`)).text()));
});
afterAll(() => worker?.dispose());

describe("the 16 service pages", () => {
  it.each([...serviceSlugs])(
    "/tjanster/%s has its heading, four steps, FAQ, and Service, FAQPage and BreadcrumbList data",
    async (slug) => {
      const html = pages.get(slug)!;
      const service = servicePages[slug];
      expect(html).toContain(`>${service.heroTitle}</h1>`);
      for (const step of service.processSteps) expect(html).toContain(step.title);
      expect(service.processSteps).toHaveLength(4);
      expect(html.match(/<details name="faq"/g)?.length).toBe(service.faqs.length);
      const types = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => (JSON.parse(m[1]!) as { "@type": string })["@type"],
      );
      expect(types).toEqual(expect.arrayContaining(["MovingCompany", "Service", "FAQPage", "BreadcrumbList"]));
      expect(html).toContain('href="/offert"');
      expect(html).toContain('href="tel:+46701740650"');
      expect(html).toContain(`<meta name="keywords" content="${service.keywords.join(", ")}"`);
    },
  );

  it("gives every page its own title and description", () => {
    const titles = serviceSlugs.map((slug) => /<title>([^<]+)<\/title>/.exec(pages.get(slug)!)![1]);
    const descriptions = serviceSlugs.map((slug) => /<meta name="description" content="([^"]+)"/.exec(pages.get(slug)!)![1]);
    expect(new Set(titles).size).toBe(16);
    expect(new Set(descriptions).size).toBe(16);
  });

  it("links related services only to existing service pages", () => {
    for (const slug of serviceSlugs)
      for (const related of servicePages[slug].relatedServices) expect(serviceSlugs).toContain(related.path.replace("/tjanster/", ""));
  });

  it.each([
    ["barhjalp", ["minst 2 timmar", "24 timmar före"]],
    ["mobelmontering", ["3 månaders garanti"]],
    ["magasinering", ["en månads", "dygnet runt"]],
    ["bohagsflytt", ["30 dagars betalningstid", "7 dagar före"]],
    ["flyttstadning", ["50 %", "Besiktningsgaranti", "4–8 timmar med 2–3 personer"]],
    ["packning", ["1–2 dagar"]],
    ["vindsrojning", ["1–3 dagar"]],
    ["bortforsling", ["24–48 timmar"]],
    ["bemanning", ["24–48 timmar"]],
    ["plan-och-flytt", ["1–4 veckor", "2–4 veckor för företag"]],
  ] as const)("puts the spec's specifics on /tjanster/%s", (slug, texts) => {
    for (const text of texts) expect(pages.get(slug)).toContain(text);
  });

  it("never names a price in kronor except the RUT ceiling", () => {
    for (const [slug, html] of pages) {
      const text = html.replace(/<[^>]+>/g, " ");
      const prices = [...text.matchAll(/(\d[\d\s]*)\s?kr\b/g)].map((m) => m[1]!.replace(/\s/g, "")).filter((amount) => amount !== "75000");
      expect(prices, slug).toEqual([]);
    }
  });
});

describe("/tjanster", () => {
  it("shows the six cards, links to every other service and to /offert", async () => {
    const html = await (await worker.fetch("/tjanster")).text();
    for (const slug of overviewServiceSlugs) expect(html).toContain(`href="/tjanster/${slug}"`);
    for (const slug of serviceSlugs) expect(html).toContain(`href="/tjanster/${slug}"`);
    expect(html).toContain('href="/offert"');
  });

  it("answers an unknown service with 404", async () => {
    const response = await worker.fetch("/tjanster/finns-inte");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Sidan hittades inte");
  });

  it("answers object keys used as slugs (__proto__, constructor, toString, hasOwnProperty) with 404, not a redirect", async () => {
    for (const slug of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const response = await worker.fetch(`/tjanster/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.headers.get("location"), slug).toBeNull();
    }
  });
});

/** The reviews section's list: its class and how many cards it holds. */
function reviewRow(html: string): { classes: string[]; cards: number } {
  const section = html.slice(html.indexOf('id="omdomen"'));
  const list = /<ul class="([^"]*)">([\s\S]*?)<\/ul>/.exec(section);
  if (!list) throw new Error("no reviews list");
  return { classes: list[1]!.split(/\s+/), cards: list[2]!.match(/<li>/g)?.length ?? 0 };
}

describe("the reviews row on a service page", () => {
  it("puts the two cards of a service with one review of its own in two columns (/tjanster/flyttstadning)", () => {
    expect(reviewsForService("flyttstadning").filter((review) => review.services?.includes("flyttstadning"))).toHaveLength(1);
    const { classes, cards } = reviewRow(pages.get("flyttstadning")!);
    expect(cards).toBe(2);
    expect(classes).toEqual(expect.arrayContaining(["grid", "md:grid-cols-2", "mx-auto", "max-w-4xl"]));
    expect(classes).not.toContain("md:grid-cols-3");
  });

  it("centres a single card at a readable width (/tjanster/magasinering, only the general review)", () => {
    const { classes, cards } = reviewRow(pages.get("magasinering")!);
    expect(cards).toBe(1);
    expect(classes).toEqual(expect.arrayContaining(["mx-auto", "max-w-xl"]));
    expect(classes.filter((name) => name.includes("grid-cols"))).toEqual([]);
  });

  it.each([...serviceSlugs])("/tjanster/%s has as many columns as cards, at most three", (slug) => {
    const { classes, cards } = reviewRow(pages.get(slug)!);
    expect(cards).toBe(reviewsForService(slug).length);
    const columns = classes.find((name) => name.startsWith("md:grid-cols-"));
    expect(columns ?? "md:grid-cols-1").toBe(`md:grid-cols-${Math.min(cards, 3)}`);
  });
});
