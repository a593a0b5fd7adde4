/**
 * An allow-list HTML sanitiser for blog posts, with no DOM (it runs in workerd). Tags not on the
 * list are dropped (their text kept), dangerous elements are dropped with their content, and only
 * listed attributes survive, with URLs limited to http(s), mailto, tel and same-site paths.
 */
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

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

function safeUrl(value: string): boolean {
  const normalised = decodeEntities(value)
    .replace(/[\u0000-\u0020\u007f]/g, "")
    .toLowerCase();
  if (normalised.startsWith("//")) return false;
  if (/^(https?:|mailto:|tel:)/.test(normalised)) return true;
  return !/^[a-z][a-z0-9+.-]*:/.test(normalised);
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
      if (URL_ATTRIBUTES.has(attributeName) && !safeUrl(value)) continue;
      attributes += ` ${attributeName}="${escapeAttribute(decodeEntities(value))}"`;
    }
    if (name === "a" && /href="https?:/.test(attributes)) attributes += ' rel="noopener noreferrer"';
    output += `<${name}${attributes}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  if (!dropping) output += escapeText(html.slice(cursor));
  for (const tag of open.reverse()) output += `</${tag}>`;
  return output;
}
