import { describe, expect, it } from "vitest";
import { builtInPosts } from "~/content/blog";
import {
  assertPageExists,
  filterPosts,
  ftsMatchQuery,
  monthRange,
  pageHref,
  pageLinks,
  POSTS_PER_PAGE,
  requestedPage,
  searchTerms,
} from "~/shared/blog-listing";

const thrown = (run: () => unknown): Response => {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
};

describe("blog pagination", () => {
  it("reads ?sida=: absent is page 1, 2… are pages, anything else 404, and sida=1 redirects to page 1's address", () => {
    expect(requestedPage(new URL("https://x.se/blogg"))).toBe(1);
    expect(requestedPage(new URL("https://x.se/blogg?sida=7"))).toBe(7);
    for (const bad of ["0", "-1", "abc", "02", "1.5", "", "1e3", "9999999"])
      expect(thrown(() => requestedPage(new URL(`https://x.se/blogg?sida=${bad}`))).status, bad).toBe(404);
    const redirect = thrown(() => requestedPage(new URL("https://x.se/blogg?q=flytt&sida=1")));
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/blogg?q=flytt");
  });

  it("answers 404 past the last page, but page 1 of an empty listing exists", () => {
    expect(() => assertPageExists(1, 0)).not.toThrow();
    expect(() => assertPageExists(2, POSTS_PER_PAGE)).toThrow();
    expect(() => assertPageExists(2, POSTS_PER_PAGE + 1)).not.toThrow();
  });

  it("links the pages before and after, with the filters kept and no ?sida on page 1", () => {
    expect(pageHref("/blogg", { q: "flytt", kategori: null }, 1)).toBe("/blogg?q=flytt");
    expect(pageLinks("/blogg", {}, 2, 100)).toEqual({ page: 2, pageCount: 9, previous: "/blogg", next: "/blogg?sida=3" });
    expect(pageLinks("/blogg/kategori/miljo", {}, 9, 100)).toMatchObject({ previous: "/blogg/kategori/miljo?sida=8", next: null });
  });

  it("gives the archive a month's dates, December included", () => {
    expect(monthRange(2026, 10)).toEqual({ from: "2026-11-01", until: "2026-12-01" });
    expect(monthRange(2026, 11)).toEqual({ from: "2026-12-01", until: "2027-01-01" });
  });
});

describe("blog search terms", () => {
  it("keeps only words, lower-cased, so FTS5 syntax in a search is never syntax", () => {
    expect(searchTerms('Flytt "städning" AND (RUT*)')).toEqual(["flytt", "städning", "and", "rut"]);
    expect(searchTerms('" ( ) * : ^ -')).toEqual([]);
    expect(ftsMatchQuery(searchTerms("Flytt städ"))).toBe('"flytt"* "städ"*');
  });

  it("matches in memory as FTS5 does: every term begins a word of the title, description or tags", () => {
    const slugs = (query: string) => filterPosts(builtInPosts, { query }).map((post) => post.slug);
    expect(slugs("RUT-AVDRAG halva")).toEqual(["rut-avdrag-for-flytt-och-stadning"]);
    expect(slugs("porslin")).toEqual(["sa-packar-du-porslin-glas-och-tavlor"]);
    expect(slugs("orslin")).toEqual([]);
    expect(slugs('"')).toEqual([]);
    expect(slugs("flyttstäd")).toContain("rut-avdrag-for-flytt-och-stadning");
  });
});
