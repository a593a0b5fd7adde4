import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl } from "../support/crawl";
import { dialogRoutes, notFoundRoute } from "../support/site-routes";
import { startWorker, type TestWorker } from "../../harness/worker";

const run = promisify(execFile);
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

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe("HTML validity (Nu Html Checker)", () => {
  it("finds zero errors on every page, dialog and the not-found page", async () => {
    expect(files.size).toBeGreaterThan(20);
    const { stdout, stderr } = await run(
      "java",
      ["-jar", String(vnuJar), "--errors-only", "--format", "json", "--exit-zero-always", ...files.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === "error")
      .map((message) => `${files.get(message.url.replace(/^file:/, "")) ?? message.url}:${message.lastLine ?? "?"} ${message.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
