// npm run leads:export [-- --since YYYY-MM-DD] [--remote --env staging|production] [--comma] [--out DIR] [--persist-to DIR]
//
// Writes the quotes, bookings, job applications and newsletter subscriptions created since a date
// as one CSV file each under exports/ (git-ignored): UTF-8 with a byte order mark so Excel shows
// å, ä and ö, quoted as RFC 4180 says, semicolon-separated because Swedish Excel expects that
// (--comma for comma). Reads the local database (.wrangler/state) unless --remote is given, which
// needs the environment: the top level of wrangler.toml is the local configuration.
// Run through scripts/leads-export.sh, which sets wrangler's no-telemetry environment first.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");

export const EXPORTS = [
  { table: "quotes", file: "offertforfragningar" },
  { table: "bookings", file: "bokningar" },
  { table: "job_applications", file: "jobbansokningar" },
  { table: "newsletter_subscriptions", file: "nyhetsbrev" },
];

/** Columns stored as JSON lists; exported as "a, b" so a person can read them. */
const LIST_COLUMNS = new Set(["additional_services", "special_items", "included_services", "storage_areas"]);

const BOM = "\uFEFF";

export function parseArgs(argv) {
  const options = { since: "1970-01-01", remote: false, env: undefined, delimiter: ";", out: join(root, "exports"), persistTo: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} behöver ett värde`);
      return next;
    };
    if (arg === "--since") options.since = value();
    else if (arg.startsWith("--since=")) options.since = arg.slice("--since=".length);
    else if (arg === "--remote") options.remote = true;
    else if (arg === "--local") options.remote = false;
    else if (arg === "--env") options.env = value();
    else if (arg.startsWith("--env=")) options.env = arg.slice("--env=".length);
    else if (arg === "--comma") options.delimiter = ",";
    else if (arg === "--out") options.out = resolve(value());
    else if (arg === "--persist-to") options.persistTo = resolve(value());
    else throw new Error(`Okänt argument: ${arg}`);
  }
  if (!isDate(options.since)) throw new Error(`--since ska vara ett datum som 2026-01-31, inte ${JSON.stringify(options.since)}`);
  if (options.env !== undefined && !["staging", "production"].includes(options.env)) {
    throw new Error(`Okänd miljö ${JSON.stringify(options.env)}: staging eller production`);
  }
  if (options.remote && options.env === undefined) throw new Error("--remote behöver miljön: --env staging eller --env production");
  return options;
}

function isDate(text) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The query for one table; `since` is checked to be a plain date before it gets here. */
export function exportQuery(table, since) {
  if (!EXPORTS.some((entry) => entry.table === table)) throw new Error(`Okänd tabell ${table}`);
  if (!isDate(since)) throw new Error(`Ogiltigt datum ${since}`);
  return `SELECT * FROM "${table}" WHERE created_at >= '${since}' ORDER BY created_at, id`;
}

/**
 * What may stand before a formula's first character without a person seeing it: controls,
 * whitespace and separators (the ideographic space among them), and the invisible format
 * characters (zero-width space and joiners, the byte order mark, the bidi marks, embeddings,
 * overrides and isolates).
 */
const INVISIBLE_START = /^[\p{Cc}\p{Cf}\p{Z}\s]+/u;

/**
 * Would a spreadsheet read this cell as a formula? It starts with =, @, + or - (or their full-width
 * forms, which Excel also accepts), maybe after invisible characters; a plain signed number such as
 * a phone number (+46701234567) is not one. A cell that starts with a control is always defused:
 * no answer a person typed starts with one.
 */
export function startsFormula(text) {
  if (/^\p{Cc}/u.test(text)) return true;
  const start = text.replace(INVISIBLE_START, "");
  if (/^[=@\uff1d\uff20]/u.test(start)) return true;
  return /^[+\-\uff0b\uff0d]/u.test(start) && !/^[+-]\d[\d ]*$/.test(start);
}

/**
 * A cell as text. Text that Excel would run as a formula (=, @, or + and - not followed by a plain
 * number) gets a leading apostrophe: the rows come from anonymous visitors.
 */
export function cellText(column, value) {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (LIST_COLUMNS.has(column) && text.startsWith("[")) {
    try {
      const list = JSON.parse(text);
      if (Array.isArray(list)) text = list.join(", ");
    } catch {
      // Not JSON after all: exported as stored.
    }
  }
  if (startsFormula(text)) text = `'${text}`;
  return text;
}

/** RFC 4180: a field with the delimiter, a quote, a line break or edge spaces is quoted, quotes doubled. */
export function csvField(text, delimiter = ";") {
  if (text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim()) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** The whole file: BOM, header row, one row per record, CRLF line ends. */
export function toCsv(columns, rows, delimiter = ";") {
  const lines = [columns.map((column) => csvField(column, delimiter)).join(delimiter)];
  for (const row of rows) lines.push(columns.map((column) => csvField(cellText(column, row[column]), delimiter)).join(delimiter));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** Runs SQL statements in one wrangler call; one list of rows per statement. */
function runQueries(statements, options) {
  const sql = statements.join(";\n");
  const args = ["wrangler", "d1", "execute", "DB", options.remote ? "--remote" : "--local", "--json", "--command", sql];
  if (options.persistTo && !options.remote) args.push("--persist-to", options.persistTo);
  if (options.env) args.push("--env", options.env);
  let output;
  try {
    output = execFileSync("npx", args, { cwd: root, encoding: "utf8", maxBuffer: 512 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const detail = [error.stdout, error.stderr].filter(Boolean).join("\n").trim();
    throw new Error(`wrangler d1 execute misslyckades: ${detail || error.message}`);
  }
  const parsed = JSON.parse(output.slice(output.indexOf("[")));
  if (!Array.isArray(parsed) || parsed.length !== statements.length) throw new Error("Oväntat svar från wrangler d1 execute");
  return parsed.map((result) => result.results ?? []);
}

export function exportLeads(options) {
  // Column names come from the schema, so a table without rows still gets its header row.
  const results = runQueries(
    EXPORTS.flatMap(({ table }) => [`SELECT name FROM pragma_table_info('${table}')`, exportQuery(table, options.since)]),
    options,
  );
  mkdirSync(options.out, { recursive: true });
  const written = [];
  for (const [index, { table, file }] of EXPORTS.entries()) {
    const columns = results[index * 2].map((column) => column.name);
    const rows = results[index * 2 + 1];
    const path = join(options.out, `${file}-sedan-${options.since}.csv`);
    writeFileSync(path, toCsv(columns, rows, options.delimiter), "utf8");
    written.push({ table, path, rows: rows.length });
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    console.log(
      `Exporterar leads sedan ${options.since} från ${options.remote ? "den driftsatta databasen (--remote)" : "den lokala databasen"} …`,
    );
    for (const { path, rows } of exportLeads(options)) console.log(`  ${rows} rader -> ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
