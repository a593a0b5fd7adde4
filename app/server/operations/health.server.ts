import { sql } from "drizzle-orm";
import { getDb } from "~/server/db/client.server";
import { outboxStateOf, outboxStateQuery } from "~/server/leads/outbox.server";
import type { Env } from "~/server/worker/load-context";
import { errorFields, log } from "~/server/worker/log.server";
import { alertCronStopped, webhookFailureOf, webhookFailureQuery } from "./alerts.server";
import { cronSilenceSeconds, cronStopped, lastCronRunQuery } from "./cron-runs.server";
import { spentBudgets, visitorMailsSpentQuery } from "~/server/leads/visitor-mail-budget.server";
import { mailCaps, type MailCapVars } from "~/shared/mail-caps";

/** A cheap connection check at start-up whose failure is only logged. */
export async function checkDatabase(db: D1Database): Promise<boolean> {
  try {
    await getDb(db).get(sql`select 1`);
    return true;
  } catch (error) {
    log("warn", { event: "startup.d1_unreachable", ...errorFields(error) });
    return false;
  }
}

/** The oldest unsent notification may wait this long before the site counts as unhealthy (the cron runs every 5 minutes). */
export const OUTBOX_HEALTHY_AGE_SECONDS = 30 * 60;

/**
 * Calls within this long of one another share one answer, so a flood of calls costs one D1 query
 * and one R2 list. The HEALTH_SHARED_SECONDS var sets another length.
 */
export const HEALTH_SHARED_SECONDS = 5;

/**
 * What an uptime check needs: red or green, and which part is red. No counts, no times, nothing a
 * visitor wrote. "failed": a notification to the company reached `failed` and nobody has handled
 * it yet; "delayed": the oldest unsent one has waited longer than OUTBOX_HEALTHY_AGE_SECONDS;
 * cron "stopped": no run of the Cron Trigger for three intervals (CRON_STOPPED_AFTER_SECONDS);
 * visitorMail "capped": a budget's site-wide cap on mails to visitors is reached, so visitors get
 * no confirmation until the window frees room (the cron alerts it once per window); alerts
 * "webhook_failed": the alert webhook refused or did not answer an alert, and has taken none since
 * (the cron asks it again; `npm run alert -- test` tries every channel).
 */
export interface HealthReport {
  status: "ok" | "degraded";
  d1: "ok" | "down";
  r2: "ok" | "down";
  outbox: "ok" | "failed" | "delayed" | "unknown";
  cron: "ok" | "stopped" | "unknown";
  visitorMail: "ok" | "capped" | "unknown";
  alerts: "ok" | "webhook_failed" | "unknown";
}

async function succeeds<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await work() };
  } catch {
    return { ok: false };
  }
}

/** The outbox, the cron's last run, the alert webhook's state and the visitors' mails in the caps' window: one D1 round trip (a batch). */
async function operationsState(d1: D1Database, vars: MailCapVars, now: Date) {
  const caps = mailCaps(vars);
  const db = getDb(d1);
  const [[outbox], [cron], webhook, [visitorMails]] = await db.batch([
    outboxStateQuery(db),
    lastCronRunQuery(db),
    webhookFailureQuery(db),
    visitorMailsSpentQuery(db, caps, now),
  ]);
  return {
    outbox: outboxStateOf(outbox, now),
    lastRunAt: cron?.last_run_at ?? null,
    spentBudgets: spentBudgets(visitorMails, caps),
    webhookFailed: webhookFailureOf(webhook) !== null,
  };
}

/** D1 answers (the one round trip that also reads the outbox and the cron's last run), R2 answers (a list of one key), the notifications go and the cron runs. */
export async function healthReport(
  env: Pick<Env, "DB" | "CV_BUCKET" | "VISITOR_MAILS_PER_DAY">,
  now = new Date(),
): Promise<HealthReport & { cronSilenceSeconds: number | null }> {
  const [d1, r2] = await Promise.all([succeeds(() => operationsState(env.DB, env, now)), succeeds(() => env.CV_BUCKET.list({ limit: 1 }))]);
  const outbox = !d1.ok
    ? "unknown"
    : d1.value.outbox.failed > 0
      ? "failed"
      : (d1.value.outbox.oldestUnsentAgeSeconds ?? 0) > OUTBOX_HEALTHY_AGE_SECONDS
        ? "delayed"
        : "ok";
  const cron = !d1.ok ? "unknown" : cronStopped(d1.value.lastRunAt, now) ? "stopped" : "ok";
  const visitorMail = !d1.ok ? "unknown" : d1.value.spentBudgets.length ? "capped" : "ok";
  const alerts = !d1.ok ? "unknown" : d1.value.webhookFailed ? "webhook_failed" : "ok";
  const healthy = d1.ok && r2.ok && outbox === "ok" && cron === "ok" && visitorMail === "ok" && alerts === "ok";
  return {
    status: healthy ? "ok" : "degraded",
    d1: d1.ok ? "ok" : "down",
    r2: r2.ok ? "ok" : "down",
    outbox,
    cron,
    visitorMail,
    alerts,
    cronSilenceSeconds: d1.ok ? cronSilenceSeconds(d1.value.lastRunAt, now) : null,
  };
}

/** The answer being shared in this isolate, and when it was asked for. */
let shared: { at: number; report: Promise<HealthReport> } | undefined;

/**
 * The report, shared by every call within the shared seconds in this isolate (a call during
 * the check waits for it): /healthz counts against no limit, so it must cost next to nothing.
 */
export function sharedHealthReport(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, now = Date.now()): Promise<HealthReport> {
  const sharedForMs = (Number(env.HEALTH_SHARED_SECONDS) || HEALTH_SHARED_SECONDS) * 1000;
  if (shared && now - shared.at >= 0 && now - shared.at < sharedForMs) return shared.report;
  const full = healthReport(env, new Date(now));
  // A stopped cron cannot say so itself: the fresh report raises the alert (at most hourly, claimed
  // in D1), so an uptime check asking every minute is what carries it.
  ctx.waitUntil(
    full
      .then((report) => (report.cron === "stopped" ? alertCronStopped(env, report.cronSilenceSeconds, new Date(now)) : false))
      .catch(() => false),
  );
  const report = full.then(({ cronSilenceSeconds: _silence, ...answer }) => answer);
  shared = { at: now, report };
  return report;
}
