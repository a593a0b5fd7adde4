// scripts/ops/deploy.ts with wrangler stubbed: a stand-in executable (WRANGLER_BIN) records every call
// and answers as told, a repository of its own holds main, a tag on it and a tag beside it (its build
// writes build/version.txt as Remix's does), and a local HTTP server plays the environment's site:
// the version it answers from, whether D1 is up, the outbox's state, whether its form's refused post
// still comes back with the field errors, and whether it answers at all.
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadMessages } from "~/forms/shared/messages";

const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "transist-deploy-script-"));
const repo = join(work, "repo");
const calls = join(work, "wrangler-calls.txt");
const fakeWrangler = join(work, "wrangler");

/** The stand-in: appends its arguments as one line, answers `secret list` with FAKE_SECRETS. */
writeFileSync(
  fakeWrangler,
  `#!/bin/sh
echo "$*" >> "${calls}"
case "$1 $2" in
  "secret list") echo "\${FAKE_SECRETS:-[]}" ;;
  "rollback "*) echo "Worker Version rolled back" ;;
esac
exit 0
`,
);
chmodSync(fakeWrangler, 0o755);

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.se", ...args], { cwd: repo, encoding: "utf8" });

/** The build id the stand-in build writes; the site answers from `site.version`. */
const NEW_VERSION = "0a1b2c3d";
const site = { version: NEW_VERSION, d1: "ok", outbox: "ok", sending: "ok" as "ok" | "broken", answers: true };
/** The refused posts the site received: method, Origin and body. */
const posts: Array<{ origin: string | undefined; body: string }> = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  execFileSync("mkdir", ["-p", repo]);
  writeFileSync(
    join(repo, "package.json"),
    JSON.stringify({
      name: "deploy-test",
      private: true,
      scripts: { build: `echo byggt && mkdir -p build && echo ${NEW_VERSION.toUpperCase()} > build/version.txt` },
    }),
  );
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-qm", "release");
  git("tag", "v1.0.0");
  git("checkout", "-qb", "sidospår");
  writeFileSync(join(repo, "experiment.txt"), "inte på main\n");
  git("add", "-A");
  git("commit", "-qm", "experiment");
  git("tag", "v1.1.0-experiment");
  git("tag", "inte-en-release", "main");

  // Answers as the worker does: every answer names its build (X-Build-Id); /healthz is 503 whenever a part is red.
  server = createServer((request, response) => {
    // Takes the connection and never answers: what a version hung at start-up looks like.
    if (!site.answers) return;
    if (request.method === "POST" && request.url === "/kontakt") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        posts.push({ origin: request.headers.origin, body });
        if (site.sending === "broken") {
          response.writeHead(500, { "Content-Type": "text/html; charset=utf-8", "X-Build-Id": site.version }).end("<p>Fel</p>");
          return;
        }
        const errors = Object.values(leadMessages).map((message) => `<p>${message}</p>`);
        response.writeHead(400, { "Content-Type": "text/html; charset=utf-8", "X-Build-Id": site.version });
        response.end(`<!doctype html><title>Transist</title><form method="post">${errors.join("")}</form>`);
      });
      return;
    }
    if (request.url === "/healthz") {
      const healthy = site.d1 === "ok" && site.outbox === "ok";
      response.writeHead(healthy ? 200 : 503, { "Content-Type": "application/json", "X-Build-Id": site.version });
      response.end(JSON.stringify({ status: healthy ? "ok" : "degraded", d1: site.d1, r2: "ok", outbox: site.outbox, cron: "ok" }));
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "X-Build-Id": site.version });
    response.end(`<!doctype html><title>Transist</title>${request.url === "/offert" ? '<form method="post"></form>' : ""}`);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  rmSync(work, { recursive: true, force: true });
});

const SECRETS = JSON.stringify([
  { name: "LIMIT_HASH_SECRET", type: "secret_text" },
  { name: "LINK_SIGNING_SECRET", type: "secret_text" },
  { name: "ALERT_WEBHOOK_URL", type: "secret_text" },
]);

async function deploy(
  env: string,
  ref: string,
  secrets = SECRETS,
  extraEnv: Record<string, string | undefined> = { ERASURE_HASH_KEY: "operatorernas-nyckel" },
) {
  git("checkout", "-q", ref);
  writeFileSync(calls, "");
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(root, "node_modules/.bin/tsx"),
      [join(root, "scripts/ops/deploy.ts"), "--env", env],
      {
        cwd: repo,
        env: {
          ...process.env,
          ERASURE_HASH_KEY: undefined,
          WRANGLER_BIN: fakeWrangler,
          FAKE_SECRETS: secrets,
          DEPLOY_CHECK_ORIGIN: origin,
          DEPLOY_CHECK_SECONDS: "1",
          ...extraEnv,
        },
      },
    );
    return { code: 0, output: stdout + stderr, calls: readFileSync(calls, "utf8").split("\n").filter(Boolean) };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr, calls: readFileSync(calls, "utf8").split("\n").filter(Boolean) };
  }
}

describe("npm run deploy (scripts/ops/deploy.ts, wrangler stubbed)", { timeout: 180_000 }, () => {
  it("refuses production from a tag that is not on main, and from main without a tag, before wrangler is asked anything", async () => {
    const aside = await deploy("production", "v1.1.0-experiment");
    expect(aside.code).toBe(1);
    expect(aside.output).toContain("ligger inte på main");
    expect(aside.calls).toEqual([]);

    git("checkout", "-q", "main");
    git("commit", "-q", "--allow-empty", "-m", "efter releasen");
    const untagged = await deploy("production", "main");
    expect(untagged.code).toBe(1);
    expect(untagged.output).toContain("bara från en tagg v*");
    expect(untagged.calls).toEqual([]);
  });

  it("refuses an environment whose secrets are missing, naming each, before it builds or deploys", async () => {
    const result = await deploy("staging", "main", "[]");
    expect(result.code).toBe(1);
    expect(result.output).toContain("saknar hemligheterna LIMIT_HASH_SECRET, LINK_SIGNING_SECRET, ALERT_WEBHOOK_URL");
    // The old shared name alone does not do: each key needs its own name before a deploy.
    const oldName = await deploy(
      "production",
      "v1.0.0",
      JSON.stringify([
        { name: "RATE_LIMIT_SECRET", type: "secret_text" },
        { name: "ALERT_WEBHOOK_URL", type: "secret_text" },
      ]),
    );
    expect(oldName.code).toBe(1);
    expect(oldName.output).toContain("saknar hemligheterna LIMIT_HASH_SECRET, LINK_SIGNING_SECRET");
    expect(result.output).not.toContain("byggt");
    expect(result.calls).toEqual(["secret list --env staging --format json"]);
  });

  it("refuses production where the operators' ERASURE_HASH_KEY is not set, before wrangler is asked anything", async () => {
    const result = await deploy("production", "v1.0.0", SECRETS, {});
    expect(result.code).toBe(1);
    expect(result.output).toContain("ERASURE_HASH_KEY saknas där driftsättningen körs");
    expect(result.calls).toEqual([]);
  });

  it("deploys production from a tag on main, checks the new version, D1, R2, the pages and a refused post, and leaves it", async () => {
    posts.length = 0;
    const result = await deploy("production", "v1.0.0");
    expect(result.code, result.output).toBe(0);
    expect(result.calls).toEqual([
      "secret list --env production --format json",
      "d1 migrations apply DB --remote --env production",
      "deploy --env production",
    ]);
    expect(result.output).toContain("(v1.0.0)");
    expect(result.output).toContain("byggt");
    expect(result.output).toContain(`svarar som det ska med`);
    expect(result.output).toContain(`version ${NEW_VERSION}`);
    // One empty contact form, with the site's own Origin: refused by the site, so nothing is stored.
    expect(posts).toHaveLength(1);
    expect(posts[0]!.origin).toBe(origin);
    expect(new URLSearchParams(posts[0]!.body).get("email")).toBe("");
  });

  it("rolls back a release whose form post no longer comes back with its field errors", async () => {
    site.sending = "broken";
    try {
      const result = await deploy("staging", "main");
      expect(result.code).toBe(1);
      expect(result.output).toContain("ett tomt kontaktformulär till /kontakt svarade 500");
      expect(result.calls.at(-1)).toMatch(/^rollback --env staging --message .+ --yes$/);
    } finally {
      site.sending = "ok";
    }
  });

  it("rolls back a version that takes connections and never answers, within the configured time, not minutes", async () => {
    site.answers = false;
    try {
      const started = Date.now();
      const result = await deploy("staging", "main", SECRETS, { DEPLOY_CHECK_SECONDS: "2", DEPLOY_CHECK_REQUEST_SECONDS: "1" });
      const seconds = (Date.now() - started) / 1000;
      expect(result.code).toBe(1);
      expect(result.output).toContain("svarade inte (inget svar inom 1 s)");
      expect(result.calls.at(-1)).toMatch(/^rollback --env staging --message .+ --yes$/);
      // The check's own time (2 s) and the command's start-up; without a timeout it waits for ever.
      expect(seconds).toBeLessThan(30);
    } finally {
      site.answers = true;
    }
  });

  it("keeps a deploy made while a notification has failed (/healthz 503 for the outbox), and reports the queue beside it", async () => {
    site.outbox = "failed";
    try {
      const result = await deploy("staging", "main");
      expect(result.code, result.output).toBe(0);
      expect(result.calls.some((call) => call.startsWith("rollback"))).toBe(false);
      expect(result.output).toContain("utkorgen failed, cron ok");
      expect(result.output).toContain("svarar som det ska");
    } finally {
      site.outbox = "ok";
    }
  });

  it("rolls back when the new version does not answer (the old build still does)", async () => {
    site.version = "99999999";
    try {
      const result = await deploy("staging", "main");
      expect(result.code).toBe(1);
      expect(result.calls.at(-1)).toMatch(/^rollback --env staging --message .+ --yes$/);
      expect(result.calls).toHaveLength(4);
      expect(result.output).toContain(`svarade från version 99999999, inte ${NEW_VERSION}`);
      expect(result.output).toContain("Rullade tillbaka staging till föregående version med wrangler rollback");
    } finally {
      site.version = NEW_VERSION;
    }
  });

  it("rolls back with wrangler rollback when the new version cannot reach D1, and says so", async () => {
    site.d1 = "down";
    try {
      const result = await deploy("staging", "main");
      expect(result.code).toBe(1);
      expect(result.calls.slice(0, 3)).toEqual([
        "secret list --env staging --format json",
        "d1 migrations apply DB --remote --env staging",
        "deploy --env staging",
      ]);
      expect(result.calls.at(-1)).toMatch(/^rollback --env staging --message .+ --yes$/);
      expect(result.calls).toHaveLength(4);
      expect(result.output).toContain("/healthz svarade 503: D1 down, R2 ok");
      expect(result.output).toContain("Rullade tillbaka staging till föregående version med wrangler rollback");
    } finally {
      site.d1 = "ok";
    }
  });
});
