import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInPosts } from "~/content/blog";
import { POSTS_PER_PAGE } from "~/shared/blog-listing";
import { seedStatements, startWorker, type TestWorker } from "../../harness/worker";

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const titlesIn = (html: string) => [...decode(html).matchAll(/<h[23][^>]*><a [^>]*href="\/blogg\/([^"]+)"/g)].map((m) => m[1]);

async function page(worker: TestWorker, path: string) {
  const response = await worker.fetch(path);
  return { status: response.status, html: decode(await response.text()) };
}

function insertPost(
  worker: TestWorker,
  post: {
    id: string;
    slug: string;
    title: string;
    date: string;
    category: string;
    published?: boolean;
    content?: string;
    tags?: string[];
    description?: string;
  },
) {
  return worker.db
    .prepare(
      "INSERT INTO blog_posts (id, title, slug, description, content, publish_date, reading_time, tags, category, is_published) VALUES (?, ?, ?, ?, ?, ?, '3 min', ?, ?, ?)",
    )
    .bind(
      post.id,
      post.title,
      post.slug,
      post.description ?? `Beskrivning av ${post.title}`,
      post.content ?? "<p>Text</p>",
      post.date,
      JSON.stringify(post.tags ?? []),
      post.category,
      post.published === false ? 0 : 1,
    )
    .run();
}

describe("the blog on a seeded D1", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ seed: true });
    await insertPost(worker, {
      id: "11111111-1111-4111-8111-111111111111",
      slug: "opublicerad-hemlighet",
      title: "Opublicerad hemlighet",
      date: "2026-11-20",
      category: "packning",
      published: false,
    });
    for (const [n, date] of [
      ["1", "2026-05-01"],
      ["2", "2026-04-01"],
      ["3", "2026-03-01"],
      ["4", "2026-02-01"],
    ] as const) {
      await insertPost(worker, {
        id: `22222222-2222-4222-8222-22222222222${n}`,
        slug: `packtips-${n}`,
        title: `Packtips nummer ${n}`,
        date,
        category: "packning",
        tags: ["packning"],
      });
    }
    await insertPost(worker, {
      id: "33333333-3333-4333-8333-333333333333",
      slug: "farlig-artikel",
      title: "Farlig artikel",
      date: "2026-01-15",
      category: "miljo",
      content: '<p>Hej</p><script>alert("x")</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">länk</a>',
    });
  });
  afterAll(() => worker?.dispose());

  it("lists published posts newest first, the first as 'Utvalda', and never an unpublished one", async () => {
    const { status, html } = await page(worker, "/blogg");
    expect(status).toBe(200);
    const slugs = titlesIn(html);
    expect(slugs[0]).toBe("10-flyttips-som-gor-flyttdagen-lugnare");
    expect(html.indexOf("Utvalda")).toBeLessThan(html.indexOf(slugs[1]!));
    expect(slugs).not.toContain("opublicerad-hemlighet");
    expect(slugs).toHaveLength(Math.min(builtInPosts.length + 5, POSTS_PER_PAGE));
  });

  it("filters by category with ?kategori= and searches title and description case-insensitively with ?q=", async () => {
    expect(titlesIn((await page(worker, "/blogg?kategori=stadning")).html)).toEqual([
      "flyttstadning-steg-for-steg-checklista",
      "sa-far-du-rut-avdrag-for-stadning",
      "rut-avdrag-for-flytt-och-stadning",
    ]);
    expect(titlesIn((await page(worker, "/blogg?q=PORSLIN")).html)).toEqual(["sa-packar-du-porslin-glas-och-tavlor"]);
    expect(titlesIn((await page(worker, "/blogg?q=halva%20arbetskostnaden")).html)).toEqual(["rut-avdrag-for-flytt-och-stadning"]);
    const none = await page(worker, "/blogg?q=zebra");
    expect(none.html).toContain('Inga artiklar matchar "zebra".');
  });

  it("lists a category, a tag and an archive month, and says so when a listing is empty", async () => {
    expect(titlesIn((await page(worker, "/blogg/kategori/packning")).html)).toEqual([
      "sa-packar-du-porslin-glas-och-tavlor",
      "packa-koket-utan-att-nagot-gar-sonder",
      "packtips-1",
      "hur-manga-flyttkartonger-behover-du",
      "packtips-2",
      "packtips-3",
      "packtips-4",
    ]);
    expect(titlesIn((await page(worker, "/blogg/tag/porslin")).html)).toEqual(["sa-packar-du-porslin-glas-och-tavlor"]);
    expect(titlesIn((await page(worker, "/blogg/arkiv/november-2026")).html)).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    // A category without posts is still a page; one that does not exist is not.
    expect((await page(worker, "/blogg/kategori/foretag")).status).toBe(404);
    await worker.sql("INSERT INTO blog_categories (id, name, slug) VALUES ('tom-kategori', 'Tom kategori', 'tom')");
    const empty = await page(worker, "/blogg/kategori/tom");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Det finns inga artiklar i den här kategorin ännu.");
    expect(empty.html).toContain('href="/blogg"');
  });

  it("shows an article with date, reading time, category link, tags, share links, author and at most 3 related posts", async () => {
    const { status, html } = await page(worker, "/blogg/sa-packar-du-porslin-glas-och-tavlor");
    expect(status).toBe(200);
    expect(html).toContain("20 okt 2026");
    expect(html).toContain("2 min");
    expect(html).toContain('href="/blogg/kategori/packning"');
    expect(html).toContain('href="/blogg/tag/porslin"');
    expect(html).toContain(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.transist.se%2Fblogg%2Fsa-packar-du-porslin-glas-och-tavlor",
    );
    expect(html).toContain("https://www.linkedin.com/shareArticle?mini=true&url=");
    expect(html).toContain("Elin Sandberg");
    const related = html.slice(html.indexOf("Relaterade artiklar"));
    expect(titlesIn(related)).toEqual(["packa-koket-utan-att-nagot-gar-sonder", "packtips-1", "hur-manga-flyttkartonger-behover-du"]);
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it("asks for the largest picture of /blogg and of an article first, and for no other picture so", async () => {
    const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const urgent = (html: string) => images(html).filter((img) => /fetchpriority="high"/i.test(img));
    const listing = (await page(worker, "/blogg")).html;
    expect(urgent(listing)).toHaveLength(1);
    expect(urgent(listing)[0]).toBe(images(listing)[0]);
    const article = (await page(worker, `/blogg/${builtInPosts[0]!.slug}`)).html;
    expect(urgent(article)).toHaveLength(1);
    expect(urgent(article)[0]).toBe(images(article).find((img) => img.includes("aspect-[2/1]")));
  });

  it("answers an unknown or unpublished slug with 404", async () => {
    expect((await page(worker, "/blogg/finns-inte")).status).toBe(404);
    expect((await page(worker, "/blogg/opublicerad-hemlighet")).status).toBe(404);
  });

  it("renders a post with a <script> in its body without it", async () => {
    const { html } = await page(worker, "/blogg/farlig-artikel");
    expect(html).toContain("<p>Hej</p>");
    expect(html).not.toContain('<script>alert("x")');
    expect(html).not.toContain("onerror");
    expect(html).not.toContain('href="javascript:');
  });

  it("lists the posts and categories in sitemap.xml and the RSS feed", async () => {
    const sitemap = (await page(worker, "/sitemap.xml")).html;
    expect(sitemap).toContain("<loc>https://www.transist.se/blogg/packtips-1</loc>");
    expect(sitemap).toContain("<loc>https://www.transist.se/blogg/kategori/packning</loc>");
    expect(sitemap).not.toContain("opublicerad");
    const rss = await worker.fetch("/blogg/rss.xml");
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    expect(await rss.text()).toContain("<title>10 flyttips som gör flyttdagen lugnare</title>");
    expect((await page(worker, "/blogg")).html).toContain('type="application/rss+xml"');
  });
});

describe("the blog's search inside Swedish compound words", () => {
  let worker: TestWorker;
  const search = async (query: string) => titlesIn((await page(worker, `/blogg?q=${encodeURIComponent(query)}`)).html);
  beforeAll(async () => {
    worker = await startWorker({ seed: true });
    // 'städning' only as a whole word of the description, never in the title.
    await insertPost(worker, {
      id: "44444444-4444-4444-8444-444444444444",
      slug: "varstadning-i-forradet",
      title: "Vårens stora genomgång av förrådet",
      description: "Om städning av förråd och vind inför sommaren.",
      date: "2026-11-25",
      category: "stadning",
    });
  });
  afterAll(() => worker?.dispose());

  it("finds a term inside a word: 'städning' in 'Flyttstädning', 'ttips' in 'flyttips'", async () => {
    expect(await search("städning")).toContain("flyttstadning-steg-for-steg-checklista");
    expect(await search("ttips")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect(await search("TTIPS")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    // Every term must be found, inside words or not.
    expect(await search("städning besiktning")).toEqual(["flyttstadning-steg-for-steg-checklista"]);
    expect(await search("ttips zebra")).toEqual([]);
    // In one category, as the index's form asks.
    const inCategory = async (category: string, query: string) =>
      (await page(worker, `/blogg?kategori=${category}&q=${encodeURIComponent(query)}`)).html;
    expect(titlesIn(await inCategory("flyttips", "ttips"))).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect(await inCategory("flyttips", "ttips")).toContain('1 artikel matchar "ttips".');
    expect(titlesIn(await inCategory("packning", "ttips"))).toEqual([]);
    const cleaning = await inCategory("stadning", "städning");
    expect(cleaning).toContain('4 artiklar matchar "städning".');
    expect(titlesIn(cleaning)).toEqual([
      "sa-far-du-rut-avdrag-for-stadning",
      "rut-avdrag-for-flytt-och-stadning",
      "flyttstadning-steg-for-steg-checklista",
      "varstadning-i-forradet",
    ]);
  });

  it("ranks whole words in the title first, then the title inside words, then the description", async () => {
    expect(await search("städning")).toEqual([
      // 'städning' begins a word of the title (the post added last first) …
      "sa-far-du-rut-avdrag-for-stadning",
      "rut-avdrag-for-flytt-och-stadning",
      // … then it is in the title inside 'Flyttstädning' …
      "flyttstadning-steg-for-steg-checklista",
      // … then only in the description, though as a whole word and in the newest post.
      "varstadning-i-forradet",
    ]);
  });

  it("keeps å, ä and ö apart from a and o inside words too", async () => {
    expect(await search("stadning")).toEqual([]);
    expect(await search("kassaskap")).toEqual([]);
    expect(await search("ssaskåp")).toEqual(["sa-flyttas-ett-piano-eller-kassaskap"]);
  });

  it("searches a term of one or two characters as the beginning of a word", async () => {
    expect(await search("Pi")).toEqual(["sa-flyttas-ett-piano-eller-kassaskap"]);
    expect((await search("rut av")).sort()).toEqual(["rut-avdrag-for-flytt-och-stadning", "sa-far-du-rut-avdrag-for-stadning"]);
    // Short and long terms together: 'ttips' inside a word, 'so' beginning one ('som').
    expect(await search("ttips so")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect(await search("ttips om")).toEqual([]);
    // 'no' is inside 'piano' but begins no word of that post.
    expect(await search("piano no")).toEqual([]);
  });

  it("takes FTS5 syntax in a search as plain words", async () => {
    for (const query of ['"ttips"', "ttips*", "NEAR(ttips", "title:ttips", "^ttips", "-ttips", 'ttips" OR "porslin', "AND", "(", "*"]) {
      const { status } = await page(worker, `/blogg?q=${encodeURIComponent(query)}`);
      expect(status, query).toBe(200);
    }
    expect(await search("ttips*")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect(await search("^ttips")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect(await search("title:ttips")).toEqual([]);
    expect(await search('ttips" OR "porslin')).toEqual([]);
  });

  it("holds exactly the published posts in every index after seed/seed.sql runs twice", async () => {
    for (let run = 0; run < 2; run++) for (const statement of seedStatements()) await worker.sql(statement);
    const [counts] = await worker.sql<Record<string, number>>(
      "SELECT (SELECT count(*) FROM blog_posts WHERE is_published = 1) AS published, (SELECT count(*) FROM blog_posts_fts) AS words, (SELECT count(*) FROM blog_posts_trigram) AS inside, (SELECT count(*) FROM blog_posts_title_fts) AS titleWords, (SELECT count(*) FROM blog_posts_title_trigram) AS titleInside",
    );
    const { published, ...indexed } = counts!;
    expect(indexed).toEqual({ words: published, inside: published, titleWords: published, titleInside: published });
    expect(await search("ttips")).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
  });
});

describe("a tag page's address", () => {
  let worker: TestWorker;
  const cafeId = "55555555-5555-4555-8555-555555555555";
  beforeAll(async () => {
    worker = await startWorker({ seed: true });
    await insertPost(worker, {
      id: cafeId,
      slug: "flyttfika",
      title: "Flyttfika",
      date: "2026-11-01",
      category: "flyttips",
      tags: ["Café"],
    });
  });
  afterAll(() => worker?.dispose());

  it("links a tag's chip to its address and serves the page there", async () => {
    expect((await page(worker, "/blogg/checklista-for-en-smidig-kontorsflytt")).html).toContain('href="/blogg/tag/foretagsflytt"');
    const tag = await page(worker, "/blogg/tag/foretagsflytt");
    expect(tag.status).toBe(200);
    expect(tag.html).toContain("Taggat: företagsflytt");
    expect(titlesIn(tag.html)).toEqual(["checklista-for-en-smidig-kontorsflytt"]);
  });

  it("redirects the tag as its chip reads, in any case, percent-encoded or not, to that address", async () => {
    for (const path of [
      "/blogg/tag/f%C3%B6retagsflytt",
      "/blogg/tag/F%C3%B6retagsflytt",
      "/blogg/tag/F%C3%96RETAGSFLYTT",
      "/blogg/tag/FORETAGSFLYTT",
      "/blogg/tag/%66oretagsflytt",
      // Decomposed: o and a combining diaeresis.
      "/blogg/tag/fo%CC%88retagsflytt",
    ]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe("/blogg/tag/foretagsflytt");
    }
    const paged = await worker.fetch("/blogg/tag/%C3%85TERBRUK?sida=2");
    expect(paged.status).toBe(301);
    expect(paged.headers.get("location")).toBe("/blogg/tag/aterbruk?sida=2");
    const rut = await worker.fetch("/blogg/tag/RUT%20avdrag");
    expect(rut.headers.get("location")).toBe("/blogg/tag/rut-avdrag");
  });

  it("answers 404 for a spelling that folds to no tag", async () => {
    for (const path of [
      "/blogg/tag/f%C3%B6retagsflytten",
      "/blogg/tag/F%C3%B6retags-flytt",
      "/blogg/tag/Zebra",
      "/blogg/tag/%F0%9F%9A%9A",
      "/blogg/tag/-",
      `/blogg/tag/${"a".repeat(300)}`,
    ]) {
      expect((await worker.fetch(path)).status, path).toBe(404);
    }
  });

  it("keeps the letters of a tag such as 'Café' in its address and redirects the address it had before", async () => {
    expect((await page(worker, "/blogg/flyttfika")).html).toContain('href="/blogg/tag/cafe"');
    const cafe = await page(worker, "/blogg/tag/cafe");
    expect(cafe.status).toBe(200);
    expect(cafe.html).toContain("Taggat: Café");
    for (const path of ["/blogg/tag/caf", "/blogg/tag/Caf%C3%A9", "/blogg/tag/CAF%C3%89"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe("/blogg/tag/cafe");
    }
    // Once a tag has the old address as its own, the address is that tag's page.
    await insertPost(worker, {
      id: "55555555-5555-4555-8555-555555555556",
      slug: "caf-om-kaffe",
      title: "Kaffe i flyttlasset",
      date: "2026-11-02",
      category: "flyttips",
      tags: ["caf"],
    });
    const caf = await page(worker, "/blogg/tag/caf");
    expect(caf.status).toBe(200);
    expect(titlesIn(caf.html)).toEqual(["caf-om-kaffe"]);
  });
});

describe("the blog's fallback to the built-in posts", () => {
  it.each([
    ["the tables are empty", { seed: false }],
    ["the table is missing", { migrate: false }],
    ["D1 fails", { d1FailFirst: -1 }],
  ] as const)("serves the built-in posts and categories when %s", async (_, options) => {
    const worker = await startWorker(options);
    const index = await page(worker, "/blogg");
    expect(index.status).toBe(200);
    expect(titlesIn(index.html)).toHaveLength(Math.min(builtInPosts.length, POSTS_PER_PAGE));
    expect(index.html).toContain("Städning");
    // Searched and paged in memory, by the same rules as in D1.
    expect(titlesIn((await page(worker, "/blogg?q=Halva%20ARBETS")).html)).toEqual(["rut-avdrag-for-flytt-och-stadning"]);
    expect(titlesIn((await page(worker, "/blogg/tag/aterbruk")).html)).toEqual(["flytta-hallbart"]);
    expect((await worker.fetch("/blogg/tag/%C3%A5terbruk")).headers.get("location")).toBe("/blogg/tag/aterbruk");
    expect(titlesIn((await page(worker, "/blogg?q=st%C3%A4dning")).html)).toEqual([
      "sa-far-du-rut-avdrag-for-stadning",
      "rut-avdrag-for-flytt-och-stadning",
      "flyttstadning-steg-for-steg-checklista",
    ]);
    expect(titlesIn((await page(worker, "/blogg?q=ttips")).html)).toEqual(["10-flyttips-som-gor-flyttdagen-lugnare"]);
    expect((await page(worker, `/blogg?sida=${Math.ceil(builtInPosts.length / POSTS_PER_PAGE) + 1}`)).status).toBe(404);
    const article = await page(worker, "/blogg/rut-avdrag-for-flytt-och-stadning");
    expect(article.status).toBe(200);
    expect(article.html).toContain("75 000 kronor");
    expect(titlesIn(article.html.slice(article.html.indexOf("Relaterade artiklar")))).toEqual([
      "flyttstadning-steg-for-steg-checklista",
      "sa-far-du-rut-avdrag-for-stadning",
    ]);
    expect((await page(worker, "/blogg/kategori/stadning")).status).toBe(200);
    await worker.dispose();
  });
});
