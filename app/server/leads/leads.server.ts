import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { bookings, jobApplications, newsletterSubscriptions, quotes } from "~/server/db/schema";
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

type SqlValue = string | number | null;

/**
 * Writes a lead, its submission key and its notification in one D1 batch (one transaction).
 * The lead and the outbox row are only inserted when this request owns the submission key,
 * so an identical submission inside the window writes nothing and gets the first lead's id.
 * A failing D1 is retried with its waits; the key makes the retry safe.
 */
export async function recordLead<T extends LeadType>(
  db: D1Database,
  input: RecordLeadInput<T>,
  options: RecordLeadOptions = {},
): Promise<RecordLeadResult> {
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
  db: D1Database,
  input: RecordLeadInput<T>,
  options: RecordLeadOptions,
): Promise<RecordLeadResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const cutoffIso = new Date(now.getTime() - (options.dedupeWindowSeconds ?? DEDUPE_WINDOW_SECONDS) * 1000).toISOString();
  // Who owns the submission key: this request's own id, whatever the lead's id turns out to be
  // (a listed subscription keeps its own, and another post of the same values may be renewing it too).
  const submissionId = crypto.randomUUID();
  const table = leadTables[input.leadType];
  const tableName = getTableName(table);
  const renew = input.onConflict === "renew-unconfirmed";
  const listed = renew ? await unconfirmedId(db, tableName, input.values) : null;
  const leadId = listed ?? submissionId;
  const ownsKey: Fragment = {
    sql: "EXISTS (SELECT 1 FROM submissions WHERE key = ? AND lead_id = ?)",
    params: [input.dedupeKey, submissionId],
  };
  const leadLive: Fragment = {
    sql: `EXISTS (SELECT 1 FROM "${tableName}" WHERE id = ?${renew ? " AND confirmed_at IS NULL" : ""})`,
    params: [leadId],
  };
  const confirmation = input.confirmation
    ? { ...input.confirmation, message: await input.confirmation.message(leadReference(leadId), leadId) }
    : null;
  const budget: MailBudget = input.leadType === "newsletter" ? "newsletter" : "lead";
  const caps = confirmation ? capCounts(confirmation, budget, now) : null;
  const mailAllowed: Fragment = caps
    ? and(...caps.map(({ count, cap }) => ({ sql: `${count.sql} < ?`, params: [...count.params, cap] })))
    : TRUE;
  const confirmationRowId = crypto.randomUUID();
  const { columns, values } = toSqlRow(table, { ...input.values, id: leadId, created_at: nowIso });

  const statements: Statement[] = [
    { statement: db.prepare("DELETE FROM submissions WHERE key = ? AND created_at < ?").bind(input.dedupeKey, cutoffIso) },
    {
      statement: db
        .prepare("INSERT INTO submissions (key, lead_type, lead_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO NOTHING")
        .bind(input.dedupeKey, input.leadType, submissionId, nowIso),
    },
    { statement: leadStatement(db, { tableName, columns, values, input, listed, ownsKey, mailAllowed }) },
  ];
  if (input.notification) {
    const where = and(ownsKey, leadLive);
    statements.push({
      statement: db
        .prepare(
          `INSERT INTO outbox (id, lead_type, lead_id, subject, body, attachment_key, attachment_name, status, attempts, next_attempt_at, created_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ? WHERE ${where.sql}`,
        )
        .bind(
          crypto.randomUUID(),
          input.leadType,
          leadId,
          input.notification.subject,
          input.notification.body,
          input.notification.attachment?.key ?? null,
          input.notification.attachment?.fileName ?? null,
          nowIso,
          nowIso,
          ...where.params,
        ),
    });
  }
  if (confirmation && caps) {
    statements.push({
      statement: visitorMailStatement(db, {
        rowId: confirmationRowId,
        leadType: input.leadType,
        leadId,
        message: confirmation.message,
        keys: confirmation,
        nowIso,
        where: and(ownsKey, leadLive, mailAllowed),
      }),
    });
    // The mail did not go in: which cap was full, counted before anything of this batch was added.
    const skipped = and(ownsKey, leadLive, { sql: "NOT EXISTS (SELECT 1 FROM outbox WHERE id = ?)", params: [confirmationRowId] });
    statements.push({
      name: "skipped",
      statement: skippedMailStatement(db, { leadType: input.leadType, caps, nowIso, where: skipped }),
    });
  }
  if (listed !== null) {
    // The submission key names the subscription itself once this request's writes are done, as every other key names its lead.
    statements.push({
      name: "relabel",
      statement: db.prepare("UPDATE submissions SET lead_id = ? WHERE key = ? AND lead_id = ?").bind(leadId, input.dedupeKey, submissionId),
    });
  }
  statements.push({ name: "owner", statement: db.prepare("SELECT lead_id FROM submissions WHERE key = ?").bind(input.dedupeKey) });

  const results = await db.batch<{ lead_id?: string; reason?: SkipReason }>(statements.map(({ statement }) => statement));
  const resultOf = (name: Statement["name"]) => results[statements.findIndex((entry) => entry.name === name)];
  const owner = resultOf("owner")?.results[0]?.lead_id;
  const owned = listed !== null ? resultOf("relabel")?.meta.changes === 1 : owner === submissionId;
  if (!owned) return { status: "duplicate", leadId: owner ?? leadId };
  const skipped = confirmation ? resultOf("skipped")?.results[0]?.reason : undefined;
  return { status: "created", leadId, ...(skipped ? { confirmationSkipped: skipped } : {}) };
}

/** One statement of the lead's batch; a name for those whose result is read. */
interface Statement {
  name?: "skipped" | "relabel" | "owner";
  statement: D1PreparedStatement;
}

/** A piece of SQL and the values of its placeholders, in order. */
interface Fragment {
  sql: string;
  params: SqlValue[];
}

const TRUE: Fragment = { sql: "1", params: [] };

interface CapCount {
  count: Fragment;
  cap: number;
}

function and(...fragments: Fragment[]): Fragment {
  return { sql: fragments.map((fragment) => `(${fragment.sql})`).join(" AND "), params: fragments.flatMap((fragment) => fragment.params) };
}

/**
 * The three counts a visitor's mail is capped by, in the order a skip names them: mails to this
 * inbox (its key is per budget), mails this client caused today in this budget, and mails of this
 * budget the whole site sent, each within the window. One batch is one transaction, so two posts
 * at once cannot both take the last place.
 */
function capCounts(confirmation: Omit<LeadConfirmation, "message">, budget: MailBudget, now: Date): CapCount[] {
  const { caps, recipientKey, senderKey } = confirmation;
  const windowStart = new Date(now.getTime() - caps.windowHours * 3_600_000).toISOString();
  const isNewsletter = budget === "newsletter" ? 1 : 0;
  return [
    {
      count: { sql: "(SELECT COUNT(*) FROM outbox WHERE recipient_key = ? AND created_at > ?)", params: [recipientKey, windowStart] },
      cap: caps.perAddress,
    },
    {
      count: {
        sql: "(SELECT COUNT(*) FROM outbox WHERE sender_key = ? AND created_at > ? AND (lead_type = 'newsletter') = ?)",
        params: [senderKey, windowStart, isNewsletter],
      },
      cap: caps.perClient,
    },
    {
      count: {
        sql: "(SELECT COUNT(*) FROM outbox WHERE recipient = 'visitor' AND created_at > ? AND (lead_type = 'newsletter') = ?)",
        params: [windowStart, isNewsletter],
      },
      cap: caps.perDay,
    },
  ];
}

/** The id of the unconfirmed row that holds this sign-up's address, if one does. */
async function unconfirmedId(db: D1Database, tableName: string, values: object): Promise<string | null> {
  const email = (values as { email?: unknown }).email;
  if (typeof email !== "string") return null;
  const row = await db
    .prepare(`SELECT id FROM "${tableName}" WHERE email = ? AND confirmed_at IS NULL`)
    .bind(email)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/**
 * The lead's own write. A new lead is inserted when this request owns the submission key. A listed,
 * unconfirmed sign-up (`renew-unconfirmed`) keeps its id and takes the new values only when its new
 * mail may go: a sign-up a cap holds back changes nothing, so nobody can void the links a person holds.
 */
function leadStatement<T extends LeadType>(
  db: D1Database,
  {
    tableName,
    columns,
    values,
    input,
    listed,
    ownsKey,
    mailAllowed,
  }: {
    tableName: string;
    columns: string[];
    values: SqlValue[];
    input: RecordLeadInput<T>;
    listed: string | null;
    ownsKey: Fragment;
    mailAllowed: Fragment;
  },
): D1PreparedStatement {
  if (listed !== null) {
    const updated = columns.flatMap((column, index) => (column === "id" || column === "email" ? [] : [{ column, value: values[index]! }]));
    const where = and({ sql: "id = ? AND confirmed_at IS NULL", params: [listed] }, ownsKey, mailAllowed);
    return db
      .prepare(`UPDATE "${tableName}" SET ${updated.map(({ column }) => `"${column}" = ?`).join(", ")} WHERE ${where.sql}`)
      .bind(...updated.map(({ value }) => value), ...where.params);
  }
  const insertVerb = input.onConflict === "ignore" ? "INSERT OR IGNORE" : "INSERT";
  // A sign-up for an address another request has just listed, or one that is confirmed, writes nothing.
  const onConflict = input.onConflict === "renew-unconfirmed" ? " ON CONFLICT(email) DO NOTHING" : "";
  return db
    .prepare(
      `${insertVerb} INTO "${tableName}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${columns.map(() => "?").join(", ")} WHERE ${ownsKey.sql}${onConflict}`,
    )
    .bind(...values, ...ownsKey.params);
}

/**
 * A visitor's mail about a lead that already exists (the newsletter's unsubscribe link), under the
 * caps a confirmation is under and counted in the same budget, written only while the lead exists.
 * The same two statements run whether or not it does, so the time taken does not tell whether an
 * address is listed. Returns whether the mail was queued, or which cap held it back.
 */
export async function queueVisitorMail(
  db: D1Database,
  input: { leadType: LeadType; leadId: string; confirmation: Omit<LeadConfirmation, "message">; message: ConfirmationMessage },
  now = new Date(),
): Promise<{ queued: boolean; skipped?: SkipReason }> {
  const nowIso = now.toISOString();
  const budget: MailBudget = input.leadType === "newsletter" ? "newsletter" : "lead";
  const caps = capCounts(input.confirmation, budget, now);
  const leadLive: Fragment = { sql: `EXISTS (SELECT 1 FROM "${leadTableName(input.leadType)}" WHERE id = ?)`, params: [input.leadId] };
  const mailAllowed = and(...caps.map(({ count, cap }) => ({ sql: `${count.sql} < ?`, params: [...count.params, cap] })));
  const rowId = crypto.randomUUID();
  const skippedWhere = and(leadLive, { sql: "NOT EXISTS (SELECT 1 FROM outbox WHERE id = ?)", params: [rowId] });
  const [inserted, skipped] = await db.batch<{ reason?: SkipReason }>([
    visitorMailStatement(db, {
      rowId,
      leadType: input.leadType,
      leadId: input.leadId,
      message: input.message,
      keys: input.confirmation,
      nowIso,
      where: and(leadLive, mailAllowed),
    }),
    skippedMailStatement(db, { leadType: input.leadType, caps, nowIso, where: skippedWhere }),
  ]);
  const reason = skipped?.results[0]?.reason;
  return { queued: inserted?.meta.changes === 1, ...(reason ? { skipped: reason } : {}) };
}

/** A visitor's mail as an outbox row, written only where `where` holds (the lead is live, no cap is full). */
function visitorMailStatement(
  db: D1Database,
  mail: {
    rowId: string;
    leadType: LeadType;
    leadId: string;
    message: ConfirmationMessage;
    keys: { recipientKey: string; senderKey: string };
    nowIso: string;
    where: Fragment;
  },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at, recipient, recipient_key, sender_key)
       SELECT ?, ?, ?, ?, ?, 'pending', 0, ?, ?, 'visitor', ?, ? WHERE ${mail.where.sql}`,
    )
    .bind(
      mail.rowId,
      mail.leadType,
      mail.leadId,
      mail.message.subject,
      mail.message.body,
      mail.nowIso,
      mail.nowIso,
      mail.keys.recipientKey,
      mail.keys.senderKey,
      ...mail.where.params,
    );
}

/** Which cap held a visitor's mail back, recorded where `where` holds (its row did not go in). */
function skippedMailStatement(
  db: D1Database,
  skipped: { leadType: LeadType; caps: CapCount[]; nowIso: string; where: Fragment },
): D1PreparedStatement {
  const [address, client] = skipped.caps as [CapCount, CapCount, CapCount];
  return db
    .prepare(
      `INSERT INTO skipped_confirmations (id, lead_type, reason, created_at)
       SELECT ?, ?, CASE WHEN ${address.count.sql} >= ? THEN 'address' WHEN ${client.count.sql} >= ? THEN 'client' ELSE 'site' END, ?
       WHERE ${skipped.where.sql} RETURNING reason`,
    )
    .bind(
      crypto.randomUUID(),
      skipped.leadType,
      ...address.count.params,
      address.cap,
      ...client.count.params,
      client.cap,
      skipped.nowIso,
      ...skipped.where.params,
    );
}

/** Every visitor's mail a cap held back since the last call, by cap; deleted as they are counted. */
export async function takeSkippedConfirmations(db: D1Database): Promise<number> {
  const { results } = await db.prepare("DELETE FROM skipped_confirmations RETURNING reason").all<{ reason: SkipReason }>();
  return results.length;
}

/** Maps a drizzle insert object to column names and driver values (booleans as 0/1, lists as JSON). */
function toSqlRow(table: SQLiteTable, row: Record<string, unknown>): { columns: string[]; values: SqlValue[] } {
  const tableColumns = getTableColumns(table) as Record<string, { name: string; mapToDriverValue: (value: unknown) => unknown }>;
  const columns: string[] = [];
  const values: SqlValue[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const column = tableColumns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    columns.push(column.name);
    values.push(value === null ? null : (column.mapToDriverValue(value) as SqlValue));
  }
  return { columns, values };
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
