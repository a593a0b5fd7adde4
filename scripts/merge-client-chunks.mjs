// esbuild (under `remix build`) splits the browser code into one chunk per set of routes that
// share a module: the home page loaded 26 files, 20 of them under 1 kB. gzip starts every file
// without a dictionary and every file repeats its imports, so many small files cost a visitor
// kilobytes more than the same code in a few. This step bundles esbuild's output again with
// Rollup, grouping modules as groupModules() below says (the home page now loads 10, the manifest included), then
// rewrites the Remix manifest, both the client's file and the copy in the server build, with the
// new file names and each route's imports. File names carry the hash of the new content.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { rollup } from "rollup";
import { filesUnder } from "./files-under.mjs";

const PUBLIC_DIR = resolve("public");
const BUILD_DIR = join(PUBLIC_DIR, "build");
const SERVER_BUILD = resolve("build/index.js");
/** A module that at least this share of routes import goes with what every page loads. */
const NEARLY_EVERY_ROUTE = 0.75;
/** Below this many bytes a group costs more as a file of its own than the code it carries. */
const SMALL_GROUP_BYTES = 1024;

const toFile = (url) => join(PUBLIC_DIR, url.replace(/^\//, ""));
const toUrl = (file) => `/${relative(PUBLIC_DIR, file).split("\\").join("/")}`;
const withoutHash = (name) => name.replace(/-[A-Z0-9]{8}$/, "");

const manifestFile = filesUnder(BUILD_DIR).find((path) => /\/manifest-[A-Z0-9]+\.js$/.test(path));
if (!manifestFile) throw new Error("Hittade inget Remix-manifest i public/build.");
const manifestSource = readFileSync(manifestFile, "utf8");
const window = {};
new Function("window", manifestSource)(window);
/** @type {{ entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }>; url: string; version: string }} */
const manifest = window.__remixManifest;

// One Rollup input per module the manifest names, under its name without esbuild's hash.
const inputs = Object.fromEntries(
  [manifest.entry, ...Object.values(manifest.routes)].map(({ module }) => [
    withoutHash(relative(BUILD_DIR, toFile(module)).replace(/\.js$/, "")),
    toFile(module),
  ]),
);
const entryFile = toFile(manifest.entry.module);
const rootFile = toFile(manifest.routes.root.module);

const bundle = await rollup({
  input: inputs,
  treeshake: false,
  // A route's file may export more than Remix reads: what its lazy chunks import from it.
  preserveEntrySignatures: "allow-extension",
  logLevel: "warn",
  onwarn(warning, warn) {
    if (warning.code !== "CIRCULAR_DEPENDENCY") warn(warning);
  },
  plugins: [
    {
      name: "remix-build-urls",
      resolveId(source, importer) {
        if (source.startsWith("/build/")) return toFile(source);
        if (importer && source.startsWith(".")) return resolve(dirname(importer), source);
        return null;
      },
    },
  ],
});

/**
 * Which output file each module goes to. Rollup puts a module that no manual chunk claims next
 * to the modules the same entries need, but a manual chunk takes in all its unclaimed imports,
 * so every module a route needs gets a name here:
 * - what the entry and the root route import statically is loaded on every page: one group,
 *   `site`, with what nearly every route imports (the page layout). It holds the root route, so
 *   it becomes the root route's file, React and Remix included;
 * - the rest is grouped by the entries that need it, routes and lazy chunks (dialogs, the form
 *   checks) alike, as esbuild does: what only one route needs goes into that route's own file;
 *   what only one lazy chunk needs stays with it (Rollup's default);
 * - a group smaller than a file's own cost (its imports, and gzip starting without a dictionary)
 *   joins the smallest group that is loaded wherever it is needed.
 */
function groupModules(getModuleInfo, moduleIds) {
  const reach = (id, seen = new Set()) => {
    if (seen.has(id)) return seen;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) reach(imported, seen);
    return seen;
  };
  const site = new Set([...reach(entryFile), ...reach(rootFile)]);
  const routes = new Map(Object.entries(inputs).filter(([, id]) => !site.has(id)));
  const lazy = new Set(moduleIds.flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  /** For each module not in `site`, the entries that need it: route names and lazy module ids. */
  const reachedBy = new Map();
  for (const [name, id] of [...routes, ...[...lazy].map((id) => [id, id])]) {
    for (const reached of reach(id)) if (!site.has(reached)) reachedBy.set(reached, [...(reachedBy.get(reached) ?? []), name]);
  }
  /** Modules grouped by the entries that need them: key "a|b|c" → { entries, ids, bytes }. */
  const byEntries = new Map();
  for (const [id, names] of reachedBy) {
    if (names.filter((name) => routes.has(name)).length >= NEARLY_EVERY_ROUTE * routes.size) {
      site.add(id);
      continue;
    }
    const key = names.join("|");
    const group = byEntries.get(key) ?? { entries: new Set(names), ids: [], bytes: 0 };
    group.ids.push(id);
    group.bytes += getModuleInfo(id)?.code?.length ?? 0;
    byEntries.set(key, group);
  }
  const isSuperset = (outer, inner) =>
    outer.entries.size > inner.entries.size && [...inner.entries].every((name) => outer.entries.has(name));
  // Fewest entries first, so that a small group can join a bigger one that has taken in others already.
  for (const [key, group] of [...byEntries].sort(([, a], [, b]) => a.entries.size - b.entries.size)) {
    if (group.entries.size < 2 || group.bytes > SMALL_GROUP_BYTES) continue;
    const target = [...byEntries.values()].filter((other) => isSuperset(other, group)).sort((a, b) => a.entries.size - b.entries.size)[0];
    if (!target) continue;
    target.ids.push(...group.ids);
    target.bytes += group.bytes;
    byEntries.delete(key);
  }
  // The entry module keeps a file of its own: it starts hydration when it runs, which must wait
  // until Remix's inline script has put the route modules in place.
  site.delete(entryFile);
  const groups = new Map([...site].map((id) => [id, "site"]));
  for (const [key, group] of byEntries) {
    if (group.entries.size === 1 && !routes.has(key)) continue;
    const name = group.entries.size === 1 ? key : `shared-${createHash("sha256").update(key).digest("hex").slice(0, 6)}`;
    for (const id of group.ids) groups.set(id, name);
  }
  return groups;
}
let groups;

const outDir = mkdtempSync(join(tmpdir(), "transist-client-"));
const { output } = await bundle.write({
  dir: outDir,
  format: "es",
  entryFileNames: "[name]-[hash].js",
  // Groups are named by the entries that share them (distinct names keep them apart); their
  // files only need the content hash.
  chunkFileNames: (chunk) => `_shared/${chunk.name.startsWith("shared-") ? "chunk" : withoutHash(chunk.name)}-[hash].js`,
  hoistTransitiveImports: false,
  manualChunks(id, { getModuleInfo, getModuleIds }) {
    groups ??= groupModules(getModuleInfo, [...getModuleIds()]);
    return groups.get(id);
  },
});
await bundle.close();

// Replace esbuild's JavaScript with Rollup's; stylesheets, fonts and pictures stay.
for (const path of filesUnder(BUILD_DIR)) if (path.endsWith(".js")) rmSync(path);
for (const path of filesUnder(outDir)) {
  const target = join(BUILD_DIR, relative(outDir, path));
  renameSync(path, target);
}
rmSync(outDir, { recursive: true, force: true });

// Every route's (and the entry's) static imports, transitively: Remix preloads these.
const chunks = new Map(output.filter((item) => item.type === "chunk").map((chunk) => [chunk.fileName, chunk]));
function staticImports(fileName) {
  const seen = new Set();
  const visit = (name) => {
    for (const imported of chunks.get(name)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...seen].map((name) => toUrl(join(BUILD_DIR, name)));
}
const newModule = new Map();
for (const chunk of chunks.values()) {
  if (!chunk.isEntry || !chunk.facadeModuleId) continue;
  newModule.set(toUrl(chunk.facadeModuleId), { module: toUrl(join(BUILD_DIR, chunk.fileName)), imports: staticImports(chunk.fileName) });
}

/** Rewrites every `module:"…"` and the `imports` after it (`[…]`, `void 0` or none) in the server build's copy of the manifest. */
function rewriteModules(source) {
  let replaced = 0;
  const text = source.replace(/module:"([^"]+)"(?:,imports:(?:\[[^\]]*\]|void 0))?/g, (match, oldModule) => {
    const next = newModule.get(oldModule);
    if (!next) return match;
    replaced += 1;
    return `module:${JSON.stringify(next.module)},imports:${JSON.stringify(next.imports)}`;
  });
  return { text, replaced };
}

const expected = Object.keys(manifest.routes).length + 1;
const renamed = (entry) => {
  const next = newModule.get(entry.module);
  if (!next) throw new Error(`Rollup gav ingen fil för ${entry.module}.`);
  return { ...entry, ...next };
};
const rewritten = {
  ...manifest,
  entry: renamed(manifest.entry),
  routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, renamed(route)])),
};
const version = createHash("sha256").update(JSON.stringify(rewritten)).digest("hex").slice(0, 8);
const newManifestUrl = `/build/manifest-${version.toUpperCase()}.js`;
writeFileSync(toFile(newManifestUrl), `window.__remixManifest=${JSON.stringify({ ...rewritten, url: newManifestUrl, version })};`);

let serverBuild = rewriteModules(readFileSync(SERVER_BUILD, "utf8"));
if (serverBuild.replaced !== expected) throw new Error(`Serverbygget: ${serverBuild.replaced} av ${expected} moduler omskrivna.`);
let serverText = serverBuild.text;
for (const [from, to] of [
  [`url:${JSON.stringify(manifest.url)}`, `url:${JSON.stringify(newManifestUrl)}`],
  [`version:${JSON.stringify(manifest.version)}`, `version:${JSON.stringify(version)}`],
]) {
  if (serverText.split(from).length !== 2) throw new Error(`Serverbygget: hittade inte ${from} exakt en gång.`);
  serverText = serverText.replace(from, to);
}
writeFileSync(SERVER_BUILD, serverText);

console.log(`Slog ihop klientkoden: ${chunks.size} filer (${[...chunks.values()].filter((chunk) => !chunk.isEntry).length} delade).`);
