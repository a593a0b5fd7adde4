import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the test worker that can turn into a bad network: requests it takes and
 * never answers (lie-fi), answers of its own (an error page from the network's edge), and answers
 * lost on the way back after the site got the request. Playwright's routes do not see the
 * requests a service worker makes, and WebKit and Firefox are driven without them, so those
 * tests put this between the browser and the site instead.
 */
type Rule = {
  matches: (path: string, method: string) => boolean;
  answer: "hang" | "drop" | { status: number; headers: Record<string, string>; body: string };
  /** How many more requests the rule takes (it stops applying after); unlimited when absent. */
  times?: number;
};

export async function startLieFiProxy(target: string) {
  const upstream = new URL(target);
  const rules: Rule[] = [];
  const waiting = new Set<ServerResponse>();
  let rewriteHtml: ((html: string) => string) | null = null;

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? "/";
    const rule = rules.find((candidate) => (candidate.times ?? 1) > 0 && candidate.matches(path, incoming.method ?? "GET"));
    if (rule?.times !== undefined) rule.times--;
    if (rule?.answer === "hang") {
      waiting.add(outgoing);
      outgoing.on("close", () => waiting.delete(outgoing));
      incoming.resume();
      return;
    }
    if (rule && rule.answer !== "drop") {
      incoming.resume();
      outgoing.writeHead(rule.answer.status, rule.answer.headers).end(rule.answer.body);
      return;
    }
    const dropAnswer = rule?.answer === "drop";
    const proxied = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path,
        method: incoming.method,
        // A page that is to be rewritten is asked for uncompressed.
        headers: rewriteHtml ? { ...incoming.headers, "accept-encoding": "identity" } : incoming.headers,
      },
      (answer) => {
        // The site got the request and answered; the answer is lost on the way back.
        if (dropAnswer) {
          answer.resume();
          answer.on("end", () => outgoing.socket?.destroy());
          return;
        }
        const rewrite = rewriteHtml;
        if (!rewrite || !String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = rewrite(Buffer.concat(chunks).toString("utf8"));
          const headers = { ...answer.headers, "content-length": String(Buffer.byteLength(body)) };
          delete headers["content-encoding"];
          outgoing.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    proxied.on("error", () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** From now on, requests whose path matches are taken and never answered. */
    hang(matches: Rule["matches"] = () => true) {
      rules.push({ matches, answer: "hang" });
    },
    /** From now on (the next `times` requests), requests whose path matches get this answer, as from the network's edge. */
    answer(
      matches: Rule["matches"],
      status: number,
      body: string,
      headers: Record<string, string> = { "Content-Type": "text/html" },
      times?: number,
    ) {
      rules.push({ matches, answer: { status, headers, body }, times });
    },
    /** The next `times` matching requests reach the site, and its answer is lost on the way back. */
    drop(matches: Rule["matches"], times = 1) {
      rules.push({ matches, answer: "drop", times });
    },
    /** From now on, every page passes through `rewrite` (as if another build answered). */
    rewritePages(rewrite: (html: string) => string) {
      rewriteHtml = rewrite;
    },
    /** The connection works again; requests still waiting stay unanswered, as after lie-fi. */
    heal() {
      rules.length = 0;
    },
    async close() {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
