// scripts/ops/deploy.ts with wrangler stubbed: a stand-in executable (WRANGLER_BIN) records every call
// and answers as told, a repository of its own holds main, a tag on it and a tag beside it, and a
// local HTTP server plays the environment's site, healthy or not.
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

let healthy = true;
let server: Server;
let origin: string;

beforeAll(async () => {
  execFileSync("mkdir", ["-p", repo]);
  writeFileSync(join(repo, "package.json"), JSON.stringify({ name: "deploy-test", private: true, scripts: { build: "echo byggt" } }));
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

  server = createServer((request, response) => {
    if (request.url === "/healthz") {
      response.writeHead(healthy ? 200 : 503, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ status: healthy ? "ok" : "degraded" }));
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Transist</title>");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  rmSync(work, { recursive: true, force: true });
});

const SECRETS = JSON.stringify([{ name: "RATE_LIMIT_SECRET", type: "secret_text" }]);

async function deploy(env: string, ref: string, secrets = SECRETS) {
  git("checkout", "-q", ref);
  writeFileSync(calls, "");
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(root, "node_modules/.bin/tsx"),
      [join(root, "scripts/ops/deploy.ts"), "--env", env],
      {
        cwd: repo,
        env: { ...process.env, WRANGLER_BIN: fakeWrangler, FAKE_SECRETS: secrets, DEPLOY_CHECK_ORIGIN: origin, DEPLOY_CHECK_SECONDS: "3" },
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

  it("refuses an environment whose secrets are missing, before it builds or deploys", async () => {
    const result = await deploy("staging", "main", "[]");
    expect(result.code).toBe(1);
    expect(result.output).toContain("saknar hemligheterna RATE_LIMIT_SECRET");
    expect(result.output).not.toContain("byggt");
    expect(result.calls).toEqual(["secret list --env staging --format json"]);
  });

  it("deploys production from a tag on main, checks the site and leaves it", async () => {
    healthy = true;
    const result = await deploy("production", "v1.0.0");
    expect(result.code, result.output).toBe(0);
    expect(result.calls).toEqual([
      "secret list --env production --format json",
      "d1 migrations apply DB --remote --env production",
      "deploy --env production",
    ]);
    expect(result.output).toContain("(v1.0.0)");
    expect(result.output).toContain("byggt");
    expect(result.output).toContain("svarar som det ska");
  });

  it("rolls back with wrangler rollback when /healthz fails after the deploy, and says so", async () => {
    healthy = false;
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
      expect(result.output).toContain("/healthz svarade 503");
      expect(result.output).toContain("Rullade tillbaka staging till föregående version med wrangler rollback");
    } finally {
      healthy = true;
    }
  });
});
