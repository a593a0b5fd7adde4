import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

/**
 * The browser code after scripts/merge-client-chunks.mjs: Rollup bundles esbuild's output again and
 * the Remix manifest is rewritten in the client file and in the server build. Every file the two
 * name, and every file those import, must be served.
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

/** The URLs a module imports, statically or lazily, resolved against its own URL. */
function importsOf(url: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.js)["']/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => new URL(specifier, `http://site${url}`).pathname);
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

  it("renders pages with the client manifest's modules: the server build's copy was rewritten too", async () => {
    const manifest = await clientManifest();
    const home = await (await worker.fetch("/")).text();
    const preloaded = [...home.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(preloaded)).toEqual(new Set(homeFiles(manifest)));
  });

  it("loads the home page in few files: what every page needs is one file", async () => {
    const manifest = await clientManifest();
    const files = new Set(homeFiles(manifest));
    // The root route's file holds React, Remix and the site's shell: it imports nothing.
    expect(manifest.routes.root!.imports ?? []).toHaveLength(0);
    // esbuild alone made it 26. The eleventh is the review card the home page shares with the
    // service pages (issue 16): over the merge's small-group size, so it keeps a file of its own.
    expect(files.size).toBeLessThanOrEqual(11);
  });
});
