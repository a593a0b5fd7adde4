import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, type Db } from "~/server/db/client.server";
import { bookings, jobApplications, newsletterSubscriptions, outbox, quotes, type OutboxRow } from "~/server/db/schema";
import { company } from "~/shared/company";
import { htmlOfText, leadReference } from "~/server/mail/visitor-mails.server";
import { fitsAsAttachment, isPlainAddress, structuredMail, type MailAttachment, type OutgoingMail } from "~/server/mail/email.server";
import type { Env } from "~/server/worker/load-context";
import { cvLine, fieldLines, withFieldLine, type CvAtSending } from "~/server/mail/lead-notifications.server";
import { errorMessage, log } from "~/server/worker/log.server";
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

/** "dropped": a visitor's mail whose lead, and so its address, is gone (erased on request) before it went. */
export type DeliveryOutcome = "sent" | "retry" | "failed" | "dropped";

/** Due and held by nobody: a row left in 'sending' by a sender that died is claimable again once its claim has run out. */
const claimable = (nowIso: string) =>
  and(
    or(and(eq(outbox.status, "pending"), lte(outbox.next_attempt_at, nowIso)), eq(outbox.status, "sending")),
    or(isNull(outbox.claimed_until), lt(outbox.claimed_until, nowIso)),
  );

/** A row this sender holds, with the claim it wrote: every write after the send is guarded by it. */
type ClaimedRow = OutboxRow & { claimed_until: string };

/**
 * The claim is one UPDATE … RETURNING: D1 runs it as a single statement, so of two senders racing
 * for a row (the request's own send and a scheduled run, or two overlapping runs) exactly one gets it.
 */
async function claim(d1: D1Database, filter: { leadId: string } | { limit: number }, now: Date): Promise<ClaimedRow[]> {
  const db = getDb(d1);
  const nowIso = now.toISOString();
  const claimedUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString();
  const target =
    "leadId" in filter
      ? eq(outbox.lead_id, filter.leadId)
      : inArray(
          outbox.id,
          db.select({ id: outbox.id }).from(outbox).where(claimable(nowIso)).orderBy(asc(outbox.next_attempt_at)).limit(filter.limit),
        );
  const rows = await db
    .update(outbox)
    .set({ status: "sending", claimed_until: claimedUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(and(target, claimable(nowIso)))
    .returning();
  // RETURNING gives back the claim just written; saying so in the type keeps a null claim out of the guards.
  return rows.map((row) => ({ ...row, claimed_until: claimedUntil }));
}

/**
 * Guarded by our own claim: a row someone else re-claimed after our claim ran out is theirs to mark.
 * Every write after a send goes through it.
 */
const ownClaim = (row: ClaimedRow) => and(eq(outbox.id, row.id), eq(outbox.status, "sending"), eq(outbox.claimed_until, row.claimed_until));

/** Sends the mails of one lead now (the notification and the visitor's confirmation), unless another sender has them or they wait for their back-off. */
export async function deliverLeadMail(env: Env, leadId: string, now = new Date()): Promise<DeliveryOutcome[]> {
  const rows = await claim(env.DB, { leadId }, now);
  const outcomes: DeliveryOutcome[] = [];
  for (const row of rows) outcomes.push(await deliver(env, row, now));
  return outcomes;
}

export type OutboxRunResult = Record<DeliveryOutcome, number>;

/** The scheduled run: every mail that is due, oldest first, in batches. */
export async function processOutbox(env: Env, now = new Date()): Promise<OutboxRunResult> {
  const result: OutboxRunResult = { sent: 0, retry: 0, failed: 0, dropped: 0 };
  let remaining = MAX_ROWS_PER_RUN;
  while (remaining > 0) {
    const rows = await claim(env.DB, { limit: Math.min(10, remaining) }, now);
    if (rows.length === 0) break;
    remaining -= rows.length;
    for (const row of rows) result[await deliver(env, row, now)]++;
  }
  return result;
}

async function deliver(env: Env, row: ClaimedRow, now: Date): Promise<DeliveryOutcome> {
  const config = outboxConfig(env);
  let mail: OutgoingMail | null;
  try {
    if (row.recipient === "visitor") {
      mail = await visitorMail(env, config, row);
      if (mail) await send(env, mail);
    } else {
      const company = await companyMail(env, config, row);
      mail = company.mail;
      await sendOrWithoutCv(env, row, company);
    }
  } catch (error) {
    return recordFailure(env.DB, row, error, config.maxAttempts, now);
  }
  if (!mail) {
    await getDb(env.DB).delete(outbox).where(ownClaim(row));
    log("info", { event: "outbox.dropped", outboxId: row.id, leadType: row.lead_type, leadId: row.lead_id, recipient: row.recipient });
    return "dropped";
  }
  await getDb(env.DB)
    .update(outbox)
    .set({ status: "sent", sent_at: now.toISOString(), claimed_until: null, last_error: null })
    .where(ownClaim(row));
  // The positive trace: "were yesterday's leads mailed?" is answered by these lines in Workers Logs.
  log("info", {
    event: "outbox.sent",
    outboxId: row.id,
    leadType: row.lead_type,
    leadId: row.lead_id,
    recipient: row.recipient,
    attempts: row.attempts,
  });
  return "sent";
}

/** Every mail of the site goes out here: the binding's structured send(), which Email Service turns into MIME. */
export async function send(env: Pick<Env, "EMAIL">, mail: OutgoingMail): Promise<void> {
  if (!env.EMAIL) throw new Error("Bindningen EMAIL (send_email) saknas i wrangler.toml");
  await env.EMAIL.send(structuredMail(mail));
}

/**
 * A failure's kind, safe to show anywhere: the code Email Service gives (`E_…`) when it gives one,
 * else the error's name. Never the message, which may name the recipient.
 */
export function errorKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const kind = typeof code === "string" && code ? code : error instanceof Error ? error.name : "unknown";
  return /^[A-Za-z0-9_.-]{1,64}$/.test(kind) ? kind : "unknown";
}

async function recordFailure(d1: D1Database, row: ClaimedRow, failure: unknown, maxAttempts: number, now: Date): Promise<DeliveryOutcome> {
  // Without addresses: a refusal may name the recipient, who may be a visitor, and this goes to the log.
  const error = errorMessage(failure)
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[adress]")
    .slice(0, 1000);
  const kind = errorKind(failure);
  const db = getDb(d1);
  if (row.attempts >= maxAttempts) {
    await db.update(outbox).set({ status: "failed", claimed_until: null, last_error: error, last_error_kind: kind }).where(ownClaim(row));
    // A visitor's mail that never goes is about their address (mistyped, refused); the company's is an outage.
    log(row.recipient === "visitor" ? "warn" : "error", {
      event: "outbox.failed",
      outboxId: row.id,
      leadType: row.lead_type,
      leadId: row.lead_id,
      recipient: row.recipient,
      attempts: row.attempts,
      message: error,
    });
    return "failed";
  }
  const retryAt = nextAttemptAt(row.attempts, now).toISOString();
  await db
    .update(outbox)
    .set({ status: "pending", claimed_until: null, next_attempt_at: retryAt, last_error: error, last_error_kind: kind })
    .where(ownClaim(row));
  log("warn", {
    event: "outbox.retry",
    outboxId: row.id,
    leadType: row.lead_type,
    leadId: row.lead_id,
    recipient: row.recipient,
    attempts: row.attempts,
    retryAt,
    message: error,
  });
  return "retry";
}

/**
 * Sends the company's notification; when Email Service refuses it for its size (a destination it
 * allows only 5 MiB), sends it again at once without the CV, saying how to fetch it, so a large CV
 * never keeps a lead from the company or retries into `failed`.
 */
async function sendOrWithoutCv(env: Env, row: OutboxRow, { mail, withoutCv }: CompanyMail): Promise<void> {
  try {
    await send(env, mail);
  } catch (error) {
    if (!withoutCv || !refusedForSize(error)) throw error;
    log("warn", { event: "outbox.cv_refused_for_size", outboxId: row.id, leadType: row.lead_type, leadId: row.lead_id });
    await send(env, withoutCv);
  }
}

/** Email Service's refusal of a message over its size limit (`E_CONTENT_TOO_LARGE`), by its code or, past an RPC boundary, its text. */
export function refusedForSize(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "E_CONTENT_TOO_LARGE" || /E_CONTENT_TOO_LARGE/.test(errorMessage(error));
}

interface CompanyMail {
  mail: OutgoingMail;
  /** The same notification without its attached CV, saying how to fetch it: what goes when the attachment is refused. */
  withoutCv?: OutgoingMail;
}

/** The notification to the company, with the lead's reference and what became of the CV. */
async function companyMail(env: Env, config: OutboxConfig, row: OutboxRow): Promise<CompanyMail> {
  const replyTo = await leadAddress(env.DB, row);
  // Read on every attempt rather than stored: the row stays small, and an R2 read that throws
  // fails this attempt like a refused send, so the back-off tries again.
  const cv = row.attachment_key ? await readCv(env.CV_BUCKET, row.attachment_key, row.attachment_name) : null;
  const reference = leadReference(row.lead_id);
  const referenceLine = fieldLines([["Referens", reference]]);
  const mail: OutgoingMail = {
    from: config.from,
    fromName: `${company.name} webbplats`,
    to: config.to,
    replyTo,
    // Cleaned as leadNotification cleans it: a row written before that cleaning may hold a control,
    // which a header refuses, and the mail would never go.
    subject: cleanOneLine(row.subject),
    text: withFieldLine(row.body, cv ? `${referenceLine}\n${cvLine(cv.state)}` : referenceLine),
    headers: { "X-Transist-Reference": reference },
    attachments: cv?.attachment ? [cv.attachment] : [],
  };
  if (!cv?.attachment || cv.state.status !== "attached") return { mail };
  const refused = cvLine({ status: "refused-for-size", bytes: cv.state.bytes, reference });
  return { mail, withoutCv: { ...mail, text: withFieldLine(row.body, `${referenceLine}\n${refused}`), attachments: [] } };
}

/**
 * The visitor's own mail (a confirmation), to the address their lead holds now: null when the lead
 * is gone. "Svara" reaches the company. Its text was written from fixed lists when the lead was saved.
 */
async function visitorMail(env: Env, config: OutboxConfig, row: OutboxRow): Promise<OutgoingMail | null> {
  const to = await leadAddress(env.DB, row);
  if (!to) return null;
  return {
    from: config.from,
    fromName: company.name,
    to,
    replyTo: company.email,
    subject: cleanOneLine(row.subject),
    text: row.body,
    html: htmlOfText(row.body),
    headers: { "X-Transist-Reference": leadReference(row.lead_id) },
  };
}

interface CvForMail {
  state: CvAtSending;
  attachment?: MailAttachment;
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
  const content = await object.arrayBuffer();
  const name = fileName || "CV.pdf";
  return {
    state: { status: "attached", fileName: name, bytes: content.byteLength },
    attachment: { fileName: name, contentType: "application/pdf", content },
  };
}

/** Each kind of lead's table and the column holding the visitor's address. */
const LEAD_ADDRESS = {
  quote: { table: quotes, id: quotes.id, email: quotes.epost },
  booking: { table: bookings, id: bookings.id, email: bookings.customer_email },
  job_application: { table: jobApplications, id: jobApplications.id, email: jobApplications.email },
  newsletter: { table: newsletterSubscriptions, id: newsletterSubscriptions.id, email: newsletterSubscriptions.email },
};

const hasLeadAddress = (leadType: string): leadType is keyof typeof LEAD_ADDRESS => Object.hasOwn(LEAD_ADDRESS, leadType);

/** The visitor's own address as the lead holds it: where "Svara" in the company's mail goes, and where their confirmation goes. */
async function leadAddress(d1: D1Database, row: OutboxRow): Promise<string | undefined> {
  if (!hasLeadAddress(row.lead_type)) return undefined;
  const lead = LEAD_ADDRESS[row.lead_type];
  const found = await getDb(d1).select({ email: lead.email }).from(lead.table).where(eq(lead.id, row.lead_id)).get();
  const email = found?.email?.trim();
  return email && isPlainAddress(email) ? email : undefined;
}

/** The company's notifications as the alerts and /healthz see them: counts, an age and an error's kind, never a lead. */
export interface OutboxState {
  /** Reached `failed` and not yet handled (`npm run outbox -- retry|dismiss`). */
  failed: number;
  unsent: number;
  /** How long the oldest unsent one has waited since it joined the queue (created, or retried by an operator). */
  oldestUnsentAgeSeconds: number | null;
  /** The kind of the last error of the newest unsent or failed one that has one (errorKind). */
  lastErrorKind: string | null;
}

interface OutboxStateRow {
  failed: number | null;
  unsent: number | null;
  oldest: string | null;
  last_error_kind: string | null;
}

const unsent = inArray(outbox.status, ["pending", "sending"]);
/** When a row joined the queue: created, or retried by an operator. */
const queuedAt = sql<string>`coalesce(${outbox.queued_at}, ${outbox.created_at})`;

/**
 * One query over the company's rows only: a visitor's confirmation that never goes is about their
 * address, not about the company missing a lead. A row's wait counts from `queued_at` when an
 * operator has retried it, so an old lead sent again is not taken for a delay. The counts are sums
 * of conditions, so that one pass over the rows gives them all.
 */
export function outboxStateQuery(db: Db) {
  const lastErrorKind = db
    .select({ kind: outbox.last_error_kind })
    .from(outbox)
    .where(
      and(eq(outbox.recipient, "company"), inArray(outbox.status, ["pending", "sending", "failed"]), isNotNull(outbox.last_error_kind)),
    )
    .orderBy(desc(queuedAt))
    .limit(1);
  return db
    .select({
      failed: sql<number | null>`sum(${eq(outbox.status, "failed")})`,
      unsent: sql<number | null>`sum(${unsent})`,
      oldest: sql<string | null>`min(case when ${unsent} then ${queuedAt} end)`,
      last_error_kind: sql<string | null>`(${lastErrorKind})`,
    })
    .from(outbox)
    .where(eq(outbox.recipient, "company"));
}

export function outboxStateOf(row: OutboxStateRow | null | undefined, now: Date): OutboxState {
  return {
    failed: row?.failed ?? 0,
    unsent: row?.unsent ?? 0,
    oldestUnsentAgeSeconds: row?.oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(row.oldest)) / 1000)) : null,
    lastErrorKind: row?.last_error_kind ?? null,
  };
}

export async function outboxState(d1: D1Database, now: Date): Promise<OutboxState> {
  return outboxStateOf(await outboxStateQuery(getDb(d1)).get(), now);
}
