/**
 * The Worker's keys, each named for what it does, so that rotating one breaks nothing the other
 * guards:
 *
 * - `LIMIT_HASH_SECRET` keys the hashes the limits count by (the forms' rate limit, the caps on
 *   visitors' mails). Rotating it only restarts the counts, within their own windows.
 * - `LINK_SIGNING_SECRET` signs the links the site mails (newsletter opt-in, unsubscribe). During
 *   a rotation `LINK_SIGNING_SECRET_PREVIOUS` is accepted too, so no link already mailed breaks.
 *
 * Both were once one secret, `RATE_LIMIT_SECRET`. It is still read: in place of either new name
 * that is not set, and (with `RATE_LIMIT_SECRET_PREVIOUS`) as a key a link may have been signed
 * with, so a link mailed before the rename checks until it expires.
 */
import type { Env } from "~/server/worker/load-context";
import { isDeployed } from "~/server/worker/environment.server";
import { log } from "~/server/worker/log.server";
import { keyedHash, randomKey, sameSignature } from "./keyed-hash.server";

export type SecretEnv = Pick<
  Env,
  | "LIMIT_HASH_SECRET"
  | "LINK_SIGNING_SECRET"
  | "LINK_SIGNING_SECRET_PREVIOUS"
  | "RATE_LIMIT_SECRET"
  | "RATE_LIMIT_SECRET_PREVIOUS"
  | "SITE_URL"
>;

type Purpose = "LIMIT_HASH_SECRET" | "LINK_SIGNING_SECRET";

/** The key off the deployed sites: written here, so it protects nothing, and needs no setup. */
export const DEVELOPMENT_SECRET = "transist-utveckling-ej-hemlig";

/** Made on the first use of an instance of a deployed site that has no usable key for the purpose. */
const instanceSecrets = new Map<Purpose, string>();

/**
 * A configured key, or undefined when it is empty or, on a deployed site, the development key. Used
 * as written: the old name was, so trimming it would void what it signed and counted.
 */
const usable = (value: string | undefined, deployed: boolean) =>
  value?.trim() && !(deployed && value.trim() === DEVELOPMENT_SECRET) ? value : undefined;

/**
 * The key for a purpose: its own name, else the old shared RATE_LIMIT_SECRET. On a deployed site a
 * missing key, or the development one, is refused: the instance makes a random key and says so in
 * the log, once per instance and purpose. The limits then count per instance and a link it signs
 * checks only there, but no fixed, readable key is ever used there. Elsewhere (a local run, a
 * test) the development key is expected.
 */
function secretFor(env: SecretEnv, purpose: Purpose): string {
  const deployed = isDeployed(env);
  const configured = usable(env[purpose], deployed) ?? usable(env.RATE_LIMIT_SECRET, deployed);
  if (configured) return configured;
  if (!deployed) return DEVELOPMENT_SECRET;
  let made = instanceSecrets.get(purpose);
  if (made === undefined) {
    made = randomKey();
    instanceSecrets.set(purpose, made);
    log("error", { event: "secret.missing", secret: purpose, fallback: "per_instance" });
  }
  return made;
}

/** The key of the hashes the rate limit and the mail caps count by. */
export function limitHashSecret(env: SecretEnv): string {
  return secretFor(env, "LIMIT_HASH_SECRET");
}

/** The key new links are signed with. */
export function linkSigningSecret(env: SecretEnv): string {
  return secretFor(env, "LINK_SIGNING_SECRET");
}

/**
 * Every key a link may have been signed with: the current one, the one before a rotation, and the
 * old shared name and its previous one, so that no link mailed before a rotation or the rename breaks.
 */
export function linkVerificationSecrets(env: SecretEnv): string[] {
  const deployed = isDeployed(env);
  // The old name's previous key was read trimmed, as the new previous key is.
  const older = [env.LINK_SIGNING_SECRET_PREVIOUS?.trim(), env.RATE_LIMIT_SECRET, env.RATE_LIMIT_SECRET_PREVIOUS?.trim()].map((value) =>
    usable(value, deployed),
  );
  return [...new Set([linkSigningSecret(env), ...older.filter((value): value is string => value !== undefined)])];
}

/** A mailed link's parameters: what it names, its expiry in seconds since 1970 and its signature. */
export interface SignedLink {
  id: string;
  exp: string;
  sig: string;
}

/** A signed link's three parameters as a query or a form carries them; what is missing or not text is undefined. */
export function signedLinkOf(get: (name: string) => unknown): Partial<SignedLink> {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === "string" ? value : undefined;
  };
  return { id: text("id"), exp: text("exp"), sig: text("sig") };
}

export type LinkCheck = "valid" | "expired" | "invalid";

/** The signature of a link for `purpose` (opt-in, unsubscribe): one link never stands for another. */
function linkSignature(secret: string, purpose: string, id: string, exp: string): Promise<string> {
  return keyedHash(secret, `${purpose}|${id}|${exp}`);
}

/** A link's parameters, valid `hours` from `now`, signed with LINK_SIGNING_SECRET. */
export async function signLink(env: SecretEnv, purpose: string, id: string, now: Date, hours: number): Promise<SignedLink> {
  const exp = String(Math.floor(now.getTime() / 1000) + hours * 3600);
  return { id, exp, sig: await linkSignature(linkSigningSecret(env), purpose, id, exp) };
}

/** Whether a link's parameters are ours for `purpose` (compared in constant time, under every accepted key) and not yet run out. */
export async function checkLink(env: SecretEnv, purpose: string, link: Partial<SignedLink>, now = new Date()): Promise<LinkCheck> {
  const { id, exp, sig } = link;
  if (!id || !exp || !sig || !/^\d{1,12}$/.test(exp) || id.length > 64 || sig.length > 128) return "invalid";
  let ours = false;
  for (const secret of linkVerificationSecrets(env))
    ours = (await sameSignature(await linkSignature(secret, purpose, id, exp), sig)) || ours;
  if (!ours) return "invalid";
  return Number(exp) * 1000 < now.getTime() ? "expired" : "valid";
}
