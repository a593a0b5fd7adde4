// npm run gdpr -- export --email ADDRESS [--out DIR] [--remote --env ENV | --wrangler] [--persist-to DIR]
// npm run gdpr -- erase --email ADDRESS [--remote --env ENV | --wrangler] [--persist-to DIR]
//
// A data subject's requests (app/server/privacy/data-subject.server.ts holds the tables and the SQL).
// export writes every row that holds the address, one JSON file per table, and the person's CVs
// from R2 into one folder; erase deletes the same rows and files and records the erasure in
// `erasures` without the address. Both print what they found or deleted, never the address.
//
// Where: the local state wrangler dev uses (.wrangler/state, or --persist-to), through the bindings
// wrangler's getPlatformProxy gives, the same a Worker sees. --remote sends the same SQL through
// `wrangler d1 execute DB --remote --env ENV` and reaches that environment's bucket (in the EU
// jurisdiction) with `wrangler r2 object … --remote`: the top level of wrangler.toml is the local one;
// --wrangler takes that command-line path against the local state. Run through scripts/gdpr.sh,
// which turns wrangler's telemetry off first.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import {
  checkSubjectAddress,
  eraseSubject,
  exportSubject,
  type Row,
  type SubjectAddress,
  type SubjectStore,
} from "~/server/privacy/data-subject.server";
import { isEnvironment } from "./provision-config";
import { d1ExecuteRows, runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "..");

type Mode = "proxy" | "wrangler" | "remote";

interface Options {
  command: "export" | "erase";
  email: string | undefined;
  out: string | undefined;
  mode: Mode;
  /** The deployed environment --remote reaches. */
  env?: string;
  persistTo: string;
}

class UsageError extends Error {}

const USAGE = `Användning:
  npm run gdpr -- export --email ADRESS [--out MAPP] [--remote --env staging|production | --wrangler] [--persist-to MAPP]
  npm run gdpr -- erase --email ADRESS [--remote --env staging|production | --wrangler] [--persist-to MAPP]`;

function parseArgs(argv: string[]): Options {
  const [command, ...rest] = argv;
  if (command !== "export" && command !== "erase") throw new UsageError(USAGE);
  const options: Options = { command, email: undefined, out: undefined, mode: "proxy", persistTo: join(root, ".wrangler/state") };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [name, inline] =
      arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg];
    const value = () => {
      const next = inline ?? rest[++i];
      if (next === undefined) throw new UsageError(`${name} behöver ett värde`);
      return next;
    };
    if (name === "--email") options.email = value();
    else if (name === "--out" && command === "export") options.out = resolve(value());
    else if (name === "--persist-to") options.persistTo = resolve(value());
    else if (name === "--remote") options.mode = "remote";
    else if (name === "--env") options.env = value();
    else if (name === "--wrangler") options.mode = "wrangler";
    else throw new UsageError(`Okänt argument: ${name}\n${USAGE}`);
  }
  return options;
}

/** The bucket wrangler's r2 commands take before the key, with its jurisdiction: the environment's, or the top level's. */
async function bucketOf(env: string | undefined): Promise<{ name: string; jurisdiction?: string }> {
  const { unstable_readConfig } = await import("wrangler");
  const config: { r2_buckets: Array<{ binding: string; bucket_name?: string; jurisdiction?: string }> } = unstable_readConfig(
    { config: join(root, "wrangler.toml"), env },
    { hideWarnings: true },
  );
  const bucket = config.r2_buckets.find((entry) => entry.binding === "CV_BUCKET");
  if (!bucket?.bucket_name) throw new Error(`wrangler.toml saknar CV_BUCKET${env ? ` i [env.${env}]` : ""}`);
  return { name: bucket.bucket_name, jurisdiction: bucket.jurisdiction };
}

/** A path as the operator recognises it: below the repository relative to it, elsewhere in full. */
const shown = (path: string) => (path.startsWith(`${root}/`) ? relative(root, path) : path);

type Store = SubjectStore & { where: string; dispose(): Promise<void> };

async function proxyStore(persistTo: string): Promise<Store> {
  const { getPlatformProxy } = await import("wrangler");
  // getPlatformProxy takes the directory wrangler's own commands keep under <persist-to>/v3.
  const proxy = await getPlatformProxy<{ DB: D1Database; CV_BUCKET: R2Bucket }>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(persistTo, "v3") },
    remoteBindings: false,
  });
  const { DB, CV_BUCKET } = proxy.env;
  return {
    where: `den lokala databasen och R2 i ${shown(persistTo)}`,
    async batch(statements) {
      const results = await DB.batch(statements.map((statement) => DB.prepare(statement)));
      return results.map((result) => result.results as Row[]);
    },
    async getCv(key) {
      const object = await CV_BUCKET.get(key);
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },
    async deleteCvs(keys) {
      await CV_BUCKET.delete([...keys]);
    },
    dispose: () => proxy.dispose(),
  };
}

async function wranglerStore(remote: boolean, persistTo: string, env: string | undefined): Promise<Store> {
  const target = remote ? ["--remote", "--env", env!] : ["--local", "--persist-to", persistTo];
  const bucket = await bucketOf(remote ? env : undefined);
  // Locally a bucket has no jurisdiction; remotely the object API must be told the bucket's.
  const objectTarget = [...target, ...(remote && bucket.jurisdiction ? ["--jurisdiction", bucket.jurisdiction] : [])];
  return {
    where: remote
      ? `den driftsatta databasen och R2 i ${env} (--remote)`
      : `den lokala databasen och R2 i ${shown(persistTo)}, via wrangler`,
    async batch(statements) {
      // One --command: locally wrangler runs its statements as one db.batch() (one transaction),
      // remotely they reach D1 in one request. The erasure's order makes a second run finish
      // whatever a failure part-way left.
      const rows = d1ExecuteRows<Row>(runWrangler(["d1", "execute", "DB", ...target, "--json", "--command", statements.join(";\n")]));
      if (rows.length !== statements.length) throw new Error("Oväntat svar från wrangler d1 execute");
      return rows;
    },
    async getCv(key) {
      const dir = mkdtempSync(join(tmpdir(), "gdpr-cv-"));
      try {
        const file = join(dir, "cv");
        try {
          runWrangler(["r2", "object", "get", `${bucket.name}/${key}`, ...objectTarget, "--file", file]);
        } catch (error) {
          if (/does not exist|not found|NoSuchKey/i.test(String(error))) return null;
          throw error;
        }
        return existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    async deleteCvs(keys) {
      for (const key of keys) runWrangler(["r2", "object", "delete", `${bucket.name}/${key}`, ...objectTarget]);
    },
    dispose: async () => {},
  };
}

function defaultOutDir(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "").replace("T", "-");
  return join(root, "exports", `registerutdrag-${stamp}`);
}

async function runExport(store: Store, address: SubjectAddress, out: string): Promise<void> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} finns redan och är inte tom: välj en ny mapp med --out.`);
  console.log(`Registerutdrag ur ${store.where}`);
  const result = await exportSubject(store, address);
  mkdirSync(out, { recursive: true });
  if (result.cvs.length) mkdirSync(join(out, "cv"), { recursive: true });
  for (const { table, rows } of result.tables) {
    writeFileSync(join(out, `${table}.json`), `${JSON.stringify(rows, null, 2)}\n`, "utf8");
    console.log(`${table}: ${rows.length} rader`);
  }
  for (const cv of result.cvs) {
    if (!cv.bytes) {
      console.log(`CV ${cv.key}: finns inte i R2`);
      continue;
    }
    const file = join("cv", `${cv.applicationId}.pdf`);
    writeFileSync(join(out, file), cv.bytes);
    console.log(`CV ${cv.key} -> ${file} (${cv.bytes.byteLength} byte)`);
  }
  console.log(`Skrivet till ${shown(out)}`);
}

async function runErase(store: Store, address: SubjectAddress): Promise<void> {
  console.log(`Radering ur ${store.where}`);
  const report = await eraseSubject(store, address);
  for (const { table, rows } of report.deleted) console.log(`${table}: ${rows} rader raderade`);
  console.log(`CV i R2: ${report.cvKeys.length} filer raderade`);
  for (const key of report.cvKeys) console.log(`  ${key}`);
  console.log(`Bokfört i erasures, utan adressen: ${report.id}, ${report.erasedAt}, ${JSON.stringify(report.recorded)}`);
}

async function main(argv: string[]): Promise<void> {
  const options = parseArgs(argv);
  // Refused before anything opens a database: an empty or partial address could match anyone.
  const check = checkSubjectAddress(options.email);
  if (!check.ok) throw new UsageError(check.error);
  if (options.mode === "remote" && !isEnvironment(options.env)) {
    throw new UsageError(`--remote behöver miljön: --env staging eller --env production\n${USAGE}`);
  }
  if (options.mode !== "remote" && options.env !== undefined) throw new UsageError(`--env gäller bara med --remote\n${USAGE}`);
  // wrangler copies what it prints, the rows of a query included, into a log file that outlives the
  // run (~/.config/.wrangler/logs); this run's go to a folder of its own, removed at the end.
  const wranglerLogs = mkdtempSync(join(tmpdir(), "gdpr-wrangler-logs-"));
  process.env.WRANGLER_LOG_PATH = wranglerLogs;
  try {
    const store =
      options.mode === "proxy"
        ? await proxyStore(options.persistTo)
        : await wranglerStore(options.mode === "remote", options.persistTo, options.env);
    try {
      if (options.command === "export") await runExport(store, check.address, options.out ?? defaultOutDir(new Date()));
      else await runErase(store, check.address);
    } finally {
      await store.dispose();
    }
  } finally {
    rmSync(wranglerLogs, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
