import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Remix's private globals (`window.__remixManifest`, `__remixRouter`, `__remixContext` …) have no
 * public replacement, and React Router 7 renames them. Only app/shared/remix-globals.ts may name
 * them, so that an upgrade changes one file; the browser test in drafts-and-worker.test.ts checks
 * that the names it gives are still on a built page, with the shape the site reads.
 */
const root = new URL("../..", import.meta.url).pathname;
const ONE_MODULE = "app/shared/remix-globals.ts";
const PRIVATE_GLOBAL = /__(remix|reactRouter)[A-Z]\w*/;

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe("Remix's private globals", () => {
  it(`are named in ${ONE_MODULE} alone, in the site's code, its scripts and the harness`, () => {
    const naming = [...sources("app"), ...sources("scripts"), ...sources("harness"), "server.ts"].filter(
      (file) => file !== ONE_MODULE && PRIVATE_GLOBAL.test(readFileSync(join(root, file), "utf8")),
    );
    expect(naming).toEqual([]);
    expect(readFileSync(join(root, ONE_MODULE), "utf8")).toMatch(PRIVATE_GLOBAL);
  });
});
