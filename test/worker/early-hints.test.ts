import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

/**
 * The `Link` headers Cloudflare turns into a 103 Early Hints answer: on every HTML page, naming
 * exactly the stylesheet and the font the document itself links and preloads, in the same CORS
 * mode, and on nothing that is not a page.
 */

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

interface LinkValue {
  href: string;
  params: Record<string, string>;
}

/** A `Link` header's values (RFC 8288), each `<href>` with its parameters, quotes removed. */
function parseLink(header: string): LinkValue[] {
  return [...header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)].map(([, href, rest]) => ({
    href: href!,
    params: Object.fromEntries(
      rest!
        .split(";")
        .map((param) => param.trim())
        .filter(Boolean)
        .map((param) => {
          const [name, value = ""] = param.split("=");
          return [name!.trim().toLowerCase(), value.trim().replace(/^"|"$/g, "")];
        }),
    ),
  }));
}

/** The `<link>` tags in a document's head, each as its attributes. */
function headLinks(html: string): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!.toLowerCase(), value ?? ""]),
    ),
  );
}

describe("Early Hints: Link preload headers on HTML answers", () => {
  const pages = [
    "/",
    "/tjanster/flyttstadning",
    "/offert",
    "/kontakt",
    "/blogg",
    "/blogg/10-flyttips-som-gor-flyttdagen-lugnare",
    "/finns-inte",
  ];

  for (const path of pages) {
    it(`${path}: names the document's own stylesheet and preloaded font, the font with the same crossorigin`, async () => {
      const response = await worker.fetch(path);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const header = response.headers.get("link");
      expect(header, "Link header").toBeTruthy();
      const hints = parseLink(header!);
      const links = headLinks(await response.text());

      const stylesheets = links.filter((link) => link.rel === "stylesheet");
      expect(stylesheets).toHaveLength(1);
      const fontPreloads = links.filter((link) => link.rel === "preload" && link.as === "font");
      expect(fontPreloads).toHaveLength(1);

      expect(hints).toEqual([
        { href: stylesheets[0]!.href, params: { rel: "preload", as: "style" } },
        {
          href: fontPreloads[0]!.href,
          params: { rel: "preload", as: "font", type: "font/woff2", crossorigin: fontPreloads[0]!.crossorigin },
        },
      ]);
      expect(fontPreloads[0]!.crossorigin).toBe("anonymous");
      // Neither asks for credentials where the document does not: the stylesheet link has no crossorigin.
      expect(stylesheets[0]!.crossorigin).toBeUndefined();
    });
  }

  it("the hinted files exist and are what the hint says", async () => {
    const hints = parseLink((await worker.fetch("/")).headers.get("link")!);
    const [style, font] = await Promise.all(hints.map((hint) => worker.fetch(hint.href)));
    expect(style!.status).toBe(200);
    expect(style!.headers.get("content-type")).toMatch(/^text\/css/);
    expect(font!.status).toBe(200);
    expect(font!.headers.get("content-type")).toBe("font/woff2");
    await Promise.all([style!.arrayBuffer(), font!.arrayBuffer()]);
  });

  it("a page served from the edge cache carries them too", async () => {
    const hit = await worker.fetchCacheHit("/om-oss");
    expect(hit.headers.get("link")).toBe((await worker.fetch("/om-oss", { headers: { "Cache-Control": "no-cache" } })).headers.get("link"));
    expect(parseLink(hit.headers.get("link")!).map((hint) => hint.params.as)).toEqual(["style", "font"]);
  });

  it("answers that are not pages carry none", async () => {
    const stylesheet = parseLink((await worker.fetch("/")).headers.get("link")!)[0]!.href;
    for (const path of ["/healthz", "/robots.txt", "/sitemap.xml", stylesheet, "/offert.data"]) {
      const response = await worker.fetch(path);
      expect(response.headers.get("content-type"), path).not.toMatch(/^text\/html/);
      expect(response.headers.get("link"), path).toBeNull();
      await response.arrayBuffer();
    }
  });
});
