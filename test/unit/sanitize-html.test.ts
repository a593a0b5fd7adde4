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
});
