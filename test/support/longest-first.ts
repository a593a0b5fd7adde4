import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files in the order the two workers take them: the longest first, across the projects, so
 * that the workers end close together instead of one running the last long file alone (vitest's
 * own order runs the projects one after another, and a fresh clone's by size). A file's time is
 * vitest's from the last run here, or on a clone without that cache the one in
 * test/file-times.json (`npm run test:times` writes it again); a file in neither goes first.
 * `sequence.groupOrder` still comes before all of this.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = JSON.parse(readFileSync(join(this.ctx.config.root, "test/file-times.json"), "utf8")) as Record<string, number>;
    const seconds = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${spec.moduleId.slice(this.ctx.config.root.length + 1)}`;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      return cached !== undefined ? cached / 1000 : (recorded[key] ?? Number.MAX_SAFE_INTEGER);
    };
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || seconds(b) - seconds(a),
    );
  }
}
