import { sql } from "drizzle-orm";
import { getDb, type Db } from "~/server/db/client.server";
import { rateLimits } from "~/server/db/schema";
import type { Env } from "~/server/worker/load-context";
import { errorFields, log } from "~/server/worker/log.server";
import { rateLimitSettings } from "~/shared/rate-limit-settings";
import { keyedHash } from "~/server/privacy/keyed-hash.server";
import { limitHashSecret } from "~/server/privacy/worker-secrets.server";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The bucket every form also counts against. */
const ALL_FORMS = "alla-formular";

/**
 * Fixed-window counters in D1, one per client and form plus one per client for all forms,
 * counted in one batch. D1 is the primary limiter: exact and global, with the ten-minute window
 * the forms need. When D1 fails, the Workers Rate Limiting binding (per location, 60 s) takes
 * over, so an outage does not open the gates; without the binding the request is let through,
 * since losing a lead is worse than letting one extra through.
 *
 * Neither store ever sees the address: both count by `rateLimitKey`, a keyed hash of the address
 * and the window's day (UTC), so a row names no one and the same client has another key tomorrow.
 */
export async function checkRateLimit(env: Env, form: string, ip: string, now = new Date()): Promise<RateLimitResult> {
  const { max, totalMax, windowSeconds } = rateLimitSettings(env);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const retryAfterSeconds = windowStart + windowSeconds - nowSeconds;
  // The day the window began, not today's: a window that spans midnight keeps one key throughout.
  const client = await rateLimitKey(limitHashSecret(env), ip, new Date(windowStart * 1000));
  const count = (db: Db, key: string) =>
    db
      .insert(rateLimits)
      .values({ key, window_start: windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window_start], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
  try {
    const db = getDb(env.DB);
    const [own, all] = await db.batch([count(db, `${form}:${client}`), count(db, `${ALL_FORMS}:${client}`)]);
    const ownCount = own[0]?.count ?? 1;
    const allCount = all[0]?.count ?? 1;
    return { allowed: ownCount <= max && allCount <= totalMax, retryAfterSeconds };
  } catch (error) {
    log("warn", { event: "rate_limit.d1_failed", ...errorFields(error) });
    return fallbackLimit(env, client);
  }
}

async function fallbackLimit(env: Env, client: string): Promise<RateLimitResult> {
  if (!env.RATE_LIMITER) return { allowed: true, retryAfterSeconds: 0 };
  try {
    const { success } = await env.RATE_LIMITER.limit({ key: client });
    return { allowed: success, retryAfterSeconds: 60 };
  } catch (error) {
    log("warn", { event: "rate_limit.binding_failed", ...errorFields(error) });
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/**
 * Who is asking, as Cloudflare saw them: `CF-Connecting-IP` only (a visitor can write any
 * `X-Forwarded-For` they like). Held in memory for the request alone; `rateLimitKey` is what is kept.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "okand";
}

/** The key written in the code for local runs and tests (worker-secrets.server.ts). */
export { DEVELOPMENT_SECRET as DEVELOPMENT_RATE_LIMIT_SECRET } from "~/server/privacy/worker-secrets.server";

/**
 * What the limiter counts by: HMAC-SHA-256, keyed with the secret, over the UTC date of `day` and
 * the client's address as `normalizeAddress` gives it, in hex. Without the secret the address
 * cannot be tried back from the key, and a new day gives the same client a new key.
 */
export async function rateLimitKey(secret: string, ip: string, day: Date): Promise<string> {
  return keyedHash(secret, `${day.toISOString().slice(0, 10)}|${normalizeAddress(ip)}`);
}

/**
 * The address a client is counted by. IPv4 as it is. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.9`, `::ffff:cb00:7109`) as the IPv4 address it carries, so one client is
 * not two. Any other IPv6 address by its /64, the block one household or phone is given, so a bot
 * cannot walk through the addresses of its own block: "2001:db8:1:2::9" → "2001:db8:1:2::/64".
 * Anything that is no address is counted as written.
 */
export function normalizeAddress(ip: string): string {
  return networkOf(ip, 4);
}

/**
 * The network the caps on visitors' mails count a client by: as `normalizeAddress`, but an IPv6
 * address by its /48, the block one site (a home, an office, a rented server) is given whole, so
 * that walking through the 65,536 /64s of one's own /48 spends one client's mails, not thousands.
 * A mail costs more than a post, so its key is the wider one; the forms' rate limit stays at the
 * /64, which lumps fewer strangers together: "2001:db8:1:2::9" → "2001:db8:1::/48".
 */
export function mailSenderNetwork(ip: string): string {
  return networkOf(ip, 3);
}

/** IPv4 (or IPv4-mapped) as the IPv4 address; IPv6 by its first `groupsKept` 16-bit groups. */
function networkOf(ip: string, groupsKept: 3 | 4): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [, , , , , mapped, high, low] = groups as [number, number, number, number, number, number, number, number];
  if (groups.slice(0, 5).every((group) => group === 0) && mapped === 0xffff) return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  return `${groups
    .slice(0, groupsKept)
    .map((group) => group.toString(16))
    .join(":")}::/${groupsKept * 16}`;
}

/** The eight 16-bit groups of an IPv6 address ("::" filled in, a dotted IPv4 tail as two groups); null when it is none. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function groupsOf(part: string, dottedTailAllowed: boolean): number[] | null {
  if (part === "") return [];
  const pieces = part.split(":");
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (piece.includes(".")) {
      const octets = piece.split(".");
      if (!dottedTailAllowed || index !== pieces.length - 1 || octets.length !== 4) return null;
      if (!octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)) return null;
      const [a, b, c, d] = octets.map(Number) as [number, number, number, number];
      groups.push((a << 8) | b, (c << 8) | d);
    } else {
      if (!/^[0-9a-f]{1,4}$/.test(piece)) return null;
      groups.push(parseInt(piece, 16));
    }
  }
  return groups;
}
