// wrangler.toml as wrangler reads it: both environments deploy (a dry run of the built worker) with
// every binding and var the worker uses, their own database and bucket, and every bucket in the EU.
// And npm run deploy refuses what it must refuse before it builds anything.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";
import { mailsVisitors } from "~/server/worker/environment.server";
import { ASSUMED_ACCOUNT_DAILY_SENDING_LIMIT, COMPANY_MAIL_RESERVE, MAIL_BUDGETS, mailCaps } from "~/shared/mail-caps";

const root = resolve(import.meta.dirname, "../..");
const configPath = join(root, "wrangler.toml");
const ENVIRONMENTS = ["staging", "production"] as const;
const SITE_URL = { staging: "https://staging.transist.se", production: "https://www.transist.se" };
const work = mkdtempSync(join(tmpdir(), "transist-wrangler-config-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A command with wrangler's no-telemetry environment (scripts/ops/wrangler-env.sh), as the npm scripts run it. */
function sh(command: string, cwd = root) {
  const result = spawnSync("sh", ["-c", `. "${root}/scripts/ops/wrangler-env.sh" && ${command}`], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

interface Binding {
  binding?: string;
  name?: string;
  database_name?: string;
  database_id?: string;
  migrations_dir?: string;
  bucket_name?: string;
  jurisdiction?: string;
  namespace_id?: string;
  destination_address?: string;
  allowed_sender_addresses?: string[];
}

/** What these tests read of one configuration, top level or environment (wrangler ships no types for it). */
interface Section {
  name?: string;
  vars?: Record<string, string>;
  d1_databases?: Binding[];
  r2_buckets?: Binding[];
  send_email?: Binding[];
  ratelimits?: Binding[];
  routes?: Array<{ pattern: string; custom_domain?: boolean }>;
  triggers?: { crons?: string[] };
  workers_dev?: boolean;
  observability?: { enabled?: boolean; head_sampling_rate?: number };
}

const raw: Section & { env?: Record<string, Section> } = experimental_readRawConfig({ config: configPath }).rawConfig;
const resolved = (env: string): Section => unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
const byName = (bindings: Binding[] | undefined, name: string) => bindings?.find((entry) => (entry.binding ?? entry.name) === name);

describe.each(ENVIRONMENTS)("wrangler deploy --dry-run --env %s", (env) => {
  it("bundles the built worker with every binding it uses", () => {
    const outdir = join(work, env);
    const { status, output } = sh(`exec npx wrangler deploy --dry-run --env ${env} --outdir "${outdir}"`);
    expect(status, output).toBe(0);
    expect(existsSync(join(outdir, "index.js"))).toBe(true);
    const listed = [...output.matchAll(/^env\.([A-Z_]+)\b/gm)].map((match) => match[1]);
    expect(listed).toEqual(expect.arrayContaining(["DB", "CV_BUCKET", "EMAIL", "RATE_LIMITER", "ASSETS", "SITE_URL"]));
    expect(output).toContain(`env.SITE_URL ("${SITE_URL[env]}")`);
    expect(output).toMatch(new RegExp(`env\\.CV_BUCKET \\(transist-cv-${env} \\(eu\\)\\)`));
  }, 180_000);
});

describe("wrangler.toml", () => {
  it("keeps every R2 bucket in the EU", () => {
    const sections = [raw, ...Object.values(raw.env ?? {})];
    const buckets = sections.flatMap((section) => section.r2_buckets ?? []);
    expect(buckets.length).toBe(1 + ENVIRONMENTS.length);
    for (const bucket of buckets) expect(bucket, bucket.bucket_name).toMatchObject({ jurisdiction: "eu" });
  });

  it("has exactly the environments staging and production", () => {
    expect(Object.keys(raw.env ?? {}).sort()).toEqual([...ENVIRONMENTS].sort());
  });

  it("gives each environment its own database, bucket, limiter and worker", () => {
    const configs = [raw, ...ENVIRONMENTS.map(resolved)];
    const names = (pick: (section: Section) => string | undefined) => new Set(configs.map(pick)).size;
    expect(names((section) => byName(section.d1_databases, "DB")?.database_name)).toBe(configs.length);
    expect(names((section) => byName(section.r2_buckets, "CV_BUCKET")?.bucket_name)).toBe(configs.length);
    expect(names((section) => section.name)).toBe(configs.length);
    expect(new Set(ENVIRONMENTS.map((env) => byName(resolved(env).ratelimits, "RATE_LIMITER")?.namespace_id)).size).toBe(
      ENVIRONMENTS.length,
    );
    expect(byName(resolved("staging").d1_databases, "DB")).toMatchObject({
      database_name: "transist-staging",
      migrations_dir: "migrations",
    });
    expect(byName(resolved("staging").r2_buckets, "CV_BUCKET")).toMatchObject({ bucket_name: "transist-cv-staging" });
    expect(byName(resolved("production").d1_databases, "DB")).toMatchObject({ migrations_dir: "migrations" });
  });

  it.each(ENVIRONMENTS)("repeats every var and binding of the top level in %s, which wrangler does not inherit", (env) => {
    const config = resolved(env);
    expect(Object.keys(config.vars ?? {}).sort()).toEqual(Object.keys(raw.vars ?? {}).sort());
    expect(config.vars?.SITE_URL).toBe(SITE_URL[env]);
    expect(config.routes).toEqual([{ pattern: new URL(SITE_URL[env]).host, custom_domain: true }]);
    // One Email Service binding for every mail: any recipient (visitors too), only the site's own sender.
    expect(config.send_email).toEqual([{ name: "EMAIL", allowed_sender_addresses: [config.vars?.NOTIFY_FROM] }]);
    expect(byName(config.ratelimits, "RATE_LIMITER")).toBeDefined();
    expect(config.triggers?.crons).toEqual(raw.triggers?.crons);
    expect(config.triggers?.crons?.length).toBeGreaterThan(0);
    expect(config.workers_dev).toBe(false);
    expect(config.observability).toEqual({ enabled: true, head_sampling_rate: 1, logs: { invocation_logs: false } });
  });

  it("sizes the visitors' mail budgets below the account's daily sending limit, with the company's reserve left over", () => {
    // One account sends for both environments: whatever each may mail visitors, together, plus the reserve.
    const visitorMails = ENVIRONMENTS.map((env) => {
      const vars = resolved(env).vars ?? {};
      expect(vars.VISITOR_MAILS_PER_DAY, env).toMatch(/^\d+$/);
      expect(vars.VISITOR_MAILS_PER_CLIENT, env).toMatch(/^\d+$/);
      return mailsVisitors(vars) ? mailCaps(vars).perDay * MAIL_BUDGETS.length : 0;
    });
    expect(visitorMails[0]).toBe(0);
    expect(visitorMails.reduce((sum, n) => sum + n, 0) + COMPANY_MAIL_RESERVE).toBeLessThanOrEqual(ASSUMED_ACCOUNT_DAILY_SENDING_LIMIT);
  });
});

describe("npm run deploy", () => {
  it("refuses without an environment or with an unknown one", () => {
    for (const args of ["", "--env", "--env preview", "--env=prod", "staging"]) {
      const { status, output } = sh(`exec sh scripts/ops/deploy.sh ${args}`);
      expect(status, args).toBe(2);
      expect(output, args).toMatch(/staging|production/);
      expect(output, args).not.toContain("Driftsätter");
    }
  });

  it("refuses a working tree with changes, an untracked file too", () => {
    // A repository of its own with the deploy script, so this tree is never touched.
    const repo = join(work, "repo");
    mkdirSync(join(repo, "scripts", "ops"), { recursive: true });
    for (const file of ["scripts/ops/deploy.sh", "scripts/ops/wrangler-env.sh"]) copyFileSync(join(root, file), join(repo, file));
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.se", ...args], { cwd: repo });
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "deploy");
    writeFileSync(join(repo, "utkast.txt"), "inte incheckad\n");
    const { status, output } = sh("exec sh scripts/ops/deploy.sh --env staging", repo);
    expect(status).toBe(1);
    expect(output).toContain("inte är incheckade");
    expect(output).toContain("utkast.txt");
    expect(output).not.toContain("Driftsätter");
  });
});
