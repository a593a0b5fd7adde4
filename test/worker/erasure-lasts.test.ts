// A data subject's export and erasure touch only the person, and the erasure lasts through a
// restore. Anna sends a quote and a job application with her CV; Bo sends a quote whose message
// names Anna's address. Anna's export and erasure leave Bo whole (his rows, his notification) and
// point at his rows instead. A backup taken before the erasure is restored into a new database
// beside the same bucket, which brings Anna back; `npm run gdpr -- reapply` erases her again with
// the keyed hash the erasure left in the ledger, and only with the right key (a wrong one is refused,
// not answered with "nobody is back"). Anna also comes back on her own after her erasure: reapply
// spares her new quote and lists it by table, and her ledger entry is retired, not deleted.
//
// The commands run in-process, through their own functions (scripts/ops/gdpr.ts, db-backup.ts), on
// the test's state; the proxy of each configuration is opened once for the file. The command line
// itself (gdpr.sh, db-backup.sh) is run in data-subject.test.ts and backup-restore.test.ts.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_KEY } from "~/server/privacy/data-subject.server";
import { dbBackup } from "../../scripts/ops/db-backup";
import { type Bindings, gdpr as gdprCommand, openPlatformProxy } from "../../scripts/ops/gdpr";
import { quoteSteps } from "../../harness/quote-journey";
import { localWranglerConfig, startWorker, wranglerStorageNames, type TestWorker } from "../../harness/worker";
import { validJobApplication, jobApplicationBody } from "../support/valid-forms";

const { databaseId: DATABASE_ID, bucketName: BUCKET } = wranglerStorageNames();

const ANNA = "anna.radera@exempel.se";
const BO = { name: "Bo Bosson", email: "bo.kvar@exempel.se", phone: "070-555 12 34" };
const BO_MESSAGE = `Min granne Anna (${ANNA}) har nyckeln, ring henne.`;
const KEY = "testets-nyckel-till-raderingsreskontran";

const work = mkdtempSync(join(tmpdir(), "transist-erasure-"));
const project = join(work, "projekt");
const state = join(project, ".wrangler/state");
const source = join(project, "source.toml");
const restored = join(project, "restored.toml");
// wrangler writes what it prints into a log folder; the test's go to a folder of its own.
const env = { ...process.env, WRANGLER_LOG_PATH: join(work, "wrangler-logs") };

/** A configuration beside the test's state: the same bucket for both, a database of its own each. */
function writeConfig(path: string, databaseId: string): void {
  writeFileSync(path, localWranglerConfig({ name: "transist-erasure-test", databaseId, bucketName: BUCKET }));
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

async function quote(worker: TestWorker, id: number, contact: { namn: string; epost: string; telefon: string }, message: string) {
  const { path, steps } = quoteSteps(id);
  for (const step of steps) {
    const last = step.step === "3";
    const response = await worker.fetch(path, form(last ? { ...step, ...contact, message } : step));
    expect(response.status).toBe(last ? 302 : 303);
    await response.arrayBuffer();
  }
}

const cv = new Uint8Array(5000).map((_, i) => (i < 8 ? "%PDF-1.7".charCodeAt(i) : (i * 13) % 256));

interface CliResult {
  code: number;
  output: string;
}

/** The platform proxy of each configuration and state the commands open, opened once for the file. */
const proxies = new Map<string, Promise<Bindings>>();
function proxyOf(config: string, persistTo: string): Promise<Bindings> {
  const key = `${config}\n${persistTo}`;
  if (!proxies.has(key)) proxies.set(key, openPlatformProxy(config, persistTo));
  return proxies.get(key)!;
}

/** `npm run gdpr -- …` through its function, with the erasure ledger's key; the proxies stay open after it. */
async function gdpr(args: string[], key = KEY): Promise<CliResult> {
  const { code, stdout, stderr } = await gdprCommand([...args, "--persist-to", state], {
    env: { ...env, ERASURE_HASH_KEY: key },
    open: async (config, persistTo) => ({ ...(await proxyOf(config, persistTo)), dispose: async () => {} }),
  });
  return { code, output: stdout + stderr };
}

/** `npm run db:backup -- …` and `db:restore -- …` through their function (wrangler d1 and the bucket's proxy). */
async function backupCommand(args: string[]): Promise<CliResult> {
  const { code, stdout, stderr } = await dbBackup(args, { env });
  return { code, output: stdout + stderr };
}

/** Rows of the restored database, through the bindings a Worker (and the command) sees. */
async function restoredSql<Row>(sql: string): Promise<Row[]> {
  const { DB } = await proxyOf(restored, state);
  return (await DB.prepare(sql).all<Row>()).results;
}

/** Everything of Bo's: his quote, its notification and its duplicate key, whole. */
const BO_ROWS = [
  "SELECT * FROM quotes WHERE epost = 'bo.kvar@exempel.se'",
  "SELECT * FROM outbox WHERE lead_id IN (SELECT id FROM quotes WHERE epost = 'bo.kvar@exempel.se')",
  "SELECT * FROM submissions WHERE lead_id IN (SELECT id FROM quotes WHERE epost = 'bo.kvar@exempel.se')",
];
const ANNA_COUNTS =
  "SELECT (SELECT count(*) FROM quotes WHERE epost = 'anna.radera@exempel.se') AS quotes, (SELECT count(*) FROM job_applications WHERE email = 'anna.radera@exempel.se') AS job_applications";

let worker: TestWorker;
let annaCvKey: string;
let boBefore: unknown[][];
const backup = join(work, "backups", "transist-fore.sql");
const exported = join(work, "utdrag");

beforeAll(async () => {
  mkdirSync(project, { recursive: true });
  writeConfig(source, DATABASE_ID);
  writeConfig(restored, "11111111-1111-4111-8111-111111111111");
  worker = await startWorker({ persistTo: state });
  await quote(worker, 41, { namn: "Anna Radera", epost: ANNA, telefon: "070-111 22 33" }, "Ett piano.");
  await quote(worker, 42, { namn: BO.name, epost: BO.email, telefon: BO.phone }, BO_MESSAGE);
  const data = jobApplicationBody(validJobApplication({ name: "Anna Radera", email: ANNA, phone: "070-111 22 33", message: "" }), {
    bytes: cv,
    name: "anna.pdf",
  });
  const applied = await worker.fetch("/jobba-hos-oss", { method: "POST", body: data });
  expect(applied.status).toBe(302);
  await applied.arrayBuffer();
  // Six mails (a notification and a confirmation per lead), each marked sent before Bo's rows are read.
  await worker.sentEmails({ atLeast: 6, timeoutMs: 30_000 });
  await worker.outboxSettled({ timeoutMs: 30_000 });
  annaCvKey = (await worker.sql<{ cv_key: string }>("SELECT cv_key FROM job_applications WHERE email = ?", ANNA))[0]!.cv_key;
  boBefore = await Promise.all(BO_ROWS.map((sql) => worker.sql(sql)));
  // Bo's quote, its two mails (the company's notification and Bo's own confirmation) and its key.
  expect(boBefore.map((rows) => rows.length)).toEqual([1, 2, 1]);
}, 240_000);

afterAll(async () => {
  for (const proxy of proxies.values()) await (await proxy).dispose();
  await worker?.dispose();
  rmSync(work, { recursive: true, force: true });
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("a data subject's export and erasure, and the erasure after a restore", { timeout: 900_000 }, () => {
  it("Anna's export holds her rows and her leads' notifications, none of Bo's, and points at Bo's rows that name her", async () => {
    const result = await gdpr(["export", "--email", ANNA, "--out", exported]);
    expect(result.code, result.output).toBe(0);
    const read = (table: string) => JSON.parse(readFileSync(join(exported, `${table}.json`), "utf8")) as Array<Record<string, unknown>>;
    expect(read("quotes")).toHaveLength(1);
    expect(read("job_applications")).toHaveLength(1);
    const own = new Set([...read("quotes"), ...read("job_applications")].map((row) => row.id));
    // Each of her two leads has two mails: the company's notification and her own confirmation.
    expect(read("outbox")).toHaveLength(4);
    for (const row of read("outbox")) expect(own.has(row.lead_id)).toBe(true);
    const everything = readdirSync(exported)
      .filter((file) => file.endsWith(".json"))
      .map((file) => readFileSync(join(exported, file), "utf8"))
      .join("\n");
    for (const of of [BO.name, BO.email, BO.phone, "+46705551234", "Storgatan 42"]) expect(everything).not.toContain(of);
    expect(result.output).toContain("Adressen nämns i 2 rader som hör till andra personer");
    const boQuote = String((boBefore[0]![0] as { id: string }).id);
    expect(result.output).toContain(`  quotes ${boQuote}\n`);
    expect(result.output).not.toContain(ANNA);
    // The export is the person's whole file: its owner's alone.
    expect(modeOf(exported)).toBe("700");
    for (const file of readdirSync(exported, { recursive: true }) as string[]) {
      expect(modeOf(join(exported, file)), file).toBe(file === "cv" ? "700" : "600");
    }
  });

  it("Anna's erasure deletes her rows and CV, leaves Bo whole, and keeps a keyed hash, not her address", async () => {
    const backedUp = await backupCommand(["backup", "--local", "--config", source, "--out", backup]);
    expect(backedUp.code, backedUp.output).toBe(0);

    const result = await gdpr(["erase", "--email", ANNA]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("quotes: 1 rader raderade\n");
    expect(result.output).toContain("outbox: 4 rader raderade\n");
    expect(result.output).toContain("Adressen nämns i 2 rader som hör till andra personer (inte raderade");
    expect(await worker.sql(ANNA_COUNTS)).toEqual([{ quotes: 0, job_applications: 0 }]);
    expect(await worker.bucket.head(annaCvKey)).toBeNull();
    expect(await Promise.all(BO_ROWS.map((sql) => worker.sql(sql)))).toEqual(boBefore);

    const ledger = await (await worker.bucket.get(LEDGER_KEY))!.text();
    expect(JSON.parse(ledger).entries).toHaveLength(1);
    expect(JSON.parse(ledger).entries[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(ledger).entries[0].keyCheck).toMatch(/^[0-9a-f]{64}$/);
    expect(ledger.toLowerCase()).not.toMatch(/anna|radera@|exempel/);
  });

  it("Anna comes back after her erasure: reapply leaves her new quote and lists it by table, and her ledger entry can be retired", async () => {
    await quote(worker, 43, { namn: "Anna Radera", epost: ANNA, telefon: "070-111 22 33" }, "En soffa.");
    await worker.outboxSettled({ timeoutMs: 30_000 });
    const newQuote = await worker.sql<{ id: string }>("SELECT id FROM quotes WHERE epost = ?", ANNA);
    expect(newQuote).toHaveLength(1);

    const reapplied = await gdpr(["reapply"]);
    expect(reapplied.code, reapplied.output).toBe(0);
    expect(reapplied.output).toContain("Reskontran har 1 raderade; 1 av dem finns i databasen igen");
    expect(reapplied.output).toMatch(/ {2}1: raderad \S+: inget från före raderingen\n/);
    expect(reapplied.output).toMatch(/\d+ nyare rader \(quotes 1, submissions 1, outbox \d\) behålls och ska bedömas för hand/);
    expect(reapplied.output).not.toContain(ANNA);
    expect(await worker.sql("SELECT id FROM quotes WHERE epost = ?", ANNA)).toEqual(newQuote);

    const retired = await gdpr(["retire", "--email", ANNA]);
    expect(retired.code, retired.output).toBe(0);
    expect(retired.output).toMatch(/Posten från raderingen \S+ är avslutad \S+\./);
    const entries = (JSON.parse(await (await worker.bucket.get(LEDGER_KEY))!.text()) as { entries: Array<Record<string, string>> }).entries;
    // Recorded, not deleted: the erasure still stands for what it covered.
    expect(entries).toHaveLength(1);
    expect(entries[0]!.retiredAt! > entries[0]!.erasedAt!).toBe(true);

    const after = await gdpr(["reapply"]);
    expect(after.code, after.output).toBe(0);
    expect(after.output).toMatch(
      /nyare rader \(quotes 1, submissions 1, outbox \d\) behålls: personen har kommit tillbaka \(posten avslutad /,
    );
    expect(await worker.sql("SELECT id FROM quotes WHERE epost = ?", ANNA)).toEqual(newQuote);
  });

  it("the ledger's copy outside the bucket is written and read by ledger-copy, and gives a bucket that lost the ledger its erasures back", async () => {
    const copy = join(work, "drift", "reskontra-kopia.json");
    const first = await gdpr(["ledger-copy", "--file", copy]);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("Efter: 1 i båda (0 tillbaka till bucketen, 1 nya i kopian)");
    const written = readFileSync(copy, "utf8");
    expect(written).toBe(await (await worker.bucket.get(LEDGER_KEY))!.text());
    expect(written.toLowerCase()).not.toMatch(/anna|radera@|exempel/);
    expect(modeOf(copy)).toBe("600");

    // The bucket comes back from a copy taken before the erasure: the ledger object is gone.
    await worker.bucket.delete(LEDGER_KEY);
    const back = await gdpr(["ledger-copy", "--file", copy]);
    expect(back.code, back.output).toBe(0);
    expect(back.output).toContain("Efter: 1 i båda (1 tillbaka till bucketen, 0 nya i kopian)");
    // What reapply would do, not a bare instruction: the person by number, the rows by table.
    expect(back.output).toContain("Det här skulle npm run gdpr -- reapply (samma miljö) göra:");
    expect(back.output).toMatch(/ {2}1: raderad \S+: inget från före raderingen\n.*nyare rader \(quotes 1, /);
    expect(back.output).not.toContain(ANNA);
    expect(await (await worker.bucket.get(LEDGER_KEY))!.text()).toBe(written);
  });

  it("after a restore from the backup, reapply erases what Anna's erasure covered (the right key only), keeps her newer quote, and leaves Bo whole", async () => {
    const restoredRun = await backupCommand(["restore", "--file", backup, "--database", "DB", "--local", "--config", restored]);
    expect(restoredRun.code, restoredRun.output).toBe(0);
    expect(restoredRun.output).toMatch(/1\. npm run gdpr -- ledger-copy --file <reskontrans kopia>.*\n {2}2\. npm run gdpr -- reapply/);
    // The restore brings her back: her rows, and her CV into the bucket.
    expect(await restoredSql(ANNA_COUNTS)).toEqual([{ quotes: 1, job_applications: 1 }]);
    expect(Buffer.compare(Buffer.from(await (await worker.bucket.get(annaCvKey))!.arrayBuffer()), Buffer.from(cv))).toBe(0);

    const wrongKey = await gdpr(["reapply", "--config", restored], "en-annan-nyckel");
    expect(wrongKey.code, wrongKey.output).toBe(1);
    expect(wrongKey.output).toContain("ERASURE_HASH_KEY stämmer inte med raderingsreskontran");
    expect(wrongKey.output).not.toContain("0 av dem finns i databasen igen");
    expect(await restoredSql(ANNA_COUNTS)).toEqual([{ quotes: 1, job_applications: 1 }]);

    // Her quote after the erasure, beside the old rows the restore brought back: a copy of her old
    // quote made now, with an id of its own.
    const { DB } = await proxyOf(restored, state);
    const columns = (await DB.prepare("SELECT name FROM pragma_table_info('quotes')").all<{ name: string }>()).results.map(
      ({ name }) => `"${name}"`,
    );
    const values = columns.map((column) =>
      column === '"id"' ? "'ny-offert-efter-raderingen'" : column === '"created_at"' ? "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')" : column,
    );
    await DB.prepare(`INSERT INTO quotes (${columns.join(", ")}) SELECT ${values.join(", ")} FROM quotes WHERE epost = ?`)
      .bind(ANNA)
      .run();

    const reapplied = await gdpr(["reapply", "--config", restored]);
    expect(reapplied.code, reapplied.output).toBe(0);
    expect(reapplied.output).toContain("Reskontran har 1 raderade; 1 av dem finns i databasen igen");
    // Her entry is retired, yet what the erasure covered is erased again; the newer quote stays.
    expect(reapplied.output).toMatch(
      / {2}1: raderad \S+: \d+ rader \(quotes 1, job_applications 1, (submissions \d, )?outbox 4\) och 1 CV från före raderingen/,
    );
    expect(reapplied.output).toMatch(/ 1 nyare rader \(quotes 1\) behålls: personen har kommit tillbaka/);
    expect(reapplied.output).not.toContain(ANNA);
    expect(await restoredSql(ANNA_COUNTS)).toEqual([{ quotes: 1, job_applications: 0 }]);
    expect(await restoredSql("SELECT id FROM quotes WHERE epost = 'anna.radera@exempel.se'")).toEqual([
      { id: "ny-offert-efter-raderingen" },
    ]);
    expect(await restoredSql("SELECT count(*) AS n FROM outbox WHERE body LIKE '%Anna Radera%'")).toEqual([{ n: 0 }]);
    expect(await worker.bucket.head(annaCvKey)).toBeNull();
    expect(await Promise.all(BO_ROWS.map((sql) => restoredSql(sql)))).toEqual(boBefore);
  });
});
