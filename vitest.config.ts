import { defineConfig } from "vitest/config";
import { LongestFirst } from "./test/support/longest-first.js";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    maxWorkers: 2,
    // vitest's own report, then the ten slowest files.
    reporters: ["default", "./test/support/slowest-files.ts"],
    // The workers' log lines are printed for a failing test only (or all with TEST_WORKER_LOGS=1).
    setupFiles: ["test/support/worker-logs.setup.ts"],
    // A worker process runs file after file on the modules it has loaded (miniflare, Playwright, the
    // harness) instead of loading them again for each file. No test mocks a module or changes a
    // global; each file starts its own workerd and browser and stops them in its afterAll.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    projects: [
      // Some unit tests start Python or wrangler, which take seconds on a busy machine.
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        extends: true,
        // Many worker tests start their own workerd (and some restart it with other settings): on a
        // machine busy with the browser tests a start alone can take 20 s.
        test: { name: "worker", include: ["test/worker/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: "browser", include: ["test/browser/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 },
      },
      // WebKit and Firefox: after the other projects, their files two at a time with nothing else
      // beside them (decision 0030).
      {
        extends: true,
        test: {
          name: "engines",
          include: ["test/engines/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // lead-path.ts keeps its file's worker and fronts in module state: each engine's file its own.
          isolate: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
