import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";

/** The hero video is never fetched for a visitor who saves data or asks for less motion. */
const site = useSite({ vars: { HERO_VIDEO_URL: "/media/hero.mp4" } });

async function videoRequests(
  browser: Browser,
  options: { javaScript: boolean; reducedMotion?: boolean; saveData?: boolean; effectiveType?: string },
): Promise<string[]> {
  const context = await newContext(browser, { javaScript: options.javaScript, baseURL: site.worker.url, width: 390 });
  const page = await context.newPage();
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  // Chromium's data saver setting, as a page sees it (navigator.connection.saveData).
  if (options.saveData) await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
  // A slow connection, as Chromium reports it (navigator.connection.effectiveType).
  if (options.effectiveType)
    await page.addInitScript(
      (effectiveType) => Object.defineProperty(navigator, "connection", { value: { effectiveType } }),
      options.effectiveType,
    );
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "media" || request.url().endsWith(".mp4")) requests.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // The video is chosen once the page has come alive, which a busy machine can delay.
  if (options.javaScript) await untilHydrated(page);
  await page.waitForTimeout(300);
  if (options.javaScript && !options.reducedMotion && !options.saveData && !options.effectiveType && requests.length === 0)
    await page.waitForRequest((request) => request.url().endsWith(".mp4"), { timeout: 10_000 }).catch(() => undefined);
  await context.close();
  return requests;
}

describe("the hero video", () => {
  it("plays for a visitor with JavaScript who wants motion and data", async () => {
    expect(await videoRequests(site.browser, { javaScript: true })).toEqual([`${site.worker.url}/media/hero.mp4`]);
  });

  it("is never requested with reduced motion, with Save-Data, or without JavaScript", async () => {
    expect(await videoRequests(site.browser, { javaScript: true, reducedMotion: true })).toEqual([]);
    expect(await videoRequests(site.browser, { javaScript: true, saveData: true })).toEqual([]);
    expect(await videoRequests(site.browser, { javaScript: false })).toEqual([]);
  });
});

/** Keeps each film element the page makes on window.films, to read whether it plays. */
function keepFilms() {
  const films: HTMLVideoElement[] = [];
  (window as unknown as { films: HTMLVideoElement[] }).films = films;
  const create = document.createElement.bind(document);
  document.createElement = ((name: string, options?: ElementCreationOptions) => {
    const element = create(name, options);
    if (element instanceof HTMLVideoElement) films.push(element);
    return element;
  }) as typeof document.createElement;
}

const filmPlaying = (page: Page) =>
  page.evaluate(() => {
    const film = (window as unknown as { films: HTMLVideoElement[] }).films.at(-1);
    return film ? !film.paused : null;
  });

describe("the hero film", () => {
  it("is not requested on a slow connection", async () => {
    expect(await videoRequests(site.browser, { javaScript: true, effectiveType: "3g" })).toEqual([]);
    expect(await videoRequests(site.browser, { javaScript: true, effectiveType: "2g" })).toEqual([]);
  });

  it("is requested only after the page has loaded, never while its own files are still coming", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url, width: 1440, serviceWorkers: "block" });
    // The preloaded web font holds the load event until it is let through.
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await context.route(/\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    const page = await context.newPage();
    const events: string[] = [];
    page.on("load", () => events.push("load"));
    page.on("request", (request) => {
      if (request.resourceType() === "media") events.push("film");
    });
    await page.goto("/", { waitUntil: "commit" });
    await untilHydrated(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(events).toEqual([]);
    releaseFont();
    await page.waitForRequest((request) => request.resourceType() === "media", { timeout: 15_000 });
    expect(events).toEqual(["load", "film"]);
    await context.close();
  });

  it("has a visible button that pauses it and plays it again from the keyboard", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url, width: 1440 });
    await context.addInitScript(keepFilms);
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    await untilHydrated(page);
    const pause = page.getByRole("button", { name: "Pausa filmen" });
    await pause.waitFor();
    expect(await pause.isVisible()).toBe(true);
    await page.waitForFunction(() => (window as unknown as { films: HTMLVideoElement[] }).films.at(-1)?.paused === false);
    // Reached by Tab alone, as a keyboard user reaches it.
    let focused = false;
    for (let step = 0; step < 60 && !focused; step++) {
      await page.keyboard.press("Tab");
      focused = await pause.evaluate((button) => button === document.activeElement);
    }
    expect(focused).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Spela filmen" }).waitFor();
    expect(await filmPlaying(page)).toBe(false);
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Pausa filmen" }).waitFor();
    await page.waitForFunction(() => (window as unknown as { films: HTMLVideoElement[] }).films.at(-1)?.paused === false);
    await context.close();
  });

  it("starts on the poster: each file's first frame is the drawing the stylesheet paints", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url, width: 1440 });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    const differences = await page.evaluate(async () => {
      const width = 1280;
      const height = 712;
      const pixels = async (draw: (context: CanvasRenderingContext2D) => void) => {
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [width, height];
        const context = canvas.getContext("2d", { willReadFrequently: true })!;
        draw(context);
        return context.getImageData(0, 0, width, height).data;
      };
      const background = getComputedStyle(document.querySelector(".hero-poster")!).backgroundImage;
      const poster = new Image();
      poster.src = /url\("(.*)"\)/.exec(background)![1]!;
      await poster.decode();
      const drawn = await pixels((context) => context.drawImage(poster, 0, 0, width, height));
      const frameAt = async (src: string, seconds: number) => {
        const video = document.createElement("video");
        video.muted = true;
        video.preload = "auto";
        video.src = src;
        await new Promise((resolve) => video.addEventListener("loadeddata", resolve, { once: true }));
        // On a busy machine the decoder can report a frame before it hands it over: drawing then
        // paints nothing at all, or after a seek still the frame from before it. Draw again until
        // the frame is there, and after a seek until it has changed, for a few seconds at most, so
        // a film that never moves still fails the comparison below.
        const painted = async () => {
          for (;;) {
            const frame = await pixels((context) => context.drawImage(video, 0, 0, width, height));
            if (frame.some((value, index) => index % 4 === 3 && value > 0)) return frame;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        };
        const first = await painted();
        if (seconds === 0) return first;
        video.currentTime = seconds;
        await new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
        const giveUpAt = performance.now() + 3_000;
        for (;;) {
          const frame = await painted();
          if (frame.some((value, index) => value !== first[index]) || performance.now() > giveUpAt) return frame;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      /** Mean difference per colour channel, 0 to 255. */
      const meanDifference = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
        let sum = 0;
        for (let index = 0; index < a.length; index += 4)
          sum += Math.abs(a[index]! - b[index]!) + Math.abs(a[index + 1]! - b[index + 1]!) + Math.abs(a[index + 2]! - b[index + 2]!);
        return sum / ((a.length / 4) * 3);
      };
      const result: Record<string, number> = {};
      for (const src of ["/media/hero.mp4", "/media/hero.webm"]) {
        result[`${src} first frame`] = meanDifference(drawn, await frameAt(src, 0));
        result[`${src} at 3.5 s`] = meanDifference(drawn, await frameAt(src, 3.5));
      }
      return result;
    });
    for (const src of ["/media/hero.mp4", "/media/hero.webm"]) {
      expect(differences[`${src} first frame`], JSON.stringify(differences)).toBeLessThan(1.5);
      // The measure tells frames apart: halfway through, the van is elsewhere and windows are lit.
      expect(differences[`${src} at 3.5 s`], JSON.stringify(differences)).toBeGreaterThan(3);
    }
    await context.close();
  });
});
