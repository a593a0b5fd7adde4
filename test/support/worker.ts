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
  /** Make the worker's D1 binding fail its first N calls (-1: every call); the test's `db` stays healthy. */
  d1FailFirst?: number;
  /** Make the worker's R2 binding fail its first N put calls (-1: every call). */
  r2FailFirst?: number;
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
  const databaseId = `transist-test-${crypto.randomUUID()}`;
  const bucketName = `transist-cv-test-${crypto.randomUUID()}`;
  const faultyD1 = options.d1FailFirst !== undefined;
  const faultyR2 = options.r2FailFirst !== undefined;
  const faultModule = readFileSync(join(root, "test/support/faulty-bindings.js"), "utf8");
  const mf = new Miniflare({
    rootPath: root,
    ...(options.port !== undefined ? { host: "127.0.0.1", port: options.port } : {}),
    workers: [
      {
        name: "transist",
        modules: [{ type: "ESModule", path: join(root, "build/index.js") }],
        compatibilityDate: "2026-04-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: faultyD1 ? {} : { DB: databaseId },
        r2Buckets: faultyR2 ? {} : { CV_BUCKET: bucketName },
        wrappedBindings: {
          ...(faultyD1 ? { DB: { scriptName: "faulty-d1", bindings: { failFirst: options.d1FailFirst! } } } : {}),
          ...(faultyR2 ? { CV_BUCKET: { scriptName: "faulty-r2", bindings: { failFirst: options.r2FailFirst! } } } : {}),
        },
        assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
        bindings: {
          SITE_URL: "https://www.transist.se",
          RATE_LIMIT_MAX: "1000",
          RATE_LIMIT_WINDOW_SECONDS: "600",
          ...options.vars,
        },
      },
      // The real storage, reachable by the tests even when the worker's binding is faulty.
      { name: "storage", modules: true, script: "export default { fetch() { return new Response(null, { status: 404 }); } }", d1Databases: { DB: databaseId }, r2Buckets: { CV_BUCKET: bucketName } },
      ...(faultyD1 ? [{ name: "faulty-d1", modules: true, script: `${faultModule}\nexport default faultyD1;`, d1Databases: { INNER_DB: databaseId } }] : []),
      ...(faultyR2 ? [{ name: "faulty-r2", modules: true, script: `${faultModule}\nexport default faultyR2;`, r2Buckets: { INNER_BUCKET: bucketName } }] : []),
    ],
  });
  const url = await mf.ready;
  const db = await mf.getD1Database("DB", "storage");
  const bucket = await mf.getR2Bucket("CV_BUCKET", "storage");
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
