import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "~/shared/company";
import { startWorker, type TestWorker } from "../../harness/worker";

/** The places where the site differed from the old site, checked in the rendered HTML. */

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

const page = async (path: string) => (await worker.fetch(path)).text();

describe("the home page", () => {
  it("has its sections in the spec's order: hero, reviews, challenges, offer, ready, services, gallery, contact", async () => {
    const html = await page("/");
    const order = ["omdomen", "utmaningar", "erbjudande", "redo", "tjanster-rubrik", "resultat", "kontakta-oss"].map((id) =>
      html.indexOf(`id="${id}"`),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html.indexOf("<h1")).toBeLessThan(order[0]!);
  });
});

describe("the footer", () => {
  it("has the spec's four service links, each to where its label promises, and the partner credit", async () => {
    const html = await page("/om-oss");
    const footer = html.slice(html.indexOf("<footer"));
    const column = footer.slice(footer.indexOf(">Tjänster</h2>"), footer.indexOf(">Information</h2>"));
    const links = [...column.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      ["Flyttjänster", "/tjanster"],
      ["Städtjänster", "/tjanster#stadtjanster"],
      ["Företagsflytt", "/tjanster/foretagsflytt"],
      ["Kontorsstädning", "/tjanster#kontorsstadning"],
    ]);
    expect(footer).toContain(`href="${company.partnerCredit.url}"`);
    expect(footer).toContain(company.partnerCredit.name);
  });

  it("lands 'Städtjänster' and 'Kontorsstädning' on sections of /tjanster that are about them", async () => {
    const html = await page("/tjanster");
    expect(html).toMatch(/id="stadtjanster"/);
    const office = html.slice(html.indexOf('id="kontorsstadning"'));
    expect(office).toMatch(/^id="kontorsstadning"[^>]*>\s*<h3[^>]*>Kontorsstädning<\/h3>/);
  });
});

describe("the quote wizard's first step", () => {
  it("shows each service card with its icon and colour", async () => {
    const html = await page("/offert");
    expect(html).toMatch(/data-colour="brand"[\s\S]*?#truck"[\s\S]*?Flytthjälp/);
    expect(html).toMatch(/data-colour="green"[\s\S]*?#sparkles"[\s\S]*?Städning/);
  });
});

describe("service pages", () => {
  it("show reviews from the content data, the service's own first", async () => {
    const html = await page("/tjanster/flyttstadning");
    expect(html).toContain("Vad våra kunder säger");
    expect(html).toContain("Johan Eriksson");
    const other = await page("/tjanster/barhjalp");
    expect(other).toContain("Vad våra kunder säger");
    expect(other).not.toContain("Johan Eriksson");
  });
});

describe("the article's author box", () => {
  it("shows the author's avatar (initials when none is set), name and bio", async () => {
    const listing = await page("/blogg");
    const slug = /href="\/blogg\/([a-z0-9-]+)"/.exec(listing.replace(/href="\/blogg\/(kategori|tag|arkiv)[^"]*"/g, ""))![1]!;
    const html = await page(`/blogg/${slug}`);
    const box = html.slice(html.indexOf('aria-label="Om skribenten"'));
    expect(box).toMatch(/data-avatar="initialer"[^>]*>[A-ZÅÄÖ]{2}</);
    expect(box).toMatch(/(Elin Sandberg|Amir Haddad)/);
    expect(box).toContain("på Transist");
  });
});

describe("no soft 404s", () => {
  for (const path of [
    "/blogg/kategori/finns-inte",
    "/blogg/tag/finns-inte",
    "/blogg/arkiv/januari-1999",
    "/tjanster/finns-inte",
    "/tjanster/__proto__",
    "/helt-okand-sida",
  ]) {
    it(`${path} answers 404 with the not-found page: description and Open Graph kept, noindex, no canonical`, async () => {
      const response = await worker.fetch(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Oops! Sidan hittades inte");
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:title" content="404[^"]*"/);
      expect(html).toContain('property="og:image"');
      expect(html).toContain('content="noindex, follow"');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('property="og:url"');
    });
  }

  it("a category that exists answers 200, and the sidebar links only archive months that have posts", async () => {
    expect((await worker.fetch("/blogg/kategori/stadning")).status).toBe(200);
    const html = await page("/blogg");
    const months = [...html.matchAll(/href="(\/blogg\/arkiv\/[^"]+)"/g)].map((m) => m[1]!);
    expect(months.length).toBeGreaterThan(0);
    for (const month of new Set(months)) expect((await worker.fetch(month)).status, month).toBe(200);
  });
});
