/**
 * Writes each test file's time from vitest's cache of the last run (node_modules/.vite/vitest) to
 * test/file-times.json, which the sequencer reads on a clone that has no cache yet. Run it after a
 * full `npm test` that passed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const cacheDir = "node_modules/.vite/vitest";
const times: Record<string, number> = {};
for (const entry of readdirSync(cacheDir)) {
  const cache = JSON.parse(readFileSync(join(cacheDir, entry, "results.json"), "utf8")) as {
    results: Array<[string, { duration?: number; failed?: boolean }]>;
  };
  for (const [file, result] of cache.results)
    if (result.duration !== undefined && !result.failed) times[file] = Math.round(result.duration / 1000);
}
const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync("test/file-times.json", `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test/file-times.json: ${Object.keys(sorted).length} files`);
