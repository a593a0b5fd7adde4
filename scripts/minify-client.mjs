// A second, more thorough minification of the browser bundles that `remix build` wrote with
// esbuild and merge-client-chunks.mjs bundled again: terser's extra passes take about 4 % off the
// gzip size of every page's JavaScript. The file names stay as they are (they carry the hash of
// the bundled code; the content only gets smaller).
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { minify } from "terser";
import { filesUnder } from "./files-under.mjs";

const BUILD_DIR = "public/build";

let before = 0;
let after = 0;
for (const file of filesUnder(BUILD_DIR).filter((path) => path.endsWith(".js"))) {
  const code = readFileSync(file, "utf8");
  const result = await minify(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (result.code === undefined) throw new Error(`terser gav inget resultat för ${file}`);
  writeFileSync(file, result.code);
  before += gzipSync(code).length;
  after += gzipSync(result.code).length;
}
console.log(`Minifierade klientkoden: ${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB gzip.`);
