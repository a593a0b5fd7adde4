import { EmailMessage } from "cloudflare:email";
import { errorMessage } from "./leads.server";
import type { OutboxRow } from "~/server/db/schema";
import { company } from "~/shared/company";
import { buildRawEmail, fitsAsAttachment, isPlainAddress, type EmailAttachment } from "./email.server";
import type { Env } from "~/server/worker/load-context";
import { cvLine, withFieldLine, type CvAtSending } from "~/shared/notifications";
import { log } from "~/server/worker/log.server";
import { cleanOneLine } from "~/shared/unsafe-characters";

/** Waits before the 2nd, 3rd, … attempt; the last one repeats if more attempts are allowed. */
export const BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
export const DEFAULT_MAX_ATTEMPTS = 6;
/** How long a claimed row belongs to one sender. A sender that dies leaves it to be claimed again after this. */
export const CLAIM_SECONDS = 5 * 60;
/** Rows one scheduled run sends at most, so a long backlog never outlives the run. */
export const MAX_ROWS_PER_RUN = 50;

export const DEFAULT_NOTIFY_FROM = "webbplats@transist.se";

export interface OutboxConfig {
  maxAttempts: number;
  to: string;
  from: string;
}

export function outboxConfig(env: Env): OutboxConfig {
  const maxAttempts = Number.parseInt(env.OUTBOX_MAX_ATTEMPTS ?? "", 10);
  return {
    maxAttempts: maxAttempts > 0 ? maxAttempts : DEFAULT_MAX_ATTEMPTS,
    to: env.NOTIFY_TO?.trim() || company.email,
    from: env.NOTIFY_FROM?.trim() || DEFAULT_NOTIFY_FROM,
  };
}

/** When the attempt after `attempts` failed ones may run. */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const minutes = BACKOFF_MINUTES[Math.min(Math.max(attempts, 1), BACKOFF_MINUTES.length) - 1]!;
  return new Date(now.getTime() + minutes * 60_000);
}

export type DeliveryOutcome = "sent" | "retry" | "failed";

/**
 * The claim is one UPDATE … RETURNING: D1 runs it as a single statement, so of two senders racing
 * for a row (the request's own send and a scheduled run, or two overlapping runs) exactly one gets it.
 * A row left in 'sending' by a sender that died is claimable again once its claim has run out.
 */
const CLAIMABLE = `((status = 'pending' AND next_attempt_at <= ?1) OR status = 'sending') AND (claimed_until IS NULL OR claimed_until < ?1)`;

async function claim(db: D1Database, filter: { leadId: string } | { limit: number }, now: Date): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const claimedUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString();
  const target =
    "leadId" in filter
      ? { sql: "lead_id = ?3", value: filter.leadId }
      : { sql: "id IN (SELECT id FROM outbox WHERE " + CLAIMABLE + " ORDER BY next_attempt_at LIMIT ?3)", value: filter.limit };
  const { results } = await db
    .prepare(
      `UPDATE outbox SET status = 'sending', claimed_until = ?2, attempts = attempts + 1
       WHERE ${target.sql} AND ${CLAIMABLE}
       RETURNING *`,
    )
    .bind(nowIso, claimedUntil, target.value)
    .all<OutboxRow>();
  return results;
}

/** Sends the notification of one lead now, unless another sender has it or it is waiting for its back-off. */
export async function deliverLeadNotification(env: Env, leadId: string, now = new Date()): Promise<DeliveryOutcome | "not-claimed"> {
  const [row] = await claim(env.DB, { leadId }, now);
  if (!row) return "not-claimed";
  return deliver(env, row, now);
}

export interface OutboxRunResult {
  sent: number;
  retry: number;
  failed: number;
}

/** The scheduled run: every notification that is due, oldest first, in batches. */
export async function processOutbox(env: Env, now = new Date()): Promise<OutboxRunResult> {
  const result: OutboxRunResult = { sent: 0, retry: 0, failed: 0 };
  let remaining = MAX_ROWS_PER_RUN;
  while (remaining > 0) {
    const rows = await claim(env.DB, { limit: Math.min(10, remaining) }, now);
    if (rows.length === 0) break;
    remaining -= rows.length;
    for (const row of rows) result[await deliver(env, row, now)]++;
  }
  return result;
}

async function deliver(env: Env, row: OutboxRow, now: Date): Promise<DeliveryOutcome> {
  const config = outboxConfig(env);
  try {
    await sendNotification(env, config, row, now);
  } catch (error) {
    return recordFailure(env.DB, row, errorMessage(error), config.maxAttempts, now);
  }
  // Guarded by our own claim: a row someone else re-claimed after our claim ran out is theirs to mark.
  await env.DB.prepare(
    "UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ? AND status = 'sending' AND claimed_until = ?",
  )
    .bind(now.toISOString(), row.id, row.claimed_until)
    .run();
  return "sent";
}

async function recordFailure(db: D1Database, row: OutboxRow, message: string, maxAttempts: number, now: Date): Promise<DeliveryOutcome> {
  const error = message.slice(0, 1000);
  if (row.attempts >= maxAttempts) {
    await db
      .prepare(
        "UPDATE outbox SET status = 'failed', claimed_until = NULL, last_error = ? WHERE id = ? AND status = 'sending' AND claimed_until = ?",
      )
      .bind(error, row.id, row.claimed_until)
      .run();
    log("error", {
      event: "outbox.failed",
      outboxId: row.id,
      leadType: row.lead_type,
      leadId: row.lead_id,
      attempts: row.attempts,
      message: error,
    });
    return "failed";
  }
  const retryAt = nextAttemptAt(row.attempts, now).toISOString();
  await db
    .prepare(
      "UPDATE outbox SET status = 'pending', claimed_until = NULL, next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'sending' AND claimed_until = ?",
    )
    .bind(retryAt, error, row.id, row.claimed_until)
    .run();
  log("warn", {
    event: "outbox.retry",
    outboxId: row.id,
    leadType: row.lead_type,
    leadId: row.lead_id,
    attempts: row.attempts,
    retryAt,
    message: error,
  });
  return "retry";
}

async function sendNotification(env: Env, config: OutboxConfig, row: OutboxRow, now: Date): Promise<void> {
  if (!env.NOTIFY_EMAIL) throw new Error("Bindningen NOTIFY_EMAIL (send_email) saknas i wrangler.toml");
  const replyTo = await leadReplyAddress(env.DB, row);
  // Read on every attempt rather than stored: the row stays small, and an R2 read that throws
  // fails this attempt like a refused send, so the back-off tries again.
  const cv = row.attachment_key ? await readCv(env.CV_BUCKET, row.attachment_key, row.attachment_name) : null;
  const raw = buildRawEmail({
    from: config.from,
    fromName: `${company.name} webbplats`,
    to: config.to,
    replyTo,
    // Cleaned as leadNotification cleans it: a row written before that cleaning may hold a control,
    // which buildRawEmail refuses in a header, and the mail would never go.
    subject: cleanOneLine(row.subject),
    text: cv ? withFieldLine(row.body, cvLine(cv.state)) : row.body,
    attachments: cv?.attachment ? [cv.attachment] : [],
    date: now,
    messageId: `${row.id}@${config.from.slice(config.from.indexOf("@") + 1)}`,
  });
  await env.NOTIFY_EMAIL.send(new EmailMessage(config.from, config.to, raw));
}

interface CvForMail {
  state: CvAtSending;
  attachment?: EmailAttachment;
}

/**
 * The CV behind an outbox row's attachment_key as it is now (the outbox attaches nothing but CVs,
 * which the upload checked to be PDFs). Gone, because retention or a person deleted it, is no
 * reason to hold the mail back: it goes out saying so.
 */
async function readCv(bucket: R2Bucket, key: string, fileName: string | null): Promise<CvForMail> {
  const object = await bucket.get(key);
  if (!object) return { state: { status: "missing", key } };
  if (!fitsAsAttachment(object.size)) {
    await object.body.cancel();
    return { state: { status: "too-large", key, bytes: object.size } };
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  const name = fileName || "CV.pdf";
  return {
    state: { status: "attached", fileName: name, bytes: bytes.byteLength },
    attachment: { fileName: name, contentType: "application/pdf", bytes },
  };
}

const REPLY_ADDRESS_SQL: Record<string, string> = {
  quote: "SELECT epost AS email FROM quotes WHERE id = ?",
  booking: "SELECT customer_email AS email FROM bookings WHERE id = ?",
  job_application: "SELECT email FROM job_applications WHERE id = ?",
  newsletter: "SELECT email FROM newsletter_subscriptions WHERE id = ?",
};

/** The visitor's own address, so that "Svara" in the company's mail program reaches them. */
async function leadReplyAddress(db: D1Database, row: OutboxRow): Promise<string | undefined> {
  const sql = REPLY_ADDRESS_SQL[row.lead_type];
  if (!sql) return undefined;
  const found = await db.prepare(sql).bind(row.lead_id).first<{ email: string | null }>();
  const email = found?.email?.trim();
  return email && isPlainAddress(email) ? email : undefined;
}
