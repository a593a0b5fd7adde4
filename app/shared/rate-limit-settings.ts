/**
 * The form rate limit's numbers, read from wrangler.toml's [vars] so that the limiter and the
 * privacy policy always state the same window. Pure: no I/O.
 */

/** Generous default: a family behind one address can send many forms; a bot cannot send hundreds. */
const DEFAULT_RATE_LIMIT_MAX = 30;
/** One budget shared by every form, on top of each form's own: a bot cannot spread itself across them. */
const DEFAULT_RATE_LIMIT_TOTAL_MAX = 60;
const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 600;

export interface RateLimitVars {
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_TOTAL_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
}

interface RateLimitSettings {
  /** Posts of one form per client and window. */
  max: number;
  /** Posts of all forms together per client and window. */
  totalMax: number;
  windowSeconds: number;
}

export function rateLimitSettings(vars: RateLimitVars): RateLimitSettings {
  return {
    max: setting(vars.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_MAX),
    totalMax: setting(vars.RATE_LIMIT_TOTAL_MAX, DEFAULT_RATE_LIMIT_TOTAL_MAX),
    windowSeconds: setting(vars.RATE_LIMIT_WINDOW_SECONDS, DEFAULT_RATE_LIMIT_WINDOW_SECONDS),
  };
}

function setting(value: string | undefined, fallback: number): number {
  return Number(value ?? fallback) || fallback;
}
