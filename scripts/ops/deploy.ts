// The remote part of `npm run deploy -- --env staging|production`; scripts/ops/deploy.sh runs it after
// its own checks (arguments, a clean working tree), from the repository's root. In order:
//
// 1. production only: HEAD carries a tag v* and is on main (origin/main where the forge's main is
//    known, else the local main), so a tag on a side branch never reaches the customers;
// 2. every secret the environment needs exists (`wrangler secret list`), and for production the
//    operators' own ERASURE_HASH_KEY is set where the deploy runs (the erasure ledger's key, which
//    no Worker holds: without it no erasure can be recorded or applied again after a restore);
// 3. build, migrations (`wrangler d1 migrations apply`), `wrangler deploy`;
// 4. the deploy is judged on the environment's own address, asked again for a while since a new
//    version takes a moment to reach every location: the new build's id (build/version.txt, the
//    X-Build-Id every answer carries) answers, /healthz finds D1 and R2, the home page and a form
//    page render, and an empty contact form posted with the site's own Origin comes back 400 with
//    its field errors (the whole path of a send, refused before anything is stored or mailed). The
//    mail queue and the cron, which /healthz also reports, are printed beside it and never judge
//    it: a deploy is how a mail incident gets fixed. Every request has a timeout, and the whole
//    check a deadline, so a version that takes connections and never answers fails in time;
// 5. if the deploy fails that check, `wrangler rollback` to the previous version, and the script
//    says so and fails.
//
// WRANGLER_BIN may name another wrangler (the tests' stand-in); DEPLOY_CHECK_ORIGIN another address
// to check than the environment's SITE_URL, DEPLOY_CHECK_SECONDS how long to keep asking (90) and
// DEPLOY_CHECK_REQUEST_SECONDS how long one request may take (10).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
// Relative, not "~/": the deploy runs with tsx from wherever it is started, without the tsconfig's paths.
import { leadMessages } from "../../app/forms/shared/messages";
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

/**
 * Secrets of the operators', not the Worker's, that must be set where an environment is deployed
 * from (docs/drift.md: Nycklar): checked in the deploy's own environment, never sent anywhere.
 */
export const OPERATOR_SECRETS: Record<Environment, readonly string[]> = {
  staging: [],
  production: ["ERASURE_HASH_KEY"],
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

/**
 * The send the deploy is judged by: the contact form, empty, with the site's own Origin. The site
 * refuses it before anything is stored or mailed, and answers with the form and every field's
 * error; a release that breaks sending (the action, the Origin check, the form's render) fails it.
 */
export const CHECK_POST = {
  path: "/kontakt",
  name: "ett tomt kontaktformulär",
  fields: { name: "", email: "", phone: "", service: "", message: "" },
  errors: [leadMessages.nameRequired, leadMessages.emailRequired, leadMessages.messageRequired],
} as const;

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

/** How long one request of the check may take, and the signal that ends it (or the whole check's deadline). */
export interface CheckTimes {
  requestMs: number;
  deadline?: AbortSignal;
}

/**
 * Judges the version answering at `origin`: it is `version`, D1 and R2 answer, the pages render and
 * the form's refused post comes back with its errors. /healthz's status code is not asked: it is 503
 * during a mail incident, and that must not roll back a fix.
 */
export async function checkSite(origin: string, version: string, times: CheckTimes = { requestMs: 10_000 }): Promise<SiteCheck> {
  let queue: string | null = null;
  const signal = () =>
    times.deadline ? AbortSignal.any([AbortSignal.timeout(times.requestMs), times.deadline]) : AbortSignal.timeout(times.requestMs);
  try {
    const health = await fetch(`${origin}/healthz`, { headers: { "Cache-Control": "no-cache" }, redirect: "manual", signal: signal() });
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
      const response = await fetch(`${origin}${page.path}`, { redirect: "manual", signal: signal() });
      const html = await response.text();
      const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
      if (response.status !== 200 || !isHtml || !html.includes(page.holds))
        return { problem: `${page.name} svarade ${response.status}`, queue };
      if (buildOf(response) !== version)
        return { problem: `${page.name} svarade från version ${buildOf(response) || "okänd"}, inte ${version}`, queue };
    }
    const sent = await fetch(`${origin}${CHECK_POST.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(CHECK_POST.fields),
      redirect: "manual",
      signal: signal(),
    });
    const answer = await sent.text();
    const missing = CHECK_POST.errors.filter((error) => !answer.includes(error));
    if (sent.status !== 400 || missing.length > 0) {
      return {
        problem: `${CHECK_POST.name} till ${CHECK_POST.path} svarade ${sent.status}${missing.length ? ` utan felen ${missing.map((error) => `"${error}"`).join(", ")}` : ""}, inte 400 med fälten och deras fel`,
        queue,
      };
    }
    return { problem: null, queue };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a certificate, …).
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    const why = timedOut
      ? `inget svar inom ${times.requestMs / 1000} s`
      : error instanceof Error
        ? `${error.message}${cause}`
        : String(error);
    return { problem: `${origin} svarade inte (${why})`, queue };
  }
}

/**
 * Asks until the new version answers well or the time is up; the last answer. The time is a
 * deadline for every request too: a version that never answers fails when it is up, not later.
 */
export async function checkSiteFor(origin: string, version: string, seconds: number, requestSeconds: number): Promise<SiteCheck> {
  const until = Date.now() + seconds * 1000;
  // The first round gets a whole request's time even when the window is shorter.
  const deadline = AbortSignal.timeout(Math.max(seconds, requestSeconds) * 1000);
  for (;;) {
    const check = await checkSite(origin, version, { requestMs: requestSeconds * 1000, deadline });
    if (check.problem === null || Date.now() >= until) return check;
    // The new version reaches Cloudflare's locations within seconds: ask again shortly.
    await new Promise((done) => setTimeout(done, 2000));
  }
}

export async function deploy(env: Environment): Promise<void> {
  const commit = git("rev-parse", "--short", "HEAD");
  const release = env === "production" ? ` (${checkReleaseCommit()})` : "";
  const operatorMissing = OPERATOR_SECRETS[env].filter((name) => !process.env[name]?.trim());
  if (operatorMissing.length > 0) {
    throw new Refusal(
      `${operatorMissing.join(", ")} saknas där driftsättningen körs: operatörernas nyckel till raderingsreskontran, ` +
        `som ${env} behöver innan någon kan raderas (lösenordshanteraren; docs/drift.md: Nycklar).`,
    );
  }
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
  const requestSeconds = Number(process.env.DEPLOY_CHECK_REQUEST_SECONDS ?? 10);
  console.log(
    `Kontrollerar att version ${version} svarar på ${origin}: /healthz (D1, R2), ${PAGES.map((page) => page.path).join(" och ")}, ${CHECK_POST.name} …`,
  );
  const { problem, queue } = await checkSiteFor(origin, version, seconds, requestSeconds);
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
