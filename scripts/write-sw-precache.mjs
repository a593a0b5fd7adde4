// After the client build: the list of files the service worker (public/sw.js) keeps from its
// install, so the code the forms load on demand is there when the connection is not: the form
// checks, the dialogs, the routes their forms post to and every file they import, plus the
// stylesheet, the font and the icons.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { filesUnder } from "./files-under.mjs";

const BUILD = "public/build";
const ON_DEMAND = /^(validation\.lazy|dialog-frames|quote-dialog)-.*\.js$/;
// The routes the dialogs' forms post to: their actions run in the browser first (clientAction).
const DIALOG_ACTIONS = /^(boka|nyhetsbrev|snabbkontakt|offert|cookies)-[^.]+\.js$/;

const toUrl = (file) => `/${posix.relative("public", file.split("\\").join("/"))}`;
const shared = join(BUILD, "_shared");
const routes = join(BUILD, "routes");
const wanted = new Set([
  ...readdirSync(shared)
    .filter((name) => ON_DEMAND.test(name))
    .map((name) => join(shared, name)),
  ...readdirSync(routes)
    .filter((name) => DIALOG_ACTIONS.test(name))
    .map((name) => join(routes, name)),
]);
// Follow each file's static imports ("./chunk-x.js", "../root-y.js").
for (const file of wanted) {
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
    wanted.add(join(file, "..", specifier));
}
const assets = filesUnder(join(BUILD, "_assets")).filter(
  (file) => /\.(css|woff2|svg)$/.test(file) && /(app|inter|icons)-/.test(posix.basename(file)),
);
const files = [...wanted, ...assets].map(toUrl).sort();
writeFileSync("public/sw-precache.json", `${JSON.stringify({ files }, null, 2)}\n`);
console.log(`Tjänstearbetarens lista: ${files.length} filer (public/sw-precache.json).`);
