import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { heroFilmFacts } from "~/content/hero-film";
import { heroVideoSources } from "~/shared/hero-video";
import { unwrap } from "~/shared/placeholder";
import { FILM, FILM_SECONDS, heroFrame } from "../../scripts/build/hero-film-drawing";
import { mp4TopLevel, readMp4, readWebm } from "../support/media-headers";

/**
 * The hero's film as committed under public/media: small enough to cost a visitor on a good
 * connection little, the size the page shows it at, a few seconds long, and named by wrangler.toml
 * in every environment.
 */
const root = resolve(import.meta.dirname, "../..");
const MAX_BYTES = 300 * 1024;
const file = (path: string) => readFileSync(join(root, "public", path));

describe("the hero film", () => {
  it("is an H.264 MP4 and a VP9 WebM, 1280 px wide, a few seconds long, each at most 300 KB", () => {
    const mp4 = readMp4(file("media/hero.mp4"));
    const webm = readWebm(file("media/hero.webm"));
    expect(mp4.codec).toBe("avc1");
    expect(webm.codec).toBe("V_VP9");
    for (const film of [mp4, webm]) {
      expect(film.width).toBe(1280);
      expect(film.height).toBe(FILM.height);
      expect(film.seconds).toBeGreaterThanOrEqual(3);
      expect(film.seconds).toBeLessThanOrEqual(20);
    }
    for (const path of ["media/hero.mp4", "media/hero.webm"])
      expect(statSync(join(root, "public", path)).size, path).toBeLessThanOrEqual(MAX_BYTES);
  });

  it("puts the MP4's index before its frames, so it plays before it has all arrived", () => {
    const order = mp4TopLevel(file("media/hero.mp4"));
    expect(order.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("moov")).toBeLessThan(order.indexOf("mdat"));
  });

  it("starts on the poster the stylesheet paints, and ends where it started", () => {
    const css = readFileSync(join(root, "app/styles/app.css"), "utf8");
    const poster = /\.hero-poster \{[^}]*url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)?.[1];
    expect(poster).toBeDefined();
    expect(heroFrame(0)).toBe(decodeURIComponent(poster!));
    expect(heroFrame(FILM_SECONDS)).toBe(heroFrame(0));
    expect(heroFrame(FILM_SECONDS / 2)).not.toBe(heroFrame(0));
  });

  it("is what HERO_VIDEO_URL names in every environment: WebM first, then MP4, both committed", () => {
    const config = experimental_readRawConfig({ config: join(root, "wrangler.toml") }).rawConfig as {
      vars?: Record<string, string>;
      env?: Record<string, { vars?: Record<string, string> }>;
    };
    const values = [config.vars, config.env?.staging?.vars, config.env?.production?.vars].map((vars) => vars?.HERO_VIDEO_URL);
    expect(values).toEqual(Array(3).fill(unwrap(heroFilmFacts).film));
    const sources = heroVideoSources(values[0]);
    expect(sources).toEqual([
      { src: "/media/hero.webm", type: "video/webm" },
      { src: "/media/hero.mp4", type: "video/mp4" },
    ]);
    for (const { src } of sources) expect(statSync(join(root, "public", src)).isFile(), src).toBe(true);
  });
});

describe("HERO_VIDEO_URL", () => {
  it("names no film when empty, one or several in order, each typed by its extension where known", () => {
    expect(heroVideoSources(undefined)).toEqual([]);
    expect(heroVideoSources("  ")).toEqual([]);
    expect(heroVideoSources("/media/hero.mp4")).toEqual([{ src: "/media/hero.mp4", type: "video/mp4" }]);
    expect(heroVideoSources(" /a.WEBM?v=2 , /b.mov ")).toEqual([{ src: "/a.WEBM?v=2", type: "video/webm" }, { src: "/b.mov" }]);
  });
});
