import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LEDGER_KEY } from "~/server/privacy/data-subject.server";
import { type Bindings, gdpr as gdprCommand, openPlatformProxy } from "../../scripts/ops/gdpr";
import { startWorker, type TestWorker } from "../../harness/worker";
import {
  formBody,
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
  validQuotePost,
  validQuoteStep,
  type Answers,
  jobApplicationBody,
} from "../support/valid-forms";

const root = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** The person asking, written as visitors write: any case, spaces around it. */
const SUBJECT = "greta.gdpr@exempel.se";
/** Someone else, whose address ends in the person's: a substring match would take their rows. */
const OTHER = "margreta.gdpr@exempel.se";
/** The person of the --wrangler run. */
const THIRD = "ture.wrangler@exempel.se";

/** Every place an address stands on its own: not inside a longer one (as SUBJECT stands in OTHER). */
const wholeAddress = (address: string) => new RegExp(`(?<![a-z0-9_'+.-])${address.replaceAll(".", "\\.")}(?![a-z0-9-]|\\.[a-z0-9-])`, "i");

function pdf(marker: string, size = 3000): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(`%PDF-1.7\n% ${marker}\n`));
  for (let i = 64; i < size; i++) bytes[i] = (i * 31 + marker.length) % 256;
  return bytes;
}

const form = (answers: Answers) => ({
  method: "POST",
  body: formBody(answers),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** Every form answers a saved submission with a 302 to its thank-you address. */
async function expectRedirect(response: { status: number; text(): Promise<string> }): Promise<void> {
  if (response.status !== 302) expect.fail(`${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** The wizard's three posts without JavaScript: the first two answer with a redirect to the next step's page, the last with its thank-you address. */
async function quote(worker: TestWorker, email: string, name: string): Promise<void> {
  for (const step of [1, 2] as const) expect((await worker.fetch("/offert", form(validQuoteStep(step)))).status).toBe(303);
  await expectRedirect(
    await worker.fetch("/offert", form(validQuotePost({ namn: name, epost: email, message: "Två katter följer med." }))),
  );
}

async function jobApplication(worker: TestWorker, email: string, name: string, cv: Uint8Array<ArrayBuffer>): Promise<void> {
  const data = jobApplicationBody(validJobApplication({ name, email }), { bytes: cv, name: `${name}.pdf` });
  await expectRedirect(await worker.fetch("/jobba-hos-oss", { method: "POST", body: data }));
}

async function newsletter(worker: TestWorker, email: string): Promise<void> {
  await expectRedirect(await worker.fetch("/nyhetsbrev", form(validNewsletter({ email, returnTo: "/" }))));
}

/** Every form on the site, each with the address written its own way. */
async function everyForm(worker: TestWorker, cv: Uint8Array<ArrayBuffer>): Promise<void> {
  await quote(worker, "Greta.GDPR@Exempel.se", "Greta Gdprsson");
  await expectRedirect(
    await worker.fetch(
      "/boka",
      form(
        validBooking({
          customer_name: "Greta Gdprsson",
          customer_email: "GRETA.GDPR@EXEMPEL.SE",
          customer_phone: "070-765 43 21",
          returnTo: "/",
        }),
      ),
    ),
  );
  const contact = validContact({ name: "Greta Gdprsson", phone: "070-765 43 21", email: " greta.gdpr@exempel.se " });
  await expectRedirect(await worker.fetch("/kontakt", form(contact)));
  await expectRedirect(
    await worker.fetch(
      "/snabbkontakt",
      form(
        validQuickContact({
          customerName: "Greta Gdprsson",
          customerEmail: "Greta.Gdpr@exempel.se",
          customerPhone: "070-765 43 21",
          returnTo: "/",
        }),
      ),
    ),
  );
  await jobApplication(worker, "greta.gdpr@exempel.SE", "Greta Gdprsson", cv);
  // Signed up, unsubscribed through the mailed link (which leaves the signup's notification in the
  // outbox, found only by the address it names) and signed up again.
  await newsletter(worker, "Greta.Gdpr@Exempel.se");
  await expectRedirect(await worker.fetch("/avregistrera", form({ email: "greta.gdpr@exempel.se" })));
  const link = await vi.waitFor(
    async () => {
      const mail = (await worker.sentEmails()).find((sent) => sent.text.includes("/avregistrera/bekrafta?"));
      if (!mail) throw new Error("Inget avregistreringsmejl än");
      return new URL(/https:\/\/\S+\/avregistrera\/bekrafta\?\S+/.exec(mail.text)![0]);
    },
    { timeout: 20_000, interval: 200 },
  );
  await expectRedirect(await worker.fetch("/avregistrera/bekrafta", form(Object.fromEntries(link.searchParams))));
  await newsletter(worker, "greta.gdpr@exempel.se");
}

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run gdpr -- …` as the npm script runs it (scripts/ops/gdpr.sh, wrangler's telemetry off). */
async function gdprCli(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run("sh", [join(root, "scripts/ops/gdpr.sh"), ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** The platform proxy on the test's state, opened once for the file (the command opens one per run). */
let proxy: Promise<Bindings> | undefined;

/** `npm run gdpr -- …` through its function, in-process, on the same state; wrangler's logs in a folder of the test's. */
async function gdpr(...args: string[]): Promise<CliResult> {
  return gdprCommand(args, {
    env: { ...process.env, WRANGLER_LOG_PATH: join(state, "wrangler-logs") },
    open: async (config, persistTo) => {
      expect(persistTo).toBe(state);
      proxy ??= openPlatformProxy(config, persistTo);
      return { ...(await proxy), dispose: async () => {} };
    },
  });
}

/** The bucket's CV objects: everything but the erasure ledger. */
const cvKeys = async () => (await worker.bucket.list()).objects.map((object) => object.key).filter((key) => key !== LEDGER_KEY);

const readJson = (dir: string, table: string) =>
  JSON.parse(readFileSync(join(dir, `${table}.json`), "utf8")) as Array<Record<string, unknown>>;

let worker: TestWorker;
let state: string;
let out: string;
const subjectCv = pdf("greta");
const otherCv = pdf("margreta", 4100);
const thirdCv = pdf("ture", 2500);

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), "gdpr-state-"));
  out = mkdtempSync(join(tmpdir(), "gdpr-out-"));
  worker = await startWorker({ persistTo: state });
  await everyForm(worker, subjectCv);
  await quote(worker, OTHER, "Margreta Annan");
  await jobApplication(worker, OTHER, "Margreta Annan", otherCv);
  await newsletter(worker, OTHER);
  // Every notification sent, so the outbox rows are settled (and hold the address as sent).
  await worker.sentEmails({ atLeast: 10, timeoutMs: 20_000 });
  await worker.outboxSettled({ timeoutMs: 20_000 });
});

afterAll(async () => {
  if (proxy) await (await proxy).dispose();
  await worker?.dispose();
  for (const dir of [state, out]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The rows of a table the other person left, by their address. */
async function othersRows(): Promise<Record<string, number>> {
  const count = async (sql: string) => Number((await worker.sql<{ n: number }>(sql, OTHER))[0]!.n);
  return {
    quotes: await count("SELECT count(*) AS n FROM quotes WHERE lower(epost) = ?"),
    job_applications: await count("SELECT count(*) AS n FROM job_applications WHERE lower(email) = ?"),
    newsletter_subscriptions: await count("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?"),
    outbox: await count("SELECT count(*) AS n FROM outbox WHERE lower(body) LIKE '%' || ? || '%'"),
    submissions: await count(
      "SELECT count(*) AS n FROM submissions WHERE lead_id IN (SELECT id FROM quotes WHERE lower(epost) = ?1 UNION SELECT id FROM job_applications WHERE lower(email) = ?1 UNION SELECT id FROM newsletter_subscriptions WHERE email = ?1)",
    ),
  };
}

/**
 * Every value, of every column, of every table in the database that holds `needle` (case ignored):
 * the tables and their columns in two queries, then one query a table.
 */
async function everywhere(needle: string): Promise<Array<{ table: string; column: string; value: string }>> {
  const names =
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'";
  const tables = new Map((await worker.sql<{ name: string }>(`${names} ORDER BY name`)).map(({ name }) => [name, [] as string[]]));
  expect([...tables.keys()]).toEqual(expect.arrayContaining(["quotes", "outbox", "erasures", "blog_posts_fts_data"]));
  const columns = await worker.sql<{ tbl: string; name: string }>(
    `SELECT m.name AS tbl, c.name AS name FROM (${names}) AS m, pragma_table_info(m.name) AS c ORDER BY c.cid`,
  );
  for (const { tbl, name } of columns) tables.get(tbl)?.push(name);
  for (const [table, ofTable] of tables) expect(ofTable.length, table).toBeGreaterThan(0);
  const found: Array<{ table: string; column: string; value: string }> = [];
  for (const [table, ofTable] of tables) {
    // Each column's value and whether it holds the needle, for the rows where any column does.
    const hit = (name: string) => `instr(lower(CAST("${name}" AS TEXT)), ?1) > 0`;
    const rows = await worker.sql<Record<string, string | number | null>>(
      `SELECT ${ofTable.map((name, i) => `CAST("${name}" AS TEXT) AS v${i}, ${hit(name)} AS h${i}`).join(", ")} FROM "${table}" WHERE ${ofTable.map(hit).join(" OR ")}`,
      needle.toLowerCase(),
    );
    for (const row of rows)
      for (const [i, column] of ofTable.entries()) if (row[`h${i}`] === 1) found.push({ table, column, value: String(row[`v${i}`]) });
  }
  return found;
}

describe("npm run gdpr", () => {
  it("refuses an empty or partial address before it opens any database", async () => {
    const before = await worker.sql("SELECT count(*) AS n FROM erasures");
    for (const [email, message] of [
      ["", "Ange personens e-postadress med --email."],
      ["greta.gdpr", "Ange hela adressen, med namn före och domän efter @"],
      ["%@exempel.se", "Jokertecken (*, % och ?) tas inte emot"],
    ] as const) {
      // --remote: anything that reached wrangler would fail on the missing account, not with this.
      const result = await gdpr("erase", "--remote", "--email", email, "--persist-to", state);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe("");
    }
    expect(await worker.sql("SELECT count(*) AS n FROM erasures")).toEqual(before);
    expect((await everywhere(SUBJECT)).filter(({ value }) => wholeAddress(SUBJECT).test(value)).length).toBeGreaterThan(0);
  }, 240_000);

  it("export writes the person's rows of every table as JSON and their CV byte for byte, and nobody else's", async () => {
    // The operator's command line once: gdpr.sh, tsx and a platform proxy of the command's own.
    const result = await gdprCli("export", "--email", "  Greta.GDPR@exempel.se ", "--persist-to", state, "--out", out);
    expect(result.code, result.stderr).toBe(0);
    const counts = { quotes: 1, bookings: 3, job_applications: 1, newsletter_subscriptions: 1, submissions: 6, outbox: 9 };
    for (const [table, rows] of Object.entries(counts)) expect(result.stdout).toContain(`${table}: ${rows} rader\n`);
    expect(readdirSync(out).sort()).toEqual(
      [
        "bookings.json",
        "cv",
        ...Object.keys(counts)
          .filter((t) => t !== "bookings")
          .map((t) => `${t}.json`),
      ].sort(),
    );
    for (const [table, rows] of Object.entries(counts)) expect(readJson(out, table), table).toHaveLength(rows);

    expect(readJson(out, "quotes")[0]).toMatchObject({
      namn: "Greta Gdprsson",
      epost: "Greta.GDPR@Exempel.se",
      message: "Två katter följer med.",
    });
    expect(
      readJson(out, "bookings")
        .map((row) => row.source)
        .sort(),
    ).toEqual(["boka", "kontakt", "snabbkontakt"]);
    expect(readJson(out, "newsletter_subscriptions")[0]).toMatchObject({ email: SUBJECT });
    // The company's notifications name the person; their confirmations (at most 3 a day, and the
    // newsletter's opt-in mail on a budget of its own) name nobody.
    const outboxRows = readJson(out, "outbox");
    const visitorRows = outboxRows.filter((row) => row.recipient === "visitor");
    expect(visitorRows.filter((row) => row.lead_type !== "newsletter")).toHaveLength(3);
    expect(visitorRows.filter((row) => row.lead_type === "newsletter")).toHaveLength(1);
    for (const row of outboxRows.filter((row) => row.recipient === "company")) expect(String(row.body)).toMatch(wholeAddress(SUBJECT));
    const [application] = readJson(out, "job_applications");
    expect(application).toMatchObject({ name: "Greta Gdprsson", cv_file_name: "Greta Gdprsson.pdf", cv_size: subjectCv.byteLength });
    expect(readdirSync(join(out, "cv"))).toEqual([`${String(application!.id)}.pdf`]);
    expect(Buffer.compare(readFileSync(join(out, "cv", `${String(application!.id)}.pdf`)), Buffer.from(subjectCv))).toBe(0);
    expect(result.stdout).toContain(
      `CV ${String(application!.cv_key)} -> cv/${String(application!.id)}.pdf (${subjectCv.byteLength} byte)`,
    );

    const everything = readdirSync(out)
      .filter((file) => file.endsWith(".json"))
      .map((file) => readFileSync(join(out, file), "utf8"))
      .join("\n");
    expect(everything.toLowerCase()).not.toContain("margreta");
    // What the command prints (it goes to a terminal and perhaps a ticket) never holds the address.
    expect(result.stdout + result.stderr).not.toMatch(/gdpr@/i);
  }, 240_000);

  it("erase deletes the person everywhere, CV included, keeps the others, and records counts and a date without the address", async () => {
    const others = await othersRows();
    expect(others).toEqual({ quotes: 1, job_applications: 1, newsletter_subscriptions: 1, outbox: 2, submissions: 3 });
    const cvKey = (await worker.sql<{ cv_key: string }>("SELECT cv_key FROM job_applications WHERE lower(email) = ?", SUBJECT))[0]!.cv_key;
    const otherKey = (await worker.sql<{ cv_key: string }>("SELECT cv_key FROM job_applications WHERE email = ?", OTHER))[0]!.cv_key;

    const result = await gdpr("erase", "--email", "GRETA.gdpr@Exempel.SE", "--persist-to", state);
    expect(result.code, result.stderr).toBe(0);
    const deleted = { quotes: 1, bookings: 3, job_applications: 1, newsletter_subscriptions: 1, submissions: 6, outbox: 9 };
    for (const [table, rows] of Object.entries(deleted)) expect(result.stdout).toContain(`${table}: ${rows} rader raderade\n`);
    expect(result.stdout).toContain(`CV i R2: 1 filer raderade\n  ${cvKey}\n`);
    expect(result.stdout + result.stderr).not.toMatch(/gdpr@/i);

    // Nowhere in any column of any table, but inside the other person's address.
    const left = await everywhere(SUBJECT);
    expect(left.filter(({ value }) => wholeAddress(SUBJECT).test(value))).toEqual([]);
    expect(left.length).toBeGreaterThan(0);
    expect(await everywhere("Gdprsson")).toEqual([]);
    expect(await everywhere("070-765 43 21")).toEqual([]);
    expect(await everywhere("+46707654321")).toEqual([]);

    // The CVs left: the other person's (beside the erasure ledger, which holds no address).
    expect(await cvKeys()).toEqual([otherKey]);
    expect(await worker.bucket.head(cvKey)).toBeNull();
    expect(Buffer.from(await (await worker.bucket.get(otherKey))!.arrayBuffer())).toEqual(Buffer.from(otherCv));
    expect(await othersRows()).toEqual(others);

    const records = await worker.sql<{ id: string; erased_at: string; counts: string }>("SELECT * FROM erasures");
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(Object.keys(record!).sort()).toEqual(["counts", "erased_at", "id"]);
    expect(JSON.parse(record!.counts)).toEqual({ ...deleted, cv_files: 1 });
    expect(Date.now() - Date.parse(record!.erased_at)).toBeLessThan(10 * 60_000);
    expect(record!.erased_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(record).toLowerCase()).not.toMatch(/greta|gdpr|exempel/);
    expect(result.stdout).toContain(`Bokfört i erasures, utan adressen: ${record!.id}, ${record!.erased_at}, ${record!.counts}`);

    const again = await gdpr("erase", "--email", SUBJECT, "--persist-to", state);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("quotes: 0 rader raderade\n");
    expect(again.stdout).toContain("CV i R2: 0 filer raderade\n");
  }, 300_000);

  it("--wrangler takes the command-line path of --remote against the local state: the same export and erasure", async () => {
    await jobApplication(worker, THIRD, "Ture Wrangler", thirdCv);
    await newsletter(worker, THIRD.toUpperCase());
    await worker.sentEmails({ atLeast: 12, timeoutMs: 20_000 });
    await worker.outboxSettled({ timeoutMs: 20_000 });
    const folder = join(out, "wrangler");

    const exported = await gdpr("export", "--wrangler", "--email", THIRD, "--persist-to", state, "--out", folder);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain("via wrangler");
    expect(exported.stdout).toContain("job_applications: 1 rader\n");
    // The application's notification and confirmation, the sign-up's notification and its confirmation link.
    expect(exported.stdout).toContain("outbox: 3 rader\n");
    const [application] = readJson(folder, "job_applications");
    expect(Buffer.compare(readFileSync(join(folder, "cv", `${String(application!.id)}.pdf`)), Buffer.from(thirdCv))).toBe(0);

    const erased = await gdpr("erase", "--wrangler", "--email", THIRD, "--persist-to", state);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toContain("job_applications: 1 rader raderade\n");
    expect(erased.stdout).toContain("newsletter_subscriptions: 1 rader raderade\n");
    expect(erased.stdout).toContain(`CV i R2: 1 filer raderade\n  ${String(application!.cv_key)}\n`);
    expect((await everywhere(THIRD)).filter(({ value }) => wholeAddress(THIRD).test(value))).toEqual([]);
    expect(await worker.bucket.head(String(application!.cv_key))).toBeNull();
    expect(await cvKeys()).toHaveLength(1);
    const records = await worker.sql<{ counts: string }>("SELECT counts FROM erasures ORDER BY erased_at");
    expect(JSON.parse(records.at(-1)!.counts)).toEqual({
      quotes: 0,
      bookings: 0,
      job_applications: 1,
      newsletter_subscriptions: 1,
      submissions: 2,
      outbox: 3,
      cv_files: 1,
    });
    expect(await othersRows()).toEqual({ quotes: 1, job_applications: 1, newsletter_subscriptions: 1, outbox: 2, submissions: 3 });
  }, 400_000);
});
