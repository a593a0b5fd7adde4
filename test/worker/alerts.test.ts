import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_TO, startWorker, type TestWorker } from "../../harness/worker";

/**
 * When notifications stop going out, the operators hear of it: one mail to ALERT_TO per cause and
 * hour, through the simulated send_email binding, naming the cause and the counts and nothing of
 * the leads.
 */
const MARK = "Hemlisson";

async function lead(worker: TestWorker, id: string, status: string, ageMinutes: number, now: Date) {
  const created = new Date(now.getTime() - ageMinutes * 60_000).toISOString();
  await worker.db
    .prepare(
      "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at) VALUES (?, 'booking', ?, ?, ?, ?, 6, ?, ?)",
    )
    .bind(
      id,
      `lead-${id}`,
      `Bokning från ${MARK}`,
      `Namn: ${MARK}\nE-post: ${MARK.toLowerCase()}@example.se`,
      status,
      "2999-01-01T00:00:00.000Z",
      created,
    )
    .run();
}

const alertsTo = (mails: string[]) => mails.filter((raw) => new RegExp(`^To: ${ALERT_TO}`, "m").test(raw));
const decoded = (raw: string) => {
  const [, body = ""] = raw.split("\r\n\r\n");
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
  const words = subject
    .replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"))
    .replace(/\r\n /g, "");
  return `${words}\n${Buffer.from(body.replace(/\r\n/g, ""), "base64").toString("utf8")}`;
};

describe("alerts from the cron", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("sends one alert when a notification has failed, naming the cause and the count, and no lead's data", async () => {
    const now = new Date();
    await lead(worker, "a", "failed", 120, now);
    await lead(worker, "b", "failed", 100, now);
    await worker.scheduled(now);
    const mails = alertsTo(await worker.sentEmails({ atLeast: 1 }));
    expect(mails).toHaveLength(1);
    const text = decoded(mails[0]!);
    expect(text).toContain("Larm: 2 aviseringar");
    expect(text).toContain("kunde inte skickas");
    expect(text).toContain("Email Routing");
    expect(text.toLowerCase()).not.toContain(MARK.toLowerCase());
    const errors = worker
      .logs()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === "alert.raised");
    expect(errors).toEqual([expect.objectContaining({ level: "error", cause: "failed", failed: 2 })]);
  });

  it("sends no second alert of the same cause within the hour, and one again after it", async () => {
    const now = new Date();
    await worker.scheduled(new Date(now.getTime() + 10 * 60_000));
    expect(alertsTo(await worker.sentEmails())).toHaveLength(1);
    await worker.scheduled(new Date(now.getTime() + 61 * 60_000));
    expect(alertsTo(await worker.sentEmails({ atLeast: 2 }))).toHaveLength(2);
  });

  it("sends an alert when the oldest unsent notification has waited over an hour", async () => {
    const fresh = await startWorker();
    try {
      const now = new Date();
      await lead(fresh, "gammal", "pending", 65, now);
      await fresh.scheduled(now);
      const mails = alertsTo(await fresh.sentEmails({ atLeast: 1 }));
      expect(mails).toHaveLength(1);
      const text = decoded(mails[0]!);
      expect(text).toContain("har väntat i 65 minuter");
      expect(text).toContain("1 aviseringar om nya kundärenden väntar");
      expect(text.toLowerCase()).not.toContain(MARK.toLowerCase());
    } finally {
      await fresh.dispose();
    }
  });
});
