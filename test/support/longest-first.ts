import { statSync } from "node:fs";
import { relative, resolve } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const root = resolve(import.meta.dirname, "../..");

/**
 * The test files that take longest on this machine, longest first (vitest's ten slowest at the end
 * of `npm test` show where a file belongs). Order only: a file missing here still runs.
 */
const LONGEST_FIRST = [
  "test/engines/lead-path.webkit.test.ts",
  "test/browser/bad-network.test.ts",
  "test/engines/lead-path.firefox.test.ts",
  "test/browser/a11y.test.ts",
  "test/worker/dev-loop.test.ts",
  "test/worker/hostile-input.test.ts",
  "test/worker/backup-restore.test.ts",
  "test/worker/data-subject.test.ts",
  "test/browser/lie-fi.test.ts",
  "test/browser/bad-network-answers.test.ts",
  "test/worker/healthz.test.ts",
  "test/unit/leads-export.test.ts",
  "test/browser/forms.test.ts",
  "test/browser/bad-network-pages.test.ts",
  "test/browser/deploys.test.ts",
  "test/browser/privacy.test.ts",
  "test/worker/no-ip-at-rest.test.ts",
  "test/worker/erasure-lasts.test.ts",
  "test/worker/deploys.test.ts",
  "test/browser/hero-video.test.ts",
  "test/browser/quote.test.ts",
  "test/worker/html-validity.test.ts",
  "test/browser/quote-links.test.ts",
  "test/browser/shell.test.ts",
  "test/worker/forms.test.ts",
  "test/worker/large-cv.test.ts",
  "test/worker/security.test.ts",
  "test/worker/outbox-command.test.ts",
  "test/unit/deploy-script.test.ts",
  "test/browser/contact-map.test.ts",
  "test/worker/quote.test.ts",
  "test/worker/crawl.test.ts",
  "test/browser/layout-stability.test.ts",
  "test/worker/outbox.test.ts",
  "test/worker/seo.test.ts",
  "test/browser/bad-network-after-send.test.ts",
  "test/worker/blog.test.ts",
  "test/worker/alerts.test.ts",
  "test/worker/client-build.test.ts",
  "test/browser/quote-step-pages.test.ts",
  "test/browser/keyboard.test.ts",
  "test/browser/drafts-per-tab.test.ts",
  "test/worker/control-characters.test.ts",
  "test/worker/edge-cache.test.ts",
  "test/worker/job-application.test.ts",
  "test/browser/before-javascript.test.ts",
  "test/worker/retention.test.ts",
  "test/browser/drafts-and-worker.test.ts",
  "test/browser/lazy-validation.test.ts",
  "test/worker/phone-storage.test.ts",
];

/**
 * The files of each project longest first, the same on a fresh clone as on a machine that has run
 * them before: vitest's own order needs its cache of earlier durations and without one starts the
 * largest files first, which left a long file for last with the other worker idle beside it.
 * Projects still run one after the other, in vitest's order, so that a worker goes on with the
 * modules it has loaded.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(relative(root, spec.moduleId));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        rank(a) - rank(b) ||
        statSync(b.moduleId).size - statSync(a.moduleId).size,
    );
  }
}
