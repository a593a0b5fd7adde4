// The Node version the project is tested on, named the same everywhere: .nvmrc, every setup-node
// step and the test job's container in the CI workflow, and the README's quick start.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("the tested Node version", () => {
  const tested = read(".nvmrc").trim();

  it("is one major version in .nvmrc", () => {
    expect(tested).toMatch(/^\d+$/);
  });

  it("is what every CI job runs: setup-node reads .nvmrc and the container image names the same major", () => {
    const workflow = read(".github/workflows/ci.yml");
    const setups = workflow.match(/uses: actions\/setup-node@v\d+\s+with:\s+([\s\S]*?)(?=\n\s+- |\n\S|$)/g) ?? [];
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) {
      expect(step).toContain("node-version-file: .nvmrc");
      expect(step).not.toMatch(/node-version:/);
    }
    const containers = [...workflow.matchAll(/container: node:(\d+)/g)].map((match) => match[1]);
    expect(containers).toEqual([tested]);
  });

  it("is the one the README's quick start names", () => {
    const quickStart = read("README.md").split("## Snabbstart")[1]!.split("\n## ")[0]!;
    const line = quickStart.split("\n").find((text) => text.includes("Node "))!;
    expect(line).toContain(`Node ${tested}, den version CI testar på`);
  });
});
