import { takeSkippedConfirmations } from "~/server/leads/leads.server";
import { processOutbox, type OutboxRunResult } from "~/server/leads/outbox.server";
import { applyRetention, type RetentionResult } from "~/server/retention/retention.server";
import type { Env } from "~/server/worker/load-context";
import { spentVisitorMailBudgets } from "~/server/leads/visitor-mail-budget.server";
import { mailCaps } from "~/shared/mail-caps";
import { alertMailCapReached, sendAlerts, type AlertCause } from "./alerts.server";
import { recordCronRun } from "./cron-runs.server";
import { errorFields, log } from "~/server/worker/log.server";

/**
 * What the Cron Trigger runs: due mails first, then the alerts about those that do not go, then
 * the clean-up. One failing task never stops the other; a failure is logged and rethrown so the run
 * shows as failed in Cloudflare. Every run ends with one `scheduled.done` line of counts, so Workers
 * Logs answers "were yesterday's leads mailed?" even when nothing went wrong.
 */
export async function runScheduledTasks(env: Env, now: Date): Promise<void> {
  const started = Date.now();
  const failures: unknown[] = [];
  const run = async <T>(name: string, task: () => Promise<T>): Promise<T | null> => {
    try {
      return await task();
    } catch (error) {
      log("error", { event: "scheduled.failed", task: name, ...errorFields(error, { stack: true }) });
      failures.push(error);
      return null;
    }
  };
  // First, so that a run whose tasks fail still shows the cron itself is alive (/healthz's "cron").
  await run("heartbeat", () => recordCronRun(env.DB, now));
  const outbox: OutboxRunResult | null = await run("outbox", () => processOutbox(env, now));
  const alerts: AlertCause[] | null = await run("alerts", () => sendAlerts(env, now));
  const mailCapAlerts: number | null = await run("mailCaps", () => alertSpentBudgets(env, now));
  const retention: RetentionResult | null = await run("retention", () => applyRetention(env, now));
  const confirmationsSkipped: number | null = await run("skipped", () => takeSkippedConfirmations(env.DB));
  log(failures.length ? "error" : "info", {
    event: "scheduled.done",
    sent: outbox?.sent ?? null,
    retried: outbox?.retry ?? null,
    failed: outbox?.failed ?? null,
    dropped: outbox?.dropped ?? null,
    alerts: alerts === null && mailCapAlerts === null ? null : (alerts?.length ?? 0) + (mailCapAlerts ?? 0),
    // Visitors' mails a cap held back since the last run (confirmation.skipped lines say which cap).
    confirmationsSkipped,
    deleted: retention ? Object.values(retention).reduce((sum, count) => sum + count, 0) : null,
    tasksFailed: failures.length,
    ms: Date.now() - started,
  });
  if (failures.length) throw failures[0];
}

/** An alert for each budget whose site-wide cap is reached (once per budget and window); how many went. */
async function alertSpentBudgets(env: Env, now: Date): Promise<number> {
  const caps = mailCaps(env);
  let raised = 0;
  for (const budget of await spentVisitorMailBudgets(env.DB, caps, now)) {
    if (await alertMailCapReached(env, budget, caps.perDay, now)) raised++;
  }
  return raised;
}
