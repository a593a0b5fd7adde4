import type { Env } from "~/server/worker/load-context";
import { company } from "~/shared/company";

/** The staging site's address, as wrangler.toml's [env.staging] vars give it. */
const STAGING_SITE = "https://staging.transist.se";

const siteOf = (env: Pick<Env, "SITE_URL">) => (env.SITE_URL ?? "").replace(/\/+$/, "");

/** Is this the staging deployment? Told by its SITE_URL, the one var every environment sets to its own address. */
function isStaging(env: Pick<Env, "SITE_URL">): boolean {
  return siteOf(env) === STAGING_SITE;
}

/** Is this a deployed site (staging or production), where nothing may rest on a key written in the source? */
export function isDeployed(env: Pick<Env, "SITE_URL">): boolean {
  return isStaging(env) || siteOf(env) === company.siteUrl;
}

/**
 * May search engines index this site? Only the production site: staging (and any other address the
 * worker runs on) answers every request with `X-Robots-Tag: noindex` and a robots.txt that
 * disallows everything, so its pages never compete with the real ones.
 */
export function isIndexable(env: Pick<Env, "SITE_URL">): boolean {
  return siteOf(env) === company.siteUrl;
}

/**
 * May this deployment send mail to a visitor's own address (a confirmation, say)? Not where
 * MAIL_TO_VISITORS is "false" (wrangler.toml's [env.staging]), and never on staging whatever the
 * var says: a test post there may carry a real customer's address. Mails to the company and the
 * operators are not visitors' mails and are not governed by this.
 */
export function mailsVisitors(env: Pick<Env, "SITE_URL" | "MAIL_TO_VISITORS">): boolean {
  return env.MAIL_TO_VISITORS !== "false" && !isStaging(env);
}

/**
 * The deployed environment this is, by its SITE_URL ("production", "staging"), or null anywhere
 * else (a local run, a test): what an alert names, and the `--env` its commands carry.
 */
export function environmentName(env: Pick<Env, "SITE_URL">): "production" | "staging" | null {
  if (isStaging(env)) return "staging";
  return isIndexable(env) ? "production" : null;
}
