import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl, type CrawledPage } from "../support/crawl";
import { pageRoutes } from "../support/site-routes";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
let pages: Map<string, CrawledPage>;

beforeAll(async () => {
  worker = await startWorker({ seed: true });
  pages = await crawl(worker, ["/"]);
}, 120_000);
afterAll(() => worker?.dispose());

describe("a crawl from /", () => {
  it("reaches every page of the spec's route table", () => {
    const missing = pageRoutes.filter((path) => !path.startsWith("/blogg/") && path !== "/tack" && !pages.has(path));
    expect(missing).toEqual([]);
  });

  it("finds no internal link or asset that does not answer 200 or a redirect", () => {
    const broken = [...pages.values()]
      .filter((page) => page.status !== 200 && page.status !== 301 && page.status !== 302)
      .map((page) => `${page.status} ${page.path}`);
    expect(broken).toEqual([]);
  });

  it("answers every route of the route table with 200", async () => {
    for (const path of pageRoutes) {
      const response = await worker.fetch(path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
    }
  });
});
