/**
 * Writes the blog's post images as standalone SVG files from the same illustrations the pages
 * draw inline: `npx tsx scripts/render-illustrations.tsx`.
 */
import { writeFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { Illustration, type IllustrationKind } from "../app/components/illustrations";

const images: Record<string, IllustrationKind> = {
  flyttips: "van",
  packning: "boxes",
  foretag: "office",
  ekonomi: "storage",
  miljo: "boxes",
  specialtransporter: "carry",
  standard: "van",
};

for (const [name, kind] of Object.entries(images)) {
  const markup = renderToStaticMarkup(<Illustration kind={kind} />).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" style="background:#eef5fb" ');
  writeFileSync(`public/images/blog/${name}.svg`, `${markup}\n`);
}
console.log(`Skrev ${Object.keys(images).length} bilder i public/images/blog`);
