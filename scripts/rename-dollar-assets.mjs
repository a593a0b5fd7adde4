// Route chunks of `$` routes are named like `tjanster.$slug-HASH.js`. Workers static assets
// answer a literal `$` with a 307 to `%24`, which costs every visitor a round trip before the
// script loads. Rename them with `_` and rewrite the references in the client and server builds.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "./files-under.mjs";

const clientFiles = filesUnder("public/build");
const renames = clientFiles
  .map((path) => path.split("/").pop())
  .filter((name) => name.includes("$"))
  .map((name) => [name, name.replaceAll("$", "_")]);

for (const path of clientFiles) {
  const name = path.split("/").pop();
  if (name.includes("$")) renameSync(path, join(path.slice(0, -name.length), name.replaceAll("$", "_")));
}

const textFiles = [...filesUnder("public/build"), "build/index.js"].filter((path) => /\.(js|css|map|json)$/.test(path));
for (const path of textFiles) {
  let text = readFileSync(path, "utf8");
  let changed = false;
  for (const [from, to] of renames) {
    if (text.includes(from)) {
      text = text.replaceAll(from, to);
      changed = true;
    }
  }
  if (changed) writeFileSync(path, text);
}
console.log(`Döpte om ${renames.length} byggfiler med $ i namnet.`);
