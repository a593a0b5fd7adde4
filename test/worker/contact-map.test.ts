// The map on /kontakt: a drawing that loads nothing until the visitor asks, then OpenStreetMap's
// embed on /kontakt?karta=visa, the one answer whose CSP lets that frame in. And the organisation's
// JSON-LD: its coordinates, and no rating.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "~/shared/company";
import { mapEmbedUrl } from "~/shared/contact-map";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, "");

async function page(path: string) {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return {
    csp: response.headers.get("content-security-policy") ?? "",
    html: decode(await response.text()),
    cache: response.headers.get("x-cache"),
  };
}

/** The policy's directives by name, the nonce left out (it is new on every answer). */
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((directive) =>
      directive
        .trim()
        .replace(/'nonce-[^']+'/, "'nonce'")
        .split(/\s+(.*)/s)
        .slice(0, 2),
    ),
  );

const iframes = (html: string) => html.match(/<iframe[^>]*>/g) ?? [];

describe("the map on /kontakt", () => {
  it("is a drawing with the button 'Visa kartan' (a link to the map's answer), a line about OpenStreetMap, and no frame", async () => {
    const { html, csp } = await page("/kontakt");
    expect(html).toContain('href="/kontakt?karta=visa#karta"');
    expect(html).toMatch(/<a [^>]*href="\/kontakt\?karta=visa#karta"[^>]*>Visa kartan<\/a>/);
    expect(html).toContain("Kartan hämtas från OpenStreetMap, som då får din IP-adress.");
    expect(html).toContain(`aria-label="Karta: ${company.street}`);
    expect(iframes(html)).toEqual([]);
    expect(directives(csp)["frame-src"]).toBe("'none'");
  });

  it("on /kontakt?karta=visa is OpenStreetMap's embed with a marker, a title and the attribution, and no button", async () => {
    const { html } = await page("/kontakt?karta=visa");
    const [frame, ...others] = iframes(html);
    expect(others).toEqual([]);
    const src = /src="([^"]+)"/.exec(frame!)![1]!;
    expect(src).toBe(mapEmbedUrl(company.location));
    const url = new URL(src);
    expect(`${url.origin}${url.pathname}`).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("marker")).toBe(`${company.location.latitude.toFixed(5)},${company.location.longitude.toFixed(5)}`);
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
    expect(west! < company.location.longitude && company.location.longitude < east!).toBe(true);
    expect(south! < company.location.latitude && company.location.latitude < north!).toBe(true);
    expect(frame).toContain(`title="Karta från OpenStreetMap: ${company.street}`);
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.openstreetmap\.org\/copyright"[^>]*>OpenStreetMap-bidragsgivare<\/a>/);
    expect(html).not.toContain("Visa kartan");
    expect(html).toContain('id="karta"');
  });

  it("only that answer's CSP allows frames, from www.openstreetmap.org alone; the rest of its policy is /kontakt's", async () => {
    const plain = directives((await page("/kontakt")).csp);
    const shown = directives((await page("/kontakt?karta=visa")).csp);
    expect(shown["frame-src"]).toBe("https://www.openstreetmap.org");
    expect({ ...shown, "frame-src": plain["frame-src"] }).toEqual(plain);
    for (const path of ["/kontakt?karta=ja", "/kontakt?karta=VISA", "/om-oss?karta=visa", "/?karta=visa", "/kontakt.data?karta=visa"]) {
      const response = await worker.fetch(path);
      await response.arrayBuffer();
      expect(directives(response.headers.get("content-security-policy") ?? "")["frame-src"], path).toBe("'none'");
    }
  });

  it("keeps the frame and its policy with a tracking tag, and from the edge cache", async () => {
    const tagged = await page("/kontakt?utm_source=nyhetsbrev&karta=visa");
    expect(iframes(tagged.html)).toHaveLength(1);
    expect(directives(tagged.csp)["frame-src"]).toBe("https://www.openstreetmap.org");
    for (let i = 0; i < 40; i++) {
      const { csp, html, cache } = await page("/kontakt?karta=visa");
      if (cache !== "HIT") {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      expect(iframes(html)).toHaveLength(1);
      expect(directives(csp)["frame-src"]).toBe("https://www.openstreetmap.org");
      return;
    }
    throw new Error("/kontakt?karta=visa was never served from the cache");
  });

  it("remembers nothing: the next visit to /kontakt is the drawing again", async () => {
    await page("/kontakt?karta=visa");
    const { html } = await page("/kontakt");
    expect(iframes(html)).toEqual([]);
    expect(html).toContain("Visa kartan");
  });
});

describe("the organisation's JSON-LD", () => {
  const organisation = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((data) => data["@type"] === "MovingCompany")!;

  it("has the coordinates beside the address (geo) and no AggregateRating", async () => {
    for (const path of ["/", "/kontakt"]) {
      const { html } = await page(path);
      const data = organisation(html);
      expect(data.geo, path).toEqual({
        "@type": "GeoCoordinates",
        latitude: company.location.latitude,
        longitude: company.location.longitude,
      });
      expect(data, path).not.toHaveProperty("aggregateRating");
      expect(html, path).not.toContain("AggregateRating");
    }
  });
});

describe("the made-up rating", () => {
  it("is claimed on no page while it is a placeholder", async () => {
    for (const path of ["/", "/kontakt", "/tack", "/om-oss", "/tjanster/flyttstadning"]) {
      const { html } = await page(path);
      // 4,9 as a figure, not as digits inside other numbers (the loader's data lists "84,99").
      expect(html, path).not.toMatch(/(?<!\d)4,9(?!\d)|nöjda kunder|\/5 från/);
    }
  });
});
