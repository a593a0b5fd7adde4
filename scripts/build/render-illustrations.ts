/**
 * Writes the blog's post images as standalone SVG files from the same illustrations the pages
 * show (app/assets/illustrations), with a background and marked as decoration:
 * `npx tsx scripts/build/render-illustrations.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { IllustrationKind } from "../../app/components/illustrations";

const images: Record<string, IllustrationKind> = {
  flyttips: "van",
  packning: "boxes",
  stadning: "cleaning",
  foretag: "office",
  ekonomi: "storage",
  miljo: "boxes",
  specialtransporter: "carry",
  standard: "van",
};

for (const [name, kind] of Object.entries(images)) {
  const markup = readFileSync(`app/assets/illustrations/${kind}.svg`, "utf8")
    .trim()
    .replace('<svg xmlns="http://www.w3.org/2000/svg" ', '<svg xmlns="http://www.w3.org/2000/svg" style="background:#eef5fb" ')
    .replace('height="200">', 'height="200" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">');
  writeFileSync(`public/images/blog/${name}.svg`, `${markup}\n`);
}
console.log(`Skrev ${Object.keys(images).length} bilder i public/images/blog`);
