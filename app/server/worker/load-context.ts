/** The Worker's bindings and variables (wrangler.toml). */
export interface Env {
  DB: D1Database;
  CV_BUCKET: R2Bucket;
  ASSETS: Fetcher;
  SITE_URL?: string;
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  /** Forms one client may send in a window across all forms together. */
  RATE_LIMIT_TOTAL_MAX?: string;
  /**
   * Worker secret: the key of the hashes the forms' rate limit and the caps on visitors' mails count
   * by instead of an address (server/privacy/worker-secrets.server.ts). Rotating it restarts the counts.
   */
  LIMIT_HASH_SECRET?: string;
  /** Worker secret: the key the links the site mails (newsletter opt-in, unsubscribe) are signed with. */
  LINK_SIGNING_SECRET?: string;
  /** Worker secret, set only while LINK_SIGNING_SECRET is being rotated (docs/drift.md: Nycklar): links signed with it still check. */
  LINK_SIGNING_SECRET_PREVIOUS?: string;
  /**
   * The old name of both keys above, still read where a new name is not set and accepted for links
   * mailed before the rename, until it is deleted (docs/drift.md: Nycklar).
   */
  RATE_LIMIT_SECRET?: string;
  /** The old name's previous key during a rotation of it: links signed with it still check. */
  RATE_LIMIT_SECRET_PREVIOUS?: string;
  /** Workers Rate Limiting (wrangler.toml [[ratelimits]]): the limiter while D1 is down. */
  RATE_LIMITER?: RateLimit;
  /**
   * Cloudflare Email Service (wrangler.toml [[send_email]]): every mail of the site, to the company,
   * to visitors and to the operators, through its structured send(). Restricted to NOTIFY_FROM.
   */
  EMAIL?: SendEmail;
  /** The company's address that receives the notifications. */
  NOTIFY_TO?: string;
  /** The operators' address for alert mails. */
  ALERT_TO?: string;
  /**
   * Worker secret: a chat webhook (Slack, Teams, Discord, …) that the cron posts alerts to as JSON,
   * the channel that still works when mail does not.
   */
  ALERT_WEBHOOK_URL?: string;
  /** Sender of every mail: an address on the domain onboarded to Email Sending, and the binding's allowed sender. */
  NOTIFY_FROM?: string;
  OUTBOX_MAX_ATTEMPTS?: string;
  /** Waits between a failing lead write's attempts, in ms, comma-separated (D1_RETRY_DELAYS_MS when unset). */
  LEAD_WRITE_RETRY_DELAYS_MS?: string;
  /** Seconds within which calls to /healthz share one answer (HEALTH_SHARED_SECONDS when unset). */
  HEALTH_SHARED_SECONDS?: string;
  RETENTION_JOB_APPLICATION_MONTHS?: string;
  RETENTION_LEADS_MONTHS?: string;
  /**
   * "false": no mail ever goes to a visitor's own address (staging, whose test posts may carry a real
   * customer's address); see `mailsVisitors` in server/worker/environment.server.ts.
   */
  MAIL_TO_VISITORS?: string;
  /** Mails to visitors one client may cause in a day (shared/mail-caps.ts); default 10. */
  VISITOR_MAILS_PER_CLIENT?: string;
  /** Mails to visitors the site sends in 24 hours, per budget (leads, newsletter); default 500. */
  VISITOR_MAILS_PER_DAY?: string;
  /** An MP4 for the home page's hero (a path under /media or a full URL); empty: the poster only. */
  HERO_VIDEO_URL?: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    /** Per-response CSP nonce for Remix's inline scripts. */
    nonce: string;
    /** Correlates log lines of one request. */
    requestId: string;
    /** The pattern of the route the request matched (`/blogg/:slug`), as log lines name it: never the raw path. */
    route: string;
    /**
     * The request is Remix's own data request (`/<path>.data`: a form posted by the page's script),
     * whose answer the script reads; Remix gives the action its page's address, so only the worker sees this.
     */
    dataRequest: boolean;
    /** Set when the worker refuses the request (a form posted from another site): the page answers with this status. */
    refusal?: 403;
  }
}
