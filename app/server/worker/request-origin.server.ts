/**
 * A form post whose `Origin` is another site, or "null" (a sandboxed frame, a data: URL), or not
 * a URL at all. Compared with the origin the request was addressed to, scheme, host and port
 * alike (a page served over https is another origin than the same host over http): never with
 * `X-Forwarded-Host` or another header the client writes. A post without `Origin` (an old
 * browser, curl) is left to the form's own defences.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return origin === "null" || new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * The request as Remix should judge it: Remix compares `Origin` with `X-Forwarded-Host` when it is
 * present, else `Host`. A client can write the first (behind Cloudflare no proxy of ours sets it),
 * so it is dropped, and `Host` is the host the request was addressed to, as `isForeignOrigin` uses.
 */
export function asAddressed(request: Request): Request {
  const host = new URL(request.url).host;
  if (!request.headers.has("X-Forwarded-Host") && request.headers.get("Host") === host) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  headers.set("Host", host);
  return new Request(request, { headers });
}
