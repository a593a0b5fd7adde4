import type { Env } from "~/server/worker/load-context";
import { daysBefore, monthsBefore, retentionPolicy, type RetentionPolicy } from "~/shared/retention";
import { log } from "~/server/worker/log.server";

export interface RetentionResult {
  jobApplications: number;
  cvFiles: number;
  quotes: number;
  bookings: number;
  unconfirmedSubscriptions: number;
  outbox: number;
  submissions: number;
  rateLimits: number;
}

/** Applications per round: R2 deletes up to 1000 keys in one call, D1 binds up to 100 values. */
const APPLICATION_BATCH = 90;

/**
 * Deletes what the privacy policy promises to delete. CV files go before their rows, so a failing
 * R2 leaves the row to be tried again next run instead of a file nobody can find.
 */
export async function applyRetention(env: Env, now = new Date(), policy: RetentionPolicy = retentionPolicy(env)): Promise<RetentionResult> {
  const applicationCutoff = monthsBefore(now, policy.jobApplicationMonths).toISOString();
  const leadCutoff = monthsBefore(now, policy.leadMonths).toISOString();
  const sentCutoff = daysBefore(now, policy.sentNotificationDays).toISOString();
  const technicalCutoff = daysBefore(now, policy.technicalDays);
  const unconfirmedCutoff = new Date(now.getTime() - policy.unconfirmedSubscriptionHours * 3_600_000).toISOString();

  const { jobApplications, cvFiles } = await deleteOldApplications(env, applicationCutoff);

  const results = await env.DB.batch([
    env.DB.prepare("DELETE FROM quotes WHERE created_at < ?").bind(leadCutoff),
    env.DB.prepare("DELETE FROM bookings WHERE created_at < ?").bind(leadCutoff),
    env.DB.prepare("DELETE FROM newsletter_subscriptions WHERE confirmed_at IS NULL AND created_at < ?").bind(unconfirmedCutoff),
    env.DB.prepare(
      `DELETE FROM outbox WHERE (status = 'sent' AND sent_at < ?1)
         OR (status IN ('failed', 'dismissed') AND created_at < CASE lead_type WHEN 'job_application' THEN ?2 ELSE ?3 END)`,
    ).bind(sentCutoff, applicationCutoff, leadCutoff),
    env.DB.prepare("DELETE FROM submissions WHERE created_at < ?").bind(technicalCutoff.toISOString()),
    env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(Math.floor(technicalCutoff.getTime() / 1000)),
  ]);
  const changes = results.map((result) => result.meta.changes ?? 0);
  const result: RetentionResult = {
    jobApplications,
    cvFiles,
    quotes: changes[0] ?? 0,
    bookings: changes[1] ?? 0,
    unconfirmedSubscriptions: changes[2] ?? 0,
    outbox: changes[3] ?? 0,
    submissions: changes[4] ?? 0,
    rateLimits: changes[5] ?? 0,
  };
  if (result.jobApplications || result.quotes || result.bookings || result.unconfirmedSubscriptions)
    log("info", { event: "retention.deleted", ...result });
  return result;
}

async function deleteOldApplications(env: Env, cutoff: string): Promise<{ jobApplications: number; cvFiles: number }> {
  let jobApplications = 0;
  let cvFiles = 0;
  for (;;) {
    const { results } = await env.DB.prepare("SELECT id, cv_key FROM job_applications WHERE created_at < ? ORDER BY created_at LIMIT ?")
      .bind(cutoff, APPLICATION_BATCH)
      .all<{ id: string; cv_key: string | null }>();
    if (results.length === 0) break;
    const keys = results.flatMap((row) => (row.cv_key ? [row.cv_key] : []));
    if (keys.length) await env.CV_BUCKET.delete(keys);
    const ids = results.map((row) => row.id);
    const deleted = await env.DB.prepare(`DELETE FROM job_applications WHERE id IN (${ids.map(() => "?").join(", ")})`)
      .bind(...ids)
      .run();
    jobApplications += deleted.meta.changes ?? 0;
    cvFiles += keys.length;
    if (results.length < APPLICATION_BATCH) break;
  }
  return { jobApplications, cvFiles };
}
