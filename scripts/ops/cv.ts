// npm run cv -- TR-XXXXXXXX [--out FILE] [--env staging|production] [--persist-to DIR]
//
// Copies one job application's CV from the CV bucket to a file, found by the reference the company's
// notification names. What the company does when a notification came without its CV because Email
// Service refused the message for its size: the notification says so and names this command.
// With --env the command reaches that environment's database and bucket (`wrangler … --remote`);
// without it, the local state wrangler dev uses (.wrangler/state, or --persist-to). It prints the
// file's path and size, never the applicant's name or the uploaded file's name. The file is its
// owner's alone (0600), as every other operator output is, and a folder the command makes is 0700.
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { bucketOf } from "./cv-bucket";
import { assertEnvironment, readFlags } from "./cli-flags";
import { type Out, recorded, runAsScript, type ScriptResult } from "./script-run";
import { d1ExecuteRows, runWrangler as runWranglerIn } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");
const USAGE = "Användning:\n  npm run cv -- TR-XXXXXXXX [--out FIL] [--env staging|production] [--persist-to MAPP]";

interface CvOptions {
  /** The first eight hex digits of the application's id, lower case. */
  idPrefix: string;
  reference: string;
  out: string;
  env: string | undefined;
  persistTo: string;
}

function parseCvArgs(argv: string[]): CvOptions {
  const [reference, ...rest] = argv;
  const match = /^TR-([0-9A-F]{8})$/i.exec(reference?.trim() ?? "");
  if (!match) throw new Error(`Ange ansökans referens som den står i mejlet, t.ex. TR-1A2B3C4D.\n${USAGE}`);
  const normalised = `TR-${match[1]!.toUpperCase()}`;
  const options: CvOptions = {
    idPrefix: match[1]!.toLowerCase(),
    reference: normalised,
    out: join(root, "exports", "cv", `${normalised}.pdf`),
    env: undefined,
    persistTo: join(root, ".wrangler/state"),
  };
  readFlags(rest, USAGE, (name, value) => {
    if (name === "--out") options.out = resolve(value());
    else if (name === "--env") options.env = value();
    else if (name === "--persist-to") options.persistTo = resolve(value());
    else return false;
    return true;
  });
  assertEnvironment(options.env);
  return options;
}

/** The applications whose reference this is: its id's first eight hex digits (the prefix is checked hex, so it is safe in the SQL). */
function applicationStatement(idPrefix: string): string {
  return `SELECT id, cv_key FROM job_applications WHERE substr(lower(replace(id, '-', '')), 1, 8) = '${idPrefix}'`;
}

async function run(argv: string[], env: NodeJS.ProcessEnv, out: Out): Promise<void> {
  const options = parseCvArgs(argv);
  const runWrangler = (args: string[]) => runWranglerIn(args, { env });
  const remote = options.env !== undefined;
  const target = remote ? ["--remote", "--env", options.env!] : ["--local", "--persist-to", options.persistTo];
  const where = remote ? `ansökningarna i ${options.env}` : `de lokala ansökningarna (${options.persistTo})`;
  const [rows = []] = d1ExecuteRows<{ id: string; cv_key: string | null }>(
    runWrangler(["d1", "execute", "DB", ...target, "--json", "--command", applicationStatement(options.idPrefix)]),
  );
  if (rows.length === 0) throw new Error(`Ingen ansökan med referensen ${options.reference} i ${where}.`);
  if (rows.length > 1)
    throw new Error(`${rows.length} ansökningar har referensen ${options.reference}; hämta CV:t med npm run gdpr -- export.`);
  const key = rows[0]!.cv_key;
  if (!key) throw new Error(`Ansökan ${options.reference} skickades utan CV.`);
  const bucket = await bucketOf(join(root, "wrangler.toml"), options.env);
  // Locally a bucket has no jurisdiction; remotely the object API must be told the bucket's.
  const objectTarget = [...target, ...(remote && bucket.jurisdiction ? ["--jurisdiction", bucket.jurisdiction] : [])];
  // Folders it makes are 0700 (an operator's own folder given with --out is left as it is).
  mkdirSync(dirname(options.out), { recursive: true, mode: 0o700 });
  // wrangler writes with the process's umask (0644): into a folder of the command's own (mkdtemp:
  // 0700) beside the target, made 0600 there, and only then moved into place.
  const staging = mkdtempSync(join(dirname(options.out), ".cv-"));
  try {
    const file = join(staging, basename(options.out));
    try {
      runWrangler(["r2", "object", "get", `${bucket.name}/${key}`, ...objectTarget, "--file", file]);
    } catch (error) {
      if (/does not exist|not found|NoSuchKey/i.test(String(error))) {
        throw new Error(`CV:t till ${options.reference} finns inte längre i CV-arkivet (det kan ha gallrats eller raderats på begäran).`);
      }
      throw error;
    }
    chmodSync(file, 0o600);
    renameSync(file, options.out);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  out.log(`CV:t till ${options.reference} är sparat i ${options.out} (${Math.max(1, Math.round(statSync(options.out).size / 1024))} kB).`);
}

/** `npm run cv -- …` as a function: `env` is the environment of the wranglers it starts; `out` sees each line. */
export async function cv(argv: string[], { env = process.env, out }: { env?: NodeJS.ProcessEnv; out?: Out } = {}): Promise<ScriptResult> {
  return recorded(out, (print) => run(argv, env, print));
}

runAsScript(import.meta.url, cv);
