import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Miniflare } from "miniflare";

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
  const mf = new Miniflare({
    rootPath: root,
    modules: [{ type: "ESModule", path: join(root, "build/index.js") }],
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: `transist-test-${crypto.randomUUID()}` },
    r2Buckets: { CV_BUCKET: `transist-cv-test-${crypto.randomUUID()}` },
    assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    bindings: {
      SITE_URL: "https://www.transist.se",
      RATE_LIMIT_MAX: "1000",
      RATE_LIMIT_WINDOW_SECONDS: "600",
      ...options.vars,
    },
    ...(options.port !== undefined ? { host: "127.0.0.1", port: options.port } : {}),
  });
  const url = await mf.ready;
  const db = await mf.getD1Database("DB");
  const bucket = await mf.getR2Bucket("CV_BUCKET");
  if (options.migrate !== false) {
    for (const statement of migrationStatements()) await db.prepare(statement).run();
  }
  if (options.seed) {
    for (const statement of seedStatements()) await db.prepare(statement).run();
  }
  return {
    mf,
    db,
    bucket,
    url: url.toString().replace(/\/$/, ""),
    /** A request to the worker; paths are relative to its origin. */
    fetch(path: string, init?: Parameters<Miniflare["dispatchFetch"]>[1]) {
      return mf.dispatchFetch(new URL(path, "http://localhost:8787").toString(), { redirect: "manual", ...init });
    },
    dispose: () => mf.dispose(),
  };
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
