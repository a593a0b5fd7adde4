import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";
import { minifyClientModule } from "../../scripts/build/client-minify";

/**
 * The browser code as `remix build` writes it: every file Remix's manifest names, and every file
 * those import, is served; a page preloads exactly what the manifest names for it; and what every
 * page needs (React, Remix, the site's shell and form kit, app/page-bundle.ts) is one file.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
  url: string;
  version: string;
}

async function clientManifest(): Promise<Manifest> {
  const home = await (await worker.fetch("/")).text();
  const url = /\/build\/manifest-[\w-]+\.js/.exec(home)?.[0];
  expect(url).toBeDefined();
  const source = await (await worker.fetch(url!)).text();
  const window: { __remixManifest?: Manifest } = {};
  new Function("window", source)(window);
  expect(window.__remixManifest?.url).toBe(url);
  return window.__remixManifest!;
}

/** What the home page preloads by the manifest: the manifest, the entry, the root and the index route with their imports. */
function homeFiles(manifest: Manifest): string[] {
  const entries = [manifest.entry, manifest.routes.root!, manifest.routes["routes/_index"]!];
  return [manifest.url, ...entries.flatMap((entry) => [entry.module, ...(entry.imports ?? [])])];
}

/** A path a module names, resolved against the module's own URL. */
const resolveFrom = (url: string, specifier: string) => new URL(specifier, `http://site${url}`).pathname;

/** The URLs a module imports, statically or lazily, resolved against its own URL. */
function importsOf(url: string, code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.js)["']/g)].map((match) => resolveFrom(url, match[1]!));
}

/** The URLs a module takes bindings from (a bare `import "x"` binds nothing), resolved against its own URL. */
function bindingImportsOf(url: string, code: string): string[] {
  const pattern =
    /\b(?:import\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)|export\s*\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => resolveFrom(url, match[1]!));
}

describe("the client build", () => {
  it("serves every module the manifest names and every module those import", async () => {
    const manifest = await clientManifest();
    const pending = [manifest.entry, ...Object.values(manifest.routes)].flatMap((entry) => [entry.module, ...(entry.imports ?? [])]);
    const served = new Set<string>();
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (served.has(url)) continue;
      const response = await worker.fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toContain("immutable");
      served.add(url);
      pending.push(...importsOf(url, await response.text()));
    }
    // The dialogs and the form checks are lazy chunks: the crawl reached them through import().
    expect([...served].some((url) => url.includes("validation.lazy"))).toBe(true);
    expect(served.size).toBeGreaterThan(Object.keys(manifest.routes).length);
  });

  it("preloads on a page exactly the modules the manifest names for it", async () => {
    const manifest = await clientManifest();
    const home = await (await worker.fetch("/")).text();
    const preloaded = [...home.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(preloaded)).toEqual(new Set(homeFiles(manifest).filter((file) => file !== manifest.url)));
  });

  it("puts what every page needs in one file: no module of app/page-bundle.ts is in any other file", async () => {
    const manifest = await clientManifest();
    const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const bundleModules = [...readFileSync("app/page-bundle.ts", "utf8").matchAll(/from "~\/([^"]+)"/g)].map((match) => `app/${match[1]}`);
    const holds = (output: { inputs: Record<string, unknown> }, module: string) =>
      Object.keys(output.inputs).some((input) => input.startsWith(`${module}.`));
    const bundleFiles = Object.entries(metafile.outputs).filter(([, output]) => bundleModules.some((module) => holds(output, module)));
    expect(bundleFiles.map(([file]) => file)).toHaveLength(1);
    const [bundleFile, bundle] = bundleFiles[0]!;
    for (const module of bundleModules) expect(holds(bundle, module), module).toBe(true);
    expect(Object.keys(bundle.inputs)).toContain("node_modules/react-dom/cjs/react-dom.production.min.js");
    // Every page loads it with the entry.
    expect(manifest.entry.imports).toContain(bundleFile.replace(/^public/, ""));
    // The home page: the entry, that file, esbuild's runtime, the root, the index route and its own parts.
    expect(new Set(homeFiles(manifest).filter((file) => file !== manifest.url)).size).toBeLessThanOrEqual(12);
  });

  it("serves the bundled packages' license notices beside the code, not in it", async () => {
    const manifest = await clientManifest();
    const served = await Promise.all(
      [...new Set([manifest.entry, ...Object.values(manifest.routes)].flatMap((entry) => [entry.module, ...(entry.imports ?? [])]))].map(
        async (url) => ({ url, code: await (await worker.fetch(url)).text() }),
      ),
    );
    for (const { url, code } of served) expect(code, url).not.toContain("@license");
    const pointers = served.flatMap(({ url, code }) =>
      [...code.matchAll(/\/\*! For license information please see ([\w.-]+\.LICENSE\.txt) \*\//g)].map((match) =>
        resolveFrom(url, match[1]!),
      ),
    );
    // React, React DOM and Remix's router are in the file every page loads.
    expect(pointers).toHaveLength(1);
    const notices = await worker.fetch(pointers[0]!);
    expect(notices.status).toBe(200);
    const text = await notices.text();
    for (const notice of [
      "react-dom.production.min.js",
      "@remix-run/router",
      "Copyright (c) Facebook, Inc. and its affiliates.",
      "@license MIT",
    ])
      expect(text).toContain(notice);
  });

  it("serves the code minified twice: a third pass finds nothing left to take from the file every page loads", async () => {
    const manifest = await clientManifest();
    const shared = manifest.entry.imports ?? [];
    const sizes = await Promise.all(shared.map(async (url) => ({ url, code: await (await worker.fetch(url)).text() })));
    const largest = sizes.sort((a, b) => b.code.length - a.code.length)[0]!;
    const again = await minifyClientModule(largest.code, largest.url);
    // esbuild's output alone loses about 3 % to the second pass; what is served loses nothing.
    expect(gzipSync(again).length, largest.url).toBeGreaterThan(gzipSync(largest.code).length * 0.995);
  }, 60_000);

  it("loads on no page a file the page takes nothing from", async () => {
    const manifest = await clientManifest();
    const code = new Map<string, string>();
    const source = async (url: string) => code.get(url) ?? code.set(url, await (await worker.fetch(url)).text()).get(url)!;
    const root = manifest.routes.root!;
    for (const [id, route] of Object.entries(manifest.routes)) {
      if (id === "root") continue;
      const loaded = [manifest.entry, root, route].flatMap((entry) => [entry.module, ...(entry.imports ?? [])]);
      const used = new Set<string>();
      const pending = [manifest.entry.module, root.module, route.module];
      while (pending.length > 0) {
        const url = pending.pop()!;
        if (used.has(url)) continue;
        used.add(url);
        pending.push(...bindingImportsOf(url, await source(url)));
      }
      // A file only a bare import reaches holds modules a loader or an action imported: they go through a `.server` module.
      expect(
        loaded.filter((url) => !used.has(url)),
        id,
      ).toEqual([]);
    }
  });
});
