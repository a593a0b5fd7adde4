import type { Env } from "./load-context";
import { errorFields, log } from "./log.server";

/** A cheap connection check at start-up whose failure is only logged. */
export async function checkDatabase(db: D1Database): Promise<boolean> {
  try {
    await db.prepare("SELECT 1").first();
    return true;
  } catch (error) {
    log("warn", { event: "startup.d1_unreachable", ...errorFields(error) });
    return false;
  }
}

/** The oldest unsent notification may wait this long before the site counts as unhealthy (the cron runs every 5 minutes). */
export const OUTBOX_HEALTHY_AGE_SECONDS = 30 * 60;

export interface HealthReport {
  status: "ok" | "degraded";
  d1: { ok: boolean; ms: number };
  r2: { ok: boolean; ms: number };
  outbox: { unsent: number; oldestUnsentAgeSeconds: number | null; failed: number } | null;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T | null; ok: boolean; ms: number }> {
  const started = Date.now();
  try {
    const value = await work();
    return { value, ok: true, ms: Date.now() - started };
  } catch {
    return { value: null, ok: false, ms: Date.now() - started };
  }
}

/**
 * Is the site healthy? D1 answers (one query, which also counts the outbox), R2 answers (a list of
 * one key), and no notification has waited longer than OUTBOX_HEALTHY_AGE_SECONDS. Counts and
 * times only: nothing a visitor wrote.
 */
export async function healthReport(env: Pick<Env, "DB" | "CV_BUCKET">, now = new Date()): Promise<HealthReport> {
  const [d1, r2] = await Promise.all([
    timed(() =>
      env.DB.prepare(
        "SELECT SUM(status IN ('pending', 'sending')) AS unsent, MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest, SUM(status = 'failed') AS failed FROM outbox",
      ).first<{ unsent: number | null; oldest: string | null; failed: number | null }>(),
    ),
    timed(() => env.CV_BUCKET.list({ limit: 1 })),
  ]);
  const row = d1.value;
  const oldestUnsentAgeSeconds = row?.oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(row.oldest)) / 1000)) : null;
  const outbox = d1.ok ? { unsent: row?.unsent ?? 0, oldestUnsentAgeSeconds, failed: row?.failed ?? 0 } : null;
  const healthy = d1.ok && r2.ok && (oldestUnsentAgeSeconds ?? 0) <= OUTBOX_HEALTHY_AGE_SECONDS;
  return { status: healthy ? "ok" : "degraded", d1: { ok: d1.ok, ms: d1.ms }, r2: { ok: r2.ok, ms: r2.ms }, outbox };
}
