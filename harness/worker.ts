import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { TransformStream } from "node:stream/web";
import { Log, LogLevel, Miniflare, Response, type MiniflareOptions } from "miniflare";
import { echoWorkerLogs, workerLogs } from "./worker-logs";
import { parseMailLog, readMail, type LoggedMail, type MailExtras, type SentMail } from "./mail";

const root = resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);

export interface WorkerOptions {
  /** Extra `[vars]` for this worker. */
  vars?: Record<string, string>;
  /** Serve on a real port (for the browser tests); default: dispatchFetch only. */
  port?: number;
  /** Load seed/seed.sql after the migrations. */
  seed?: boolean;
  /** Skip the migrations (to test a database whose tables are missing). */
  migrate?: boolean;
  /** Make the worker's D1 binding fail its first N calls (-1: every call); the test's `db` stays healthy. */
  d1FailFirst?: number;
  /**
   * Requests per client and minute that the RATE_LIMITER binding (used while D1 is down) allows;
   * default 20. Its minute is read from a clock the test can hold still (`holdRateLimitClock`).
   */
  fallbackRateLimit?: number;
  /** Count the worker's calls to D1 (a batch is one): `d1Calls()`. */
  countD1Calls?: boolean;
  /** Make the worker's R2 binding fail its first N put calls (-1: every call). */
  r2FailFirst?: number;
  /** Make the worker's R2 binding fail its first N get calls (-1: every call); puts pass unless r2FailFirst says otherwise. */
  r2GetFailFirst?: number;
  /** Make the worker's R2 binding fail every list and head call (the health check's probe). */
  r2ListFails?: boolean;
  /**
   * Make the simulated send_email binding (EMAIL) refuse every mail, as a binding whose sender
   * address is not allowed or a domain that is not onboarded does: notifications, confirmations and
   * alert mails alike.
   */
  emailDown?: boolean;
  /**
   * Make the simulated send_email binding refuse a message larger than this many bytes, as Email
   * Service refuses one over 5 MiB to a destination address the account has not verified.
   */
  emailMaxBytes?: number;
  /**
   * Another build of the site to serve: a directory with `build/index.js` and `public/` (its
   * `public/build/` the client files), as `remix build` leaves them; default the repository's own.
   */
  buildDirectory?: string;
  /** Keep the Cache API's entries in this directory (read back with `cacheEntries()`); default miniflare's own temporary one. */
  cacheDirectory?: string;
  /**
   * Keep D1 and R2 on disk in this directory, laid out as wrangler's `--persist-to` lays out
   * `.wrangler/state` and under wrangler.toml's database id and bucket name, so that wrangler's
   * commands and `getPlatformProxy` (npm run gdpr) open the very database and bucket the worker uses.
   */
  persistTo?: string;
}

export const NOTIFY_TO = "info@transist.se";
export const NOTIFY_FROM = "webbplats@transist.se";
export const ALERT_TO = "drift@transist.se";
/** The Worker secret the limits hash addresses with (production sets it with `wrangler secret put`). */
export const LIMIT_HASH_SECRET = "testhemlighet-for-begransningar";
/** The Worker secret the mailed links are signed with. */
export const LINK_SIGNING_SECRET = "testhemlighet-for-lankar";
/**
 * The rate limit's window in tests: a day, from midnight UTC. A test that expects a post refused
 * must not have its window turn between the posts, as a ten-minute window now and then does on a
 * busy machine; the sweep keeps a window that began today. Tests of the window itself set their own.
 */
export const TEST_RATE_LIMIT_WINDOW_SECONDS = "86400";

/**
 * For tests of what a visitor sees when D1 stays down: the lead write's retries wait milliseconds
 * instead of seconds. The test of the waits themselves keeps the worker's own.
 */
export const QUICK_LEAD_WRITE_RETRIES = { LEAD_WRITE_RETRY_DELAYS_MS: "20,40" };

/** Miniflare's send_email simulation writes each accepted mail's parts to files and logs their paths. */
class MailLog extends Log {
  readonly mails: LoggedMail[] = [];
  constructor() {
    super(LogLevel.NONE);
  }
  override logWithLevel(_level: LogLevel, message: string): void {
    const mail = parseMailLog(message);
    if (mail) this.mails.push(mail);
  }
}

const STORAGE_HOST = "storage.test";
const STORAGE_SCRIPT = `let d1Calls = 0;
const mailExtras = [];
let rateLimitNow = null;
export default {
  async fetch(request, env) {
    const path = new URL(request.url).pathname;
    if (path === "/rate-limit-clock") {
      if (request.method === "POST") rateLimitNow = await request.json();
      return Response.json(rateLimitNow ?? Date.now());
    }
    if (path === "/mail-extras") {
      if (request.method === "POST") mailExtras.push(await request.json());
      return Response.json(mailExtras);
    }
    if (path === "/d1-calls") {
      if (request.method === "POST") d1Calls++;
      return Response.json(d1Calls);
    }
    if (path === "/statements") {
      // Each statement alone and in order, as the migrations and the seed expect.
      for (const sql of await request.json()) await env.DB.prepare(sql).run();
      return Response.json(true);
    }
    if (path !== "/sql") return new Response(null, { status: 404 });
    const { sql, params } = await request.json();
    const { results } = await env.DB.prepare(sql).bind(...params).all();
    return Response.json(results);
  },
};`;

/**
 * Miniflare's own simulation of the Rate Limiting binding (a fixed window per period of the
 * clock), with its clock asked of the storage worker, where a test can hold it still: a test that
 * needs several requests in one window need not wait for the clock's minute to turn.
 */
function rateLimiterModule(): string {
  const source = readFileSync(join(dirname(require.resolve("miniflare")), "workers/ratelimit/ratelimit.worker.js"), "utf8");
  const [body, exported] = source.split(/^export \{/m);
  if (!exported?.includes("ratelimit_worker_default as default") || body!.split("Date.now()").length !== 2)
    throw new Error("miniflare's rate limiter has changed: harness/worker.ts reads its clock from one Date.now()");
  return `let clock;
${body!.replace("Date.now()", "(await clock())")}
export default function (env) {
  clock = async () => (await env.CLOCK.fetch("http://clock/rate-limit-clock")).json();
  return ratelimit_worker_default(env);
}`;
}

/** The SQL statements of every migration in migrations/, in order, as drizzle-kit wrote them. */
export function migrationStatements(): string[] {
  const dir = join(root, "migrations");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => readFileSync(join(dir, file), "utf8").split("--> statement-breakpoint"))
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export function seedStatements(): string[] {
  const sql = readFileSync(join(root, "seed/seed.sql"), "utf8");
  return splitSqlStatements(sql);
}

/** Splits a SQL file on semicolons that end a statement (outside quoted strings). */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let inString = false;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (!inString && char === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (char === "'") inString = !inString;
    if (char === ";" && !inString) {
      if (current.trim()) statements.push(current.trim());
      current = "";
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** wrangler.toml's D1 database id and R2 bucket name: what wrangler's local state is keyed by. */
export function wranglerStorageNames(): { databaseId: string; bucketName: string } {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const databaseId = /^database_id\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const bucketName = /^bucket_name\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  if (!databaseId || !bucketName) throw new Error("wrangler.toml has no database_id or bucket_name");
  return { databaseId, bucketName };
}

/** A var as wrangler.toml sets it at the top level (the first assignment in the file), or undefined. */
export function wranglerVar(name: string): string | undefined {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  return new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m").exec(toml)?.[1];
}

/**
 * A wrangler.toml for the scripts that run wrangler against a test's own local state (backup,
 * restore, data-subject requests): the project's migrations, one D1 database and the CV bucket.
 */
export function localWranglerConfig({ name, databaseId, bucketName }: { name: string; databaseId: string; bucketName: string }): string {
  return [
    `name = "${name}"`,
    'compatibility_date = "2026-04-01"',
    "[[d1_databases]]",
    'binding = "DB"',
    'database_name = "transist"',
    `database_id = "${databaseId}"`,
    `migrations_dir = ${JSON.stringify(join(root, "migrations"))}`,
    "[[r2_buckets]]",
    'binding = "CV_BUCKET"',
    `bucket_name = "${bucketName}"`,
    'jurisdiction = "eu"',
    "",
  ].join("\n");
}

/** The built worker (build/index.js) in workerd with real, empty D1 and R2, migrated like production. */
export async function startWorker(options: WorkerOptions = {}) {
  const persisted = options.persistTo !== undefined ? wranglerStorageNames() : undefined;
  const databaseId = persisted?.databaseId ?? `transist-test-${crypto.randomUUID()}`;
  const bucketName = persisted?.bucketName ?? `transist-cv-test-${crypto.randomUUID()}`;
  const faultyD1 = options.d1FailFirst !== undefined || options.countD1Calls === true;
  const faultyR2 = options.r2FailFirst !== undefined || options.r2GetFailFirst !== undefined || options.r2ListFails === true;
  const r2Faults = {
    failFirst: options.r2FailFirst ?? 0,
    failGetFirst: options.r2GetFailFirst ?? 0,
    failList: options.r2ListFails === true,
  };
  const log = workerLogs.start();
  /** The worker's answers to `fetch`, whose bodies are cancelled at dispose if no test read them. */
  const answered: Awaited<ReturnType<Miniflare["dispatchFetch"]>>[] = [];
  /** The worker's stdout and stderr, a line at a time into its log (worker-logs.ts says who reads it). */
  const keepLines = (stream: Readable, echo: NodeJS.WriteStream) => {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      if (echoWorkerLogs) echo.write(chunk);
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      log.lines.push(...lines.filter((line) => line.trim() !== ""));
    });
  };
  const faultModule = readFileSync(join(root, "harness/faulty-bindings.js"), "utf8");
  const mailLog = new MailLog();
  const miniflareOptions = ({ vars, emailDown, buildDirectory = root }: Reconfigurable): MiniflareOptions => ({
    rootPath: root,
    log: mailLog,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      keepLines(stdout, process.stdout);
      keepLines(stderr, process.stderr);
    },
    ...(options.port !== undefined ? { host: "127.0.0.1", port: options.port } : {}),
    ...(options.cacheDirectory !== undefined ? { cachePersist: options.cacheDirectory } : {}),
    // wrangler keeps its local state in <persist-to>/v3/<plugin> (d1 execute, r2 object, getPlatformProxy).
    ...(options.persistTo !== undefined
      ? { d1Persist: join(options.persistTo, "v3", "d1"), r2Persist: join(options.persistTo, "v3", "r2") }
      : {}),
    workers: [
      {
        name: "transist",
        modules: [{ type: "ESModule", path: join(buildDirectory, "build/index.js") }],
        // Module names are paths below this: a build outside the repository needs its own.
        modulesRoot: buildDirectory,
        compatibilityDate: "2026-04-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: faultyD1 ? {} : { DB: databaseId },
        r2Buckets: faultyR2 ? {} : { CV_BUCKET: bucketName },
        assets: { directory: join(buildDirectory, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
        wrappedBindings: {
          RATE_LIMITER: { scriptName: "rate-limiter", bindings: { namespaceId: "", limit: options.fallbackRateLimit ?? 20, period: 60 } },
          ...(faultyD1 ? { DB: { scriptName: "faulty-d1", bindings: { failFirst: options.d1FailFirst ?? 0 } } } : {}),
          ...(faultyR2 ? { CV_BUCKET: { scriptName: "faulty-r2", bindings: r2Faults } } : {}),
          EMAIL: { scriptName: "recording-email" },
        },
        bindings: {
          SITE_URL: "https://www.transist.se",
          RATE_LIMIT_MAX: "1000",
          RATE_LIMIT_WINDOW_SECONDS: TEST_RATE_LIMIT_WINDOW_SECONDS,
          // Tests post many forms from one client, as they do past the rate limit; the caps' own tests set it low.
          VISITOR_MAILS_PER_CLIENT: "1000",
          LIMIT_HASH_SECRET,
          LINK_SIGNING_SECRET,
          NOTIFY_TO,
          NOTIFY_FROM,
          ALERT_TO,
          ...vars,
        },
      },
      // The real storage, reachable by the tests even when the worker's binding is faulty. It also
      // answers SQL over fetch (`sql()` below), which needs none of miniflare's synchronous proxy.
      {
        name: "storage",
        modules: true,
        routes: [`${STORAGE_HOST}/*`],
        script: STORAGE_SCRIPT,
        d1Databases: { DB: databaseId },
        r2Buckets: { CV_BUCKET: bucketName },
      },
      { name: "rate-limiter", modules: true, script: rateLimiterModule(), serviceBindings: { CLOCK: "storage" } },
      {
        name: "recording-email",
        modules: true,
        script: `${faultModule}\nexport default recordingEmail;`,
        bindings: options.emailMaxBytes ? { MAX_BYTES: options.emailMaxBytes } : {},
        // As wrangler.toml: any recipient, the site's own sender only.
        email: {
          send_email: [
            { name: "INNER_EMAIL", allowed_sender_addresses: emailDown ? ["ingen@transist.se"] : [vars?.NOTIFY_FROM ?? NOTIFY_FROM] },
          ],
        },
        serviceBindings: { RECORDER: "storage" },
      },
      ...(faultyD1
        ? [
            {
              name: "faulty-d1",
              modules: true,
              script: `${faultModule}\nexport default faultyD1;`,
              d1Databases: { INNER_DB: databaseId },
              serviceBindings: options.countD1Calls ? { COUNTER: "storage" } : {},
            },
          ]
        : []),
      ...(faultyR2
        ? [
            {
              name: "faulty-r2",
              modules: true,
              script: `${faultModule}\nexport default faultyR2;`,
              r2Buckets: { INNER_BUCKET: bucketName },
            },
          ]
        : []),
    ],
  });
  const mf = new Miniflare(miniflareOptions(options));
  const url = await mf.ready;
  // The storage proxies open while the migrations run: each is a round trip of its own.
  const proxies = Promise.all([mf.getD1Database("DB", "storage"), mf.getR2Bucket("CV_BUCKET", "storage")] as const);
  // Read below; if a migration fails first, its error is the one thrown.
  proxies.catch(() => undefined);
  // Over fetch, not through `db`: miniflare's synchronous proxy can lose its place on a busy
  // machine, and the migrations and the seed are hundreds of calls.
  const run = async (statements: string[]) => {
    const response = await mf.dispatchFetch(`http://${STORAGE_HOST}/statements`, { method: "POST", body: JSON.stringify(statements) });
    if (!response.ok) throw new Error(`SQL failed (${response.status}): ${await response.text()}`);
  };
  /** What miniflare's log leaves out of each mail (Reply-To, custom headers), as the recording binding saw them. */
  const mailExtras = async (): Promise<MailExtras[]> => {
    const response = await mf.dispatchFetch(`http://${STORAGE_HOST}/mail-extras`);
    return (await response.json()) as MailExtras[];
  };
  const query = async <Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<Row[]> => {
    const response = await mf.dispatchFetch(`http://${STORAGE_HOST}/sql`, { method: "POST", body: JSON.stringify({ sql, params }) });
    if (!response.ok) throw new Error(`SQL failed (${response.status}): ${await response.text()}`);
    return (await response.json()) as Row[];
  };
  if (options.migrate !== false) await run(migrationStatements());
  if (options.seed) await run(seedStatements());
  let [db, bucket] = await proxies;
  return {
    mf,
    get db() {
      return db;
    },
    get bucket() {
      return bucket;
    },
    url: url.toString().replace(/\/$/, ""),
    /**
     * The mails the send_email binding has accepted, oldest first. Waits for `atLeast` of them, and
     * until the log and the recording binding's reports name as many mails: the report (with the
     * Reply-To) comes just after the binding accepts a mail, and the log's line can come after it.
     */
    async sentEmails({ atLeast = 0, timeoutMs = 5000 } = {}): Promise<SentMail[]> {
      const deadline = Date.now() + timeoutMs;
      let extras = await mailExtras();
      while ((mailLog.mails.length < atLeast || mailLog.mails.length !== extras.length) && Date.now() < deadline) {
        await sleep(50);
        extras = await mailExtras();
      }
      return Promise.all(
        mailLog.mails.map((mail) => {
          const index = extras.findIndex((extra) => extra.to === mail.to.join(", ") && extra.subject === mail.subject);
          return readMail(mail, index < 0 ? undefined : extras.splice(index, 1)[0]);
        }),
      );
    },
    /**
     * Waits until the work the worker does after its answers is done: no outbox row is waiting for
     * its first send or being sent. A mail the binding has accepted is marked sent a moment later,
     * so a test that reads outbox rows after `sentEmails()` can still see them "sending".
     */
    async outboxSettled({ timeoutMs = 10_000 } = {}): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const unsettled = async () => {
        const rows = await query<{ n: number }>(
          "SELECT count(*) AS n FROM outbox WHERE status = 'sending' OR (status = 'pending' AND attempts = 0)",
        );
        return rows[0]?.n ?? 0;
      };
      let left = await unsettled();
      while (left > 0) {
        if (Date.now() > deadline) throw new Error(`${left} outbox rows still unsent after ${timeoutMs} ms`);
        await sleep(50);
        left = await unsettled();
      }
    },
    /**
     * Holds the RATE_LIMITER binding's clock still at `time` (null: the real clock again), so that
     * requests a test makes one after another are counted in the same minute.
     */
    async holdRateLimitClock(time: Date | null): Promise<void> {
      const response = await mf.dispatchFetch(`http://${STORAGE_HOST}/rate-limit-clock`, {
        method: "POST",
        body: JSON.stringify(time?.getTime() ?? null),
      });
      await response.arrayBuffer();
    },
    /** Runs the Cron Trigger's scheduled handler as if the cron fired at `time` (default now). */
    async scheduled(time = new Date()): Promise<{ outcome: string }> {
      const worker = (await mf.getWorker("transist")) as unknown as {
        scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }>;
      };
      return worker.scheduled({ cron: "*/5 * * * *", scheduledTime: time });
    },
    /**
     * Restarts the worker with other vars, e-mail destination or build (a deploy); D1, R2 and the
     * Cache API keep their data, and a worker on a port stays on it.
     */
    async reconfigure(next: Reconfigurable) {
      await mf.setOptions(miniflareOptions(next));
      db = await mf.getD1Database("DB", "storage");
      bucket = await mf.getR2Bucket("CV_BUCKET", "storage");
    },
    /**
     * Rows of a query against the worker's D1, asked over fetch. Prefer it to `db` in tests that
     * query thousands of times: `db` is miniflare's synchronous proxy, which loses its place when
     * the machine is busy enough.
     */
    sql: query,
    /**
     * How many entries caches.default holds (with `cacheDirectory`): miniflare keeps each entry's
     * body as one file under default/blobs, and deletes it with its entry.
     */
    cacheEntries(): number {
      if (options.cacheDirectory === undefined) throw new Error("cacheEntries() needs startWorker({ cacheDirectory })");
      const blobs = join(options.cacheDirectory, "default/blobs");
      return existsSync(blobs) ? readdirSync(blobs).length : 0;
    },
    /** The worker's calls to D1 so far (with `countD1Calls`; a batch is one call, a round trip). */
    async d1Calls(): Promise<number> {
      const response = await mf.dispatchFetch(`http://${STORAGE_HOST}/d1-calls`);
      return (await response.json()) as number;
    },
    /** A request to the worker; paths are relative to its origin. */
    async fetch(path: string, init?: Parameters<Miniflare["dispatchFetch"]>[1]) {
      const answer = await mf.dispatchFetch(new URL(path, "http://localhost:8787").toString(), { redirect: "manual", ...init });
      // miniflare's answer wraps the body of the Response undici's fetch made, and drops that one.
      // Once it is collected, undici cancels the body it still shares, so an answer a test holds
      // unread while it does other things could no longer be read. Piped into a body of our own,
      // undici's is locked at once, and undici leaves a locked body alone.
      const response = answer.body === null ? answer : new Response(answer.body.pipeThrough(new TransformStream()), answer);
      answered.push(response);
      return response;
    },
    /**
     * The page as the edge cache serves it: the worker keeps a copy after answering
     * (`waitUntil`), so this asks again until an answer says `X-Cache: HIT`.
     */
    async fetchCacheHit(path: string, headers: Record<string, string> = {}) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const response = await this.fetch(path, { headers });
        if (response.headers.get("x-cache") === "HIT") return response;
        await response.arrayBuffer();
        if (Date.now() > deadline) throw new Error(`${path} was never served from the cache`);
        await sleep(50);
      }
    },
    /** What the worker has logged so far, a line each. */
    logs: () => [...log.lines],
    async dispose() {
      // Miniflare's dispose waits for every request still open, and a body nobody read (a test
      // that checks only an image's headers) keeps its request open until it is collected.
      await Promise.all(
        answered.splice(0).map((response) => (response.bodyUsed || response.body?.locked ? undefined : response.body?.cancel())),
      );
      await mf.dispose();
      log.disposed = true;
    },
  };
}

type Reconfigurable = Pick<WorkerOptions, "vars" | "emailDown" | "buildDirectory">;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
