// After the client build: the license notices esbuild puts at the end of the shared file every page
// loads (React, React DOM, Remix's router) go to a text file served beside it, and the code keeps a
// pointer to it. The notices stay published with the code; no visitor downloads them on every
// first visit. Runs before the service worker's precache list is written, which names files only.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { licenseFileName, splitLicenseBlock } from "./license-notices";

function* scripts(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* scripts(path);
    else if (name.endsWith(".js")) yield path;
  }
}

let moved = 0;
for (const path of scripts("public/build")) {
  const split = splitLicenseBlock(readFileSync(path, "utf8"), basename(path));
  if (!split) continue;
  writeFileSync(join(path, "..", licenseFileName(basename(path))), split.licenses);
  writeFileSync(path, split.code);
  moved += 1;
}
console.log(`License notices: moved out of ${moved} client file(s) into *.js.LICENSE.txt beside them.`);
