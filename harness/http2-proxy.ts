import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** A throwaway self-signed certificate for 127.0.0.1, valid for a day (openssl). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "transist-tls-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text the proxy compresses, as Cloudflare does (fetch hands it the worker's answer decompressed). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Hop-by-hop and encoding headers the proxy must not copy from the worker's HTTP/1.1 answer. */
const DROPPED = new Set(["connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length"]);

/**
 * An HTTP/2 front (TLS, a throwaway self-signed certificate) for a local worker. Visitors reach the
 * real site over HTTP/2 or 3 through Cloudflare; miniflare speaks only HTTP/1.1, and Lighthouse
 * simulates a slow network with the protocol it sees. The proxy lets the audit see the protocol
 * visitors get. Chromium must be started with --ignore-certificate-errors.
 */
export async function startHttp2Proxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http2.createSecureServer(selfSignedCertificate());

  server.on("stream", (stream, headers) => {
    // A stream the browser gave up on, or one closed below after a failed fetch, reports an error:
    // that request is over, and the proxy must go on serving the others.
    stream.on("error", () => undefined);
    const method = String(headers[":method"]);
    const forwarded: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(":") && typeof value === "string") forwarded[name] = value;
    const body: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => body.push(chunk));
    stream.on("end", async () => {
      try {
        const response = await fetch(`${target}${headers[":path"]}`, {
          method,
          headers: forwarded,
          body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(body),
          redirect: "manual",
        });
        const answer: http2.OutgoingHttpHeaders = { ":status": response.status };
        response.headers.forEach((value, name) => {
          if (!DROPPED.has(name)) answer[name] = value;
        });
        let bytes = Buffer.from(await response.arrayBuffer());
        if (/\bgzip\b/.test(forwarded["accept-encoding"] ?? "") && COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) {
          bytes = gzipSync(bytes);
          answer["content-encoding"] = "gzip";
        }
        stream.respond(answer);
        stream.end(method === "HEAD" ? undefined : bytes);
      } catch {
        if (!stream.closed) stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
