import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as z from "zod/mini";
import { bookings, erasures, jobApplications, newsletterSubscriptions, outbox, quotes, submissions } from "~/server/db/schema";
import type { LeadType } from "~/server/leads/leads.server";
import { keyedHash } from "./keyed-hash.server";

/**
 * A data subject's requests: everything the site holds about one e-mail address (an export) and
 * deleting all of it (an erasure). The tables, their columns and the SQL live here; the caller
 * brings D1 and R2 as a `SubjectStore` (scripts/ops/gdpr.ts: a binding from wrangler's
 * getPlatformProxy, or wrangler's d1 and r2 commands). Nothing here needs the Worker's runtime.
 *
 * Every statement is plain text with the address written into it as a quoted literal, because
 * `wrangler d1 execute --command` takes no bound parameters and the same text must run on every
 * path. Only an address that `checkSubjectAddress` accepted gets that far (the brand below).
 */

/** The tables a lead is written to, with the column that holds the visitor's e-mail address. */
const LEAD_TABLES: Record<LeadType, { table: SQLiteTable; email: SQLiteColumn }> = {
  quote: { table: quotes, email: quotes.epost },
  booking: { table: bookings, email: bookings.customer_email },
  job_application: { table: jobApplications, email: jobApplications.email },
  newsletter: { table: newsletterSubscriptions, email: newsletterSubscriptions.email },
};

const LEADS = Object.entries(LEAD_TABLES).map(([leadType, { table, email }]) => ({
  leadType,
  table: getTableName(table),
  email: email.name,
}));

const SUBMISSIONS = getTableName(submissions);
const OUTBOX = getTableName(outbox);
const JOB_APPLICATIONS = getTableName(jobApplications);
const ERASURES = getTableName(erasures);

/** Every table that can hold a person's rows, in the order they are reported. */
export const SUBJECT_TABLES: readonly string[] = [...LEADS.map((lead) => lead.table), SUBMISSIONS, OUTBOX];

/** The key of the CV files in an erasure's counts, beside the tables. */
export const CV_FILES = "cv_files";

declare const checked: unique symbol;
/** An address `checkSubjectAddress` accepted: trimmed, lower case, whole. */
export type SubjectAddress = string & { readonly [checked]: true };

export type AddressCheck = { ok: true; address: SubjectAddress } | { ok: false; error: string };

/**
 * Trims and lower-cases the address, and refuses anything that could match more than one person:
 * an empty value, one without a name before and a domain after "@", wildcards, or anything the
 * forms would not have taken as an address (they store only what `z.email()` accepts).
 */
export function checkSubjectAddress(input: string | null | undefined): AddressCheck {
  const value = (input ?? "").trim();
  if (value === "") return { ok: false, error: "Ange personens e-postadress med --email." };
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return { ok: false, error: "En e-postadress har inga mellanslag eller kontrolltecken." };
  if (/[*%?]/.test(value)) return { ok: false, error: "Jokertecken (*, % och ?) tas inte emot: ange hela adressen." };
  const at = value.indexOf("@");
  if (at <= 0 || at === value.length - 1 || value.indexOf("@", at + 1) !== -1) {
    return { ok: false, error: "Ange hela adressen, med namn före och domän efter @ (till exempel anna@exempel.se)." };
  }
  if (value.length > 254 || !z.safeParse(z.email(), value).success) return { ok: false, error: "Det är ingen giltig e-postadress." };
  return { ok: true, address: asciiLowerCase(value) as SubjectAddress };
}

/** SQLite's lower() folds A–Z only; the address is folded the same way so the two always agree. */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** A SQLite text literal. Doubling the quote is all SQLite's string syntax asks; a NUL is refused. */
export function sqlText(value: string): string {
  if (value.includes("\u0000")) throw new Error("NUL i ett SQL-värde");
  return `'${value.replaceAll("'", "''")}'`;
}

const quoted = (name: string) => `"${name}"`;

/**
 * The time an erasure that is applied again reaches up to (an ISO time, as `created_at` is written):
 * rows made later are a returning person's new ones, which that erasure never covered.
 */
export type Until = string | undefined;

/** `created_at` of the row in scope no later than `until`; nothing when there is no bound. */
function madeBy(until: Until, table?: string): string {
  return until === undefined ? "" : ` AND ${table ? `${quoted(table)}.` : ""}"created_at" <= ${sqlText(until)}`;
}

/** The rows of a lead table that are this person's: the address column, trimmed, in any case. */
function ownRows(lead: { email: string }, address: SubjectAddress, until?: Until): string {
  return `lower(trim(${quoted(lead.email)})) = ${sqlText(address)}${madeBy(until)}`;
}

/** Rows of submissions and outbox that belong to one of this person's leads (made by `until`, when given). */
function ofOwnLeads(address: SubjectAddress, until?: Until): string {
  return LEADS.map(
    (lead) =>
      `("lead_type" = ${sqlText(lead.leadType)} AND "lead_id" IN (SELECT "id" FROM ${quoted(lead.table)} WHERE ${ownRows(lead, address, until)}))`,
  ).join(" OR ");
}

/**
 * Characters that may not stand next to the address (a dash last, where GLOB reads it as itself):
 * before it, any that can be part of the name before "@"; after it, any that can go on with the
 * domain, and a dot only when a domain character follows it.
 */
const NAME_CHARS = "[a-z0-9_'+.-]";
const DOMAIN_CHARS = "[a-z0-9.-]";
const LABEL_CHARS = "[a-z0-9-]";

/**
 * Does the text of a column mention the address as a whole address? A plain substring test would
 * also find it inside another one (a@exempel.se in anna@exempel.se, or in a@exempel.se.com), so
 * every place instr() finds it is visited (a recursive CTE, from one to the next) and the
 * characters on either side are looked at. The text is padded with spaces so that an address at
 * its very start or end has a neighbour. (One GLOB over the whole text could say the same, but D1
 * refuses a long GLOB pattern as "too complex", and an address between two classes soon is one.)
 */
function mentions(table: string, column: string, address: SubjectAddress): string {
  const text = `' ' || lower(${quoted(table)}.${quoted(column)}) || ' '`;
  const literal = sqlText(address);
  const after = (offset: number) => `substr("t", "at" + ${address.length + offset}, 1)`;
  return (
    `EXISTS (WITH RECURSIVE "hit"("t", "at") AS (` +
    `SELECT ${text}, instr(${text}, ${literal}) ` +
    `UNION ALL SELECT "t", "at" + instr(substr("t", "at" + 1), ${literal}) FROM "hit" WHERE "at" > 0 AND instr(substr("t", "at" + 1), ${literal}) > 0` +
    `) SELECT 1 FROM "hit" WHERE "at" > 0 AND substr("t", "at" - 1, 1) NOT GLOB ${sqlText(NAME_CHARS)} ` +
    `AND (${after(0)} NOT GLOB ${sqlText(DOMAIN_CHARS)} OR (${after(0)} = '.' AND ${after(1)} NOT GLOB ${sqlText(LABEL_CHARS)})))`
  );
}

/** Outbox rows whose lead no longer exists (a newsletter signup's notification after the unsubscribe). */
function orphaned(): string {
  return LEADS.map(
    (lead) => `("lead_type" = ${sqlText(lead.leadType)} AND "lead_id" NOT IN (SELECT "id" FROM ${quoted(lead.table)}))`,
  ).join(" OR ");
}

const OUTBOX_TEXT = ["subject", "body", "last_error"];

/**
 * The person's notifications: those of their own leads, joined by lead, never by searching text,
 * so that another person's lead that names them stays that person's. A notification whose lead is
 * gone belongs to nobody else's lead: it is theirs when it names them.
 */
function outboxRows(address: SubjectAddress, until?: Until): string {
  return `(${ofOwnLeads(address, until)}) OR ((${orphaned()})${madeBy(until, OUTBOX)} AND (${OUTBOX_TEXT.map((column) => mentions(OUTBOX, column, address)).join(" OR ")}))`;
}

/** The text columns of each table a person's address may be written into by someone else. */
const FREE_TEXT: Array<{ table: string; columns: string[] }> = [
  ...Object.values(LEAD_TABLES).map(({ table }) => ({
    table: getTableName(table),
    columns: Object.values(getTableColumns(table))
      .filter((column) => column.dataType === "string" && column.name !== "id")
      .map((column) => column.name),
  })),
  { table: OUTBOX, columns: OUTBOX_TEXT },
];

/**
 * Rows of other people that name the address (a lead's message, its notification): never exported
 * nor erased, since they are someone else's, only pointed out by table and id for a person to judge.
 */
export function mentionsStatement(address: SubjectAddress): string {
  return FREE_TEXT.map(
    ({ table, columns }) =>
      `SELECT ${sqlText(table)} AS "table", "id" FROM ${quoted(table)} WHERE coalesce((${subjectRows(table, address)}), 0) = 0 AND (${columns
        .map((column) => mentions(table, column, address))
        .join(" OR ")})`,
  ).join(" UNION ALL ");
}

/** The condition that picks this person's rows of a table in SUBJECT_TABLES (those made by `until`, when given). */
export function subjectRows(table: string, address: SubjectAddress, until?: Until): string {
  const lead = LEADS.find((entry) => entry.table === table);
  if (lead) return ownRows(lead, address, until);
  if (table === SUBMISSIONS) return ofOwnLeads(address, until);
  if (table === OUTBOX) return outboxRows(address, until);
  throw new Error(`Unknown table ${table}`);
}

/** One SELECT per table, for one batch: the export reads every table at the same moment. */
export function exportStatements(address: SubjectAddress): Array<{ table: string; sql: string }> {
  return SUBJECT_TABLES.map((table) => ({
    table,
    sql: `SELECT * FROM ${quoted(table)} WHERE ${subjectRows(table, address)} ORDER BY "created_at", rowid`,
  }));
}

/** The R2 keys of this person's CVs. */
export function cvKeysStatement(address: SubjectAddress, until?: Until): string {
  return `SELECT DISTINCT "cv_key" AS "key" FROM ${quoted(JOB_APPLICATIONS)} WHERE (${subjectRows(JOB_APPLICATIONS, address, until)}) AND "cv_key" IS NOT NULL ORDER BY "key"`;
}

export interface ErasureStatements {
  /** In this order, as one batch (one transaction). */
  sql: string[];
  /** Index in `sql` of each table's DELETE … RETURNING. */
  deletes: Array<{ table: string; index: number }>;
  /** Index of the SELECT that reads the erasure's record back. */
  record: number;
}

/**
 * The erasure as one batch: first the record, with each table's count taken inside the same
 * transaction as the deletes that follow; then submissions and outbox (found through the lead
 * rows, so before them); then the lead tables; last the record read back. The record holds the
 * id, the time and the counts, never the address.
 */
export function erasureStatements(address: SubjectAddress, erasure: { id: string; erasedAt: string }, until?: Until): ErasureStatements {
  const order = [SUBMISSIONS, OUTBOX, ...LEADS.map((lead) => lead.table)];
  const counts = [
    ...SUBJECT_TABLES.map(
      (table) => `${sqlText(table)}, (SELECT count(*) FROM ${quoted(table)} WHERE ${subjectRows(table, address, until)})`,
    ),
    `${sqlText(CV_FILES)}, (SELECT count(*) FROM (${cvKeysStatement(address, until)}))`,
  ];
  const sql = [
    `INSERT INTO ${quoted(ERASURES)} ("id", "erased_at", "counts") VALUES (${sqlText(erasure.id)}, ${sqlText(erasure.erasedAt)}, json_object(${counts.join(", ")}))`,
    ...order.map((table) => {
      const returning = table === SUBMISSIONS ? `"key"` : table === JOB_APPLICATIONS ? `"id", "cv_key"` : `"id"`;
      return `DELETE FROM ${quoted(table)} WHERE ${subjectRows(table, address, until)} RETURNING ${returning}`;
    }),
    `SELECT "id", "erased_at", "counts" FROM ${quoted(ERASURES)} WHERE "id" = ${sqlText(erasure.id)}`,
  ];
  return { sql, deletes: order.map((table, i) => ({ table, index: i + 1 })), record: sql.length - 1 };
}

export type Row = Record<string, unknown>;

/** D1 and R2 as the requests need them. */
export interface SubjectStore {
  /** Runs the statements as one batch (one transaction) and gives each statement's rows, in order. */
  batch(statements: readonly string[]): Promise<Row[][]>;
  /** A CV's bytes, or null when the bucket has no such object. */
  getCv(key: string): Promise<Uint8Array | null>;
  deleteCvs(keys: readonly string[]): Promise<void>;
}

export interface SubjectCv {
  key: string;
  applicationId: string;
  /** The name the file had when it was uploaded. */
  fileName: string | null;
  /** Null when the bucket no longer has it. */
  bytes: Uint8Array | null;
}

/** A row of someone else's that names the person: where it is, never what it says. */
export interface Mention {
  table: string;
  id: string;
}

export interface SubjectExport {
  tables: Array<{ table: string; rows: Row[] }>;
  cvs: SubjectCv[];
  /** Other people's rows that name the person: left out, for a person to judge. */
  mentions: Mention[];
}

const asMentions = (rows: Row[] | undefined): Mention[] => (rows ?? []).map((row) => ({ table: String(row.table), id: String(row.id) }));

export async function exportSubject(store: SubjectStore, address: SubjectAddress): Promise<SubjectExport> {
  const statements = exportStatements(address);
  const results = await store.batch([...statements.map((statement) => statement.sql), mentionsStatement(address)]);
  const tables = statements.map(({ table }, i) => ({ table, rows: results[i] ?? [] }));
  const cvs: SubjectCv[] = [];
  for (const row of tables.find(({ table }) => table === JOB_APPLICATIONS)?.rows ?? []) {
    if (typeof row.cv_key !== "string") continue;
    cvs.push({
      key: row.cv_key,
      applicationId: String(row.id),
      fileName: typeof row.cv_file_name === "string" ? row.cv_file_name : null,
      bytes: await store.getCv(row.cv_key),
    });
  }
  return { tables, cvs, mentions: asMentions(results[statements.length]) };
}

export interface ErasureReport {
  id: string;
  erasedAt: string;
  /** Rows deleted per table (SUBJECT_TABLES' order), as the deletes returned them. */
  deleted: Array<{ table: string; rows: number }>;
  /** The R2 keys deleted. */
  cvKeys: string[];
  /** The counts as the record in `erasures` holds them. */
  recorded: Record<string, number>;
  /** Other people's rows that name the person, left as they are for a person to judge. */
  mentions: Mention[];
}

/**
 * Deletes the person's rows and CVs; with `until`, only those made no later than it (an erasure
 * applied again after a restore spares what a returning person sent since).
 */
export async function eraseSubject(
  store: SubjectStore,
  address: SubjectAddress,
  { now = new Date(), id = crypto.randomUUID(), until }: { now?: Date; id?: string; until?: Until } = {},
): Promise<ErasureReport> {
  const [found = [], mentioned] = await store.batch([cvKeysStatement(address, until), mentionsStatement(address)]);
  const cvKeys = found.flatMap((row) => (typeof row.key === "string" ? [row.key] : []));
  // The files before the rows: should the batch then fail, the rows are still there for the next
  // attempt to find. The other order could leave CVs that no row leads to any more.
  if (cvKeys.length) await store.deleteCvs(cvKeys);

  const statements = erasureStatements(address, { id, erasedAt: now.toISOString() }, until);
  const results = await store.batch(statements.sql);
  // An application that arrived between the two steps: its file goes now.
  const late = (results[statements.deletes.find((d) => d.table === JOB_APPLICATIONS)!.index] ?? []).flatMap((row) =>
    typeof row.cv_key === "string" && !cvKeys.includes(row.cv_key) ? [row.cv_key] : [],
  );
  if (late.length) await store.deleteCvs(late);

  const record = results[statements.record]?.[0];
  if (!record) throw new Error("Raderingens post i erasures saknas efter körningen");
  const rowsOf = new Map(statements.deletes.map(({ table, index }) => [table, results[index]?.length ?? 0]));
  return {
    id: String(record.id),
    erasedAt: String(record.erased_at),
    deleted: SUBJECT_TABLES.map((table) => ({ table, rows: rowsOf.get(table) ?? 0 })),
    cvKeys: [...cvKeys, ...late],
    recorded: JSON.parse(String(record.counts)) as Record<string, number>,
    mentions: asMentions(mentioned),
  };
}

/**
 * The erasure ledger: one keyed hash (HMAC-SHA-256) of each erased address, and when. It lives in
 * the CV bucket, beside the data and outside D1, so neither D1 Time Travel nor a restore from a
 * backup takes it back, and `reapply` can find everyone erased again. Without the key (kept by the
 * operators, never in the repository, the database or a backup) a hash cannot be tried against a
 * list of addresses.
 */
export const LEDGER_KEY = "radering/reskontra.json";

export interface LedgerEntry {
  hash: string;
  erasedAt: string;
  /**
   * The check value of the key the hash was made with (`ledgerKeyCheck`): a wrong key is told from
   * "nobody is back". Missing in entries written before it was kept.
   */
  keyCheck?: string;
  /**
   * When the person came back and an operator judged their new rows theirs to keep: reapply still
   * erases what the erasure covered, and no longer lists the newer rows for judgement.
   */
  retiredAt?: string;
}

/** The fixed text whose keyed hash tells one key from another without saying anything of an address. */
const KEY_CHECK_MESSAGE = "transist:raderingsreskontra:kontrollvarde";

/** The check value of a ledger key, kept with each entry it hashed. */
export function ledgerKeyCheck(key: string): Promise<string> {
  return keyedHash(key, KEY_CHECK_MESSAGE);
}

export function parseLedger(bytes: Uint8Array | null): LedgerEntry[] {
  if (!bytes) return [];
  const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { entries?: LedgerEntry[] };
  return Array.isArray(parsed.entries) ? parsed.entries : [];
}

export function ledgerBytes(entries: readonly LedgerEntry[]): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify({ entries }, null, 2)}\n`);
}

/** The keyed hash of an address, in hex. */
export async function subjectHash(key: string, address: SubjectAddress): Promise<string> {
  return keyedHash(key, address);
}

/** Every address the lead tables hold, folded as `checkSubjectAddress` folds one. */
export function storedAddressesStatement(): string {
  return LEADS.map((lead) => `SELECT DISTINCT lower(trim(${quoted(lead.email)})) AS "address" FROM ${quoted(lead.table)}`).join(" UNION ");
}

/**
 * The addresses in the database whose keyed hash is in the ledger, each with its entry: the people
 * erased whose rows are back (after a restore), or who came back themselves.
 */
export async function erasedAddressesPresent(
  store: SubjectStore,
  key: string,
  ledger: readonly LedgerEntry[],
): Promise<Array<{ address: SubjectAddress; entry: LedgerEntry }>> {
  const byHash = new Map(ledger.map((entry) => [entry.hash, entry]));
  const [rows = []] = await store.batch([storedAddressesStatement()]);
  const found: Array<{ address: SubjectAddress; entry: LedgerEntry }> = [];
  for (const row of rows) {
    const check = checkSubjectAddress(typeof row.address === "string" ? row.address : null);
    const entry = check.ok ? byHash.get(await subjectHash(key, check.address)) : undefined;
    if (check.ok && entry) found.push({ address: check.address, entry });
  }
  return found;
}

/** Per table, the person's rows an erasure up to `until` covers, and the newer ones it spares. */
export interface ReapplyCounts {
  covered: Array<{ table: string; rows: number }>;
  coveredCvs: number;
  newer: Array<{ table: string; rows: number }>;
}

/** Counts what applying an erasure again would delete and what it would leave, in one batch. */
export async function reapplyCounts(store: SubjectStore, address: SubjectAddress, until: string): Promise<ReapplyCounts> {
  const count = (table: string, where: string) => `SELECT count(*) AS "n" FROM ${quoted(table)} WHERE ${where}`;
  const results = await store.batch([
    ...SUBJECT_TABLES.map((table) => count(table, subjectRows(table, address, until))),
    ...SUBJECT_TABLES.map((table) => count(table, `(${subjectRows(table, address)}) AND NOT (${subjectRows(table, address, until)})`)),
    `SELECT count(*) AS "n" FROM (${cvKeysStatement(address, until)})`,
  ]);
  const n = (index: number) => Number(results[index]?.[0]?.n ?? 0);
  return {
    covered: SUBJECT_TABLES.map((table, i) => ({ table, rows: n(i) })),
    newer: SUBJECT_TABLES.map((table, i) => ({ table, rows: n(SUBJECT_TABLES.length + i) })),
    coveredCvs: n(SUBJECT_TABLES.length * 2),
  };
}
