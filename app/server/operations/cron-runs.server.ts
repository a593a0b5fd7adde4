import { eq, lt } from "drizzle-orm";
import { getDb, type Db } from "~/server/db/client.server";
import { cronRuns } from "~/server/db/schema";

/** How often the Cron Trigger runs (wrangler.toml [triggers]: every 5 minutes). */
export const CRON_INTERVAL_SECONDS = 5 * 60;

/** No run seen for this long (three intervals) means the cron has stopped: /healthz turns red and an alert goes. */
export const CRON_STOPPED_AFTER_SECONDS = 3 * CRON_INTERVAL_SECONDS;

const TASK = "scheduled";

/**
 * One upsert per run: the cheapest record there is (one row written), and it never moves back, so a
 * late run of an old schedule cannot hide that newer ones stopped.
 */
export async function recordCronRun(d1: D1Database, now: Date): Promise<void> {
  const lastRunAt = now.toISOString();
  await getDb(d1)
    .insert(cronRuns)
    .values({ task: TASK, last_run_at: lastRunAt })
    .onConflictDoUpdate({ target: cronRuns.task, set: { last_run_at: lastRunAt }, setWhere: lt(cronRuns.last_run_at, lastRunAt) });
}

/** The query for the last run, to batch with others (one round trip for /healthz). */
export function lastCronRunQuery(db: Db) {
  return db.select({ last_run_at: cronRuns.last_run_at }).from(cronRuns).where(eq(cronRuns.task, TASK));
}

/** How long ago the cron last ran, in whole seconds; null when no run is recorded at all. */
export function cronSilenceSeconds(lastRunAt: string | null | undefined, now: Date): number | null {
  if (!lastRunAt) return null;
  return Math.max(0, Math.round((now.getTime() - Date.parse(lastRunAt)) / 1000));
}

/**
 * Has the cron stopped? True when its last run is older than CRON_STOPPED_AFTER_SECONDS. No row at
 * all counts as stopped too: the migration writes one, so its absence means nothing ever ran here.
 */
export function cronStopped(lastRunAt: string | null | undefined, now: Date): boolean {
  const silence = cronSilenceSeconds(lastRunAt, now);
  return silence === null || silence > CRON_STOPPED_AFTER_SECONDS;
}
