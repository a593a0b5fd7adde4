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
  /** The connection is gone: every request fails as on a dropped network, until `heal()`. */
  let down = false;
  /** Requests after whose answer the connection goes, and requests with which it goes (reaching the site or not). */
  const cutsAfter: Array<(path: string, method: string) => boolean> = [];
  const cutsWith: Array<{ matches: (path: string, method: string) => boolean; reachSite: boolean }> = [];

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? "/";
    const method = incoming.method ?? "GET";
    const cutWith = down ? undefined : cutsWith.find((cut) => cut.matches(path, method));
    if (cutWith) down = true;
    if (down && !cutWith?.reachSite) {
      incoming.resume();
      outgoing.socket?.destroy();
      return;
    }
    if (!down && cutsAfter.some((matches) => matches(path, method))) outgoing.on("finish", () => (down = true));
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
    const dropAnswer = rule?.answer === "drop" || cutWith !== undefined;
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
    /** The connection goes right after the answer to the next matching request has been sent, until `heal()`. */
    cutAfter(matches: (path: string, method: string) => boolean) {
      cutsAfter.push(matches);
    },
    /**
     * The connection goes with the next matching request, until `heal()`: that request fails too,
     * after reaching the site when `reachSite` (its answer is lost on the way back).
     */
    cutWith(matches: (path: string, method: string) => boolean, reachSite = false) {
      cutsWith.push({ matches, reachSite });
    },
    /** From now on, every page passes through `rewrite` (as if another build answered). */
    rewritePages(rewrite: (html: string) => string) {
      rewriteHtml = rewrite;
    },
    /** The connection works again; requests still waiting stay unanswered, as after lie-fi. */
    heal() {
      rules.length = 0;
      cutsAfter.length = 0;
      cutsWith.length = 0;
      down = false;
    },
    async close() {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
