// The remote part of `npm run deploy -- --env staging|production`; scripts/ops/deploy.sh runs it after
// its own checks (arguments, a clean working tree), from the repository's root. In order:
//
// 1. production only: HEAD carries a tag v* and is on main (origin/main where the forge's main is
//    known, else the local main), so a tag on a side branch never reaches the customers;
// 2. every secret the environment needs exists (`wrangler secret list`);
// 3. build, migrations (`wrangler d1 migrations apply`), `wrangler deploy`;
// 4. the deploy is judged on the environment's own address, asked again for a while since a new
//    version takes a moment to reach every location: the new build's id (build/version.txt, the
//    X-Build-Id every answer carries) answers, /healthz finds D1 and R2, and the home page and a
//    form page render. The mail queue and the cron, which /healthz also reports, are printed beside
//    it and never judge it: a deploy is how a mail incident gets fixed;
// 5. if the deploy fails that check, `wrangler rollback` to the previous version, and the script
//    says so and fails.
//
// WRANGLER_BIN may name another wrangler (the tests' stand-in); DEPLOY_CHECK_ORIGIN another address
// to check than the environment's SITE_URL, and DEPLOY_CHECK_SECONDS how long to keep asking.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isEnvironment, type Environment } from "./provision-config";
import { runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");

/**
 * The Worker secrets each environment must have before it is deployed (docs/drift.md: Hemligheter):
 * the key the limits hash by, the key the mailed links are signed with, and the webhook the alerts
 * go to when mail is what has failed. The old shared RATE_LIMIT_SECRET does not stand in for them:
 * the Worker still reads it, but a deploy waits until each key has its own name.
 * (ERASURE_HASH_KEY is the operators', never the Worker's.)
 */
export const REQUIRED_SECRETS: Record<Environment, readonly string[]> = {
  staging: ["LIMIT_HASH_SECRET", "LINK_SIGNING_SECRET", "ALERT_WEBHOOK_URL"],
  production: ["LIMIT_HASH_SECRET", "LINK_SIGNING_SECRET", "ALERT_WEBHOOK_URL"],
};

class Refusal extends Error {}

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

function gitOk(...args: string[]): boolean {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
}

/** Production is deployed only from a tag v* whose commit is on main. */
export function checkReleaseCommit(): string {
  const tags = git("tag", "--points-at", "HEAD", "--list", "v*").split("\n").filter(Boolean);
  if (tags.length === 0) {
    throw new Refusal("Production driftsätts bara från en tagg v* (git tag v1.2.3 på en commit på main); HEAD har ingen.");
  }
  const main = ["origin/main", "main"].find((ref) => gitOk("rev-parse", "--verify", "--quiet", `${ref}^{commit}`));
  if (!main) throw new Refusal("Hittar ingen main (varken origin/main eller main) att jämföra taggen med.");
  if (!gitOk("merge-base", "--is-ancestor", "HEAD", main)) {
    throw new Refusal(`Taggen ${tags.join(", ")} ligger inte på ${main}: production driftsätts bara från main.`);
  }
  return tags[0]!;
}

/** The secrets `wrangler secret list` names for the environment's worker. */
export function missingSecrets(env: Environment): string[] {
  const output = runWrangler(["secret", "list", "--env", env, "--format", "json"]);
  const listed = JSON.parse(output.slice(output.indexOf("["))) as Array<{ name?: string }>;
  const names = new Set(listed.map((secret) => secret.name));
  return REQUIRED_SECRETS[env].filter((name) => !names.has(name));
}

async function siteUrl(env: Environment): Promise<string> {
  if (process.env.DEPLOY_CHECK_ORIGIN) return process.env.DEPLOY_CHECK_ORIGIN.replace(/\/+$/, "");
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: join(root, "wrangler.toml"), env }, { hideWarnings: true });
  const url = (config.vars as Record<string, unknown>).SITE_URL;
  if (typeof url !== "string" || !url) throw new Refusal(`wrangler.toml saknar SITE_URL i [env.${env}.vars]`);
  return url.replace(/\/+$/, "");
}

/** A page the deploy is judged by: the home page, and a page whose form must render. */
const PAGES = [
  { path: "/", name: "startsidan", holds: "Transist" },
  { path: "/offert", name: "formulärsidan /offert", holds: "<form" },
] as const;

/** The build id the build just made (Remix's assets version, which every answer names in X-Build-Id). */
export function builtVersion(): string {
  const file = join(process.cwd(), "build/version.txt");
  const version = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (!version) throw new Refusal("Bygget skrev ingen build/version.txt: vet inte vilken version som ska svara.");
  return version.toLowerCase();
}

export interface SiteCheck {
  /** Why the deploy fails, or null when the new version answers and works. */
  problem: string | null;
  /** The mail queue and the cron as /healthz reports them: told, never judged. */
  queue: string | null;
}

const buildOf = (response: Response) => (response.headers.get("X-Build-Id") ?? "").toLowerCase();

/**
 * Judges the version answering at `origin`: it is `version`, D1 and R2 answer, and the pages render.
 * /healthz's status code is not asked: it is 503 during a mail incident, and that must not roll back a fix.
 */
export async function checkSite(origin: string, version: string): Promise<SiteCheck> {
  let queue: string | null = null;
  try {
    const health = await fetch(`${origin}/healthz`, { headers: { "Cache-Control": "no-cache" }, redirect: "manual" });
    const report = (await health.json().catch(() => null)) as Record<string, unknown> | null;
    if (report) queue = `utkorgen ${String(report.outbox ?? "okänd")}, cron ${String(report.cron ?? "okänd")}`;
    if (buildOf(health) !== version)
      return { problem: `/healthz svarade från version ${buildOf(health) || "okänd"}, inte ${version}`, queue };
    if (report?.d1 !== "ok" || report?.r2 !== "ok") {
      return {
        problem: `/healthz svarade ${health.status}: D1 ${String(report?.d1 ?? "okänd")}, R2 ${String(report?.r2 ?? "okänd")}`,
        queue,
      };
    }
    for (const page of PAGES) {
      const response = await fetch(`${origin}${page.path}`, { redirect: "manual" });
      const html = await response.text();
      const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
      if (response.status !== 200 || !isHtml || !html.includes(page.holds))
        return { problem: `${page.name} svarade ${response.status}`, queue };
      if (buildOf(response) !== version)
        return { problem: `${page.name} svarade från version ${buildOf(response) || "okänd"}, inte ${version}`, queue };
    }
    return { problem: null, queue };
  } catch (error) {
    return { problem: `${origin} svarade inte (${error instanceof Error ? error.message : String(error)})`, queue };
  }
}

/** Asks until the new version answers well or the time is up; the last answer. */
async function checkSiteFor(origin: string, version: string, seconds: number): Promise<SiteCheck> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const check = await checkSite(origin, version);
    if (check.problem === null || Date.now() >= until) return check;
    // The new version reaches Cloudflare's locations within seconds: ask again shortly.
    await new Promise((done) => setTimeout(done, 2000));
  }
}

export async function deploy(env: Environment): Promise<void> {
  const commit = git("rev-parse", "--short", "HEAD");
  const release = env === "production" ? ` (${checkReleaseCommit()})` : "";
  const missing = missingSecrets(env);
  if (missing.length > 0) {
    throw new Refusal(
      `Miljön ${env} saknar hemligheterna ${missing.join(", ")}: npx wrangler secret put ${missing[0]} --env ${env} (docs/drift.md: Hemligheter).`,
    );
  }
  const origin = await siteUrl(env);
  console.log(`Driftsätter ${commit}${release} till ${env}`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const version = builtVersion();
  runWrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", env], { echo: true });
  runWrangler(["deploy", "--env", env], { echo: true });

  const seconds = Number(process.env.DEPLOY_CHECK_SECONDS ?? 90);
  console.log(
    `Kontrollerar att version ${version} svarar på ${origin}: /healthz (D1, R2), ${PAGES.map((page) => page.path).join(" och ")} …`,
  );
  const { problem, queue } = await checkSiteFor(origin, version, seconds);
  // Told, not judged: a deploy during a mail incident is usually its fix.
  if (queue)
    console.log(
      `Utkorg och cron enligt /healthz: ${queue}${/failed|delayed|stopped/.test(queue) ? " (se docs/drift.md: Loggar, hälsa och larm)" : ""}.`,
    );
  if (problem === null) {
    console.log(`Klart: ${env} svarar som det ska med ${commit} (version ${version}).`);
    return;
  }
  console.error(`Driftsättningen klarade inte kontrollen: ${problem}.`);
  try {
    runWrangler(["rollback", "--env", env, "--message", `Kontrollen efter driftsättningen av ${commit} misslyckades`, "--yes"], {
      echo: true,
    });
  } catch (error) {
    throw new Error(
      `Rullade INTE tillbaka: ${error instanceof Error ? error.message : String(error)}\nGör det för hand: npx wrangler rollback --env ${env} (docs/drift.md).`,
    );
  }
  throw new Error(
    `Rullade tillbaka ${env} till föregående version med wrangler rollback. Migrationerna ligger kvar (de ska fungera med båda versionerna); kontrollera ${origin}/healthz.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, env] = process.argv.slice(2);
  if (flag !== "--env" || !isEnvironment(env)) {
    console.error("Användning: npm run deploy -- --env staging|production");
    process.exit(2);
  }
  deploy(env).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
