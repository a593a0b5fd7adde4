import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

/** GET /healthz: what an uptime monitor asks. D1, R2 and the outbox, counts and times only. */
interface Report {
  status: string;
  d1: { ok: boolean; ms: number };
  r2: { ok: boolean; ms: number };
  outbox: { unsent: number; oldestUnsentAgeSeconds: number | null; failed: number } | null;
}

async function health(worker: TestWorker, ip = "198.51.100.10") {
  const response = await worker.fetch("/healthz", { headers: { "CF-Connecting-IP": ip } });
  return { status: response.status, headers: response.headers, report: (await response.json()) as Report };
}

/** An outbox row of `ageMinutes`, with lead data that must never reach the answer. */
async function outboxRow(worker: TestWorker, id: string, status: string, ageMinutes: number) {
  const created = new Date(Date.now() - ageMinutes * 60_000).toISOString();
  await worker.db
    .prepare(
      "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at) VALUES (?, 'booking', ?, ?, ?, ?, 1, ?, ?)",
    )
    .bind(id, `lead-${id}`, "Bokning från Hemlig Person", "hemlig@example.se", status, created, created)
    .run();
}

describe("GET /healthz", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("answers 200 with D1, R2 and the outbox when all is well, never cached", async () => {
    const { status, headers, report } = await health(worker);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Content-Type")).toContain("application/json");
    expect(report).toEqual({
      status: "ok",
      d1: { ok: true, ms: expect.any(Number) },
      r2: { ok: true, ms: expect.any(Number) },
      outbox: { unsent: 0, oldestUnsentAgeSeconds: null, failed: 0 },
    });
  });

  it("answers 503 when the oldest unsent notification is older than 30 minutes, and counts failed ones; no lead data", async () => {
    await outboxRow(worker, "ny", "pending", 5);
    expect((await health(worker)).status).toBe(200);
    await outboxRow(worker, "gammal", "pending", 31);
    await outboxRow(worker, "trasig", "failed", 90);
    const { status, report } = await health(worker);
    expect(status).toBe(503);
    expect(report.status).toBe("degraded");
    expect(report.outbox).toEqual({ unsent: 2, oldestUnsentAgeSeconds: expect.any(Number), failed: 1 });
    expect(report.outbox!.oldestUnsentAgeSeconds).toBeGreaterThanOrEqual(31 * 60);
    expect(JSON.stringify(report)).not.toMatch(/Hemlig|hemlig@|lead-/);
  });

  it("is rate limited like the forms", async () => {
    const limited = await startWorker({ vars: { RATE_LIMIT_MAX: "2" } });
    try {
      const statuses = [];
      for (let n = 0; n < 3; n++)
        statuses.push((await limited.fetch("/healthz", { headers: { "CF-Connecting-IP": "198.51.100.20" } })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.dispose();
    }
  });
});

describe("GET /healthz when a store is down", () => {
  it("answers 503 with d1 not ok when D1 is down", async () => {
    const worker = await startWorker({ d1FailFirst: -1 });
    try {
      const { status, report } = await health(worker);
      expect(status).toBe(503);
      expect(report).toMatchObject({ status: "degraded", d1: { ok: false }, r2: { ok: true }, outbox: null });
    } finally {
      await worker.dispose();
    }
  });

  it("answers 503 with r2 not ok when R2 is down", async () => {
    const worker = await startWorker({ r2ListFails: true });
    try {
      const { status, report } = await health(worker);
      expect(status).toBe(503);
      expect(report).toMatchObject({ status: "degraded", d1: { ok: true }, r2: { ok: false } });
    } finally {
      await worker.dispose();
    }
  });
});
