import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

describe("the fault-injection harness", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ d1FailFirst: -1 });
  });
  afterAll(() => worker?.dispose());

  it("keeps the test's own view of D1 healthy while the worker's binding fails", async () => {
    const row = await worker.db.prepare("SELECT count(*) AS n FROM quotes").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("still serves pages that do not need the database when D1 fails", async () => {
    const response = await worker.fetch("/om-oss");
    expect(response.status).toBe(200);
  });
});
