import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the test worker that can turn into lie-fi: requests it takes and never
 * answers. Playwright's routes do not see the requests a service worker makes, so the tests that
 * need a service worker on a bad connection put this between the browser and the site instead.
 */
type Rule = {
  matches: (path: string, method: string) => boolean;
  answer: "hang" | { status: number; headers: Record<string, string>; body: string };
};

export async function startLieFiProxy(target: string) {
  const upstream = new URL(target);
  const rules: Rule[] = [];
  const waiting = new Set<ServerResponse>();

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? "/";
    const rule = rules.find((candidate) => candidate.matches(path, incoming.method ?? "GET"));
    if (rule?.answer === "hang") {
      waiting.add(outgoing);
      outgoing.on("close", () => waiting.delete(outgoing));
      incoming.resume();
      return;
    }
    if (rule) {
      incoming.resume();
      outgoing.writeHead(rule.answer.status, rule.answer.headers).end(rule.answer.body);
      return;
    }
    const proxied = forward(
      { hostname: upstream.hostname, port: upstream.port, path, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
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
    /** From now on, requests whose path matches get this answer, as from the network's edge. */
    answer(matches: Rule["matches"], status: number, body: string, headers: Record<string, string> = { "Content-Type": "text/html" }) {
      rules.push({ matches, answer: { status, headers, body } });
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
