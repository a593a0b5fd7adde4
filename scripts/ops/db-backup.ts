// npm run db:backup -- (--env staging|production | --local) --out FILE.sql [--config PATH]
// npm run db:restore -- --file FILE.sql --database NAME [--env staging|production] [--local] [--config PATH]
//
// A backup of D1 as one SQL file and of every object of the CV bucket, with its metadata, in a
// folder beside it (FILE-cv: objects.json and one file per object); the restore puts the database
// into a new, empty one and every object the bucket lacks back into the bucket. Everything the
// backup writes is its owner's alone (files 0600, folders 0700): it holds every customer's data. `wrangler d1 export`
// refuses a database with a virtual table, and the blog search has four FTS5 tables (migrations
// 0002 and 0003). So the backup exports the ordinary tables by name and writes the rest of the
// schema itself: the derived tables empty, the indexes, the FTS5 tables and the triggers, then one
// UPDATE that makes the triggers fill the search tables from blog_posts again, as they do for every
// post the site saves. `--config` points wrangler at another wrangler.toml (the tests' own).
// Run through scripts/ops/db-backup.sh, which sets wrangler's no-telemetry environment first.
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { openCvBucket } from "./cv-bucket";
import { isEnvironment } from "./provision-config";
import { type Out, recorded, runAsScript, type ScriptResult, withWranglerLogs } from "./script-run";
import { d1ExecuteRows, runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");

/** The first line of every backup: the restore refuses a file without it. */
export const BACKUP_HEADER = "-- transist d1 backup";

/**
 * The tables the triggers of migrations 0002 and 0003 fill from blog_posts, keyed by its rowid. An
 * export gives blog_posts new rowids, so these are never copied: the restore rebuilds them.
 */
export const DERIVED_TABLES = [
  "blog_post_tags",
  "blog_post_search_keys",
  "blog_posts_fts",
  "blog_posts_trigram",
  "blog_posts_title_fts",
  "blog_posts_title_trigram",
];

/** Fires blog_posts_search_update once for every post, which writes each post's rows in DERIVED_TABLES. */
export const REFILL_DERIVED = "UPDATE `blog_posts` SET `id` = `id`;";

/** The tables FTS5 keeps a virtual table's index and content in. */
const FTS5_SHADOW_SUFFIXES = ["_data", "_idx", "_content", "_docsize", "_config"];

export interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

export const SCHEMA_QUERY = "SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid";

interface ColumnRow {
  tbl: string;
  name: string;
  /** The column's place in the primary key, from 1; 0 when it is not in it. */
  pk: number;
}

const COLUMNS_QUERY =
  "SELECT m.name AS tbl, c.name AS name, c.pk AS pk FROM sqlite_schema AS m, pragma_table_info(m.name) AS c WHERE m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'";

/** SQLite's own tables and D1's (`_cf_…`): never the site's, never copied. */
const isInternal = (name: string) => name.startsWith("sqlite_") || name.startsWith("_cf_");
const isVirtual = (row: SchemaRow) => row.type === "table" && /^CREATE\s+VIRTUAL\s+TABLE/i.test(row.sql ?? "");

/** The site's tables, virtual ones included: neither SQLite's, D1's nor FTS5's own. */
export function siteTables(schema: readonly SchemaRow[]): string[] {
  const shadow = new Set(schema.filter(isVirtual).flatMap((row) => FTS5_SHADOW_SUFFIXES.map((suffix) => row.name + suffix)));
  return schema.filter((row) => row.type === "table" && !isInternal(row.name) && !shadow.has(row.name)).map((row) => row.name);
}

export interface BackupPlan {
  /** Tables `wrangler d1 export --table` writes, schema and rows. */
  dataTables: string[];
  /** Statements after the rows: the derived tables, indexes, virtual tables, triggers, then the refill. */
  schemaAfterData: string[];
}

/** What to export by name and what to write after it, from the database's sqlite_schema rows. */
export function backupPlan(schema: readonly SchemaRow[]): BackupPlan {
  const virtual = schema.filter(isVirtual).map((row) => row.name);
  const lost = virtual.filter((name) => !DERIVED_TABLES.includes(name));
  if (lost.length > 0) {
    throw new Error(`Den virtuella tabellen ${lost.join(", ")} byggs inte upp från andra tabeller: dess rader skulle gå förlorade`);
  }
  const kept = new Set(siteTables(schema));
  const site = schema.filter((row) => row.sql && (row.type !== "table" || kept.has(row.name)) && !isInternal(row.name));
  const tables = site.filter((row) => row.type === "table" && !isVirtual(row));
  const derived = tables.filter((row) => DERIVED_TABLES.includes(row.name));
  const triggers = site.filter((row) => row.type === "trigger");
  const present = [...derived.map((row) => row.name), ...virtual];
  if (present.length > 0 && !triggers.some((row) => row.name === "blog_posts_search_update")) {
    throw new Error("Databasen har sökindex men ingen trigger blog_posts_search_update som kan bygga upp dem");
  }
  return {
    dataTables: tables.filter((row) => !DERIVED_TABLES.includes(row.name)).map((row) => row.name),
    schemaAfterData: [
      ...derived.map((row) => `${row.sql};`),
      ...site.filter((row) => row.type === "index").map((row) => `${row.sql};`),
      ...site.filter(isVirtual).map((row) => `${row.sql};`),
      ...site.filter((row) => row.type === "view").map((row) => `${row.sql};`),
      ...triggers.map((row) => `${row.sql};`),
      ...(present.length > 0 ? [REFILL_DERIVED] : []),
    ],
  };
}

/**
 * The rows whose text wrangler's export may have changed. The export writes a text with a line break
 * as `replace('…\n…','\n',char(10))` (and `\r` for a carriage return) without checking that the text
 * has no backslash and n of its own, which the import then turns into a line break too. Any text
 * with a backslash before an n or an r is found here, to be written again exactly.
 */
export function suspectRowsQuery(table: string, columns: readonly string[]): string {
  const quoted = columns.map((column) => `"${column.replaceAll('"', '""')}"`);
  return `SELECT * FROM "${table}" WHERE ${quoted.map((column) => `instr(${column}, '\\n') OR instr(${column}, '\\r')`).join(" OR ")}`;
}

/** A value as SQL: text as hex UTF-8, which nothing on the way can misread. */
function literal(value: unknown): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return `CAST(X'${Buffer.from(value, "utf8").toString("hex")}' AS TEXT)`;
  throw new Error(`Oväntat värde i säkerhetskopian: ${typeof value}`);
}

/** UPDATEs that write the texts of suspect rows (suspectRowsQuery) as they are, found by primary key. */
export function corrections(table: string, primaryKey: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string[] {
  if (rows.length > 0 && primaryKey.length === 0) throw new Error(`Tabellen ${table} saknar primärnyckel; raderna kan inte rättas`);
  return rows.map((row) => {
    const texts = Object.entries(row).filter(([, value]) => typeof value === "string" && /\\[nr]/.test(value));
    const set = texts.map(([column, value]) => `"${column}" = ${literal(value)}`).join(", ");
    const where = primaryKey.map((column) => `"${column}" = ${literal(row[column])}`).join(" AND ");
    return `UPDATE "${table}" SET ${set} WHERE ${where};`;
  });
}

/** The backup file: a header, what wrangler exported and its corrections, then the rest of the schema and the refill. */
export function backupFile(source: string, exported: string, fixes: readonly string[], plan: BackupPlan, now = new Date()): string {
  return [
    `${BACKUP_HEADER}: ${source}, ${now.toISOString()}`,
    `-- Restore into a new, empty database: npm run db:restore -- --file <this file> --database <name>`,
    exported.trim(),
    ...(fixes.length > 0
      ? ["-- Texts with a backslash before n or r, exactly (wrangler's export turns them into line breaks).", ...fixes]
      : []),
    "-- Not in wrangler's export (it refuses virtual tables): the rebuilt tables, indexes, FTS5 tables and triggers.",
    ...plan.schemaAfterData,
    "",
  ].join("\n");
}

interface Target {
  database: string;
  local: boolean;
  env?: string;
  config?: string;
}

function targetArgs({ database, local, env, config }: Target): string[] {
  return [database, local ? "--local" : "--remote", ...(env ? ["--env", env] : []), ...(config ? ["--config", config] : [])];
}

/** Where a run prints, and the environment of the wranglers it starts. */
interface Io {
  out: Out;
  env: NodeJS.ProcessEnv;
}

/** Rows of each statement, through `wrangler d1 execute --json`. */
function query<Row>(target: Target, sql: string, { env }: Io): Row[][] {
  return d1ExecuteRows<Row>(runWrangler(["d1", "execute", ...targetArgs(target), "--json", "--command", sql], { env }));
}

function schemaOf(target: Target, io: Io): SchemaRow[] {
  return query<SchemaRow>(target, SCHEMA_QUERY, io)[0] ?? [];
}

interface Options {
  mode: "backup" | "restore";
  local: boolean;
  env?: string;
  config?: string;
  out?: string;
  file?: string;
  database?: string;
}

export function parseArgs(argv: string[]): Options {
  const [mode, ...rest] = argv;
  if (mode !== "backup" && mode !== "restore") throw new Error("Använd npm run db:backup eller npm run db:restore");
  const options: Options = { mode, local: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const value = () => {
      const next = rest[++i];
      if (next === undefined || next.startsWith("--")) throw new Error(`${arg} behöver ett värde`);
      return next;
    };
    if (arg === "--local") options.local = true;
    else if (arg === "--env" || arg === "-e") options.env = value();
    else if (arg === "--config" || arg === "-c") options.config = resolve(value());
    else if (arg === "--out" && mode === "backup") options.out = resolve(value());
    else if (arg === "--file" && mode === "restore") options.file = resolve(value());
    else if (arg === "--database" && mode === "restore") options.database = value();
    else throw new Error(`Okänt argument: ${arg}`);
  }
  if (options.env !== undefined && !isEnvironment(options.env)) throw new Error(`Okänd miljö "${options.env}": staging eller production`);
  if (mode === "backup") {
    if (!options.out) throw new Error("Ange filen: --out backup.sql");
    if (!options.local && !options.env) throw new Error("Ange --env staging|production (den driftsatta databasen) eller --local");
  } else {
    if (!options.file) throw new Error("Ange filen: --file backup.sql");
    if (!options.database) throw new Error("Ange databasen: --database <namn> (en ny, tom databas)");
  }
  return options;
}

/** The folder beside a backup's SQL file that holds the CV bucket's objects. */
export function cvFolderOf(sqlFile: string): string {
  return `${sqlFile.replace(/\.sql$/i, "")}-cv`;
}

/** One object of the bucket in a backup's objects.json. */
export interface BackedUpObject {
  key: string;
  /** The file in the CV folder that holds its bytes. */
  file: string;
  size: number;
  sha256: string;
  httpMetadata: R2HTTPMetadata;
  customMetadata: Record<string, string>;
}

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_FOLDER = 0o700;

/** Writes a new file only its owner can read (never over an existing one). */
export function writePrivateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: OWNER_ONLY_FILE, flag: "wx" });
  // The mode above is narrowed by the umask only, never widened; chmod makes it exact.
  chmodSync(path, OWNER_ONLY_FILE);
}

/** Makes a folder only its owner can enter (and its missing parents). */
export function makePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  chmodSync(path, OWNER_ONLY_FOLDER);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function bucketTarget(options: Options) {
  return { config: options.config ?? join(root, "wrangler.toml"), local: options.local, env: options.env };
}

/** Every object of the CV bucket, bytes and metadata, into the folder beside the SQL file. */
async function backupCvs(options: Options, folder: string, { out }: Io): Promise<number> {
  const { bucket, name, dispose } = await openCvBucket(bucketTarget(options));
  try {
    makePrivateFolder(folder);
    const objects: BackedUpObject[] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ cursor, include: ["httpMetadata", "customMetadata"] });
      for (const listed of page.objects) {
        const object = await bucket.get(listed.key);
        if (!object) continue; // Deleted since the listing (retention, an erasure): nothing to keep.
        const bytes = new Uint8Array(await object.arrayBuffer());
        const file = String(objects.length + 1).padStart(6, "0");
        writePrivateFile(join(folder, file), bytes);
        objects.push({
          key: object.key,
          file,
          size: bytes.byteLength,
          sha256: sha256(bytes),
          httpMetadata: object.httpMetadata ?? {},
          customMetadata: object.customMetadata ?? {},
        });
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    writePrivateFile(join(folder, "objects.json"), `${JSON.stringify(objects, null, 2)}\n`);
    out.log(`CV-bucketen ${name}: ${objects.length} objekt med metadata i ${folder}`);
    return objects.length;
  } finally {
    await dispose();
  }
}

/** Every object of the backup that the bucket lacks, back with its metadata; objects already there are left as they are. */
async function restoreCvs(options: Options, folder: string, { out }: Io): Promise<void> {
  const objects = JSON.parse(readFileSync(join(folder, "objects.json"), "utf8")) as BackedUpObject[];
  // Every file is checked before anything is written: a damaged backup restores nothing.
  const files = objects.map((object) => {
    const bytes = new Uint8Array(readFileSync(join(folder, object.file)));
    if (bytes.byteLength !== object.size || sha256(bytes) !== object.sha256) throw new Error(`${object.file} i ${folder} är skadad`);
    return bytes;
  });
  const { bucket, name, dispose } = await openCvBucket(bucketTarget(options));
  try {
    let restored = 0;
    for (const [index, object] of objects.entries()) {
      // The bucket may hold newer objects than the backup (and the erasure ledger): never overwritten.
      if (await bucket.head(object.key)) continue;
      await bucket.put(object.key, files[index]!, { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
      restored++;
    }
    out.log(`CV-bucketen ${name}: ${restored} objekt återställda, ${objects.length - restored} fanns redan`);
  } finally {
    await dispose();
  }
}

async function backup(options: Options, io: Io) {
  const out = options.out!;
  if (existsSync(out)) throw new Error(`${out} finns redan; välj en ny fil`);
  const cvFolder = cvFolderOf(out);
  if (existsSync(cvFolder)) throw new Error(`${cvFolder} finns redan; välj en ny fil`);
  // A folder made for the backups is private; one that already exists is the operator's to keep.
  if (!existsSync(dirname(out))) makePrivateFolder(dirname(out));
  const target: Target = { database: "DB", local: options.local, env: options.env, config: options.config };
  const [schemaRows, columnRows] = query<unknown>(target, `${SCHEMA_QUERY};\n${COLUMNS_QUERY}`, io);
  const schema = (schemaRows ?? []) as SchemaRow[];
  const columns = (columnRows ?? []) as ColumnRow[];
  const plan = backupPlan(schema);
  const columnsOf = (table: string) => columns.filter((column) => column.tbl === table);
  const dir = mkdtempSync(join(tmpdir(), "transist-backup-"));
  try {
    const exported = join(dir, "export.sql");
    const tables = plan.dataTables.flatMap((table) => ["--table", table]);
    runWrangler(["d1", "export", ...targetArgs(target), ...tables, "--output", exported, "--skip-confirmation"], {
      echo: true,
      ...io,
    });
    const suspects = query<Record<string, unknown>>(
      target,
      plan.dataTables
        .map((table) =>
          suspectRowsQuery(
            table,
            columnsOf(table).map((column) => column.name),
          ),
        )
        .join(";\n"),
      io,
    );
    const fixes = plan.dataTables.flatMap((table, index) =>
      corrections(
        table,
        columnsOf(table)
          .filter((column) => column.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((column) => column.name),
        suspects[index] ?? [],
      ),
    );
    const source = `${options.local ? "lokal" : "driftsatt"} databas DB${options.env ? ` i ${options.env}` : ""}`;
    writePrivateFile(out, backupFile(source, readFileSync(exported, "utf8"), fixes, plan));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  io.out.log(`Säkerhetskopian ligger i ${out}: ${plan.dataTables.length} tabeller med rader, sökindexen byggs upp vid återställningen.`);
  await backupCvs(options, cvFolder, io);
}

async function restore(options: Options, io: Io) {
  const file = options.file!;
  if (!existsSync(file)) throw new Error(`${file} finns inte`);
  if (!readFileSync(file, "utf8").startsWith(BACKUP_HEADER)) {
    throw new Error(`${file} är ingen säkerhetskopia från npm run db:backup`);
  }
  const cvFolder = cvFolderOf(file);
  if (!existsSync(join(cvFolder, "objects.json")))
    throw new Error(`${cvFolder}/objects.json saknas: säkerhetskopians CV:n ska ligga bredvid filen`);
  const target: Target = { database: options.database!, local: options.local, env: options.env, config: options.config };
  const existing = siteTables(schemaOf(target, io));
  if (existing.length > 0) {
    throw new Error(`Databasen ${target.database} har redan tabeller (${existing.join(", ")}): återställ till en ny, tom databas`);
  }
  runWrangler(["d1", "execute", ...targetArgs(target), "--file", file, "--yes"], { echo: true, ...io });
  const tables = siteTables(schemaOf(target, io));
  const counts = query<{ rows: number }>(target, tables.map((table) => `SELECT count(*) AS rows FROM "${table}"`).join(";\n"), io);
  io.out.log(`Återställd till ${target.database}, rader per tabell:`);
  for (const [index, table] of tables.entries()) io.out.log(`  ${table}: ${counts[index]?.[0]?.rows ?? "?"}`);
  await restoreCvs(options, cvFolder, io);
  for (const line of afterRestoreCommands(options)) io.out.log(line);
}

/**
 * What the operator runs next: a restore brings back everyone erased after the copy was taken, and
 * a bucket restored from an older copy has lost the newest erasures from its ledger.
 */
export function afterRestoreCommands(options: Pick<Options, "env" | "local" | "config">): string[] {
  const target = options.env ? ` --remote --env ${options.env}` : "";
  const config = options.config ? ` --config ${options.config}` : "";
  return [
    "Kör nu, i den här ordningen (docs/drift.md: Registerutdrag och radering):",
    `  1. npm run gdpr -- ledger-copy --file <reskontrans kopia>${target}${config}`,
    `  2. npm run gdpr -- reapply${target}${config}`,
  ];
}

/**
 * `npm run db:backup -- …` and `npm run db:restore -- …` (the mode is the first argument) as a
 * function: `env` is the environment of the wranglers it starts; `out` sees each line as it is printed.
 */
export async function dbBackup(
  argv: string[],
  { env = process.env, out }: { env?: NodeJS.ProcessEnv; out?: Out } = {},
): Promise<ScriptResult> {
  return recorded(out, (print) =>
    withWranglerLogs(env, async (wranglerEnv) => {
      const options = parseArgs(argv);
      const io = { out: print, env: wranglerEnv };
      if (options.mode === "backup") await backup(options, io);
      else await restore(options, io);
    }),
  );
}

// An explicit exit (runAsScript's): what wrangler's platform proxy leaves behind must not keep the run alive.
runAsScript(import.meta.url, dbBackup);
