// npm run outbox -- list [--env staging|production] [--persist-to DIR]
// npm run outbox -- retry [--id ID] [--env staging|production] [--persist-to DIR]
// npm run outbox -- dismiss [--id ID] [--env staging|production] [--persist-to DIR]
//
// What an operator does when an alert says a notification failed: see the mails that have not gone
// (list), send the failed ones again at the next cron run (retry), or mark them handled once the
// lead has been dealt with by hand (dismiss). Either of the last two turns /healthz green again.
// With --env the command reaches that environment's database (`wrangler d1 execute DB --remote
// --env …`); without it, the local database wrangler dev uses (.wrangler/state, or --persist-to).
// It shows ids, kinds, counts, times and the error, never a lead's data: the subject and the text
// name the visitor, and the error has had its addresses taken out when it was stored.
import { join, resolve } from "node:path";
import { assertEnvironment, readFlags } from "./cli-flags";
import { type Out, recorded, runAsScript, type ScriptResult, withWranglerLogs } from "./script-run";
import { d1ExecuteRows, runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");
const COMMANDS = ["list", "retry", "dismiss"] as const;
type Command = (typeof COMMANDS)[number];

const USAGE = `Användning:
  npm run outbox -- list [--env staging|production] [--persist-to MAPP]
  npm run outbox -- retry [--id ID] [--env staging|production] [--persist-to MAPP]
  npm run outbox -- dismiss [--id ID] [--env staging|production] [--persist-to MAPP]`;

interface Options {
  command: Command;
  id: string | undefined;
  env: string | undefined;
  persistTo: string;
}

function parseArgs(argv: string[]): Options {
  const [command, ...rest] = argv;
  if (!COMMANDS.includes(command as Command)) throw new Error(USAGE);
  const options: Options = { command: command as Command, id: undefined, env: undefined, persistTo: join(root, ".wrangler/state") };
  readFlags(rest, USAGE, (name, value) => {
    if (name === "--env") options.env = value();
    else if (name === "--id") options.id = value();
    else if (name === "--persist-to") options.persistTo = resolve(value());
    else return false;
    return true;
  });
  assertEnvironment(options.env);
  if (options.id !== undefined && !/^[0-9A-Za-z-]{1,64}$/.test(options.id)) throw new Error("--id ska vara en rads id ur list");
  return options;
}

interface Row {
  id: string;
  lead_type: string;
  recipient: string;
  status: string;
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  last_error: string | null;
}

/** The SQL of each command: only rows that have not gone, and for retry and dismiss only failed ones. */
function statement({ command, id }: Pick<Options, "command" | "id">, now = new Date()): string {
  const which = `status = 'failed'${id ? ` AND id = '${id}'` : ""}`;
  const columns = "id, lead_type, recipient, status, attempts, created_at, next_attempt_at, last_error";
  switch (command) {
    case "list":
      return `SELECT ${columns} FROM outbox WHERE status NOT IN ('sent', 'dismissed') ORDER BY created_at`;
    case "retry":
      // Back to the start of its back-off: due at once, with every attempt ahead of it again, and
      // waiting from now (queued_at), so /healthz does not count the lead's age as a delay.
      return `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = '${now.toISOString()}', queued_at = '${now.toISOString()}', claimed_until = NULL WHERE ${which} RETURNING ${columns}`;
    case "dismiss":
      return `UPDATE outbox SET status = 'dismissed', claimed_until = NULL WHERE ${which} RETURNING ${columns}`;
  }
}

function table(rows: Row[]): string {
  const header = ["id", "typ", "till", "status", "försök", "skapad", "nästa försök", "fel"];
  const lines = rows.map((row) => [
    row.id,
    row.lead_type,
    row.recipient === "visitor" ? "besökaren" : "företaget",
    row.status,
    String(row.attempts),
    row.created_at,
    row.next_attempt_at,
    (row.last_error ?? "").slice(0, 120),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Rows of one statement against the local database under `persistTo`. */
export type LocalQuery = (persistTo: string, sql: string) => Promise<unknown[]>;

/**
 * `npm run outbox -- …` as a function: `env` is the environment of the wrangler it starts; `out`
 * sees each line as it is printed; `localQuery`, when given, reaches the local database in place of
 * `wrangler d1 execute --local` (a caller that already has it open).
 */
export async function outbox(
  argv: string[],
  { env = process.env, out, localQuery }: { env?: NodeJS.ProcessEnv; out?: Out; localQuery?: LocalQuery } = {},
): Promise<ScriptResult> {
  return recorded(out, (print) => withWranglerLogs(env, async (wranglerEnv) => run(argv, wranglerEnv, print, localQuery)));
}

async function run(argv: string[], env: NodeJS.ProcessEnv, out: Out, localQuery: LocalQuery | undefined): Promise<void> {
  const options = parseArgs(argv);
  const target = options.env ? ["--remote", "--env", options.env] : ["--local", "--persist-to", options.persistTo];
  const where = options.env ? `utkorgen i ${options.env}` : `den lokala utkorgen (${options.persistTo})`;
  const sql = statement(options);
  const [rows = []] =
    localQuery && !options.env
      ? [(await localQuery(options.persistTo, sql)) as Row[]]
      : d1ExecuteRows<Row>(runWrangler(["d1", "execute", "DB", ...target, "--json", "--command", sql], { env }));
  if (options.command === "list") {
    out.log(rows.length ? `${rows.length} oskickade i ${where}:\n${table(rows)}` : `Inget oskickat i ${where}.`);
    return;
  }
  if (rows.length === 0) {
    out.log(`Inga misslyckade${options.id ? ` med id ${options.id}` : ""} i ${where}.`);
    return;
  }
  out.log(table(rows));
  out.log(
    options.command === "retry"
      ? `${rows.length} skickas igen vid nästa körning av cron (inom 5 minuter).`
      : `${rows.length} markerade som hanterade; de skickas inte.`,
  );
}

runAsScript(import.meta.url, outbox);
