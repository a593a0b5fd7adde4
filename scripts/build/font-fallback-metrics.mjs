// The numbers in the "Inter Fallback" @font-face rules of app/styles/app.css, computed from the
// fonts themselves: run `node scripts/build/font-fallback-metrics.mjs` and copy what it prints.
//
// The fallback is Arial (on Windows, macOS and iOS) or a font drawn to Arial's metrics (Liberation
// Sans, Arimo), at the size and line box that make it take Inter's room: the same width for the
// site's own kind of text, the same ascent and descent. So a page drawn before Inter has arrived
// (font-display: optional keeps such a page in the fallback) breaks its lines where Inter would.
//
// - Vertical: Inter's hhea ascender, descender and line gap (equal to its OS/2 typo metrics, which
//   its USE_TYPO_METRICS flag makes every engine use) over its units per em. The overrides are
//   applied to the adjusted size, so each is divided by size-adjust.
// - Width: the same Swedish text shaped (HarfBuzz, kerning included) in Inter at weight 400 and
//   in Arial's metric twin Liberation Sans Regular, and at weight 700 in Liberation Sans Bold; the
//   ratio of the two widths is size-adjust, one for each face.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fontverter from "fontverter";
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from "harfbuzzjs";

const require = createRequire(import.meta.url);
const INTER = join(dirname(require.resolve("@fontsource-variable/inter/package.json")), "files/inter-latin-wght-normal.woff2");
const LIBERATION = ["/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation"].find((dir) =>
  existsSync(join(dir, "LiberationSans-Regular.ttf")),
);
if (!LIBERATION) throw new Error("Liberation Sans saknas (apt-get install fonts-liberation2).");

/** Copy of the kind the site writes: headings, service copy and form labels, with å, ä, ö and digits. */
const SAMPLE = [
  "Flytt och städning utan krångel – i hela Sverige",
  "Vi packar, bär, kör och städar. Försäkrat gods, 100 % nöjd-kund-garanti och svar inom 24 timmar.",
  "Flyttstädning med godkänd besiktning, RUT-avdrag upp till 50 % och fast pris.",
  "Få prisförslag på din flytt: välj tjänst, berätta om bostaden och lämna ditt telefonnummer.",
  "Namn, e-post, telefon, meddelande, från adress, till adress, boarea i kvadratmeter.",
  "Kontorsflytt, magasinering, packhjälp och hemstädning i Stockholm, Göteborg och Malmö.",
].join(" ");

async function open(file, weight) {
  const bytes = readFileSync(file);
  const sfnt = file.endsWith(".woff2") ? await fontverter.convert(bytes, "sfnt") : bytes;
  const face = new Face(new Blob(sfnt));
  const font = new Font(face);
  if (weight) font.setVariations([new Variation("wght", weight)]);
  return { face, font };
}

function width({ face, font }) {
  const buffer = new ShapingBuffer();
  buffer.addText(SAMPLE);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0) / face.upem;
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

const inter = await open(INTER, 400);
const { ascender, descender, lineGap } = inter.font.hExtents();
const upem = inter.face.upem;
console.log(`Inter: ${upem} enheter per em, ascender ${ascender}, descender ${descender}, radavstånd ${lineGap}.`);

for (const [weight, file] of [
  [400, "LiberationSans-Regular.ttf"],
  [700, "LiberationSans-Bold.ttf"],
]) {
  const sizeAdjust = width(await open(INTER, weight)) / width(await open(join(LIBERATION, file)));
  console.log(`\n/* vikt ${weight}: ${file} */`);
  console.log(`size-adjust: ${percent(sizeAdjust)};`);
  console.log(`ascent-override: ${percent(ascender / upem / sizeAdjust)};`);
  console.log(`descent-override: ${percent(-descender / upem / sizeAdjust)};`);
  console.log(`line-gap-override: ${percent(lineGap / upem / sizeAdjust)};`);
}
