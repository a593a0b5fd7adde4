// After `remix build`, two rewrites of each client file, in this order:
// 1. The license notices esbuild puts at the end of the shared file every page loads (React,
//    React DOM, Remix's router) go to a text file served beside it, and the code keeps a pointer.
//    The notices stay published with the code; no visitor downloads them on every first visit.
// 2. The code is minified a second time (`client-minify.ts`): what esbuild leaves, every page pays
//    for on a first visit.
// Runs before the service worker's precache list is written, which names files only. File names
// stay as esbuild made them: the same source gives the same esbuild output and so the same result.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { minifyClientModule } from "./client-minify";
import { licenseFileName, splitLicenseBlock } from "./license-notices";

function* scripts(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* scripts(path);
    else if (name.endsWith(".js")) yield path;
  }
}

let moved = 0;
let before = 0;
let after = 0;
for (const path of scripts("public/build")) {
  const name = basename(path);
  const source = readFileSync(path, "utf8");
  const split = splitLicenseBlock(source, name);
  if (split) {
    writeFileSync(join(path, "..", licenseFileName(name)), split.licenses);
    moved += 1;
  }
  const code = await minifyClientModule(split ? split.code : source, name);
  before += source.length;
  after += code.length;
  writeFileSync(path, split ? `${code}\n${split.pointer}` : code);
}
console.log(`License notices: moved out of ${moved} client file(s) into *.js.LICENSE.txt beside them.`);
console.log(`Client code minified again: ${before} → ${after} bytes.`);
