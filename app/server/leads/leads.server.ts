import { and, count, eq, exists, getTableName, gt, gte, isNull, lt, ne, notExists, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb, type Db } from "~/server/db/client.server";
import {
  bookings,
  jobApplications,
  newsletterSubscriptions,
  outbox,
  quotes,
  skippedConfirmations,
  submissions,
  type OutboxRow,
} from "~/server/db/schema";
import { errorFields, log } from "~/server/worker/log.server";
import { leadReference } from "~/server/mail/visitor-mails.server";
import type { MailBudget, MailCaps } from "~/shared/mail-caps";

export type LeadType = "quote" | "booking" | "job_application" | "newsletter";

const leadTables = {
  quote: quotes,
  booking: bookings,
  job_application: jobApplications,
  newsletter: newsletterSubscriptions,
} as const satisfies Record<LeadType, SQLiteTable>;

type LeadTables = typeof leadTables;

/** The D1 table a lead of this type is stored in (for the log: which table, never what). */
export function leadTableName(type: LeadType): string {
  return getTableName(leadTables[type]);
}
export type LeadValues<T extends LeadType> = Omit<LeadTables[T]["$inferInsert"], "id" | "created_at">;

export interface Notification {
  subject: string;
  body: string;
  /** A file in CV_BUCKET that the outbox attaches when it sends; only its key is stored. */
  attachment?: { key: string; fileName: string };
}

/**
 * The mail to the visitor, written beside the notification unless a cap holds it back: its inbox
 * has had `caps.perAddress` of them, the posting client `caps.perClient`, or the site `caps.perDay`
 * within the window (the newsletter's opt-in mails and the leads' confirmations count apart). The
 * address itself is not stored with it: the outbox looks it up in the lead when it sends.
 */
export interface LeadConfirmation {
  /** A keyed hash of the visitor's inbox and the budget (`recipientKey`), which the per-address cap counts by. */
  recipientKey: string;
  /** A keyed hash of the posting client's network and the day (`senderKey`), which the per-client cap counts by. */
  senderKey: string;
  caps: MailCaps;
  /** The mail, given the lead's reference and id (a newsletter sign-up's link is signed over the id). */
  message: (reference: string, leadId: string) => ConfirmationMessage | Promise<ConfirmationMessage>;
}

export interface ConfirmationMessage {
  subject: string;
  body: string;
}

export interface RecordLeadInput<T extends LeadType> {
  leadType: T;
  values: LeadValues<T>;
  /** Same key inside the window = same submission (double click, retry, back and resubmit). */
  dedupeKey: string;
  /** The mail to the company; none for a newsletter sign-up, which the company hears of once it is confirmed. */
  notification?: Notification;
  confirmation?: LeadConfirmation;
  /**
   * `ignore`: a row that breaks a unique index is skipped, not an error. `renew-unconfirmed` (the
   * newsletter only): a sign-up for an address that is listed but not confirmed keeps that row and
   * its id, so every link already sent still confirms; when a cap lets a new mail go, the row takes
   * the new values and mails a new link, and when it does not, nothing changes. A confirmed address
   * is left as it is and nothing is mailed.
   */
  onConflict?: "fail" | "ignore" | "renew-unconfirmed";
}

/** Which cap held a visitor's mail back. */
export type SkipReason = "address" | "client" | "site";

export type RecordLeadResult = ({ status: "created"; leadId: string } | { status: "duplicate"; leadId: string }) & {
  /** Set when a confirmation was asked for, the lead is this request's and a cap held the mail back. */
  confirmationSkipped?: SkipReason;
};

export interface RecordLeadOptions {
  now?: Date;
  dedupeWindowSeconds?: number;
  /** Waits between attempts when D1 fails (3 attempts, 1 s then 2 s). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export const DEDUPE_WINDOW_SECONDS = 10 * 60;
export const D1_RETRY_DELAYS_MS = [1000, 2000] as const;

/**
 * The waits between attempts that the LEAD_WRITE_RETRY_DELAYS_MS var sets ("1000,2000": three
 * attempts), or D1_RETRY_DELAYS_MS when it is unset or not a list of milliseconds.
 */
export function leadWriteRetryDelaysMs(value: string | undefined): readonly number[] {
  const parts = (value ?? "").split(",").map((part) => part.trim());
  return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : D1_RETRY_DELAYS_MS;
}

/**
 * Writes a lead, its submission key and its notification in one D1 batch (one transaction).
 * The lead and the outbox row are only kept when this request owns the submission key,
 * so an identical submission inside the window writes nothing and gets the first lead's id.
 * A failing D1 is retried with its waits; the key makes the retry safe.
 */
export async function recordLead<T extends LeadType>(
  d1: D1Database,
  input: RecordLeadInput<T>,
  options: RecordLeadOptions = {},
): Promise<RecordLeadResult> {
  const db = getDb(d1);
  const delays = options.retryDelaysMs ?? D1_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await recordLeadOnce(db, input, options);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      log("warn", {
        event: "lead.write_retry",
        table: getTableName(leadTables[input.leadType]),
        attempt: attempt + 1,
        retryInMs: delay,
        ...errorFields(error),
      });
      await sleep(delay);
    }
  }
}

async function recordLeadOnce<T extends LeadType>(
  db: Db,
  input: RecordLeadInput<T>,
  options: RecordLeadOptions,
): Promise<RecordLeadResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const cutoffIso = new Date(now.getTime() - (options.dedupeWindowSeconds ?? DEDUPE_WINDOW_SECONDS) * 1000).toISOString();
  // Who owns the submission key: this request's own id, whatever the lead's id turns out to be
  // (a listed subscription keeps its own, and another post of the same values may be renewing it too).
  const submissionId = crypto.randomUUID();
  const renew = input.onConflict === "renew-unconfirmed";
  if (renew && input.leadType !== "newsletter") throw new Error("Only a newsletter sign-up renews an unconfirmed row");
  const listed = renew ? await unconfirmedId(db, input.values) : null;
  const leadId = listed ?? submissionId;
  const ownKey = db
    .select({ one: sql`1` })
    .from(submissions)
    .where(and(eq(submissions.key, input.dedupeKey), eq(submissions.lead_id, submissionId)));
  const leadLive = leadExists(db, input.leadType, leadId, { unconfirmed: renew });
  const confirmation = input.confirmation
    ? { ...input.confirmation, message: await input.confirmation.message(leadReference(leadId), leadId) }
    : null;
  const budget: MailBudget = input.leadType === "newsletter" ? "newsletter" : "lead";
  const caps = confirmation ? capCounts(db, confirmation, budget, now) : null;
  const mailAllowed = caps ? and(...caps.map(({ count, cap }) => lt(count, cap))) : undefined;
  const confirmationRowId = crypto.randomUUID();

  const skipped =
    confirmation && caps
      ? skippedMailStatement(db, {
          leadType: input.leadType,
          caps,
          nowIso,
          // The mail did not go in: which cap was full, counted before anything of this batch was added.
          where: and(
            exists(ownKey),
            leadLive,
            notExists(
              db
                .select({ one: sql`1` })
                .from(outbox)
                .where(eq(outbox.id, confirmationRowId)),
            ),
          ),
        })
      : null;
  // The submission key names the subscription itself once this request's writes are done, as every other key names its lead.
  const relabel =
    listed !== null
      ? db
          .update(submissions)
          .set({ lead_id: leadId })
          .where(and(eq(submissions.key, input.dedupeKey), eq(submissions.lead_id, submissionId)))
      : null;
  const owner = db.select({ lead_id: submissions.lead_id }).from(submissions).where(eq(submissions.key, input.dedupeKey));

  const statements: BatchItem<"sqlite">[] = [
    db.delete(submissions).where(and(eq(submissions.key, input.dedupeKey), lt(submissions.created_at, cutoffIso))),
    db
      .insert(submissions)
      .values({ key: input.dedupeKey, lead_type: input.leadType, lead_id: submissionId, created_at: nowIso })
      .onConflictDoNothing({ target: submissions.key }),
    ...leadStatements(db, { input, leadId, listed, nowIso, ownKey, mailAllowed }),
  ];
  if (input.notification) {
    statements.push(
      outboxRowWhere(
        db,
        {
          id: crypto.randomUUID(),
          lead_type: input.leadType,
          lead_id: leadId,
          subject: input.notification.subject,
          body: input.notification.body,
          attachment_key: input.notification.attachment?.key ?? null,
          attachment_name: input.notification.attachment?.fileName ?? null,
          status: "pending",
          attempts: 0,
          next_attempt_at: nowIso,
          recipient: "company",
          created_at: nowIso,
        },
        and(exists(ownKey), leadLive),
      ),
    );
  }
  if (confirmation && skipped) {
    statements.push(
      visitorMailStatement(db, {
        rowId: confirmationRowId,
        leadType: input.leadType,
        leadId,
        message: confirmation.message,
        keys: confirmation,
        nowIso,
        where: and(exists(ownKey), leadLive, mailAllowed),
      }),
      skipped,
    );
  }
  if (relabel) statements.push(relabel);
  statements.push(owner);

  const results: unknown[] = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const resultOf = (statement: BatchItem<"sqlite">) => results[statements.indexOf(statement)];
  const ownerId = (resultOf(owner) as { lead_id: string }[])[0]?.lead_id;
  const owned = relabel ? (resultOf(relabel) as D1Result).meta.changes === 1 : ownerId === submissionId;
  if (!owned) return { status: "duplicate", leadId: ownerId ?? leadId };
  const reason = skipped ? (resultOf(skipped) as { reason: SkipReason }[])[0]?.reason : undefined;
  return { status: "created", leadId, ...(reason ? { confirmationSkipped: reason } : {}) };
}

interface CapCount {
  /** The count as a scalar subquery, compared in the batch's own statements. */
  count: SQLWrapper;
  cap: number;
}

/** Whether the lead exists (and, for a renewed sign-up, is still unconfirmed). */
function leadExists(db: Db, leadType: LeadType, leadId: string, { unconfirmed }: { unconfirmed: boolean }): SQL {
  const table = leadTables[leadType];
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.id, leadId), unconfirmed ? isNull(newsletterSubscriptions.confirmed_at) : undefined)),
  );
}

/**
 * The three counts a visitor's mail is capped by, in the order a skip names them: mails to this
 * inbox (its key is per budget), mails this client caused today in this budget, and mails of this
 * budget the whole site sent, each within the window. One batch is one transaction, so two posts
 * at once cannot both take the last place.
 */
function capCounts(db: Db, confirmation: Omit<LeadConfirmation, "message">, budget: MailBudget, now: Date): CapCount[] {
  const { caps, recipientKey, senderKey } = confirmation;
  const windowStart = new Date(now.getTime() - caps.windowHours * 3_600_000).toISOString();
  const inBudget = budget === "newsletter" ? eq(outbox.lead_type, "newsletter") : ne(outbox.lead_type, "newsletter");
  const mails = (where: SQL | undefined) => db.select({ mails: count() }).from(outbox).where(where);
  return [
    { count: mails(and(eq(outbox.recipient_key, recipientKey), gt(outbox.created_at, windowStart))), cap: caps.perAddress },
    { count: mails(and(eq(outbox.sender_key, senderKey), gt(outbox.created_at, windowStart), inBudget)), cap: caps.perClient },
    { count: mails(and(eq(outbox.recipient, "visitor"), gt(outbox.created_at, windowStart), inBudget)), cap: caps.perDay },
  ];
}

/** The id of the unconfirmed row that holds this sign-up's address, if one does. */
async function unconfirmedId(db: Db, values: object): Promise<string | null> {
  const email = (values as { email?: unknown }).email;
  if (typeof email !== "string") return null;
  const row = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.confirmed_at)))
    .get();
  return row?.id ?? null;
}

/**
 * The lead's own write. A new lead is kept when this request owns the submission key. A listed,
 * unconfirmed sign-up (`renew-unconfirmed`) keeps its id and takes the new values only when its new
 * mail may go: a sign-up a cap holds back changes nothing, so nobody can void the links a person holds.
 */
function leadStatements<T extends LeadType>(
  db: Db,
  {
    input,
    leadId,
    listed,
    nowIso,
    ownKey,
    mailAllowed,
  }: {
    input: RecordLeadInput<T>;
    leadId: string;
    listed: string | null;
    nowIso: string;
    ownKey: SQLWrapper;
    mailAllowed: SQL | undefined;
  },
): BatchItem<"sqlite">[] {
  if (listed !== null) {
    const { email: _email, ...renewed } = input.values as LeadValues<"newsletter">;
    return [
      db
        .update(newsletterSubscriptions)
        .set({ ...renewed, created_at: nowIso })
        .where(and(eq(newsletterSubscriptions.id, listed), isNull(newsletterSubscriptions.confirmed_at), exists(ownKey), mailAllowed)),
    ];
  }
  const table = leadTables[input.leadType];
  // `RecordLeadInput<T>` typed the values; TypeScript cannot follow a generic table to its own insert type.
  const insert = db.insert(table as SQLiteTable).values({ ...input.values, id: leadId, created_at: nowIso });
  // A sign-up for an address another request has just listed, or one that is confirmed, writes nothing.
  const inserted =
    input.onConflict === "renew-unconfirmed"
      ? insert.onConflictDoNothing({ target: newsletterSubscriptions.email })
      : input.onConflict === "ignore"
        ? insert.onConflictDoNothing()
        : insert;
  // drizzle's INSERT … SELECT must name every column of the table, defaults too, so the lead is
  // inserted with its values as drizzle maps them and taken out again, in the same transaction,
  // unless this request owns the submission key: a repeated post keeps nothing of its own.
  const unowned = db.delete(table).where(and(eq(table.id, leadId), notExists(ownKey)));
  return [inserted, unowned];
}

/** A row of the outbox; the columns the schema lets be null may be left out. */
type NewOutboxRow = {
  [K in keyof OutboxRow as null extends OutboxRow[K] ? never : K]: OutboxRow[K];
} & {
  [K in keyof OutboxRow as null extends OutboxRow[K] ? K : never]?: OutboxRow[K];
};

/**
 * An outbox row written only where `where` holds. drizzle's INSERT … SELECT names every column of
 * the table in its order, so the row is selected whole, as constants.
 */
export function outboxRowWhere(db: Db, row: NewOutboxRow, where: SQL | undefined) {
  return db.insert(outbox).select((qb) =>
    qb
      .select({
        id: constant(row.id, "id"),
        lead_type: constant(row.lead_type, "lead_type"),
        lead_id: constant(row.lead_id, "lead_id"),
        subject: constant(row.subject, "subject"),
        body: constant(row.body, "body"),
        attachment_key: constant(row.attachment_key, "attachment_key"),
        attachment_name: constant(row.attachment_name, "attachment_name"),
        status: constant(row.status, "status"),
        attempts: constant(row.attempts, "attempts"),
        next_attempt_at: constant(row.next_attempt_at, "next_attempt_at"),
        claimed_until: constant(row.claimed_until, "claimed_until"),
        last_error: constant(row.last_error, "last_error"),
        last_error_kind: constant(row.last_error_kind, "last_error_kind"),
        sent_at: constant(row.sent_at, "sent_at"),
        recipient: constant(row.recipient, "recipient"),
        recipient_key: constant(row.recipient_key, "recipient_key"),
        sender_key: constant(row.sender_key, "sender_key"),
        created_at: constant(row.created_at, "created_at"),
        queued_at: constant(row.queued_at, "queued_at"),
      })
      .from(sql`(SELECT 1)`)
      .where(where),
  );
}

/** A constant in a SELECT, named as the column it is inserted into. */
function constant(value: string | number | null | undefined, column: string): SQL.Aliased {
  return sql`${value ?? null}`.as(column);
}

/**
 * A visitor's mail about a lead that already exists (the newsletter's unsubscribe link), under the
 * caps a confirmation is under and counted in the same budget, written only while the lead exists.
 * The same two statements run whether or not it does, so the time taken does not tell whether an
 * address is listed. Returns whether the mail was queued, or which cap held it back.
 */
export async function queueVisitorMail(
  d1: D1Database,
  input: { leadType: LeadType; leadId: string; confirmation: Omit<LeadConfirmation, "message">; message: ConfirmationMessage },
  now = new Date(),
): Promise<{ queued: boolean; skipped?: SkipReason }> {
  const db = getDb(d1);
  const nowIso = now.toISOString();
  const budget: MailBudget = input.leadType === "newsletter" ? "newsletter" : "lead";
  const caps = capCounts(db, input.confirmation, budget, now);
  const leadLive = leadExists(db, input.leadType, input.leadId, { unconfirmed: false });
  const rowId = crypto.randomUUID();
  const [inserted, skipped] = await db.batch([
    visitorMailStatement(db, {
      rowId,
      leadType: input.leadType,
      leadId: input.leadId,
      message: input.message,
      keys: input.confirmation,
      nowIso,
      where: and(leadLive, ...caps.map(({ count, cap }) => lt(count, cap))),
    }),
    skippedMailStatement(db, {
      leadType: input.leadType,
      caps,
      nowIso,
      where: and(
        leadLive,
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(eq(outbox.id, rowId)),
        ),
      ),
    }),
  ]);
  const reason = skipped[0]?.reason;
  return { queued: inserted.meta.changes === 1, ...(reason ? { skipped: reason } : {}) };
}

/** A visitor's mail as an outbox row, written only where `where` holds (the lead is live, no cap is full). */
function visitorMailStatement(
  db: Db,
  mail: {
    rowId: string;
    leadType: LeadType;
    leadId: string;
    message: ConfirmationMessage;
    keys: { recipientKey: string; senderKey: string };
    nowIso: string;
    where: SQL | undefined;
  },
) {
  return outboxRowWhere(
    db,
    {
      id: mail.rowId,
      lead_type: mail.leadType,
      lead_id: mail.leadId,
      subject: mail.message.subject,
      body: mail.message.body,
      status: "pending",
      attempts: 0,
      next_attempt_at: mail.nowIso,
      created_at: mail.nowIso,
      recipient: "visitor",
      recipient_key: mail.keys.recipientKey,
      sender_key: mail.keys.senderKey,
    },
    mail.where,
  );
}

/** Which cap held a visitor's mail back, recorded where `where` holds (its row did not go in). */
function skippedMailStatement(db: Db, skipped: { leadType: LeadType; caps: CapCount[]; nowIso: string; where: SQL | undefined }) {
  const [address, client] = skipped.caps as [CapCount, CapCount, CapCount];
  return db
    .insert(skippedConfirmations)
    .select((qb) =>
      qb
        .select({
          id: constant(crypto.randomUUID(), "id"),
          lead_type: constant(skipped.leadType, "lead_type"),
          reason:
            sql`CASE WHEN ${gte(address.count, address.cap)} THEN 'address' WHEN ${gte(client.count, client.cap)} THEN 'client' ELSE 'site' END`.as(
              "reason",
            ),
          created_at: constant(skipped.nowIso, "created_at"),
        })
        .from(sql`(SELECT 1)`)
        .where(skipped.where),
    )
    .returning({ reason: sql<SkipReason>`${skippedConfirmations.reason}` });
}

/** Every visitor's mail a cap held back since the last call, by cap; deleted as they are counted. */
export async function takeSkippedConfirmations(d1: D1Database): Promise<number> {
  const taken = await getDb(d1).delete(skippedConfirmations).returning({ reason: skippedConfirmations.reason });
  return taken.length;
}

/** A stable key for a submission: the form's name and its validated values, hashed. */
export async function submissionKey(form: string, values: unknown): Promise<string> {
  const text = `${form}:${canonicalJson(values)}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `${form}:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
