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
  searchMatch,
  SearchRank,
  searchRank,
  searchTerms,
} from "~/shared/blog-listing";
import type { BlogPost } from "~/shared/blog";

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

  it("searches terms of three characters or more in the trigram index, shorter ones as word prefixes", () => {
    expect(searchMatch(searchTerms("Städning av"))).toEqual({ words: '"städning"* "av"*', inside: '"städning"', short: '"av"*' });
    expect(searchMatch(["pi"])).toEqual({ words: '"pi"*', inside: null, short: '"pi"*' });
    expect(searchMatch(["ttips"])).toEqual({ words: '"ttips"*', inside: '"ttips"', short: null });
    // Three characters, not three UTF-16 units or bytes.
    expect(searchMatch(["åäö"]).inside).toBe('"åäö"');
  });

  it("matches in memory as D1 does: terms of three characters or more anywhere, shorter ones begin a word", () => {
    const slugs = (query: string) => filterPosts(builtInPosts, { query }).map((post) => post.slug);
    expect(slugs("RUT-AVDRAG halva")).toEqual(["rut-avdrag-for-flytt-och-stadning"]);
    expect(slugs("porslin")).toEqual(["sa-packar-du-porslin-glas-och-tavlor"]);
    expect(slugs("orslin")).toEqual(["sa-packar-du-porslin-glas-och-tavlor"]);
    expect(slugs("ttips")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect(slugs("stadning")).toEqual([]);
    expect(slugs("Pi")).toEqual(["sa-flyttas-ett-piano-eller-kassaskap"]);
    expect(slugs("piano no")).toEqual([]);
    expect(slugs('"')).toEqual([]);
    expect(slugs("flyttstäd")).toContain("rut-avdrag-for-flytt-och-stadning");
  });

  it("ranks in memory as D1 does: whole words in the title, the title inside words, whole words elsewhere, the rest", () => {
    const post = (title: string, description: string, tags: string[] = []): BlogPost => ({
      ...builtInPosts[0]!,
      title,
      description,
      tags,
    });
    const terms = searchTerms("städning");
    expect(searchRank(post("Städning av förrådet", "Om vinden."), terms)).toBe(SearchRank.titleWords);
    expect(searchRank(post("Flyttstädning steg för steg", "Om städning."), terms)).toBe(SearchRank.titleInside);
    expect(searchRank(post("Vårens genomgång", "Om städning av vinden."), terms)).toBe(SearchRank.words);
    expect(searchRank(post("Vårens genomgång", "Om vinden.", ["flyttstädning"]), terms)).toBe(SearchRank.inside);
    expect(searchRank(post("Vårens genomgång", "Om stadning."), terms)).toBeNull();
    // A term does not run from one field into the next.
    expect(searchRank(post("Flytt", "städning"), searchTerms("flyttstädning"))).toBeNull();
    const ranked = filterPosts(builtInPosts, { query: "städning" }).map((hit) => hit.slug);
    expect(ranked.indexOf("sa-far-du-rut-avdrag-for-stadning")).toBeLessThan(ranked.indexOf("flyttstadning-steg-for-steg-checklista"));
    expect(ranked.at(-1)).toBe("flyttstadning-steg-for-steg-checklista");
  });
});
