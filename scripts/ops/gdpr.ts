// npm run gdpr -- export --email ADDRESS [--out DIR] [--remote --env ENV | --wrangler] [--persist-to DIR]
// npm run gdpr -- erase --email ADDRESS [--remote --env ENV | --wrangler] [--persist-to DIR]
// npm run gdpr -- reapply [--remote --env ENV | --wrangler] [--persist-to DIR]
// npm run gdpr -- ledger-copy --file FILE [--remote --env ENV | --wrangler] [--persist-to DIR]
// npm run gdpr -- retire --email ADDRESS [--remote --env ENV | --wrangler] [--persist-to DIR]
//
// ledger-copy keeps the erasure ledger's copy outside the bucket it protects: it reads the bucket's
// ledger and the copy in FILE (when there is one), and writes their union to both, so a bucket
// restored without the latest erasures gets them back, and the copy gains every new one.
//
// erase also writes a keyed hash of the address (never the address) to the erasure ledger in the
// CV bucket, with the check value of the key; reapply, after a restore from a backup, erases again
// the rows of everyone in the ledger that were made no later than their erasure, and lists by table
// the newer rows a returning person sent since, for a person to judge. retire records that such a
// person came back (the entry stays; its newer rows are no longer listed). The key is
// ERASURE_HASH_KEY (the operators', never in the repository); a key whose check value no entry
// holds is refused; locally, without it, a development key written here is used.
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
// --wrangler takes that command-line path against the local state. Run through scripts/ops/gdpr.sh,
// which turns wrangler's telemetry off first.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import {
  checkSubjectAddress,
  erasedAddressesPresent,
  eraseSubject,
  exportSubject,
  LEDGER_KEY,
  ledgerBytes,
  type LedgerEntry,
  ledgerKeyCheck,
  type Mention,
  parseLedger,
  reapplyCounts,
  type ReapplyCounts,
  subjectHash,
  type Row,
  type SubjectAddress,
  type SubjectStore,
} from "~/server/privacy/data-subject.server";
import { bucketOf } from "./cv-bucket";
import { isEnvironment } from "./provision-config";
import { type Out, recorded, runAsScript, type ScriptResult, withWranglerLogs } from "./script-run";
import { d1ExecuteRows, runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");

type Mode = "proxy" | "wrangler" | "remote";

interface Options {
  command: "export" | "erase" | "reapply" | "ledger-copy" | "retire";
  /** The wrangler.toml whose local database and bucket are meant (the tests' own); the repository's by default. */
  config: string;
  email: string | undefined;
  out: string | undefined;
  /** ledger-copy: the copy outside the bucket. */
  file: string | undefined;
  mode: Mode;
  /** The deployed environment --remote reaches. */
  env?: string;
  persistTo: string;
}

class UsageError extends Error {}

const USAGE = `Användning:
  npm run gdpr -- export --email ADRESS [--out MAPP] [--remote --env staging|production | --wrangler] [--persist-to MAPP]
  npm run gdpr -- erase --email ADRESS [--remote --env staging|production | --wrangler] [--persist-to MAPP]
  npm run gdpr -- reapply [--remote --env staging|production | --wrangler] [--persist-to MAPP]
  npm run gdpr -- ledger-copy --file FIL [--remote --env staging|production | --wrangler] [--persist-to MAPP]
  npm run gdpr -- retire --email ADRESS [--remote --env staging|production | --wrangler] [--persist-to MAPP]`;

function parseArgs(argv: string[]): Options {
  const [command, ...rest] = argv;
  if (command !== "export" && command !== "erase" && command !== "reapply" && command !== "ledger-copy" && command !== "retire")
    throw new UsageError(USAGE);
  const options: Options = {
    command,
    config: join(root, "wrangler.toml"),
    email: undefined,
    out: undefined,
    file: undefined,
    mode: "proxy",
    persistTo: join(root, ".wrangler/state"),
  };
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
    else if (name === "--file" && command === "ledger-copy") options.file = resolve(value());
    else if (name === "--persist-to") options.persistTo = resolve(value());
    else if (name === "--config") options.config = resolve(value());
    else if (name === "--remote") options.mode = "remote";
    else if (name === "--env") options.env = value();
    else if (name === "--wrangler") options.mode = "wrangler";
    else throw new UsageError(`Okänt argument: ${name}\n${USAGE}`);
  }
  return options;
}

/** A path as the operator recognises it: below the repository relative to it, elsewhere in full. */
const shown = (path: string) => (path.startsWith(`${root}/`) ? relative(root, path) : path);

type Store = SubjectStore & { where: string; putObject(key: string, bytes: Uint8Array): Promise<void>; dispose(): Promise<void> };

/** The bindings the proxy mode works on, and how to let go of them. */
export interface Bindings {
  DB: D1Database;
  CV_BUCKET: R2Bucket;
  dispose(): Promise<void>;
}

/** Opens the database and bucket of a wrangler configuration's local state under `persistTo`. */
export type OpenBindings = (config: string, persistTo: string) => Promise<Bindings>;

/** wrangler's getPlatformProxy: the bindings a Worker sees. */
export const openPlatformProxy: OpenBindings = async (config, persistTo) => {
  const { getPlatformProxy } = await import("wrangler");
  // getPlatformProxy takes the directory wrangler's own commands keep under <persist-to>/v3.
  const proxy = await getPlatformProxy<{ DB: D1Database; CV_BUCKET: R2Bucket }>({
    configPath: config,
    persist: { path: join(persistTo, "v3") },
    remoteBindings: false,
  });
  return { ...proxy.env, dispose: () => proxy.dispose() };
};

async function proxyStore(config: string, persistTo: string, open: OpenBindings): Promise<Store> {
  const { DB, CV_BUCKET, dispose } = await open(config, persistTo);
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
    async putObject(key, bytes) {
      await CV_BUCKET.put(key, bytes, { httpMetadata: { contentType: "application/json" } });
    },
    dispose,
  };
}

async function wranglerStore(
  config: string,
  remote: boolean,
  persistTo: string,
  env: string | undefined,
  processEnv: NodeJS.ProcessEnv,
): Promise<Store> {
  const wrangler = (args: string[]) => runWrangler(args, { env: processEnv });
  const target = [...(remote ? ["--remote", "--env", env!] : ["--local", "--persist-to", persistTo]), "--config", config];
  const bucket = await bucketOf(config, remote ? env : undefined);
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
      const rows = d1ExecuteRows<Row>(wrangler(["d1", "execute", "DB", ...target, "--json", "--command", statements.join(";\n")]));
      if (rows.length !== statements.length) throw new Error("Oväntat svar från wrangler d1 execute");
      return rows;
    },
    async getCv(key) {
      const dir = mkdtempSync(join(tmpdir(), "gdpr-cv-"));
      try {
        const file = join(dir, "cv");
        try {
          wrangler(["r2", "object", "get", `${bucket.name}/${key}`, ...objectTarget, "--file", file]);
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
      for (const key of keys) wrangler(["r2", "object", "delete", `${bucket.name}/${key}`, ...objectTarget]);
    },
    async putObject(key, bytes) {
      const dir = mkdtempSync(join(tmpdir(), "gdpr-object-"));
      try {
        const file = join(dir, "object");
        writeFileSync(file, bytes);
        wrangler(["r2", "object", "put", `${bucket.name}/${key}`, ...objectTarget, "--file", file, "--content-type", "application/json"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    dispose: async () => {},
  };
}

function defaultOutDir(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "").replace("T", "-");
  return join(root, "exports", `registerutdrag-${stamp}`);
}

async function runExport(store: Store, address: SubjectAddress, folder: string, out: Out): Promise<void> {
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} finns redan och är inte tom: välj en ny mapp med --out.`);
  out.log(`Registerutdrag ur ${store.where}`);
  const result = await exportSubject(store, address);
  privateFolder(folder);
  if (result.cvs.length) privateFolder(join(folder, "cv"));
  for (const { table, rows } of result.tables) {
    privateFile(join(folder, `${table}.json`), `${JSON.stringify(rows, null, 2)}\n`);
    out.log(`${table}: ${rows.length} rader`);
  }
  for (const cv of result.cvs) {
    if (!cv.bytes) {
      out.log(`CV ${cv.key}: finns inte i R2`);
      continue;
    }
    const file = join("cv", `${cv.applicationId}.pdf`);
    privateFile(join(folder, file), cv.bytes);
    out.log(`CV ${cv.key} -> ${file} (${cv.bytes.byteLength} byte)`);
  }
  printMentions(result.mentions, "inte med i utdraget", out);
  out.log(`Skrivet till ${shown(folder)}`);
}

/** The export holds everything about the person: its folders and files are its owner's alone. */
function privateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

function privateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** Other people's rows that name the person, by table and id only, for a person to judge. */
function printMentions(mentions: readonly Mention[], what: string, out: Out): void {
  if (mentions.length === 0) return;
  out.log(`Adressen nämns i ${mentions.length} rader som hör till andra personer (${what}; bedöm för hand om något ska tas bort):`);
  for (const { table, id } of mentions) out.log(`  ${table} ${id}`);
}

/** The key of the erasure ledger's hashes. */
function ledgerKey(mode: Mode, env: NodeJS.ProcessEnv): string {
  const key = env.ERASURE_HASH_KEY;
  if (key) return key;
  if (mode === "remote") {
    throw new UsageError("ERASURE_HASH_KEY saknas: nyckeln till raderingsreskontrans hashar (docs/drift.md: Registerutdrag och radering).");
  }
  return DEVELOPMENT_LEDGER_KEY;
}

/** Off the deployed environments only: written here, so it protects nothing. */
const DEVELOPMENT_LEDGER_KEY = "transist-utveckling-ej-hemlig-radering";

/** ERASURE_HASH_KEY is not the key the ledger's entries were hashed with. */
class WrongKeyError extends Error {}

/**
 * The entries this key can find: those whose check value is the key's, and those written before a
 * check value was kept (which no key can be checked against). A ledger whose every entry holds
 * another key's check value is refused: searching it would answer "nobody is back" whoever is.
 */
async function entriesOfKey(key: string, ledger: readonly LedgerEntry[], out: Out): Promise<LedgerEntry[]> {
  const check = await ledgerKeyCheck(key);
  const own = ledger.filter((entry) => entry.keyCheck === check || entry.keyCheck === undefined);
  const other = ledger.length - own.length;
  if (other > 0 && own.length === 0) {
    throw new WrongKeyError(
      `ERASURE_HASH_KEY stämmer inte med raderingsreskontran: ingen av dess ${ledger.length} poster är gjord med den här nyckeln, ` +
        "så en sökning skulle säga att ingen raderad finns i databasen igen, vem som än gör det. Kontrollera nyckeln i lösenordshanteraren " +
        "(samma miljö som --env?). Har nyckeln bytts: kör med den gamla nyckeln också (docs/drift.md: Nycklar).",
    );
  }
  if (other > 0)
    out.log(`${other} poster är gjorda med en annan nyckel: kör samma kommando med den nyckeln också (docs/drift.md: Nycklar)`);
  const unchecked = own.filter((entry) => entry.keyCheck === undefined).length;
  if (unchecked > 0) out.log(`${unchecked} poster saknar kontrollvärde (skrivna innan det fanns): nyckeln kan inte prövas mot dem`);
  return own;
}

async function recordInLedger(store: Store, key: string, address: SubjectAddress, erasedAt: string, out: Out): Promise<void> {
  const entries = parseLedger(await store.getCv(LEDGER_KEY));
  const check = await ledgerKeyCheck(key);
  if (entries.length > 0 && !entries.some((entry) => entry.keyCheck === check || entry.keyCheck === undefined)) {
    out.log("Obs: reskontrans tidigare poster är gjorda med en annan nyckel. Är ERASURE_HASH_KEY rätt för den här miljön?");
  }
  const hash = await subjectHash(key, address);
  await store.putObject(LEDGER_KEY, ledgerBytes([...entries.filter((entry) => entry.hash !== hash), { hash, erasedAt, keyCheck: check }]));
}

/** "quotes 1, outbox 2": the tables that have any. */
const byTable = (counts: ReadonlyArray<{ table: string; rows: number }>) =>
  counts
    .filter(({ rows }) => rows > 0)
    .map(({ table, rows }) => `${table} ${rows}`)
    .join(", ");
const total = (counts: ReadonlyArray<{ rows: number }>) => counts.reduce((sum, { rows }) => sum + rows, 0);

interface PlannedErasure {
  address: SubjectAddress;
  entry: LedgerEntry;
  counts: ReapplyCounts;
}

/**
 * What reapply does, person by person (numbered, never named): the rows no later than the erasure
 * that it deletes, and the newer ones it leaves, by table.
 */
async function reapplyPlan(store: Store, key: string, out: Out): Promise<PlannedErasure[]> {
  const ledger = parseLedger(await store.getCv(LEDGER_KEY));
  const entries = await entriesOfKey(key, ledger, out);
  const back = await erasedAddressesPresent(store, key, entries);
  out.log(`Reskontran har ${ledger.length} raderade; ${back.length} av dem finns i databasen igen`);
  const plan: PlannedErasure[] = [];
  for (const { address, entry } of back) plan.push({ address, entry, counts: await reapplyCounts(store, address, entry.erasedAt) });
  return plan;
}

function printPlanned({ entry, counts }: PlannedErasure, index: number, out: Out): void {
  const covered = total(counts.covered);
  out.log(
    covered + counts.coveredCvs > 0
      ? `  ${index + 1}: raderad ${entry.erasedAt}: ${covered} rader (${byTable(counts.covered)}) och ${counts.coveredCvs} CV från före raderingen`
      : `  ${index + 1}: raderad ${entry.erasedAt}: inget från före raderingen`,
  );
  const newer = total(counts.newer);
  if (newer === 0) return;
  out.log(
    entry.retiredAt
      ? `     ${newer} nyare rader (${byTable(counts.newer)}) behålls: personen har kommit tillbaka (posten avslutad ${entry.retiredAt})`
      : `     ${newer} nyare rader (${byTable(counts.newer)}) behålls och ska bedömas för hand: har personen kommit tillbaka, avsluta posten med npm run gdpr -- retire --email <adressen>`,
  );
}

async function runReapply(store: Store, key: string, out: Out): Promise<void> {
  out.log(`Raderingar på nytt i ${store.where}`);
  const plan = await reapplyPlan(store, key, out);
  for (const [index, planned] of plan.entries()) {
    printPlanned(planned, index, out);
    if (total(planned.counts.covered) + planned.counts.coveredCvs === 0) continue;
    const report = await eraseSubject(store, planned.address, { until: planned.entry.erasedAt });
    out.log(`     ${total(report.deleted)} rader och ${report.cvKeys.length} CV raderade (erasures ${report.id})`);
    printMentions(report.mentions, "inte raderade", out);
  }
}

/** A person erased who came back: the entry stays, with when an operator judged their new rows theirs. */
async function runRetire(store: Store, key: string, address: SubjectAddress, now: Date, out: Out): Promise<void> {
  const ledger = parseLedger(await store.getCv(LEDGER_KEY));
  await entriesOfKey(key, ledger, out);
  const hash = await subjectHash(key, address);
  const entry = ledger.find((candidate) => candidate.hash === hash);
  if (!entry) throw new Error(`Adressen finns inte i raderingsreskontran i ${store.where}.`);
  if (entry.retiredAt) {
    out.log(`Posten från raderingen ${entry.erasedAt} är redan avslutad (${entry.retiredAt})`);
    return;
  }
  const retiredAt = now.toISOString();
  await store.putObject(LEDGER_KEY, ledgerBytes(ledger.map((candidate) => (candidate === entry ? { ...entry, retiredAt } : candidate))));
  out.log(`Posten från raderingen ${entry.erasedAt} är avslutad ${retiredAt}.`);
  out.log("reapply raderar fortfarande det som fanns före raderingen, men listar inte längre personens nyare rader.");
  out.log("Uppdatera reskontrans kopia utanför bucketen: npm run gdpr -- ledger-copy --file <kopian> (docs/drift.md: Nycklar)");
}

/**
 * The union of two ledgers, one entry a hash: the later erasure's time when both hold it (an
 * erasure repeated after a restore writes a new time).
 */
function mergeLedgers(...ledgers: ReadonlyArray<readonly LedgerEntry[]>): LedgerEntry[] {
  const byHash = new Map<string, LedgerEntry>();
  for (const entry of ledgers.flat()) {
    const known = byHash.get(entry.hash);
    // The same erasure in both: a retirement recorded in either one is kept.
    const later =
      !known || entry.erasedAt > known.erasedAt || (entry.erasedAt === known.erasedAt && (entry.retiredAt ?? "") > (known.retiredAt ?? ""));
    if (later) byHash.set(entry.hash, entry);
  }
  return [...byHash.values()].sort((a, b) => a.erasedAt.localeCompare(b.erasedAt) || a.hash.localeCompare(b.hash));
}

/**
 * Reads the bucket's ledger and the copy, writes their union to both (the copy its owner's alone),
 * and lists what reapply would then do (with the key; without it, says so).
 */
async function runLedgerCopy(store: Store, file: string, key: string | null, out: Out): Promise<void> {
  const inBucket = parseLedger(await store.getCv(LEDGER_KEY));
  const inCopy = existsSync(file) ? parseLedger(new Uint8Array(readFileSync(file))) : [];
  const merged = mergeLedgers(inBucket, inCopy);
  const bytes = ledgerBytes(merged);
  const bucketHashes = new Set(inBucket.map((entry) => entry.hash));
  const copyHashes = new Set(inCopy.map((entry) => entry.hash));
  const toBucket = merged.filter((entry) => !bucketHashes.has(entry.hash)).length;
  const toCopy = merged.filter((entry) => !copyHashes.has(entry.hash)).length;
  if (ledgerBytes(inBucket).join() !== bytes.join()) await store.putObject(LEDGER_KEY, bytes);
  mkdirSync(resolve(file, ".."), { recursive: true });
  privateFile(file, bytes);
  out.log(`Raderingsreskontran i ${store.where}: ${inBucket.length} raderade; kopian ${shown(file)}: ${inCopy.length}`);
  out.log(`Efter: ${merged.length} i båda (${toBucket} tillbaka till bucketen, ${toCopy} nya i kopian)`);
  if (key === null) {
    out.log("Utan ERASURE_HASH_KEY kan kommandot inte lista vad reapply skulle göra: kör det igen med nyckeln.");
    return;
  }
  out.log("Det här skulle npm run gdpr -- reapply (samma miljö) göra:");
  try {
    const plan = await reapplyPlan(store, key, out);
    for (const [index, planned] of plan.entries()) printPlanned(planned, index, out);
  } catch (error) {
    // The copy is made whatever the key; a wrong one only stops the list.
    if (!(error instanceof WrongKeyError)) throw error;
    out.error(error.message);
  }
}

async function runErase(store: Store, address: SubjectAddress, key: string, out: Out): Promise<void> {
  out.log(`Radering ur ${store.where}`);
  // The ledger first: should the erasure fail part-way, reapply still knows to finish it.
  await recordInLedger(store, key, address, new Date().toISOString(), out);
  const report = await eraseSubject(store, address);
  for (const { table, rows } of report.deleted) out.log(`${table}: ${rows} rader raderade`);
  out.log(`CV i R2: ${report.cvKeys.length} filer raderade`);
  for (const key of report.cvKeys) out.log(`  ${key}`);
  out.log(`Bokfört i erasures, utan adressen: ${report.id}, ${report.erasedAt}, ${JSON.stringify(report.recorded)}`);
  out.log("Bokfört i raderingsreskontran som en nyckelhash (npm run gdpr -- reapply efter en återställning)");
  out.log("Uppdatera reskontrans kopia utanför bucketen: npm run gdpr -- ledger-copy --file <kopian> (docs/drift.md: Nycklar)");
  printMentions(report.mentions, "inte raderade", out);
}

/**
 * `npm run gdpr -- …` as a function: `env` gives ERASURE_HASH_KEY, WRANGLER_LOG_PATH and the
 * environment of the wranglers it starts; `out` sees each line as it is printed; `open` opens the
 * proxy mode's bindings (a caller that runs many commands may keep them open between them).
 */
export async function gdpr(
  argv: string[],
  { env = process.env, out, open = openPlatformProxy }: { env?: NodeJS.ProcessEnv; out?: Out; open?: OpenBindings } = {},
): Promise<ScriptResult> {
  return recorded(
    out,
    (print) => run(argv, env, print, open),
    (error) => (error instanceof UsageError ? 2 : 1),
  );
}

async function run(argv: string[], env: NodeJS.ProcessEnv, out: Out, open: OpenBindings): Promise<void> {
  const options = parseArgs(argv);
  // Refused before anything opens a database: an empty or partial address could match anyone.
  const addressed = options.command === "export" || options.command === "erase" || options.command === "retire";
  const check = addressed ? checkSubjectAddress(options.email) : null;
  if (check && !check.ok) throw new UsageError(check.error);
  if (!addressed && options.email !== undefined) throw new UsageError(`${options.command} tar ingen adress\n${USAGE}`);
  if (options.command === "ledger-copy" && !options.file)
    throw new UsageError(`ledger-copy behöver --file: kopians fil utanför bucketen\n${USAGE}`);
  // The ledger holds hashes only: copying it needs no key, listing what reapply would do does.
  const key =
    options.command === "export"
      ? ""
      : options.command === "ledger-copy"
        ? options.mode === "remote" && !env.ERASURE_HASH_KEY
          ? null
          : ledgerKey(options.mode, env)
        : ledgerKey(options.mode, env);
  if (options.mode === "remote" && !isEnvironment(options.env)) {
    throw new UsageError(`--remote behöver miljön: --env staging eller --env production\n${USAGE}`);
  }
  if (options.mode !== "remote" && options.env !== undefined) throw new UsageError(`--env gäller bara med --remote\n${USAGE}`);
  await withWranglerLogs(env, async (wranglerEnv) => {
    const store =
      options.mode === "proxy"
        ? await proxyStore(options.config, options.persistTo, open)
        : await wranglerStore(options.config, options.mode === "remote", options.persistTo, options.env, wranglerEnv);
    try {
      if (options.command === "ledger-copy") await runLedgerCopy(store, options.file!, key, out);
      else if (key === null) throw new Error("ERASURE_HASH_KEY saknas");
      else if (check === null) await runReapply(store, key, out);
      else if (options.command === "export") await runExport(store, check.address, options.out ?? defaultOutDir(new Date()), out);
      else if (options.command === "retire") await runRetire(store, key, check.address, new Date(), out);
      else await runErase(store, check.address, key, out);
    } finally {
      await store.dispose();
    }
  });
}

runAsScript(import.meta.url, gdpr);
