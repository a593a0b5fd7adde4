/**
 * An allow-list HTML sanitiser for blog posts, with no DOM (it runs in workerd). Tags not on the
 * list are dropped (their text kept), dangerous elements are dropped with their content, and only
 * listed attributes survive, with URLs limited to http(s), mailto, tel and same-site paths.
 */
import { hasUnsafeCharacter } from "./unsafe-characters";

const ALLOWED_TAGS: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  blockquote: [],
  code: [],
  pre: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "textarea",
  "select",
  "title",
  "head",
]);
const URL_ATTRIBUTES = new Set(["href", "src"]);

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A numeric character reference's character; U+FFFD, as a browser reads it, for one that names no character. */
function referenced(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : "\ufffd";
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => referenced(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => referenced(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

/**
 * The URL as it is written out (entities decoded, spaces and controls at the ends dropped) when it
 * stays on this site or is plainly an absolute http(s), mailto or tel link; otherwise null. A
 * browser drops spaces and controls at the ends, removes tabs and line breaks anywhere and reads a
 * backslash as a slash, so "/\t/evil.example", "/\\evil.example" and "\\\\evil.example" all mean
 * "//evil.example", another host, as do "https:\\evil.example" and, from an https page,
 * "http:evil.example". So: no control, bidi control or backslash anywhere; a scheme only as one of
 * the four, http(s) followed by "//" and a host; a path with no second slash or space right after
 * its first slash.
 */
function safeUrl(value: string): string | null {
  const url = decodeEntities(value).replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (hasUnsafeCharacter(url) || url.includes("\\")) return null;
  const scheme = /^([^/?#]*?):/.exec(url)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return /^https?:\/\/[^/?#@\s]/i.test(url) ? url : null;
  if (scheme !== undefined) return scheme === "mailto" || scheme === "tel" ? url : null;
  return /^\s|^\/[\s/]/.test(url) ? null : url;
}

const TAG_PATTERN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<[!?][^>]*>/g;
const ATTRIBUTE_PATTERN = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function sanitizeHtml(html: string): string {
  let output = "";
  let cursor = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TAG_PATTERN)) {
    const [whole, closing, rawName, rawAttributes] = match;
    const index = match.index ?? 0;
    if (!dropping) output += escapeText(html.slice(cursor, index));
    cursor = index + whole.length;
    if (!rawName) continue; // comment, doctype or processing instruction
    const name = rawName.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !whole.endsWith("/>")) dropping = name;
      continue;
    }
    const allowedAttributes = ALLOWED_TAGS[name];
    if (!allowedAttributes) continue;
    if (closing) {
      const position = open.lastIndexOf(name);
      if (position === -1) continue;
      for (const tag of open.splice(position).reverse()) output += `</${tag}>`;
      continue;
    }
    let attributes = "";
    for (const attribute of (rawAttributes ?? "").matchAll(ATTRIBUTE_PATTERN)) {
      const attributeName = attribute[1]!.toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? "";
      if (!allowedAttributes.includes(attributeName)) continue;
      const written = URL_ATTRIBUTES.has(attributeName) ? safeUrl(value) : decodeEntities(value);
      if (written === null) continue;
      attributes += ` ${attributeName}="${escapeAttribute(written)}"`;
    }
    if (name === "a" && /href="https?:/.test(attributes)) attributes += ' rel="noopener noreferrer"';
    output += `<${name}${attributes}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  if (!dropping) output += escapeText(html.slice(cursor));
  for (const tag of open.reverse()) output += `</${tag}>`;
  return output;
}
