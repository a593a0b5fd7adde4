/**
 * A form post whose `Origin` is another site, or "null" (a sandboxed frame, a data: URL), or not
 * a URL at all. Compared with the host the request was sent to, as Remix's own check does, so
 * that check never throws (which would be a 500). A post without `Origin` (an old browser, curl)
 * is left to the form's own defences.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  const host = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() || request.headers.get("Host") || new URL(request.url).host;
  try {
    return origin === "null" || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
