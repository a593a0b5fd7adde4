// The remote part of `npm run deploy -- --env staging|production`; scripts/ops/deploy.sh runs it after
// its own checks (arguments, a clean working tree), from the repository's root. In order:
//
// 1. production only: HEAD carries a tag v* and is on main (origin/main where the forge's main is
//    known, else the local main), so a tag on a side branch never reaches the customers;
// 2. every secret the environment needs exists (`wrangler secret list`);
// 3. build, migrations (`wrangler d1 migrations apply`), `wrangler deploy`;
// 4. /healthz and the home page on the environment's own address answer as they should, asked
//    again for a while since a new version takes a moment to reach every location;
// 5. if they do not, `wrangler rollback` to the previous version, and the script says so and fails.
//
// WRANGLER_BIN may name another wrangler (the tests' stand-in); DEPLOY_CHECK_ORIGIN another address
// to check than the environment's SITE_URL, and DEPLOY_CHECK_SECONDS how long to keep asking.
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { isEnvironment, type Environment } from "./provision-config";
import { runWrangler } from "./wrangler-cli";

const root = resolve(import.meta.dirname, "../..");

/** The Worker secrets each environment must have before it is deployed (docs/drift.md: Hemligheter). */
export const REQUIRED_SECRETS: Record<Environment, readonly string[]> = {
  staging: ["RATE_LIMIT_SECRET"],
  production: ["RATE_LIMIT_SECRET"],
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

/** What is wrong with the site at `origin` right now, or null when /healthz and the home page answer as they should. */
export async function siteProblem(origin: string): Promise<string | null> {
  try {
    const health = await fetch(`${origin}/healthz`, { headers: { "Cache-Control": "no-cache" }, redirect: "manual" });
    const report = (await health.json().catch(() => null)) as { status?: string } | null;
    if (health.status !== 200 || report?.status !== "ok") return `/healthz svarade ${health.status} (${report?.status ?? "inget JSON"})`;
    const page = await fetch(`${origin}/`, { redirect: "manual" });
    const html = await page.text();
    if (page.status !== 200 || !(page.headers.get("content-type") ?? "").startsWith("text/html") || !html.includes("Transist")) {
      return `startsidan svarade ${page.status}`;
    }
    return null;
  } catch (error) {
    return `${origin} svarade inte (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Asks until the site answers well or the time is up; the last problem, or null. */
async function checkSite(origin: string, seconds: number): Promise<string | null> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const problem = await siteProblem(origin);
    if (problem === null || Date.now() >= until) return problem;
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
  runWrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", env], { echo: true });
  runWrangler(["deploy", "--env", env], { echo: true });

  const seconds = Number(process.env.DEPLOY_CHECK_SECONDS ?? 90);
  console.log(`Kontrollerar ${origin}/healthz och ${origin}/ …`);
  const problem = await checkSite(origin, seconds);
  if (problem === null) {
    console.log(`Klart: ${env} svarar som det ska med ${commit}.`);
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
