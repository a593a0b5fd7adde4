import type { Env } from "~/lib/load-context";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Generous default: a family behind one address can send many forms; a bot cannot send hundreds. */
export const DEFAULT_RATE_LIMIT_MAX = 30;
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 600;

/**
 * Fixed-window counter per client and form in D1. When D1 itself fails the request is let
 * through: losing a lead is worse than letting one extra through.
 */
export async function checkRateLimit(env: Env, clientKey: string, now = new Date()): Promise<RateLimitResult> {
  const max = Number(env.RATE_LIMIT_MAX ?? DEFAULT_RATE_LIMIT_MAX) || DEFAULT_RATE_LIMIT_MAX;
  const windowSeconds = Number(env.RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_RATE_LIMIT_WINDOW_SECONDS) || DEFAULT_RATE_LIMIT_WINDOW_SECONDS;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  try {
    const row = await env.DB.prepare(
      "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key, window_start) DO UPDATE SET count = count + 1 RETURNING count",
    )
      .bind(clientKey, windowStart)
      .first<{ count: number }>();
    const count = row?.count ?? 1;
    return { allowed: count <= max, retryAfterSeconds: windowStart + windowSeconds - nowSeconds };
  } catch (error) {
    console.warn("Rate limit kunde inte kontrolleras:", error instanceof Error ? error.message : error);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "okand";
}
