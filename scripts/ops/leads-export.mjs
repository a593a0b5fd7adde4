// npm run leads:export [-- --since YYYY-MM-DD] [--remote --env staging|production] [--csv [--comma]] [--out DIR] [--persist-to DIR]
//
// Writes the quotes, bookings, job applications and (confirmed) newsletter subscribers created since a date
// under exports/ (git-ignored), readable by its owner only. By default one .xlsx workbook, a sheet
// per table, which Excel and LibreOffice open as it is: Swedish column headers, every text (a phone
// number such as +46701740651 among them) a text cell shown exactly as stored, the times as dates
// in Swedish local time. A CSV cannot promise that: Excel reads +46701740651 as a number. --csv
// writes one CSV file per table instead: UTF-8 with a byte order mark, quoted as RFC 4180 says,
// semicolon-separated because Swedish Excel expects that (--comma for comma).
// Reads the local database (.wrangler/state) unless --remote is given, which needs the environment:
// the top level of wrangler.toml is the local configuration. Nothing is written outside the output
// folder: wrangler's own log, which would hold every row, goes to a temporary folder that is removed.
// Run through scripts/ops/leads-export.sh, which sets wrangler's no-telemetry environment first.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format } from "node:util";
import { getTableColumns } from "drizzle-orm";
import writeExcelFile from "write-excel-file/node";
import { bookingFields } from "../../app/forms/booking/booking-definition.ts";
import { contactFields } from "../../app/forms/contact/contact-definition.ts";
import { jobApplicationColumnsNotAsked, jobApplicationFields } from "../../app/forms/job-application/job-application-definition.ts";
import { newsletterColumnsNotAsked, newsletterFields } from "../../app/forms/newsletter/newsletter-definition.ts";
import { quickContactFields } from "../../app/forms/quick-contact/quick-contact-definition.ts";
import { quoteWorkbookHeaders } from "../../app/forms/quote/quote-definition.ts";
import { workbookHeaders } from "../../app/forms/shared/form-definition.ts";
import { bookings, jobApplications, newsletterSubscriptions, quotes } from "../../app/server/db/schema.ts";

const root = resolve(fileURLToPath(import.meta.url), "../../..");

export const EXPORTS = [
  { table: "quotes", file: "offertforfragningar", sheet: "Offertförfrågningar" },
  { table: "bookings", file: "bokningar", sheet: "Bokningar" },
  { table: "job_applications", file: "jobbansokningar", sheet: "Jobbansökningar" },
  { table: "newsletter_subscriptions", file: "nyhetsbrev", sheet: "Nyhetsbrev" },
];

/**
 * The column headers the office reads; a column not named here keeps its own name. A form's columns
 * are its fields' labels, as the company's mail has them; where two forms fill one column (the
 * bookings table's three, the quote's and the booking's property_size), the last spread here
 * names it. The columns no form fills are named below.
 */
export const HEADERS = {
  ...workbookHeaders(newsletterFields, newsletterColumnsNotAsked),
  ...workbookHeaders(jobApplicationFields, jobApplicationColumnsNotAsked),
  ...workbookHeaders(bookingFields),
  ...workbookHeaders(quickContactFields),
  ...workbookHeaders(contactFields),
  ...quoteWorkbookHeaders(),
  id: "Id",
  created_at: "Inkommen",
  source: "Formulär",
  status: "Status",
  confirmed_at: "Bekräftad",
};

/** Columns that hold a stored UTC time, shown as Stockholm's wall-clock time. */
const TIME_COLUMNS = new Set(["created_at", "confirmed_at"]);

/** Yes/no columns, stored as 0 and 1: the tables' boolean columns. */
const YES_NO_COLUMNS = new Set(
  [bookings, quotes, jobApplications, newsletterSubscriptions].flatMap((table) =>
    Object.values(getTableColumns(table))
      .filter((column) => column.columnType === "SQLiteBoolean")
      .map((column) => column.name),
  ),
);

const TIME_ZONE = "Europe/Stockholm";
const stockholmParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * A stored UTC time as the wall-clock time in Stockholm. A spreadsheet's date has no time zone: the
 * Date returned carries Stockholm's wall-clock time in its UTC fields, which is what the cell shows.
 */
export function stockholmWallClock(iso) {
  const parts = Object.fromEntries(stockholmParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}

const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";
const DATE_FORMAT = "yyyy-mm-dd";

/**
 * The Text number format ("@"), given to every text cell: a spreadsheet program keeps what is typed
 * into such a cell as text, so editing one (F2, Enter) never turns "=HYPERLINK(…)" into a live formula.
 */
const TEXT_FORMAT = "@";

/** One cell of the workbook: every text a text cell in the Text format (never a number or a formula), times in Stockholm. */
export function sheetCell(column, value) {
  if (value === null || value === undefined || value === "") return null;
  if (YES_NO_COLUMNS.has(column) && (value === 0 || value === 1)) return { type: String, value: value ? "Ja" : "Nej", format: TEXT_FORMAT };
  if (typeof value === "number") return { type: Number, value };
  const text = String(value);
  if (TIME_COLUMNS.has(column) && !Number.isNaN(Date.parse(text))) {
    return { type: Date, value: stockholmWallClock(text), format: DATE_TIME_FORMAT };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && isDate(text)) return { type: Date, value: new Date(`${text}T00:00:00Z`), format: DATE_FORMAT };
  let shown = text;
  if (LIST_COLUMNS.has(column) && text.startsWith("[")) {
    try {
      const list = JSON.parse(text);
      if (Array.isArray(list)) shown = list.join(", ");
    } catch {
      // Not JSON after all: exported as stored.
    }
  }
  return { type: String, value: shown, format: TEXT_FORMAT };
}

/**
 * Marks the Text format's cell styles with the quote prefix as well (`quotePrefix="1"`), Excel's and
 * LibreOffice's own "this cell is text" flag, which an edit keeps: write-excel-file has no option
 * for it, so this feature adds it to styles.xml as the file is written.
 */
export const quotePrefixedText = {
  files: {
    transform: {
      "xl/styles.xml": {
        transform(xml) {
          const ids = [...xml.matchAll(/<numFmt numFmtId="(\d+)" formatCode="@"\s*\/>/g)].map((match) => match[1]);
          return xml.replace(/<xf ([^>]*)>/g, (tag, attributes) => {
            const id = /numFmtId="(\d+)"/.exec(attributes)?.[1];
            if (!ids.includes(id) || attributes.includes("quotePrefix")) return tag;
            return `<xf ${attributes.trimEnd()} quotePrefix="1">`;
          });
        },
      },
    },
  },
};

/** The workbook's sheets: a header row of Swedish names, then one row per record. */
export function workbookSheets(tables) {
  return tables.map(({ sheet, columns, rows }) => ({
    sheet,
    stickyRowsCount: 1,
    columns: columns.map((column) => ({
      width: TIME_COLUMNS.has(column) ? 17 : Math.min(40, Math.max(10, (HEADERS[column] ?? column).length + 2)),
    })),
    data: [
      columns.map((column) => ({ type: String, value: HEADERS[column] ?? column, fontWeight: "bold" })),
      ...rows.map((row) => columns.map((column) => sheetCell(column, row[column]))),
    ],
  }));
}

/** Columns stored as JSON lists; exported as "a, b" so a person can read them. */
const LIST_COLUMNS = new Set(["additional_services", "special_items", "included_services", "storage_areas"]);

const BOM = "\uFEFF";

export function parseArgs(argv) {
  const options = {
    since: "1970-01-01",
    remote: false,
    env: undefined,
    format: "xlsx",
    delimiter: ";",
    out: join(root, "exports"),
    persistTo: undefined,
  };
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
    else if (arg === "--csv") options.format = "csv";
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
  // A newsletter sign-up is a subscriber only once its owner has confirmed the address.
  const confirmed = table === "newsletter_subscriptions" ? " AND confirmed_at IS NOT NULL" : "";
  return `SELECT * FROM "${table}" WHERE created_at >= '${since}'${confirmed} ORDER BY created_at, id`;
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

/** Runs SQL statements in one wrangler call (in `env`); one list of rows per statement. */
function runQueries(statements, options, env) {
  const sql = statements.join(";\n");
  const args = [
    join(root, "node_modules/wrangler/bin/wrangler.js"),
    "d1",
    "execute",
    "DB",
    options.remote ? "--remote" : "--local",
    "--json",
    "--command",
    sql,
  ];
  if (options.persistTo && !options.remote) args.push("--persist-to", options.persistTo);
  if (options.env) args.push("--env", options.env);
  // wrangler copies what it prints, every row here, into a log that outlives the run
  // (~/.config/.wrangler/logs); this run's goes to a folder of its own, removed at once.
  const logs = mkdtempSync(join(tmpdir(), "transist-leads-logs-"));
  let output;
  try {
    // The wrangler npx would find, started by this node directly: npx's own start is paid on every call.
    output = execFileSync(process.execPath, args, {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 512 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...env, WRANGLER_LOG_PATH: logs },
    });
  } catch (error) {
    const detail = [error.stdout, error.stderr].filter(Boolean).join("\n").trim();
    throw new Error(`wrangler d1 execute misslyckades: ${detail || error.message}`);
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
  const parsed = JSON.parse(output.slice(output.indexOf("[")));
  if (!Array.isArray(parsed) || parsed.length !== statements.length) throw new Error("Oväntat svar från wrangler d1 execute");
  return parsed.map((result) => result.results ?? []);
}

/** The export holds every customer's data: a folder made for it is its owner's, and so is every file. */
function privateOut(folder) {
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
  }
}

function writePrivate(path, data) {
  writeFileSync(path, data, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export async function exportLeads(options, env = process.env) {
  // Column names come from the schema, so a table without rows still gets its header row.
  const results = runQueries(
    EXPORTS.flatMap(({ table }) => [`SELECT name FROM pragma_table_info('${table}')`, exportQuery(table, options.since)]),
    options,
    env,
  );
  privateOut(options.out);
  const tables = EXPORTS.map(({ table, file, sheet }, index) => ({
    table,
    file,
    sheet,
    columns: results[index * 2].map((column) => column.name),
    rows: results[index * 2 + 1],
  }));
  if (options.format === "xlsx") {
    const path = join(options.out, `leads-sedan-${options.since}.xlsx`);
    writePrivate(path, await writeExcelFile(workbookSheets(tables), { features: [quotePrefixedText] }).toBuffer());
    return tables.map(({ table, rows }) => ({ table, path, rows: rows.length }));
  }
  return tables.map(({ table, file, columns, rows }) => {
    const path = join(options.out, `${file}-sedan-${options.since}.csv`);
    writePrivate(path, toCsv(columns, rows, options.delimiter));
    return { table, path, rows: rows.length };
  });
}

/**
 * `npm run leads:export -- …` as a function: `env` is the environment of the wrangler it starts;
 * `out` (console-like) sees each line as it is printed. Answers the exit code and what it printed.
 */
export async function leadsExport(argv, { env = process.env, out } = {}) {
  const printed = { stdout: "", stderr: "" };
  const print = (stream, line) => {
    printed[stream] += `${format(line)}\n`;
    out?.[stream === "stdout" ? "log" : "error"](line);
  };
  try {
    const options = parseArgs(argv);
    print(
      "stdout",
      `Exporterar leads sedan ${options.since} från ${options.remote ? "den driftsatta databasen (--remote)" : "den lokala databasen"} …`,
    );
    for (const { table, path, rows } of await exportLeads(options, env)) print("stdout", `  ${table}: ${rows} rader -> ${path}`);
    return { code: 0, ...printed };
  } catch (error) {
    print("stderr", error instanceof Error ? error.message : error);
    return { code: 1, ...printed };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { code } = await leadsExport(process.argv.slice(2), { out: console });
  if (code !== 0) process.exit(code);
}
