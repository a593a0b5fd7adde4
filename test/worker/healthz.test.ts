import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, type WorkerOptions } from "../../harness/worker";
import { formBody, validContact } from "../support/valid-forms";

/** GET /healthz: what an uptime monitor asks. Red or green and which part, nothing more. */
interface Report {
  status: string;
  d1: string;
  r2: string;
  outbox: string;
  cron: string;
  visitorMail: string;
  alerts: string;
}

/** Every part green: what /healthz answers when nothing is wrong. */
const HEALTHY: Report = { status: "ok", d1: "ok", r2: "ok", outbox: "ok", cron: "ok", visitorMail: "ok", alerts: "ok" };

async function health(worker: TestWorker, ip = "198.51.100.10") {
  const response = await worker.fetch("/healthz", { headers: { "CF-Connecting-IP": ip } });
  return { status: response.status, headers: response.headers, report: (await response.json()) as Report };
}

/**
 * Calls within a few seconds share one answer: this asks until the answer is `status`, for at most
 * 20 s (a busy machine may need several rounds of the shared answer).
 */
async function healthUntil(worker: TestWorker, status: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await health(worker);
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An outbox row of `ageMinutes`, with lead data that must never reach the answer. */
async function outboxRow(worker: TestWorker, id: string, status: string, ageMinutes: number, recipient = "company") {
  const created = new Date(Date.now() - ageMinutes * 60_000).toISOString();
  await worker.db
    .prepare(
      "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at, recipient) VALUES (?, 'booking', ?, ?, ?, ?, 1, ?, ?, ?)",
    )
    .bind(id, `lead-${id}`, "Bokning från Hemlig Person", "hemlig@example.se", status, created, created, recipient)
    .run();
}

/**
 * For the checks that change the state and wait for /healthz to say so: the answer is shared for a
 * second, not HEALTH_SHARED_SECONDS. How long it is shared is the test of the hundred calls below.
 */
const SHARED_ONE_SECOND = { HEALTH_SHARED_SECONDS: "1" };

/** A check on a worker of its own, started with `options` and stopped after it. */
async function withOwnWorker(options: WorkerOptions, check: (worker: TestWorker) => Promise<void>) {
  const worker = await startWorker(options);
  try {
    await check(worker);
  } finally {
    await worker.dispose();
  }
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
    expect(report).toEqual(HEALTHY);
  });

  // The two outbox checks wait out the shared answer between their states: side by side, each with
  // a worker of its own, so that neither sees the other's rows, and each reading its own expect.
  it.concurrent("answers 503 when the oldest unsent notification is older than 30 minutes; no counts, no lead data", ({ expect }) =>
    withOwnWorker({ vars: SHARED_ONE_SECOND }, async (worker) => {
      await outboxRow(worker, "ny", "pending", 5);
      // A visitor's confirmation that failed is about their address, not the company's mail.
      await outboxRow(worker, "besokare", "failed", 5, "visitor");
      expect((await healthUntil(worker, 200)).status).toBe(200);
      await outboxRow(worker, "gammal", "pending", 31);
      const { status, report } = await healthUntil(worker, 503);
      expect(status).toBe(503);
      expect(report).toEqual({ ...HEALTHY, status: "degraded", outbox: "delayed" });
      expect(JSON.stringify(report)).not.toMatch(/Hemlig|hemlig@|lead-/);
    }),
  );

  it.concurrent("answers 503 while a notification has failed and nobody has handled it", ({ expect }) =>
    withOwnWorker({ vars: SHARED_ONE_SECOND }, async (worker) => {
      expect((await healthUntil(worker, 200)).status).toBe(200);
      await outboxRow(worker, "trasig", "failed", 90);
      const { status, report } = await healthUntil(worker, 503);
      expect(status).toBe(503);
      expect(report).toEqual({ ...HEALTHY, status: "degraded", outbox: "failed" });
      await worker.db.prepare("UPDATE outbox SET status = 'dismissed' WHERE id = 'trasig'").run();
      expect((await healthUntil(worker, 200)).report).toEqual(HEALTHY);
    }),
  );
});

describe("GET /healthz cannot be turned against visitors", () => {
  it("100 calls from one client cost a few D1 round trips and no form budget: a form post after them is taken", () =>
    // The production limits (wrangler.toml): 30 posts per form and 60 in all per client and 10 minutes.
    withOwnWorker({ countD1Calls: true, vars: { RATE_LIMIT_MAX: "30", RATE_LIMIT_TOTAL_MAX: "60" } }, async (worker) => {
      const ip = "203.0.113.77";
      const before = await worker.d1Calls();
      const statuses: number[] = [];
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => worker.fetch("/healthz", { headers: { "CF-Connecting-IP": ip } })),
        );
        for (const answer of answers) {
          statuses.push(answer.status);
          await answer.arrayBuffer();
        }
      }
      expect(statuses).toEqual(Array<number>(100).fill(200));
      // One query per shared answer (5 s each): a handful at most, however slow the machine, never 100.
      expect((await worker.d1Calls()) - before).toBeLessThanOrEqual(10);
      expect(await worker.sql("SELECT COUNT(*) AS n FROM rate_limits")).toEqual([{ n: 0 }]);

      const post = await worker.fetch("/kontakt", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
        body: formBody(validContact()).toString(),
      });
      expect(post.status).toBe(302);
    }));
});

describe("GET /healthz when a store is down", () => {
  it("answers 503 with d1 down when D1 is down", () =>
    withOwnWorker({ d1FailFirst: -1 }, async (worker) => {
      const { status, report } = await health(worker);
      expect(status).toBe(503);
      expect(report).toEqual({
        status: "degraded",
        d1: "down",
        r2: "ok",
        outbox: "unknown",
        cron: "unknown",
        visitorMail: "unknown",
        alerts: "unknown",
      });
    }));

  it("answers 503 with r2 down when R2 is down", () =>
    withOwnWorker({ r2ListFails: true }, async (worker) => {
      const { status, report } = await health(worker);
      expect(status).toBe(503);
      expect(report).toMatchObject({ status: "degraded", d1: "ok", r2: "down" });
    }));
});

describe("GET /healthz when the cron has stopped", () => {
  it("turns red with cron stopped once no run is seen for three intervals, alerts the webhook once, and turns green after a run", async () => {
    // A Slack incoming webhook on this machine (the path is Slack's): every body posted to it.
    const bodies: unknown[] = [];
    const hook = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        bodies.push(JSON.parse(body));
        response.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/services/T0000/B0000/hemlig-nyckel`;
    const worker = await startWorker({ vars: { ALERT_WEBHOOK_URL: url, ...SHARED_ONE_SECOND } });
    try {
      // The clock is the row: the last run 14 minutes ago is within three intervals, 16 minutes is not.
      const ranAgo = (minutes: number) =>
        worker.db
          .prepare("UPDATE cron_runs SET last_run_at = ? WHERE task = 'scheduled'")
          .bind(new Date(Date.now() - minutes * 60_000).toISOString())
          .run();
      await ranAgo(14);
      expect((await health(worker)).report).toEqual(HEALTHY);
      await ranAgo(16);
      const stopped = await healthUntil(worker, 503);
      expect(stopped.report).toEqual({ ...HEALTHY, status: "degraded", cron: "stopped" });

      // The alert goes from /healthz (the cron cannot report itself), once for all the calls.
      const deadline = Date.now() + 10_000;
      while (bodies.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 3; i++) await (await worker.fetch("/healthz")).arrayBuffer();
      expect(bodies).toHaveLength(1);
      const body = bodies[0] as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["text"]);
      expect(body.text).toEqual(expect.stringContaining("Larm (production): cron-jobbet har inte körts på 16 minuter"));
      expect(body.text).toEqual(expect.stringContaining("npx wrangler triggers deploy --env production"));
      const entries = worker.logs().map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(expect.objectContaining({ event: "alert.raised", cause: "cron_stopped", level: "error" }));

      // A run of the cron records itself: green again.
      await worker.scheduled(new Date());
      expect((await healthUntil(worker, 200)).report).toEqual(HEALTHY);
    } finally {
      await worker.dispose();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});
