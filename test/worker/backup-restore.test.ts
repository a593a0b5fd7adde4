// npm run db:backup and db:restore, round trip on local D1 and R2: a database set up as `npm start`
// sets it up (scripts/dev/db-setup-local.sh), with more leads, a post deleted and CVs in the bucket, is
// backed up with the operations doc's own commands, restored into a new database and bucket, and both are
// compared table by table, object by object, and served by the built worker side by side.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvFolderOf, dbBackup, DERIVED_TABLES, SCHEMA_QUERY, siteTables, type SchemaRow } from "../../scripts/ops/db-backup";
import { localWranglerConfig, startWorker, wranglerStorageNames, type TestWorker } from "../../harness/worker";

const root = resolve(import.meta.dirname, "../..");
// The id the test worker opens in a persisted state (wrangler.toml's top level), so each project uses it too.
const { databaseId: DATABASE_ID, bucketName: BUCKET } = wranglerStorageNames();
const work = mkdtempSync(join(tmpdir(), "transist-backup-test-"));

/** A directory with its own wrangler.toml: wrangler keeps its local D1 in .wrangler/state beside it. */
function project(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(
    join(dir, "wrangler.toml"),
    localWranglerConfig({ name: "transist-backup-test", databaseId: DATABASE_ID, bucketName: BUCKET }),
  );
  return join(dir, "wrangler.toml");
}

/** A script as npm runs it (each sources scripts/ops/wrangler-env.sh): no telemetry, no prompt. */
function run(script: string, ...args: string[]) {
  const result = spawnSync("sh", [script, ...args], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function serve(config: string): Promise<TestWorker> {
  return startWorker({ persistTo: join(config, "../.wrangler/state"), migrate: false });
}

// What a visitor might write: quotes, line breaks of both kinds, a backslash before an n, emoji.
const MESSAGE = `Vi har ett "piano" & en soffa.\nKod: 1234\r\nIngen 'trappa' – C:\\nya\\rum\\flytt 📦`;
const NEW_POST = "backup-test-kartongbyggarveckan";

const source = project("source");
const restored = project("restored");
const backup = join(work, "backups", "transist-lokal.sql");

/**
 * The operations doc's local commands (docs/drift.md: Återställning), as written there, each given the test's own
 * configuration and backup file: the same arguments an operator types, in the same order.
 */
function readmeCommands(): { backup: string[]; restore: string[] } {
  const readme = readFileSync(join(root, "docs", "drift.md"), "utf8");
  const line = (prefix: string) => {
    const found = readme
      .split("\n")
      .map((text) => text.trim())
      .find((text) => text.startsWith(prefix) && text.includes("--local"));
    if (!found) throw new Error(`docs/drift.md has no ${prefix} … --local`);
    return found
      .replace(/\s+#.*$/, "")
      .slice(prefix.length)
      .trim()
      .split(/\s+/);
  };
  const withTest = (args: string[]) => args.map((arg) => (arg.endsWith("/transist-lokal.sql") ? backup : arg));
  return { backup: withTest(line("npm run db:backup --")), restore: withTest(line("npm run db:restore --")) };
}

/** Two CVs as the site stores them (server/leads/cv-storage.server.ts), one larger than a list page's worth of small objects. */
const CVS = [
  { key: "cv/backup-job.pdf", bytes: pdfBytes(41_234, 7), originalName: "Ärla Ek – CV.pdf" },
  { key: "cv/andra.pdf", bytes: pdfBytes(900, 3), originalName: "andra.pdf" },
];
function pdfBytes(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  for (let i = 9; i < size; i++) bytes[i] = (i * seed + 11) % 256;
  return bytes;
}
const modeOf = (path: string) => statSync(path).mode & 0o777;
let first: { status: number | null; output: string };
let second: { status: number | null; output: string };
let before: TestWorker;
let after: TestWorker;

beforeAll(async () => {
  const setup = run("scripts/dev/db-setup-local.sh", "--config", source);
  expect(setup.status, setup.output).toBe(0);
  const worker = await serve(source);
  try {
    await worker.sql(
      "INSERT INTO quotes (id, service_type, namn, epost, telefon, living_area, message, created_at) VALUES (?, 'flytthjälp', ?, ?, ?, 92, ?, ?)",
      "backup-quote",
      "Åke Öst",
      "ake@example.se",
      "+46701740659",
      MESSAGE,
      "2026-11-20T08:00:00.000Z",
    );
    await worker.sql(
      "INSERT INTO job_applications (id, name, email, phone, position, message) VALUES ('backup-job', 'Ärla Ek', 'arla@example.se', '0701740658', 'Flyttare', NULL)",
    );
    await worker.sql("INSERT INTO newsletter_subscriptions (id, email, source) VALUES ('backup-newsletter', 'nyhet@example.se', 'footer')");
    // A gap in blog_posts' rowids, and a post after it: the restore numbers the posts anew.
    await worker.sql(
      "DELETE FROM blog_posts WHERE rowid = (SELECT rowid FROM blog_posts WHERE is_published ORDER BY rowid LIMIT 1 OFFSET 2)",
    );
    await worker.sql(
      `INSERT INTO blog_posts (id, title, slug, description, content, author_id, publish_date, reading_time, tags, category, is_published)
       SELECT ?, 'Kartongbyggarveckan', ?, 'Så packar du flyttkartonger', '<p>Text</p>', author_id, '2026-11-01', '3 min', '["Packning","Kartonger"]', category, 1
       FROM blog_posts LIMIT 1`,
      NEW_POST,
      NEW_POST,
    );
    for (const cv of CVS) {
      await worker.bucket.put(cv.key, cv.bytes, {
        httpMetadata: { contentType: "application/pdf" },
        customMetadata: { originalName: cv.originalName, size: String(cv.bytes.byteLength) },
      });
    }
  } finally {
    await worker.dispose();
  }

  const commands = readmeCommands();
  const exported = run("scripts/ops/db-backup.sh", "backup", ...commands.backup, "--config", source);
  expect(exported.status, exported.output).toBe(0);
  first = run("scripts/ops/db-backup.sh", "restore", ...commands.restore, "--config", restored);
  // The refused second restore through the command's function, in-process: the command line ran above.
  const again = await dbBackup(["restore", ...commands.restore, "--config", restored]);
  second = { status: again.code, output: `${again.stdout}\n${again.stderr}` };
  before = await serve(source);
  after = await serve(restored);
}, 1_500_000);

afterAll(async () => {
  await before?.dispose();
  await after?.dispose();
  rmSync(work, { recursive: true, force: true });
});

const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();

describe("npm run db:backup and db:restore", () => {
  it("restore into a new database succeeds, and a second restore into it is refused", () => {
    expect(first.status, first.output).toBe(0);
    expect(second.status).toBe(1);
    expect(second.output).toContain("har redan tabeller");
  });

  it("restores every CV byte for byte, with its metadata", async () => {
    expect(first.output).toContain("2 objekt återställda");
    const listed = await after.bucket.list({ include: ["httpMetadata", "customMetadata"] });
    expect(listed.objects.map((object) => object.key).sort()).toEqual(CVS.map((cv) => cv.key).sort());
    for (const cv of CVS) {
      const object = await after.bucket.get(cv.key);
      expect(object, cv.key).not.toBeNull();
      expect(Buffer.compare(Buffer.from(await object!.arrayBuffer()), Buffer.from(cv.bytes)), cv.key).toBe(0);
      expect(object!.httpMetadata?.contentType).toBe("application/pdf");
      expect(object!.customMetadata).toEqual({ originalName: cv.originalName, size: String(cv.bytes.byteLength) });
    }
  });

  it("writes every file and folder of the backup for its owner only", () => {
    const folder = cvFolderOf(backup);
    expect(modeOf(backup).toString(8)).toBe("600");
    expect(modeOf(folder).toString(8)).toBe("700");
    const files = readdirSync(folder);
    expect(files).toContain("objects.json");
    expect(files).toHaveLength(CVS.length + 1);
    for (const file of files) expect(modeOf(join(folder, file)).toString(8), file).toBe("600");
  });

  it("writes the FTS5 tables as schema, never as rows", () => {
    const sql = readFileSync(backup, "utf8");
    expect(sql).toContain("CREATE VIRTUAL TABLE `blog_posts_trigram`");
    expect(sql).not.toMatch(/INSERT INTO "blog_posts_(fts|trigram|title_fts|title_trigram)/);
    expect(sql).not.toMatch(/INSERT INTO "blog_post_(tags|search_keys)"/);
  });

  it("restores the same schema", async () => {
    const schema = async (worker: TestWorker) =>
      (await worker.sql<SchemaRow>(SCHEMA_QUERY))
        .filter((row) => !row.name.startsWith("_cf_"))
        .map((row) => `${row.type} ${row.name}: ${row.sql}`);
    expect((await schema(after)).sort()).toEqual((await schema(before)).sort());
  });

  it("restores the same rows in every table", async () => {
    const tables = siteTables(await before.sql<SchemaRow>(SCHEMA_QUERY)).filter((table) => !DERIVED_TABLES.includes(table));
    expect(tables).toEqual(
      expect.arrayContaining(["quotes", "bookings", "job_applications", "newsletter_subscriptions", "outbox", "blog_posts"]),
    );
    for (const table of tables) {
      const rows = await before.sql(`SELECT * FROM "${table}"`);
      expect(sorted(await after.sql(`SELECT * FROM "${table}"`)), table).toEqual(sorted(rows));
    }
    const [quote] = await after.sql<{ message: string; living_area: number }>(
      "SELECT message, living_area FROM quotes WHERE id = 'backup-quote'",
    );
    expect(quote).toEqual({ message: MESSAGE, living_area: 92 });
    expect((await after.sql("SELECT * FROM quotes")).length).toBeGreaterThanOrEqual(3);
  });

  it("rebuilds the search tables for the restored posts", async () => {
    // Each derived row by the post it belongs to: the rowids differ after the gap.
    const byPost = (table: string) =>
      `SELECT p.slug, d.* FROM "${table}" d JOIN blog_posts p ON p.rowid = ${table.startsWith("blog_post_") ? "d.post_rowid" : "d.rowid"}`;
    for (const table of DERIVED_TABLES) {
      const rows = (await before.sql<Record<string, unknown>>(byPost(table))).map(({ post_rowid: _, ...row }) => row);
      expect(rows.length, table).toBeGreaterThan(0);
      const restoredRows = (await after.sql<Record<string, unknown>>(byPost(table))).map(({ post_rowid: _, ...row }) => row);
      expect(sorted(restoredRows), table).toEqual(sorted(rows));
      expect(await after.sql(`SELECT count(*) AS n FROM "${table}"`), table).toEqual([{ n: rows.length }]);
    }
  });

  it("the blog search finds the same posts in the same order", async () => {
    // The posts' cards: a heading that links to the post.
    const hits = async (worker: TestWorker, path: string) => {
      const html = await (await worker.fetch(path)).text();
      return [...html.matchAll(/<h[23][^>]*><a [^>]*href="\/blogg\/([^"]+)"/g)].map((match) => match[1]!);
    };
    for (const path of ["/blogg?q=byggarveck", "/blogg?q=st%C3%A4dning", "/blogg?q=flytt", "/blogg/tag/kartonger"]) {
      const found = await hits(after, path);
      expect(found.length, path).toBeGreaterThan(0);
      expect(found, path).toEqual(await hits(before, path));
    }
    expect(await hits(after, "/blogg?q=byggarveck")).toContain(NEW_POST);
  });
});
