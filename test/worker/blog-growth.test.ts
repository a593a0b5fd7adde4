import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTS_PER_PAGE, RSS_ITEM_COUNT } from "~/shared/blog-listing";
import { seedGeneratedPosts } from "../../harness/blog-growth";
import { seedStatements, startWorker, type TestWorker } from "../../harness/worker";

/**
 * The blog with 1,000 posts. Before pagination /blogg printed every post (1.4 MB of HTML
 * at 1,000). One page of 12 cards, with the header, footer, dialogs and Remix's data, is about
 * 50 kB at any size of blog; 60 kB leaves room for longer titles.
 */
const HTML_CEILING_BYTES = 60 * 1024;
/** The feed's 20 items are about 10 kB. */
const RSS_CEILING_BYTES = 16 * 1024;
/** Round trips to D1 a listing may make: one batch, a tag page two. */
const MAX_D1_CALLS_PER_LISTING = 2;
const GENERATED = 1000;
const SITE = "https://www.transist.se";

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
/** The posts a listing shows: [slug, title] of each card's heading link. */
const cardsIn = (html: string) =>
  [...html.matchAll(/<h[23][^>]*><a [^>]*href="\/blogg\/([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ slug: m[1]!, title: m[2]! }));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
const linkHref = (html: string, text: string) =>
  new RegExp(`<a [^>]*href="([^"]*)"[^>]*>(?:<span[^>]*>← </span>)?${text}`).exec(html)?.[1] ?? null;

let worker: TestWorker;
let published: number;

/** Rendered now, not a copy from the edge cache: the posts change between requests here. */
async function get(path: string) {
  const response = await worker.fetch(path, { headers: { "Cache-Control": "no-cache" } });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), html: decode(body), bytes: Buffer.byteLength(body) };
}

beforeAll(async () => {
  worker = await startWorker({ seed: true, countD1Calls: true });
  await seedGeneratedPosts(worker, GENERATED);
  const [row] = await worker.sql<{ n: number }>("SELECT count(*) AS n FROM blog_posts WHERE is_published = 1");
  published = row!.n;
});
afterAll(() => worker?.dispose());

describe("the blog with 1,000 posts", () => {
  it("keeps /blogg, a category page, a search page and the RSS feed under their size ceilings", async () => {
    expect(published).toBeGreaterThan(GENERATED);
    for (const path of ["/blogg", "/blogg/kategori/flyttips", "/blogg?q=flytt"]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(cardsIn(page.html), path).toHaveLength(POSTS_PER_PAGE);
      expect(page.bytes, path).toBeLessThan(HTML_CEILING_BYTES);
    }
    const rss = await get("/blogg/rss.xml");
    expect(rss.bytes).toBeLessThan(RSS_CEILING_BYTES);
  });

  it("pages the index with Nyare and Äldre links, a canonical link per page and 'Utvalda' only on page 1", async () => {
    const pageCount = Math.ceil(published / POSTS_PER_PAGE);
    const first = await get("/blogg");
    expect(linkHref(first.html, "Äldre artiklar")).toBe("/blogg?sida=2");
    expect(linkHref(first.html, "Nyare artiklar")).toBeNull();
    expect(canonicalOf(first.html)).toBe(`${SITE}/blogg`);
    expect(first.html).toContain("Utvalda");
    expect(first.html).toContain(`Sida 1 av ${pageCount}`);

    const second = await get("/blogg?sida=2");
    expect(second.status).toBe(200);
    expect(linkHref(second.html, "Nyare artiklar")).toBe("/blogg");
    expect(linkHref(second.html, "Äldre artiklar")).toBe("/blogg?sida=3");
    expect(canonicalOf(second.html)).toBe(`${SITE}/blogg?sida=2`);
    expect(second.html).toMatch(/<title>[^<]*sida 2[^<]*<\/title>/);
    expect(second.html).not.toContain("Utvalda");
    const onFirst = new Set(cardsIn(first.html).map((card) => card.slug));
    expect(cardsIn(second.html).filter((card) => onFirst.has(card.slug))).toEqual([]);

    const last = await get(`/blogg?sida=${pageCount}`);
    expect(cardsIn(last.html)).toHaveLength(published - (pageCount - 1) * POSTS_PER_PAGE);
    expect(linkHref(last.html, "Nyare artiklar")).toBe(`/blogg?sida=${pageCount - 1}`);
    expect(linkHref(last.html, "Äldre artiklar")).toBeNull();
  });

  it("pages category, tag and archive listings the same way", async () => {
    for (const path of ["/blogg/kategori/flyttips", "/blogg/tag/stadning", "/blogg/arkiv/oktober-2026"]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(cardsIn(first.html), path).toHaveLength(POSTS_PER_PAGE);
      expect(linkHref(first.html, "Äldre artiklar"), path).toBe(`${path}?sida=2`);
      const second = await get(`${path}?sida=2`);
      expect(second.status, path).toBe(200);
      expect(canonicalOf(second.html), path).toBe(`${SITE}${path}?sida=2`);
      expect(linkHref(second.html, "Nyare artiklar"), path).toBe(path);
      expect(second.html, path).not.toContain("Utvalda");
    }
    // The tag page found the posts tagged 'städning' (å, ä and ö become a and o in a tag's address).
    expect((await get("/blogg/tag/stadning")).html).toContain("Taggat: städning");
  });

  it("answers 404 with the not-found page past the last page and for a page number that is not one", async () => {
    const pastEnd = Math.ceil(published / POSTS_PER_PAGE) + 1;
    for (const path of [
      `/blogg?sida=${pastEnd}`,
      "/blogg?sida=0",
      "/blogg?sida=abc",
      "/blogg?sida=-1",
      "/blogg?sida=1.5",
      "/blogg?sida=02",
      "/blogg/kategori/flyttips?sida=500",
      "/blogg/tag/stadning?sida=999",
      "/blogg/arkiv/oktober-2026?sida=50",
      "/blogg?q=flytt&sida=400",
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain("Sidan hittades inte");
    }
    const one = await get("/blogg/kategori/flyttips?sida=1");
    expect(one.status).toBe(301);
    expect(one.location).toBe("/blogg/kategori/flyttips");
  });

  it("searches in D1 by word prefix, any case, with å, ä and ö kept apart from a and o", async () => {
    const flytt = cardsIn((await get("/blogg?q=Flytt")).html);
    expect(flytt.some((card) => card.title.toLocaleLowerCase("sv-SE").includes("flyttstädning"))).toBe(true);
    const stad = cardsIn((await get("/blogg?q=st%C3%A4d")).html);
    expect(stad.length).toBeGreaterThan(0);
    expect(stad.some((card) => card.title.startsWith("Städning"))).toBe(true);
    expect(cardsIn((await get("/blogg?q=STAD")).html).some((card) => card.title.includes("Städning"))).toBe(false);
    // Every word must match, and posts with the words in the title come first (25 posts are titled
    // 'Flyttstädning i Malmö', more have the words in the description and tags).
    const inMalmo = cardsIn((await get("/blogg?q=flyttst%C3%A4dning%20malm%C3%B6")).html);
    expect(inMalmo).toHaveLength(POSTS_PER_PAGE);
    expect(inMalmo.every((card) => card.title.startsWith("Flyttstädning i Malmö"))).toBe(true);
  });

  it("searches inside words at this size: 'ttips' in every description, whole words in the title first", async () => {
    const ttips = await get("/blogg?q=ttips");
    expect(cardsIn(ttips.html)).toHaveLength(POSTS_PER_PAGE);
    // Every generated description begins 'Flyttips'; one built-in post has 'flyttips' in its title.
    expect(ttips.html).toContain(`${GENERATED + 1} artiklar matchar "ttips".`);
    expect(cardsIn(ttips.html)[0]!.slug).toBe("10-flyttips-som-gor-flyttdagen-lugnare");
    const stadning = cardsIn((await get("/blogg?q=st%C3%A4dning")).html);
    expect(stadning).toHaveLength(POSTS_PER_PAGE);
    expect(
      stadning.every((card) => /^(Städning|Så får du RUT-avdrag för städning|RUT-avdrag för flytt och städning)/.test(card.title)),
    ).toBe(true);
    // A term of two characters begins words: 'st' begins 'städare' in every description.
    expect(cardsIn((await get("/blogg?kategori=stadning&q=ttips%20st")).html)).toHaveLength(POSTS_PER_PAGE);
  });

  it("pages a search through every hit once, best rank first", async () => {
    const first = await get("/blogg?q=st%C3%A4dning");
    const total = Number(/(\d+) artiklar matchar/.exec(first.html)?.[1]);
    expect(total).toBeGreaterThan(10 * POSTS_PER_PAGE);
    const titles: string[] = [];
    for (let page = 1; page <= Math.ceil(total / POSTS_PER_PAGE); page++)
      titles.push(...cardsIn((await get(`/blogg?q=st%C3%A4dning${page > 1 ? `&sida=${page}` : ""}`)).html).map((card) => card.title));
    expect(titles).toHaveLength(total);
    expect(new Set(titles).size).toBe(total);
    // 0: 'städning' begins a word of the title, 1: inside a word of it, 2: not in the title.
    const ranks = titles.map((title) => (/(^|[^\p{L}])städning/iu.test(title) ? 0 : /städning/iu.test(title) ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
  });

  it("redirects a tag's spelling to its address with the page kept", async () => {
    const moved = await get("/blogg/tag/F%C3%B6retagsflytt?sida=2");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/blogg/tag/foretagsflytt?sida=2");
    const second = await get(moved.location!);
    expect(second.status).toBe(200);
    expect(canonicalOf(second.html)).toBe(`${SITE}/blogg/tag/foretagsflytt?sida=2`);
  });

  it("pages search results with the query kept in the links", async () => {
    const first = await get("/blogg?q=flytt");
    expect(first.html).toMatch(/\d+ artiklar matchar "flytt"\./);
    expect(linkHref(first.html, "Nästa sida")).toBe("/blogg?q=flytt&sida=2");
    const second = await get("/blogg?q=flytt&sida=2");
    expect(second.status).toBe(200);
    expect(cardsIn(second.html)).toHaveLength(POSTS_PER_PAGE);
    expect(linkHref(second.html, "Föregående sida")).toBe("/blogg?q=flytt");
    expect(second.html).toContain('name="q"');
    expect(second.html).toContain('value="flytt"');
  });

  it("takes FTS5 syntax in a search as plain words, never as an error", async () => {
    for (const query of ['"', "AND (", "NEAR(flytt", "flytt*", "title:flytt", "-", "^st", "OR OR", "'; DROP TABLE blog_posts; --"]) {
      const page = await get(`/blogg?q=${encodeURIComponent(query)}`);
      expect(page.status, query).toBe(200);
    }
    expect((await get(`/blogg?q=${encodeURIComponent('"')}`)).html).toContain('Inga artiklar matchar """.');
    expect(cardsIn((await get(`/blogg?q=${encodeURIComponent("flytt*")}`)).html)).toHaveLength(POSTS_PER_PAGE);
  });

  it("carries the latest 20 posts in the RSS feed and every published post in the sitemap", async () => {
    const rss = (await get("/blogg/rss.xml")).html;
    expect(rss.match(/<item>/g)).toHaveLength(RSS_ITEM_COUNT);
    const newest = await worker.sql<{ title: string }>(
      "SELECT title FROM blog_posts WHERE is_published = 1 ORDER BY publish_date DESC LIMIT 1",
    );
    expect(rss).toContain(`<title>${newest[0]!.title}</title>`);
    const sitemap = (await get("/sitemap.xml")).html;
    const posts = [...sitemap.matchAll(/<loc>https:\/\/www\.transist\.se\/blogg\/(?!kategori\/)([^<]+)<\/loc>/g)];
    expect(posts).toHaveLength(published);
    expect(sitemap).toContain(`<loc>${SITE}/blogg/genererad-${GENERATED}</loc>`);
  });

  it("answers each listing with at most two round trips to D1", async () => {
    await get("/");
    for (const path of [
      "/blogg",
      "/blogg?sida=3",
      "/blogg/kategori/packning",
      "/blogg/tag/flytt",
      "/blogg/arkiv/oktober-2026",
      "/blogg?q=flytt&sida=2",
      "/blogg?kategori=ekonomi&q=rut",
      "/blogg?q=st%C3%A4dning",
      "/blogg?q=ttips&sida=2",
      "/blogg?q=pi",
      "/blogg?q=rut%20av",
      "/blogg?kategori=stadning&q=ttips%20st",
      "/blogg/rss.xml",
      "/sitemap.xml",
      // Redirected to /blogg/tag/foretagsflytt after looking the tag up.
      "/blogg/tag/F%C3%B6retagsflytt",
    ]) {
      const before = await worker.d1Calls();
      expect((await get(path)).status, path).toBe(path.startsWith("/blogg/tag/F") ? 301 : 200);
      expect((await worker.d1Calls()) - before, path).toBeLessThanOrEqual(MAX_D1_CALLS_PER_LISTING);
    }
  });
});

describe("the search index kept in step with blog_posts", () => {
  const id = "99999999-9999-4999-8999-999999999999";
  const search = async (query: string) => cardsIn((await get(`/blogg?q=${encodeURIComponent(query)}`)).html).map((card) => card.slug);

  it("follows an insert, an update, unpublishing, a replace and a delete", async () => {
    await worker.sql(
      "INSERT INTO blog_posts (id, title, slug, description, content, publish_date, reading_time, tags, category, is_published) VALUES (?, 'Zebrarandiga flyttkartonger', 'zebra', 'Om kartonger.', '<p>x</p>', '2026-11-30', '2 min', '[\"Giraff\"]', 'packning', 1)",
      id,
    );
    expect(await search("zebrarand")).toEqual(["zebra"]);
    expect(await search("brarandig")).toEqual(["zebra"]);
    expect(await search("giraff")).toEqual(["zebra"]);
    expect(cardsIn((await get("/blogg/tag/giraff")).html).map((card) => card.slug)).toEqual(["zebra"]);

    await worker.sql("UPDATE blog_posts SET title = 'Okapimönstrade flyttkartonger', tags = '[\"Lejon\"]' WHERE id = ?", id);
    expect(await search("zebrarand")).toEqual([]);
    expect(await search("brarandig")).toEqual([]);
    expect(await search("okapi")).toEqual(["zebra"]);
    expect(await search("apimönstr")).toEqual(["zebra"]);
    // A tag no post carries any more is no page.
    expect((await worker.fetch("/blogg/tag/giraff")).status).toBe(404);
    expect(cardsIn((await get("/blogg/tag/lejon")).html).map((card) => card.slug)).toEqual(["zebra"]);

    await worker.sql("UPDATE blog_posts SET is_published = 0 WHERE id = ?", id);
    expect(await search("okapi")).toEqual([]);
    expect(await search("apimönstr")).toEqual([]);
    await worker.sql("UPDATE blog_posts SET is_published = 1 WHERE id = ?", id);

    // seed/seed.sql's INSERT OR REPLACE: the post is found once, under its new title only.
    await worker.sql(
      "INSERT OR REPLACE INTO blog_posts (id, title, slug, description, content, publish_date, reading_time, tags, category, is_published) VALUES (?, 'Tigerrandiga flyttkartonger', 'zebra', 'Om kartonger.', '<p>x</p>', '2026-11-30', '2 min', '[]', 'packning', 1)",
      id,
    );
    expect(await search("okapi")).toEqual([]);
    expect(await search("apimönstr")).toEqual([]);
    expect(await search("tigerrand")).toEqual(["zebra"]);
    expect(await search("gerrandiga")).toEqual(["zebra"]);
    expect(await search("tigerrandiga flyttkartonger")).toEqual(["zebra"]);
    // A replace by slug, under another id.
    await worker.sql(
      "INSERT OR REPLACE INTO blog_posts (id, title, slug, description, content, publish_date, reading_time, tags, category, is_published) VALUES ('99999999-9999-4999-8999-999999999998', 'Lejonrandiga flyttkartonger', 'zebra', 'Om kartonger.', '<p>x</p>', '2026-11-30', '2 min', '[]', 'packning', 1)",
    );
    expect(await search("tigerrand")).toEqual([]);
    expect(await search("gerrandiga")).toEqual([]);
    expect(await search("lejonrandiga flyttkartonger")).toEqual(["zebra"]);

    await worker.sql("DELETE FROM blog_posts WHERE slug = 'zebra'");
    expect(await search("lejonrand")).toEqual([]);
    expect(await search("jonrandiga")).toEqual([]);
  });

  it("holds exactly the published posts after seed/seed.sql runs again (its INSERT OR REPLACE deletes without the delete trigger)", async () => {
    for (const statement of seedStatements()) await worker.sql(statement);
    const [counts] = await worker.sql<{
      indexed: number;
      trigrams: number;
      titles: number;
      titleTrigrams: number;
      published: number;
      keys: number;
      posts: number;
    }>(
      "SELECT (SELECT count(*) FROM blog_posts_fts) AS indexed, (SELECT count(*) FROM blog_posts_trigram) AS trigrams, (SELECT count(*) FROM blog_posts_title_fts) AS titles, (SELECT count(*) FROM blog_posts_title_trigram) AS titleTrigrams, (SELECT count(*) FROM blog_posts WHERE is_published = 1) AS published, (SELECT count(*) FROM blog_post_search_keys) AS keys, (SELECT count(*) FROM blog_posts) AS posts",
    );
    expect(counts!.indexed).toBe(counts!.published);
    expect(counts!.trigrams).toBe(counts!.published);
    expect(counts!.titles).toBe(counts!.published);
    expect(counts!.titleTrigrams).toBe(counts!.published);
    expect(counts!.keys).toBe(counts!.posts);
    expect(await search("porslin")).toEqual(["sa-packar-du-porslin-glas-och-tavlor"]);
  });
});
