import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        test: { name: "worker", include: ["test/worker/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: "browser", include: ["test/browser/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 },
      },
      // WebKit and Firefox (issue 20): one browser at a time, after the other projects, on a machine of two cores.
      {
        extends: true,
        test: {
          name: "engines",
          include: ["test/engines/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
