import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { selfSignedCertificate } from "../../harness/http2-proxy";

/** Where the front asks browsers to report Content-Security-Policy violations. */
export const CSP_REPORT_PATH = "/__csp-report";

export interface CspReport {
  /** The page the violation happened on. */
  page: string;
  directive: string;
  blocked: string;
  /** Where in the page, when the browser says. */
  source: string;
}

export interface Front {
  /** http://127.0.0.1:port or https://127.0.0.1:port */
  url: string;
  /** Every CSP violation a browser has reported through this front, oldest first. */
  cspReports: CspReport[];
  close(): Promise<void>;
}

/**
 * An HTTP/1.1 front for the local worker, plain or over TLS with a throwaway self-signed
 * certificate (the test browsers must accept insecure certificates). It passes requests and answers
 * through unchanged except for two things: it adds `report-uri /__csp-report` to the worker's
 * Content-Security-Policy and keeps the reports, so a test sees a CSP violation in any engine, with
 * JavaScript on or off, from the first byte of the page (what the policy allows is not changed);
 * and it tells workerd the address the browser asked for (miniflare's `MF-Original-URL`, from the
 * request's `Host`), so the worker sees `https://…` over TLS as it does behind Cloudflare, and a
 * post's `Origin` matches, also when a test proxy stands between the browser and this front.
 */
export async function startFront(target: string, { tls }: { tls: boolean }): Promise<Front> {
  const cspReports: CspReport[] = [];
  const upstream = new URL(target);
  /** The front's own address, known once it listens (before any request arrives). */
  let origin = "";

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "POST" && request.url === CSP_REPORT_PATH) {
      const body: Buffer[] = [];
      request.on("data", (chunk: Buffer) => body.push(chunk));
      request.on("end", () => {
        cspReports.push(...parseCspReport(Buffer.concat(body).toString("utf8")));
        response.writeHead(204).end();
      });
      return;
    }
    // The host the browser asked for, as Cloudflare passes it on: a test proxy in front of this one
    // forwards the browser's Host, and the post's Origin names that host, not this front's.
    const addressed = request.headers.host ? `${tls ? "https" : "http"}://${request.headers.host}` : origin;
    const headers = { ...request.headers, "mf-original-url": `${addressed}${request.url ?? "/"}` };
    const forwarded = http.request(
      // A fresh connection each time: a kept-alive one the worker has just closed fails the request.
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent: false },
      (answer) => {
        const headers = { ...answer.headers };
        const csp = headers["content-security-policy"];
        if (typeof csp === "string") headers["content-security-policy"] = `${csp}; report-uri ${CSP_REPORT_PATH}`;
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      response.end(`Testfronten nådde inte workern: ${error.message}`);
    });
    request.pipe(forwarded);
  };

  const server = tls ? https.createServer(selfSignedCertificate(), handle) : http.createServer(handle);
  // Browsers keep connections to the front open between pages; one the server closes as idle just as
  // a browser sends on it fails that request (a module script, say). Keep them for the whole test.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  return {
    url: origin,
    cspReports,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The classic report-uri body: `{"csp-report": {...}}` (application/csp-report), one or a list. */
function parseCspReport(text: string): CspReport[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [{ page: "", directive: "", blocked: "", source: text.slice(0, 200) }];
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.map((item) => {
    const report = ((item as Record<string, unknown>)["csp-report"] ?? (item as Record<string, unknown>).body ?? item) as Record<
      string,
      unknown
    >;
    const field = (...names: string[]) => String(names.map((name) => report[name]).find((value) => value !== undefined) ?? "");
    return {
      page: field("document-uri", "documentURL"),
      directive: field("violated-directive", "effective-directive", "effectiveDirective"),
      blocked: field("blocked-uri", "blockedURL"),
      source: [field("source-file", "sourceFile"), field("line-number", "lineNumber")].filter(Boolean).join(":"),
    };
  });
}
