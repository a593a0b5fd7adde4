import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl } from "../support/crawl";
import { htmlErrors } from "../support/html-validity";
import { dialogRoutes, notFoundRoute } from "../support/site-routes";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
let dir: string;
let files: Map<string, string>;

beforeAll(async () => {
  worker = await startWorker({ seed: true });
  const crawled = await crawl(worker, ["/", "/tack", notFoundRoute, ...dialogRoutes]);
  dir = mkdtempSync(join(tmpdir(), "transist-vnu-"));
  files = new Map();
  let index = 0;
  for (const page of crawled.values()) {
    if (!page.contentType.includes("text/html") || !page.html) continue;
    const file = join(dir, `page-${index++}.html`);
    writeFileSync(file, page.html);
    files.set(file, page.path);
  }
}, 120_000);
afterAll(async () => {
  await worker?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("HTML validity (Nu Html Checker)", () => {
  it("finds zero errors on every page, dialog and the not-found page", async () => {
    expect(files.size).toBeGreaterThan(20);
    const errors = await htmlErrors([...files.keys()], files);
    expect(errors).toEqual([]);
  }, 120_000);
});
