// The site's one typeface, Inter, cut down to what the site writes: Latin letters with the Swedish
// (and other Western European) ones, the punctuation and symbols the copy uses, the weights
// 400–800 of the variable axis, and the OpenType features a browser applies to text by itself
// (the stylesheet asks for no other: no stylistic sets, tabular or slashed figures, fractions),
// so the glyphs only those reach stay out (the script prints both sizes). The file goes to
// app/assets/fonts, where app/styles/app.css and the preload in app/root.tsx pick it up under
// a hashed name (cached for good, renamed when it changes).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";

/** Keep in step with the unicode-range of the @font-face rule in app/styles/app.css. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2713, 0x2713],
];
const WEIGHTS = { min: 400, max: 800 };
/** What browsers switch on for Latin text unasked; `font-feature-settings` stays `normal` site-wide. */
const DEFAULT_FEATURES = ["ccmp", "locl", "rvrn", "kern", "mark", "mkmk", "liga", "clig", "calt", "rlig"];
const OUTPUT = "app/assets/fonts/inter-latin-400-800.woff2";

const require = createRequire(import.meta.url);
const source = readFileSync(
  join(dirname(require.resolve("@fontsource-variable/inter/package.json")), "files/inter-latin-wght-normal.woff2"),
);
let text = "";
for (const [first, last] of RANGES) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
const subset = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
  keepFeatures: DEFAULT_FEATURES,
});
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, subset);
console.log(`Typsnittet: ${Math.round(source.length / 1024)} kB → ${Math.round(subset.length / 1024)} kB (${OUTPUT}).`);
