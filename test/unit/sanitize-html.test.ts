import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/shared/sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the article tags and their text", () => {
    const html =
      '<h2 id="a">Rubrik</h2><p>Text med <strong>fet</strong> och <a href="/offert" title="Offert">länk</a>.</p><ul><li>Ett</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it("drops script, style and iframe with everything inside them", () => {
    expect(sanitizeHtml("<p>Hej</p><script>alert(1)</script><style>p{}</style><iframe src=x></iframe><p>då</p>")).toBe(
      "<p>Hej</p><p>då</p>",
    );
  });
  it("drops event handlers and javascript: URLs, however they are spelt", () => {
    expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe("<p>a</p>");
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href=" JaVaScRiPt&colon;alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:text/html,x" alt="b" onerror="y()">')).toBe('<img alt="b">');
  });
  it("unwraps unknown tags, escapes stray brackets and closes what was left open", () => {
    expect(sanitizeHtml("<div><p>Hej <span>du</span></div>")).toBe("<p>Hej du</p>");
    expect(sanitizeHtml("<p>1 < 2 & 3 > 2")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(sanitizeHtml("<p>text<script>evil()")).toBe("<p>text</p>");
  });
  it("adds rel=noopener to external links", () => {
    expect(sanitizeHtml('<a href="https://example.se">x</a>')).toBe('<a href="https://example.se" rel="noopener noreferrer">x</a>');
  });
  it("refuses a path a browser reads as another host: backslashes, controls in the slashes, //host, https:x, https:/x", () => {
    for (const href of [
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "//evil.example",
      " //evil.example",
      "/\t/evil.example",
      "/&#9;/evil.example",
      "/&Tab;/evil.example",
      "/&#10;/evil.example",
      "/&#x5c;evil.example",
      "/&#92;evil.example",
      "/ /evil.example",
      "\u0000//evil.example",
      "https:evil.example",
      "https:/evil.example",
      "http:evil.example",
      "https:\\\\evil.example",
      "https:/\\evil.example",
      "https:///evil.example",
      "ht\ttps://evil.example",
      "https\u0000://evil.example",
      "java\tscript:alert(1)",
      "/offert\u202e",
      "/offert\u0085",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), JSON.stringify(href)).toBe("<a>x</a>");
      expect(sanitizeHtml(`<img src="${href}" alt="">`), JSON.stringify(href)).toBe('<img alt="">');
    }
  });

  it("keeps same-site paths and absolute http(s), mailto and tel links", () => {
    for (const href of [
      "/offert",
      "/blogg/flytt?sida=2#rubrik",
      "flyttstadning",
      "../tjanster",
      "?sida=2",
      "#rubrik",
      "%2F%2Fevil.example",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    for (const href of ["https://www.transist.se/offert", "HTTP://example.se", "mailto:info@transist.se", "tel:+46701234567"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toMatch(
        new RegExp(`^<a href="${href.replace(/[.+?]/g, "\\$&")}"( rel="noopener noreferrer")?>x</a>$`),
      );
    }
    expect(sanitizeHtml('<a href="  /offert\n">x</a>')).toBe('<a href="/offert">x</a>');
  });

  it("keeps nothing that a browser resolves to another host unless it is an absolute http(s) link (a generated sweep)", () => {
    const base = "https://www.transist.se/blogg/x";
    const pieces = [
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      "\u0000",
      "\u000b",
      "\u00a0",
      "%2F",
      "%5C",
      "&#47;",
      "&#x5c;",
      "&Tab;",
      "&colon;",
      ".",
      "@",
      ":",
      "http:",
      "https:",
      "HTTPS:",
      "hTtP:",
      "javascript:",
      "mailto:",
      "https:/",
      "https://",
    ];
    const tails = ["evil.example", "evil.example/x", "www.transist.se@evil.example"];
    const hrefs = new Set<string>();
    for (const a of pieces)
      for (const b of pieces) for (const c of ["", ...pieces.slice(0, 8)]) for (const tail of tails) hrefs.add(`${a}${b}${c}${tail}`);
    expect(hrefs.size).toBeGreaterThan(5000);

    const escaped = (html: string) =>
      html
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    const failures: string[] = [];
    let kept = 0;
    for (const href of hrefs) {
      for (const [html, attribute] of [
        [`<a href="${href}">x</a>`, "href"],
        [`<img src="${href}" alt="">`, "src"],
      ] as const) {
        const match = new RegExp(` ${attribute}="([^"]*)"`).exec(sanitizeHtml(html));
        if (!match) continue;
        kept++;
        const url = escaped(match[1]!);
        let resolved: URL;
        try {
          resolved = new URL(url, base);
        } catch {
          continue; // a browser follows no link it cannot parse
        }
        if (!["https:", "http:", "mailto:", "tel:"].includes(resolved.protocol))
          failures.push(`${JSON.stringify(href)} → ${resolved.href}`);
        const absolute = /^https?:\/\/[^/\\]/i.test(url);
        if (resolved.host !== "www.transist.se" && /^https?:$/.test(resolved.protocol) && !absolute)
          failures.push(`${JSON.stringify(href)} → ${resolved.href}`);
      }
    }
    expect(failures).toEqual([]);
    expect(kept).toBeGreaterThan(1000);
  });
});
