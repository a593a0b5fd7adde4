/** The Worker's bindings and variables (wrangler.toml). */
export interface Env {
  DB: D1Database;
  CV_BUCKET: R2Bucket;
  ASSETS: Fetcher;
  SITE_URL?: string;
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    /** Per-response CSP nonce for Remix's inline scripts. */
    nonce: string;
    /** Correlates log lines of one request. */
    requestId: string;
  }
}
