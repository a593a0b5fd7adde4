import { MAP_ORIGIN, showsMap } from "~/shared/contact-map";

/**
 * The security headers for an answer: unchanged, except on the contact page with its map shown,
 * whose CSP lets frames in from OpenStreetMap and from nowhere else. Every other answer keeps the
 * policy's own frame-src.
 */
export function withMapFrame(url: URL, headers: Record<string, string>): Record<string, string> {
  const policy = headers["Content-Security-Policy"];
  if (!policy || !showsMap(url)) return headers;
  const directives = policy.split(";").map((directive) => directive.trim());
  const frameSrc = `frame-src ${MAP_ORIGIN}`;
  const index = directives.findIndex((directive) => /^frame-src(\s|$)/.test(directive));
  if (index === -1) directives.push(frameSrc);
  else directives[index] = frameSrc;
  return { ...headers, "Content-Security-Policy": directives.join("; ") };
}
