import type { Env } from "~/server/worker/load-context";
import { errorFields, log } from "~/server/worker/log.server";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Generous default: a family behind one address can send many forms; a bot cannot send hundreds. */
export const DEFAULT_RATE_LIMIT_MAX = 30;
/** One budget shared by every form, on top of each form's own: a bot cannot spread itself across them. */
export const DEFAULT_RATE_LIMIT_TOTAL_MAX = 60;
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 600;

/** The bucket every form also counts against. */
const ALL_FORMS = "alla-formular";

function setting(value: string | undefined, fallback: number): number {
  return Number(value ?? fallback) || fallback;
}

/**
 * Fixed-window counters in D1, one per client and form plus one per client for all forms,
 * counted in one batch. D1 is the primary limiter: exact and global, with the ten-minute window
 * the forms need. When D1 fails, the Workers Rate Limiting binding (per location, 60 s) takes
 * over, so an outage does not open the gates; without the binding the request is let through,
 * since losing a lead is worse than letting one extra through.
 */
export async function checkRateLimit(env: Env, form: string, client: string, now = new Date()): Promise<RateLimitResult> {
  const max = setting(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX);
  const totalMax = setting(env.RATE_LIMIT_TOTAL_MAX, DEFAULT_RATE_LIMIT_TOTAL_MAX);
  const windowSeconds = setting(env.RATE_LIMIT_WINDOW_SECONDS, DEFAULT_RATE_LIMIT_WINDOW_SECONDS);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const retryAfterSeconds = windowStart + windowSeconds - nowSeconds;
  const count = (key: string) =>
    env.DB.prepare(
      "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
    ).bind(key, windowStart);
  try {
    const [own, all] = await env.DB.batch<{ count: number }>([count(`${form}:${client}`), count(`${ALL_FORMS}:${client}`)]);
    const ownCount = own?.results[0]?.count ?? 1;
    const allCount = all?.results[0]?.count ?? 1;
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
 * `X-Forwarded-For` they like). An IPv6 client is keyed by its /64, the block one household or
 * phone is given, so a bot cannot walk through the addresses of its own block.
 */
export function clientAddress(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "okand";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

/** "2001:db8:1:2:3:4:5:6" and "2001:db8:1:2::9" both → "2001:db8:1:2::/64". */
export function ipv6Prefix64(ip: string): string {
  const address = ip
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An IPv4-mapped tail (::ffff:1.2.3.4) takes two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - width(headGroups) - width(tailGroups);
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => (group.includes(".") ? "0" : String(parseInt(group || "0", 16).toString(16))));
  while (prefix.length < 4) prefix.push("0");
  return `${prefix.join(":")}::/64`;
}
