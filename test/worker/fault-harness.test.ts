import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
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

describe("the harness's answers", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  // A full collection on demand, as the engine runs one under memory pressure at any moment.
  setFlagsFromString("--expose-gc");
  const collectGarbage = runInNewContext("gc") as () => void;

  it("stay readable when the test reads them after a garbage collection", async () => {
    const answers = [await worker.fetch("/om-oss"), await worker.fetch("/kontakt")];
    for (let round = 0; round < 3; round++) {
      collectGarbage();
      // Finalizers run in a task of their own after the collection.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const answer of answers) expect(await answer.text()).toContain("<html");
  });
});
