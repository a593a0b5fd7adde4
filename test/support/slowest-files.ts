import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints the ten slowest test files at the end of a run, after vitest's own summary: where the
 * suite's time goes, for whoever makes it faster next. A file's time is what its tests and hooks
 * took plus its setup and imports, as vitest measured them.
 */
export default class SlowestFiles implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const times = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const seconds = (diagnostic.duration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.prepareDuration) / 1000;
      return { file: relative(this.root, module.moduleId), seconds, tests: [...module.children.allTests()].length };
    });
    if (times.length === 0) return;
    times.sort((a, b) => b.seconds - a.seconds);
    const lines = times.slice(0, 10).map(({ file, seconds, tests }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file} (${tests} tests)`);
    console.log(`\nThe ten slowest files:\n${lines.join("\n")}\n`);
  }
}
