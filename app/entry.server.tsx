import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "./shell/nonce";
import { errorFields, log } from "./server/worker/log.server";
import { FAILED_TITLE_PREFIX, SENT_TITLE_PREFIX, titleWithOutcome } from "./forms/kit/page-title";
import { DONE_PARAM, SENT_PARAM } from "./shared/sent-url";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={loadContext.nonce} />
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) {
          log("error", {
            event: "render.error",
            requestId: loadContext.requestId,
            route: loadContext.route,
            ...errorFields(error, { stack: true }),
          });
        }
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  // Every visitor gets the whole document at once, bots or not: a browser without JavaScript could
  // not show a part streamed in later, and lazily loaded parts (the dialogs) render on the server too.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Complete anyway: answer with one buffer of known length rather than React's many small chunks.
  const html = withOutcomeTitle(request, responseStatusCode, withinBody(await new Response(body).text()));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * React writes the page data Remix streams (its inline scripts, each in a Suspense boundary) after
 * `</html>`. A browser's parser puts them at the end of <body> anyway; writing them there makes the
 * document valid HTML with the same DOM, so hydration is unchanged.
 */
function withinBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1 || end + "</body></html>".length === html.length) return html;
  return `${html.slice(0, end)}${html.slice(end + "</body></html>".length)}</body></html>`;
}

/**
 * Without JavaScript a form's answer is a whole page, and its title says what happened before
 * anything else is read: "Fel: " when a page's own form was refused (a post answered with the page
 * and a 4xx status: its messages, a file too large, too many posts), "Tack – " on a sent form's
 * thank-you (`?skickat=`, `?klart=1`). With JavaScript the form puts the same words in the title itself.
 */
function withOutcomeTitle(request: Request, status: number, html: string): string {
  if (request.method === "POST" && status >= 400 && status < 500) return titleWithOutcome(html, FAILED_TITLE_PREFIX);
  const params = new URL(request.url).searchParams;
  if (request.method === "GET" && (params.has(SENT_PARAM) || params.get(DONE_PARAM) === "1"))
    return titleWithOutcome(html, SENT_TITLE_PREFIX);
  return html;
}

/**
 * Remix's report of an error in a loader, an action or rendering. A refusal the site meant (a
 * Response it threw: a 404, a 403) is no failure; anything else is ours, with its stack.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted || error instanceof Response || isRouteErrorResponse(error)) return;
  log("error", {
    event: "request.error",
    requestId: context.requestId,
    route: context.route,
    ...errorFields(error, { stack: true }),
  });
}
