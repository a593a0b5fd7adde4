// After the client build: the files the service worker (public/sw.js) keeps from its install, so
// the code a form needs is there when the connection is not. Read from what the build itself
// reports, never guessed from file names: esbuild's metafile (which `remix build` writes) for
// every chunk loaded on demand (what an import() reaches: the form checks, the dialogs) and what
// each imports, and Remix's manifest for the route modules of the forms that post to another page
// (each dialog's page, from the dialogs' registry, and the cookie choice), plus the stylesheet,
// the font and the icons.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dialogNames, dialogs } from "../../app/shared/dialogs";
import { COOKIE_FORM_ACTION } from "../../app/shared/cookie-consent";
import { thankYouPages } from "../../app/shared/sent-url";
import { remixManifest } from "../../app/shared/remix-globals";

interface Output {
  imports: Array<{ path: string; kind: string }>;
}

const meta = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as { outputs: Record<string, Output> };
const manifestFile = readdirSync("public/build").find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("No Remix manifest in public/build: run remix build first.");
// The manifest's file sets a global; run it against a scope of its own and read that.
const scope = {};
new Function("window", readFileSync(`public/build/${manifestFile}`, "utf8"))(scope);
const manifest = remixManifest(scope);
if (!manifest) throw new Error(`${manifestFile} did not set Remix's manifest.`);
const routes = Object.values(manifest.routes);

const toUrl = (output: string) => `/${output.replace(/^public\//, "")}`;
const toOutput = (url: string) => `public${url}`;
const wanted = new Set<string>();

// Every chunk some code imports on demand.
for (const output of Object.values(meta.outputs))
  for (const { path, kind } of output.imports) if (kind === "dynamic-import") wanted.add(path);

// The route modules of the pages the dialogs' and the cookie choice's forms post to, and of the
// thank-you pages the forms lead to.
for (const page of [...dialogNames.map((name) => dialogs[name].page), COOKIE_FORM_ACTION, ...Object.keys(thankYouPages)]) {
  const path = page.replace(/^\//, "");
  const route = routes.find((candidate) => candidate.parentId === "root" && candidate.path === path);
  if (!route) throw new Error(`No route for ${page} in the Remix manifest.`);
  for (const url of [route.module, ...(route.imports ?? [])]) wanted.add(toOutput(url));
}

// And everything those import, statically.
for (const output of wanted) {
  for (const { path, kind } of meta.outputs[output]?.imports ?? []) if (kind === "import-statement") wanted.add(path);
}

const assets = Object.keys(meta.outputs).filter((output) => /\/(app|inter[^/]*|icons)-[^/]+\.(css|woff2|svg)$/.test(output));
const files = [...wanted, ...assets].map(toUrl).sort();
writeFileSync("public/sw-precache.json", `${JSON.stringify({ files }, null, 2)}\n`);
console.log(`Service worker precache: ${files.length} files (public/sw-precache.json).`);
