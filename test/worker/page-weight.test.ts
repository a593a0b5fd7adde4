import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_PAGES } from "../../harness/bench-pages";
import { startWorker, type TestWorker } from "../../harness/worker";

/** What every page asks the browser for before it can draw. */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

const html = async (path: string) => (await worker.fetch(path)).text();
const tags = (page: string, name: string) => [...page.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((match) => match[0]);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe("page weight", () => {
  it("asks for one stylesheet and no script that blocks rendering, on every benchmarked page", async () => {
    for (const { path } of BENCH_PAGES) {
      const page = await html(path);
      expect(
        tags(page, "link").filter((tag) => attribute(tag, "rel") === "stylesheet"),
        path,
      ).toHaveLength(1);
      for (const script of tags(page, "script").filter((tag) => attribute(tag, "src") !== undefined)) {
        expect(attribute(script, "type") === "module" || / (async|defer)[ =>]/.test(script), `${path}: ${script}`).toBe(true);
      }
    }
  });

  it("preloads the one subset font the stylesheet uses", async () => {
    const page = await html("/");
    const preload = tags(page, "link").find((tag) => attribute(tag, "rel") === "preload" && attribute(tag, "as") === "font");
    expect(preload).toBeDefined();
    expect(attribute(preload!, "type")).toBe("font/woff2");
    expect(attribute(preload!, "crossorigin")).toBe("anonymous");
    const stylesheet = attribute(
      tags(page, "link").find((tag) => attribute(tag, "rel") === "stylesheet")!,
      "href",
    )!;
    const css = await (await worker.fetch(stylesheet)).text();
    const fontFaces = [...css.matchAll(/@font-face\{[^}]*src:url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(fontFaces).toEqual([attribute(preload!, "href")]);
    const font = await worker.fetch(attribute(preload!, "href")!);
    expect(font.status).toBe(200);
    expect(font.headers.get("cache-control")).toContain("immutable");
    // The subset: Latin with å, ä, ö and the copy's punctuation, weights 400–800, and only the
    // OpenType features a browser applies unasked (all of Inter's features made it 28.4 KB).
    expect((await font.arrayBuffer()).byteLength).toBeLessThan(26 * 1024);
  });

  it("draws text once: Inter only if it is there at first paint, else a fallback from the visitor's own fonts", async () => {
    const page = await html("/");
    const stylesheet = attribute(
      tags(page, "link").find((tag) => attribute(tag, "rel") === "stylesheet")!,
      "href",
    )!;
    const css = await (await worker.fetch(stylesheet)).text();
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);
    const inter = faces.filter((face) => /font-family:"?Inter Variable"?;/.test(face));
    expect(inter).toHaveLength(1);
    expect(inter[0]).toContain("font-display:optional");
    const fallbacks = faces.filter((face) => /font-family:"?Inter Fallback"?;/.test(face));
    expect(fallbacks).toHaveLength(2);
    for (const face of fallbacks) {
      // Nothing to fetch: only local() fonts, sized and spaced to Inter's metrics.
      expect(face).not.toContain("url(");
      expect(face).toMatch(/src:local\(/);
      for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"])
        expect(face).toContain(`${descriptor}:`);
    }
    expect(css).toMatch(/--font-sans:\s*"Inter Variable",\s*"Inter Fallback",/);
  });

  it("gives every image its size, and lets the ones below the first screen load lazily", async () => {
    for (const path of ["/", "/tjanster", "/om-oss", "/blogg", "/blogg/10-flyttips-som-gor-flyttdagen-lugnare"]) {
      for (const image of tags(await html(path), "img")) {
        expect(Number(attribute(image, "width")), `${path}: ${image}`).toBeGreaterThan(0);
        expect(Number(attribute(image, "height")), `${path}: ${image}`).toBeGreaterThan(0);
      }
    }
    const home = await html("/");
    const homeImages = tags(home, "img");
    expect(homeImages.length).toBeGreaterThan(0);
    // Nothing in the home page's first screen is an image: the hero poster comes with the stylesheet.
    for (const image of homeImages) expect(attribute(image, "loading"), image).toBe("lazy");
  });

  it("puts no video in the HTML: the hero video is the browser's decision, after JavaScript runs", async () => {
    const videoWorker = await startWorker({ vars: { HERO_VIDEO_URL: "/media/hero.mp4" } });
    try {
      const page = await (await videoWorker.fetch("/")).text();
      expect(page).not.toMatch(/<video|<source/);
      expect(page).toContain("/media/hero.mp4");
    } finally {
      await videoWorker.dispose();
    }
  });
});
