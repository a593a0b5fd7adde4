import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox as outboxCommand } from "../../scripts/ops/outbox";
import { startWorker, type TestWorker } from "../../harness/worker";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");

/** `npm run outbox -- …` as the npm script runs it (scripts/ops/outbox.sh: tsx, then wrangler d1 execute), on the worker's own database. */
async function outboxCli(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run("sh", [join(root, "scripts/ops/outbox.sh"), ...args, "--persist-to", state], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

/** The command's own function, in-process, on the same database: the worker's, where --persist-to points. */
async function outbox(...args: string[]): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await outboxCommand([...args, "--persist-to", state], {
    localQuery: async (persistTo, sql) => {
      expect(persistTo).toBe(state);
      return worker.sql(sql);
    },
  });
  return { code, output: stdout + stderr };
}

/** /healthz's status once the shared answer has caught up (the worker shares it for a second): at most 20 s. */
async function healthUntil(status: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await worker.fetch("/healthz");
    await response.arrayBuffer();
    if (response.status === status || Date.now() > deadline) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function failedLead(id: string) {
  const created = new Date(Date.now() - 3 * 3_600_000).toISOString();
  await worker.db.batch([
    worker.db
      .prepare("INSERT INTO bookings (id, customer_name, customer_email, customer_phone, service, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(id, "Hemlig Kund", `${id}@example.se`, "+46701234567", "flytthjälp", created),
    worker.db
      .prepare(
        "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at, last_error) VALUES (?, 'booking', ?, 'Ny bokning: Hemlig Kund', 'Namn: Hemlig Kund', 'failed', 6, ?, ?, 'email from webbplats@transist.se not allowed')",
      )
      .bind(`outbox-${id}`, id, created, created),
  ]);
}

let state: string;
let worker: TestWorker;
beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), "outbox-state-"));
  worker = await startWorker({ persistTo: state, vars: { HEALTH_SHARED_SECONDS: "1" } });
});
afterAll(async () => {
  await worker?.dispose();
  rmSync(state, { recursive: true, force: true });
});

describe("npm run outbox", () => {
  it("keeps /healthz red while a notification has failed, until `retry` queues it again (not counted as delayed)", async () => {
    await failedLead("forsta");
    expect(await healthUntil(503)).toBe(503);

    // The operator's command line once: the script, tsx and wrangler's own d1 execute.
    const listed = await outboxCli("list");
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toMatch(/1 oskickade i den lokala utkorgen/);
    expect(listed.output).toMatch(/outbox-forsta\s+booking\s+företaget\s+failed\s+6/);
    expect(listed.output).not.toMatch(/Hemlig|forsta@example/);

    const retried = await outbox("retry");
    expect(retried.code, retried.output).toBe(0);
    expect(retried.output).toContain("1 skickas igen vid nästa körning");
    expect(await worker.sql("SELECT status, attempts FROM outbox WHERE id = 'outbox-forsta'")).toEqual([
      { status: "pending", attempts: 0 },
    ]);
    // Unsent again, but waiting from the retry, not from the lead's creation three hours ago: green
    // at once, not "delayed", while it waits for the next run.
    expect(await healthUntil(200)).toBe(200);
    const report = (await (await worker.fetch("/healthz")).json()) as { outbox: string };
    expect(report.outbox).toBe("ok");
    await worker.scheduled(new Date(Date.now() + 60_000));
    expect(await worker.sql("SELECT status FROM outbox WHERE id = 'outbox-forsta'")).toEqual([{ status: "sent" }]);
    expect(await healthUntil(200)).toBe(200);
  }, 180_000);

  it("turns /healthz green with `dismiss`, which sends nothing, and says so when there is nothing to handle", async () => {
    await failedLead("andra");
    expect(await healthUntil(503)).toBe(503);
    const mailsBefore = (await worker.sentEmails()).length;

    const dismissed = await outbox("dismiss", "--id", "outbox-andra");
    expect(dismissed.code, dismissed.output).toBe(0);
    expect(dismissed.output).toContain("1 markerade som hanterade");
    expect(await healthUntil(200)).toBe(200);
    await worker.scheduled(new Date(Date.now() + 60_000));
    expect(await worker.sentEmails()).toHaveLength(mailsBefore);
    expect((await outbox("list")).output).toContain("Inget oskickat i den lokala utkorgen");
    expect((await outbox("retry")).output).toContain("Inga misslyckade i den lokala utkorgen");
  }, 180_000);

  it("refuses an unknown command or environment", async () => {
    expect((await outbox("radera")).code).not.toBe(0);
    const env = await outbox("list", "--env", "prod");
    expect(env.code).not.toBe(0);
    expect(env.output).toContain("staging eller production");
  }, 60_000);
});
