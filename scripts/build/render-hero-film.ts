/**
 * The home page's hero film, public/media/hero.mp4 (H.264) and public/media/hero.webm (VP9):
 * `npx tsx scripts/build/render-hero-film.ts` draws each frame of scripts/build/hero-film-drawing.ts
 * in Chromium exactly as the stylesheet paints the poster (a background, centred, covering), and
 * encodes the frames with ffmpeg. `--from <film>` encodes another film (the company's own) with the
 * same settings instead. Needs ffmpeg (apt-get install ffmpeg) and Chromium.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser } from "../../harness/chromium";
import { FILM, FILM_FPS, FILM_SECONDS, heroFrame } from "./hero-film-drawing";

const OUT_DIR = "public/media";
const KB = 1024;

/**
 * Shared by both files: no sound, 1280 wide (height kept in proportion, even), 4:2:0 with the
 * BT.709 colours a browser assumes for HD video, so the first frame paints as the poster does.
 */
const COMMON = [
  "-an",
  "-vf",
  `scale=${FILM.width}:-2:out_color_matrix=bt709:out_range=tv,format=yuv420p`,
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
];
/** H.264 High for every browser; the index first so playback starts before the file has arrived. */
const MP4 = ["-c:v", "libx264", "-profile:v", "high", "-preset", "veryslow", "-tune", "animation", "-crf", "24", "-movflags", "+faststart"];
/** VP9 at constant quality, for the browsers that prefer it (smaller at the same look). */
const WEBM = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "34", "-deadline", "good", "-cpu-used", "1", "-row-mt", "1"];

async function renderFrames(dir: string): Promise<string[]> {
  const poster = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: FILM });
    await page.setContent(`<body style="margin:0"><div id="f" style="width:${FILM.width}px;height:${FILM.height}px"></div></body>`);
    const frames = FILM_SECONDS * FILM_FPS;
    for (let index = 0; index < frames; index++) {
      const url = poster(heroFrame(index / FILM_FPS));
      // As app/styles/app.css paints .hero-poster.
      await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const frame = document.getElementById("f")!;
        frame.style.background = `#0b2840 url("${src}") center / cover no-repeat`;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, url);
      writeFileSync(join(dir, `${String(index).padStart(4, "0")}.png`), await page.screenshot({ type: "png" }));
    }
  } finally {
    await browser.close();
  }
  return ["-framerate", String(FILM_FPS), "-i", join(dir, "%04d.png")];
}

function encode(input: string[], settings: string[], file: string) {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...input, ...COMMON, ...settings, file], { stdio: "inherit" });
  console.log(`${file}: ${Math.round(statSync(file).size / KB)} kB`);
}

async function main() {
  const fromIndex = process.argv.indexOf("--from");
  const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
  if (fromIndex >= 0 && !from) throw new Error("--from behöver en filmfil");
  const work = mkdtempSync(join(tmpdir(), "hero-film-"));
  try {
    const input = from ? ["-i", from] : await renderFrames(work);
    mkdirSync(OUT_DIR, { recursive: true });
    encode(input, MP4, join(OUT_DIR, "hero.mp4"));
    encode(input, WEBM, join(OUT_DIR, "hero.webm"));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
