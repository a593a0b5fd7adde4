import { afterEach, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker | undefined;
afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

const NOW = new Date("2026-11-22T03:00:00.000Z");
const monthsAgo = (months: number, days = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString();
};
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

async function insertApplication(w: TestWorker, id: string, createdAt: string, withCv = true) {
  const key = withCv ? `cv/${id}.pdf` : null;
  if (key) await w.bucket.put(key, "%PDF-1.4 test", { httpMetadata: { contentType: "application/pdf" } });
  await w.db
    .prepare(
      "INSERT INTO job_applications (id, name, email, phone, position, cv_key, cv_file_name, cv_size, cv_content_type, created_at) VALUES (?, 'Jöns Ärlig', 'jons@example.se', '+46701234567', 'Flyttare', ?, ?, 13, ?, ?)",
    )
    .bind(id, key, key ? "jöns-cv.pdf" : null, key ? "application/pdf" : null, createdAt)
    .run();
  return key;
}

async function ids(w: TestWorker, table: string): Promise<string[]> {
  const { results } = await w.db.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>();
  return results.map((row) => row.id);
}

describe("retention in the scheduled run", () => {
  it("deletes a job application and its CV in R2 after 24 months and keeps a newer one", async () => {
    worker = await startWorker();
    const oldKey = await insertApplication(worker, "app-old", monthsAgo(24, 1));
    const newKey = await insertApplication(worker, "app-new", monthsAgo(23));
    await insertApplication(worker, "app-old-without-cv", monthsAgo(30), false);

    expect((await worker.scheduled(NOW)).outcome).toBe("ok");

    expect(await ids(worker, "job_applications")).toEqual(["app-new"]);
    expect(await worker.bucket.head(oldKey!)).toBeNull();
    expect(await worker.bucket.head(newKey!)).not.toBeNull();
  });

  it("follows RETENTION_JOB_APPLICATION_MONTHS from the configuration", async () => {
    worker = await startWorker({ vars: { RETENTION_JOB_APPLICATION_MONTHS: "6" } });
    await insertApplication(worker, "app-7-months", monthsAgo(7));
    await insertApplication(worker, "app-5-months", monthsAgo(5));
    await worker.scheduled(NOW);
    expect(await ids(worker, "job_applications")).toEqual(["app-5-months"]);
  });

  it("deletes quotes and bookings after RETENTION_LEADS_MONTHS (36 by default) and keeps newer ones", async () => {
    worker = await startWorker();
    for (const [id, createdAt] of [
      ["quote-old", monthsAgo(36, 1)],
      ["quote-new", monthsAgo(35)],
    ]) {
      await worker.db
        .prepare(
          "INSERT INTO quotes (id, service_type, namn, epost, telefon, created_at) VALUES (?, 'flytthjälp', 'Åke', 'ake@example.se', '+46701234567', ?)",
        )
        .bind(id, createdAt)
        .run();
    }
    for (const [id, createdAt] of [
      ["booking-old", monthsAgo(37)],
      ["booking-new", monthsAgo(2)],
    ]) {
      await worker.db
        .prepare(
          "INSERT INTO bookings (id, customer_name, customer_email, customer_phone, created_at) VALUES (?, 'Åke', 'ake@example.se', '+46701234567', ?)",
        )
        .bind(id, createdAt)
        .run();
    }
    await worker.scheduled(NOW);
    expect(await ids(worker, "quotes")).toEqual(["quote-new"]);
    expect(await ids(worker, "bookings")).toEqual(["booking-new"]);

    await worker.reconfigure({ vars: { RETENTION_LEADS_MONTHS: "1" } });
    await worker.scheduled(NOW);
    expect(await ids(worker, "quotes")).toEqual([]);
    expect(await ids(worker, "bookings")).toEqual([]);
  });

  it("keeps confirmed newsletter subscriptions (they go when the subscriber unsubscribes) and deletes unconfirmed sign-ups after 48 hours", async () => {
    worker = await startWorker();
    for (const [id, createdAt, confirmedAt] of [
      ["sub-old", monthsAgo(60), monthsAgo(60)],
      ["sub-confirmed-late", hoursAgo(100), hoursAgo(47)],
      ["unconfirmed-49h", hoursAgo(49), null],
      ["unconfirmed-47h", hoursAgo(47), null],
    ]) {
      await worker.db
        .prepare("INSERT INTO newsletter_subscriptions (id, email, source, created_at, confirmed_at) VALUES (?, ?, 'discount', ?, ?)")
        .bind(id, `${id}@example.se`, createdAt, confirmedAt)
        .run();
    }
    await worker.scheduled(NOW);
    expect(await ids(worker, "newsletter_subscriptions")).toEqual(["sub-confirmed-late", "sub-old", "unconfirmed-47h"]);
    expect(
      worker.logs().some((line) => line.includes('"event":"retention.deleted"') && line.includes('"unconfirmedSubscriptions":1')),
    ).toBe(true);
  });

  it("deletes sent notifications a week after sending and keeps pending and recently sent ones", async () => {
    worker = await startWorker();
    const insert = (id: string, status: string, sentAt: string | null, createdAt: string) =>
      worker!.db
        .prepare(
          "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, sent_at, created_at) VALUES (?, 'booking', ?, 'Ämne', 'Text', ?, 1, ?, ?, ?)",
        )
        .bind(id, `lead-${id}`, status, createdAt, sentAt, createdAt);
    await worker.db.batch([
      insert("sent-8-days", "sent", hoursAgo(8 * 24), hoursAgo(8 * 24)),
      insert("sent-6-days", "sent", hoursAgo(6 * 24), hoursAgo(6 * 24)),
      // Not yet due (next_attempt_at = created_at is in the future of the run), so the run leaves it pending.
      insert("pending-old", "pending", null, new Date(NOW.getTime() + 60_000).toISOString()),
      insert("failed-recent", "failed", null, hoursAgo(30 * 24)),
    ]);
    await worker.scheduled(NOW);
    expect(await ids(worker, "outbox")).toEqual(["failed-recent", "pending-old", "sent-6-days"]);
  });

  it("deletes submission keys and rate-limit windows older than a day", async () => {
    worker = await startWorker();
    const nowSeconds = Math.floor(NOW.getTime() / 1000);
    await worker.db.batch([
      worker.db
        .prepare("INSERT INTO submissions (key, lead_type, lead_id, created_at) VALUES ('old', 'quote', 'q1', ?)")
        .bind(hoursAgo(25)),
      worker.db
        .prepare("INSERT INTO submissions (key, lead_type, lead_id, created_at) VALUES ('new', 'quote', 'q2', ?)")
        .bind(hoursAgo(23)),
      worker.db
        .prepare(
          "INSERT INTO rate_limits (key, window_start, count) VALUES ('offert:6f1c0d2b9a7e4c3d8b5a1f0e2d4c6b8a0f1e3d5c7b9a2c4e6f8a0b1c3d5e7f90', ?, 3)",
        )
        .bind(nowSeconds - 25 * 3600),
      worker.db
        .prepare(
          "INSERT INTO rate_limits (key, window_start, count) VALUES ('offert:6f1c0d2b9a7e4c3d8b5a1f0e2d4c6b8a0f1e3d5c7b9a2c4e6f8a0b1c3d5e7f90', ?, 1)",
        )
        .bind(nowSeconds - 600),
    ]);
    await worker.scheduled(NOW);
    const { results: keys } = await worker.db.prepare("SELECT key FROM submissions").all<{ key: string }>();
    expect(keys.map((row) => row.key)).toEqual(["new"]);
    const { results: windows } = await worker.db.prepare("SELECT window_start FROM rate_limits").all<{ window_start: number }>();
    expect(windows.map((row) => row.window_start)).toEqual([nowSeconds - 600]);
  });
});
