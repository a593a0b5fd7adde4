import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readFile } from "node:fs/promises";
import { Log, LogLevel, Miniflare, type MiniflareOptions } from "miniflare";

const root = resolve(import.meta.dirname, "../..");

export interface WorkerOptions {
  /** Extra `[vars]` for this worker. */
  vars?: Record<string, string>;
  /** Serve on a real port (for the browser tests); default: dispatchFetch only. */
  port?: number;
  /** Load seed/seed.sql after the migrations. */
  seed?: boolean;
  /** Skip the migrations (to test a database whose tables are missing). */
  migrate?: boolean;
  /**
   * destination_address of the simulated send_email binding (NOTIFY_EMAIL); default the NOTIFY_TO
   * var. A different address makes every notification fail, as Cloudflare refuses an unverified one.
   */
  emailDestination?: string;
}

export const NOTIFY_TO = "info@transist.se";
export const NOTIFY_FROM = "webbplats@transist.se";

/** Miniflare's send_email simulation writes each accepted mail to an .eml file and logs its path. */
class MailLog extends Log {
  readonly files: string[] = [];
  constructor() {
    super(LogLevel.NONE);
  }
  override logWithLevel(_level: LogLevel, message: string): void {
    const file = /send_email binding called with the following message:\s+(\S+\.eml)/.exec(message)?.[1];
    if (file) this.files.push(file);
  }
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

/** The built worker (build/index.js) in workerd with real, empty D1 and R2, migrated like production. */
export async function startWorker(options: WorkerOptions = {}) {
  const mailLog = new MailLog();
  const d1Id = `transist-test-${crypto.randomUUID()}`;
  const r2Id = `transist-cv-test-${crypto.randomUUID()}`;
  const miniflareOptions = (vars: Record<string, string> | undefined, emailDestination: string | undefined): MiniflareOptions => ({
    rootPath: root,
    modules: [{ type: "ESModule", path: join(root, "build/index.js") }],
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: d1Id },
    r2Buckets: { CV_BUCKET: r2Id },
    assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    email: { send_email: [{ name: "NOTIFY_EMAIL", destination_address: emailDestination ?? vars?.NOTIFY_TO ?? NOTIFY_TO }] },
    log: mailLog,
    bindings: {
      SITE_URL: "https://www.transist.se",
      RATE_LIMIT_MAX: "1000",
      RATE_LIMIT_WINDOW_SECONDS: "600",
      NOTIFY_TO,
      NOTIFY_FROM,
      ...vars,
    },
    ...(options.port !== undefined ? { host: "127.0.0.1", port: options.port } : {}),
  });
  const mf = new Miniflare(miniflareOptions(options.vars, options.emailDestination));
  const url = await mf.ready;
  let db = await mf.getD1Database("DB");
  let bucket = await mf.getR2Bucket("CV_BUCKET");
  if (options.migrate !== false) {
    for (const statement of migrationStatements()) await db.prepare(statement).run();
  }
  if (options.seed) {
    for (const statement of seedStatements()) await db.prepare(statement).run();
  }
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
     * The raw messages the send_email binding has accepted, oldest first. The binding reports a mail
     * just after accepting it, so this waits for `atLeast` of them and then a moment for stragglers.
     */
    async sentEmails({ atLeast = 0, timeoutMs = 5000 } = {}): Promise<string[]> {
      const deadline = Date.now() + timeoutMs;
      while (mailLog.files.length < atLeast && Date.now() < deadline) await sleep(50);
      await sleep(300);
      return Promise.all(mailLog.files.map((file) => readFile(file, "utf8")));
    },
    /** Runs the Cron Trigger's scheduled handler as if the cron fired at `time` (default now). */
    async scheduled(time = new Date()): Promise<{ outcome: string }> {
      const worker = (await mf.getWorker()) as unknown as { scheduled(options: { cron: string; scheduledTime: Date }): Promise<{ outcome: string }> };
      return worker.scheduled({ cron: "*/5 * * * *", scheduledTime: time });
    },
    /** Restarts the worker with other vars or e-mail destination; D1 and R2 keep their data. */
    async reconfigure(next: Pick<WorkerOptions, "vars" | "emailDestination">) {
      await mf.setOptions(miniflareOptions(next.vars, next.emailDestination));
      db = await mf.getD1Database("DB");
      bucket = await mf.getR2Bucket("CV_BUCKET");
    },
    /** A request to the worker; paths are relative to its origin. */
    fetch(path: string, init?: Parameters<Miniflare["dispatchFetch"]>[1]) {
      return mf.dispatchFetch(new URL(path, "http://localhost:8787").toString(), { redirect: "manual", ...init });
    },
    dispose: () => mf.dispose(),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
