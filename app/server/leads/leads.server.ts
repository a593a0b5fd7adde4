import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { bookings, jobApplications, newsletterSubscriptions, quotes } from "~/server/db/schema";
import { errorFields, log } from "~/server/worker/log.server";
import { CONFIRMATION_WINDOW_HOURS, CONFIRMATIONS_PER_ADDRESS, leadReference } from "~/shared/confirmations";

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
 * The mail to the visitor, written beside the notification unless their address has had
 * CONFIRMATIONS_PER_ADDRESS of them within CONFIRMATION_WINDOW_HOURS. The address itself is not
 * stored with it: the outbox looks it up in the lead when it sends.
 */
export interface LeadConfirmation {
  /** A keyed hash of the visitor's address (`recipientKey`), which the cap counts by. */
  recipientKey: string;
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
  notification: Notification;
  confirmation?: LeadConfirmation;
  /**
   * `ignore`: a row that breaks a unique index is skipped, not an error. `renew-unconfirmed` (the
   * newsletter only): a sign-up for an address that is listed but not confirmed takes that row over
   * (a new id, so only the newest link confirms), and mails like a new one; a confirmed address is
   * left as it is and nothing is mailed.
   */
  onConflict?: "fail" | "ignore" | "renew-unconfirmed";
}

export type RecordLeadResult = { status: "created"; leadId: string } | { status: "duplicate"; leadId: string };

export interface RecordLeadOptions {
  now?: Date;
  dedupeWindowSeconds?: number;
  /** Waits between attempts when D1 fails (3 attempts, 1 s then 2 s). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export const DEDUPE_WINDOW_SECONDS = 10 * 60;
export const D1_RETRY_DELAYS_MS = [1000, 2000] as const;

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
  const leadId = crypto.randomUUID();
  const table = leadTables[input.leadType];
  const tableName = getTableName(table);
  const { columns, values } = toSqlRow(table, { ...input.values, id: leadId, created_at: nowIso });
  const insertVerb = input.onConflict === "ignore" ? "INSERT OR IGNORE" : "INSERT";
  const ownsKey = "EXISTS (SELECT 1 FROM submissions WHERE key = ? AND lead_id = ?)";
  const renewUnconfirmed =
    input.onConflict === "renew-unconfirmed"
      ? ` ON CONFLICT(email) DO UPDATE SET ${columns
          .filter((column) => column !== "email")
          .map((column) => `"${column}" = excluded."${column}"`)
          .join(", ")} WHERE confirmed_at IS NULL`
      : "";
  const confirmation = input.confirmation
    ? { recipientKey: input.confirmation.recipientKey, message: await input.confirmation.message(leadReference(leadId), leadId) }
    : null;

  const results = await db.batch<{ lead_id: string }>([
    db.prepare("DELETE FROM submissions WHERE key = ? AND created_at < ?").bind(input.dedupeKey, cutoffIso),
    db
      .prepare("INSERT INTO submissions (key, lead_type, lead_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO NOTHING")
      .bind(input.dedupeKey, input.leadType, leadId, nowIso),
    db
      .prepare(
        `${insertVerb} INTO "${tableName}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${columns.map(() => "?").join(", ")} WHERE ${ownsKey}${renewUnconfirmed}`,
      )
      .bind(...values, input.dedupeKey, leadId),
    db
      .prepare(
        `INSERT INTO outbox (id, lead_type, lead_id, subject, body, attachment_key, attachment_name, status, attempts, next_attempt_at, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ? WHERE ${ownsKey} AND EXISTS (SELECT 1 FROM "${tableName}" WHERE id = ?)`,
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
        input.dedupeKey,
        leadId,
        leadId,
      ),
    ...(confirmation ? [confirmationInsert(db, input, confirmation, { leadId, tableName, now, ownsKey })] : []),
    db.prepare("SELECT lead_id FROM submissions WHERE key = ?").bind(input.dedupeKey),
  ]);
  const owner = results[results.length - 1]?.results[0]?.lead_id;
  if (owner === leadId) return { status: "created", leadId };
  return { status: "duplicate", leadId: owner ?? leadId };
}

/**
 * The visitor's outbox row, written only with the lead, and only while their address has had fewer
 * than CONFIRMATIONS_PER_ADDRESS in the window: a flood of posts to one address costs it three mails.
 * One batch is one transaction, so two posts at once cannot both take the third.
 */
function confirmationInsert<T extends LeadType>(
  db: D1Database,
  input: RecordLeadInput<T>,
  { recipientKey, message }: { recipientKey: string; message: ConfirmationMessage },
  { leadId, tableName, now, ownsKey }: { leadId: string; tableName: string; now: Date; ownsKey: string },
): D1PreparedStatement {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - CONFIRMATION_WINDOW_HOURS * 3_600_000).toISOString();
  return db
    .prepare(
      `INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at, recipient, recipient_key)
       SELECT ?, ?, ?, ?, ?, 'pending', 0, ?, ?, 'visitor', ?
       WHERE ${ownsKey} AND EXISTS (SELECT 1 FROM "${tableName}" WHERE id = ?)
         AND (SELECT COUNT(*) FROM outbox WHERE recipient_key = ? AND created_at > ?) < ?`,
    )
    .bind(
      crypto.randomUUID(),
      input.leadType,
      leadId,
      message.subject,
      message.body,
      nowIso,
      nowIso,
      recipientKey,
      input.dedupeKey,
      leadId,
      leadId,
      recipientKey,
      windowStart,
      CONFIRMATIONS_PER_ADDRESS,
    );
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

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
