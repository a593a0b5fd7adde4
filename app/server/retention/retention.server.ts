import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "~/server/db/client.server";
import { bookings, jobApplications, newsletterSubscriptions, outbox, quotes, rateLimits, submissions } from "~/server/db/schema";
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

  const applications = await deleteOldApplications(env, applicationCutoff);

  const db = getDb(env.DB);
  // A failed or dismissed notification is kept as long as its lead: an application's longer than the others'.
  const leadKept = sql<string>`case ${outbox.lead_type} when 'job_application' then ${applicationCutoff} else ${leadCutoff} end`;
  const results = await db.batch([
    db.delete(quotes).where(lt(quotes.created_at, leadCutoff)),
    db.delete(bookings).where(lt(bookings.created_at, leadCutoff)),
    db
      .delete(newsletterSubscriptions)
      .where(and(isNull(newsletterSubscriptions.confirmed_at), lt(newsletterSubscriptions.created_at, unconfirmedCutoff))),
    db
      .delete(outbox)
      .where(
        or(
          and(eq(outbox.status, "sent"), lt(outbox.sent_at, sentCutoff)),
          and(inArray(outbox.status, ["failed", "dismissed"]), lt(outbox.created_at, leadKept)),
        ),
      ),
    db.delete(submissions).where(lt(submissions.created_at, technicalCutoff.toISOString())),
    db.delete(rateLimits).where(lt(rateLimits.window_start, Math.floor(technicalCutoff.getTime() / 1000))),
  ]);
  const changes = results.map((result) => result.meta.changes ?? 0);
  const result: RetentionResult = {
    ...applications,
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
  const db = getDb(env.DB);
  let applicationsDeleted = 0;
  let cvFiles = 0;
  for (;;) {
    const results = await db
      .select({ id: jobApplications.id, cv_key: jobApplications.cv_key })
      .from(jobApplications)
      .where(lt(jobApplications.created_at, cutoff))
      .orderBy(jobApplications.created_at)
      .limit(APPLICATION_BATCH);
    if (results.length === 0) break;
    const keys = results.flatMap((row) => (row.cv_key ? [row.cv_key] : []));
    if (keys.length) await env.CV_BUCKET.delete(keys);
    const ids = results.map((row) => row.id);
    const deleted = await db.delete(jobApplications).where(inArray(jobApplications.id, ids));
    applicationsDeleted += deleted.meta.changes ?? 0;
    cvFiles += keys.length;
    if (results.length < APPLICATION_BATCH) break;
  }
  return { jobApplications: applicationsDeleted, cvFiles };
}
