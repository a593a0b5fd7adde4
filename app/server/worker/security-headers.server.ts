/**
 * The page CSP, one directive a key: only our own origin. Remix's inline scripts carry the nonce.
 * Styles come from the stylesheet alone: no page writes a <style> element or a `style` attribute
 * (React's `style` prop is never used, and a script changing `element.style` is not limited by
 * CSP), so neither is allowed. An answer that needs more adds it as an override, e.g.
 * `contentSecurityPolicy(nonce, { "frame-src": ["https://…"] })`.
 */
const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'strict-dynamic'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "media-src": ["'self'"],
  "frame-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
} satisfies Record<string, readonly string[]>;

type CspDirective = keyof typeof CSP_DIRECTIVES;
type CspOverrides = Partial<Record<CspDirective, readonly string[]>>;

function contentSecurityPolicy(nonce: string, overrides: CspOverrides = {}): string {
  const directives: Record<string, readonly string[]> = { ...CSP_DIRECTIVES, ...overrides };
  directives["script-src"] = [...directives["script-src"]!, `'nonce-${nonce}'`];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** No page uses these; a frame or script of someone else's cannot ask for them either. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function securityHeaders(nonce: string, csp: CspOverrides = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, csp),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
