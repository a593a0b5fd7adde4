import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import type { Env } from "./app/lib/load-context";
import { createNonce, securityHeaders } from "./app/lib/security-headers";
import { checkDatabase } from "./app/db/health.server";
import { runScheduledTasks } from "./app/db/scheduled.server";

const handleRemixRequest = createRequestHandler(build, build.mode);

let startupCheckDone = false;

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);

    // One canonical form for every page: no trailing slash.
    if (url.pathname.length > 1 && url.pathname.endsWith("/") && (request.method === "GET" || request.method === "HEAD")) {
      url.pathname = url.pathname.replace(/\/+$/, "");
      return Response.redirect(url.toString(), 301);
    }

    if (!startupCheckDone) {
      startupCheckDone = true;
      ctx.waitUntil(checkDatabase(env.DB));
    }

    const nonce = createNonce();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const response = await handleRemixRequest(request, { env, ctx, nonce, requestId });
    return withHeaders(response, securityHeaders(nonce));
  },

  /** Cron Trigger (wrangler.toml [triggers]): outbox retries and retention. */
  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    await runScheduledTasks(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
  return result;
}
