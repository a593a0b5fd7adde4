/** How often the Cron Trigger runs (wrangler.toml [triggers]: every 5 minutes). */
export const CRON_INTERVAL_SECONDS = 5 * 60;

/** No run seen for this long (three intervals) means the cron has stopped: /healthz turns red and an alert goes. */
export const CRON_STOPPED_AFTER_SECONDS = 3 * CRON_INTERVAL_SECONDS;

const TASK = "scheduled";

/**
 * One upsert per run: the cheapest record there is (one row written), and it never moves back, so a
 * late run of an old schedule cannot hide that newer ones stopped.
 */
export async function recordCronRun(db: D1Database, now: Date): Promise<void> {
  await db
    .prepare(
      "INSERT INTO cron_runs (task, last_run_at) VALUES (?1, ?2) ON CONFLICT(task) DO UPDATE SET last_run_at = excluded.last_run_at WHERE excluded.last_run_at > cron_runs.last_run_at",
    )
    .bind(TASK, now.toISOString())
    .run();
}

/** The query for the last run, to batch with others (one round trip for /healthz). */
export function lastCronRunStatement(db: D1Database): D1PreparedStatement {
  return db.prepare("SELECT last_run_at FROM cron_runs WHERE task = ?").bind(TASK);
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
