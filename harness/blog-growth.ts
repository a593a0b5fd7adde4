import type { TestWorker } from "./worker";

/** Rows per INSERT … SELECT: D1 runs each statement (and its triggers) in one go. */
const BATCH = 1000;

/** A body of about 3 kB, so that a listing that read the bodies would show in time and size. */
const BODY_SQL = `'<p>' || replace(hex(zeroblob(24)), '00', 'Så planerar du flytten vecka för vecka, från kartonger och adressändring till flyttstädning och nyckelöverlämning. ') || '</p>'`;

/**
 * `count` generated, published posts (ids 00000000-…-0000000n, slugs `genererad-n`), newest first
 * from 2026-10-31, three a day, across the seven categories. Titles follow eight patterns, so a
 * search finds some of them: 'Flyttstädning i …', 'Städning av balkong …', 'Kontorsflytt …' and so on.
 * Every description begins 'Flyttips', so a search inside words ('ttips') finds every post.
 * Authors are the seed's; run after seed/seed.sql if they should show.
 */
export async function seedGeneratedPosts(worker: Pick<TestWorker, "sql">, count: number, first = 1): Promise<void> {
  for (let start = first; start < first + count; start += BATCH) {
    const end = Math.min(start + BATCH - 1, first + count - 1);
    await worker.sql(
      `INSERT INTO blog_posts (id, title, slug, description, content, author_id, publish_date, reading_time, image, tags, category, is_published)
         WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM n WHERE i < ${end})
         SELECT
           printf('00000000-0000-4000-8000-%012d', i),
           CASE i % 8
             WHEN 0 THEN 'Flyttstädning i ' || city || ': checklistan, del ' || i
             WHEN 1 THEN 'Så packar du köket inför flytten, del ' || i
             WHEN 2 THEN 'Städning av balkong och förråd i ' || city || ', del ' || i
             WHEN 3 THEN 'Kontorsflytt steg för steg, del ' || i
             WHEN 4 THEN 'RUT-avdrag och fakturor: vanliga frågor, del ' || i
             WHEN 5 THEN 'Pianon, kassaskåp och andra tunga lyft, del ' || i
             WHEN 6 THEN 'Återbruk och mindre emballage, del ' || i
             ELSE 'Magasinering över vintern i ' || city || ', del ' || i
           END,
           'genererad-' || i,
           'Flyttips och praktiska råd från Transists flyttare och städare i ' || city || ': vad som tar tid, vad det kostar och hur du slipper stressen. Artikel ' || i || '.',
           ${BODY_SQL},
           CASE WHEN i % 2 = 0 THEN 'a7c2d9e4-0f5b-4b7e-8d11-2f6a9c3e0001' ELSE 'a7c2d9e4-0f5b-4b7e-8d11-2f6a9c3e0002' END,
           date('2026-10-31', '-' || (i / 3) || ' days'),
           (3 + i % 6) || ' min',
           NULL,
           json_array(CASE i % 3 WHEN 0 THEN 'flytt' WHEN 1 THEN 'städning' ELSE 'packning' END, CASE i % 4 WHEN 0 THEN 'flyttstädning' WHEN 1 THEN 'RUT-avdrag' WHEN 2 THEN 'checklista' ELSE 'företagsflytt' END),
           CASE i % 7 WHEN 0 THEN 'flyttips' WHEN 1 THEN 'packning' WHEN 2 THEN 'stadning' WHEN 3 THEN 'foretag' WHEN 4 THEN 'ekonomi' WHEN 5 THEN 'miljo' ELSE 'specialtransporter' END,
           1
         FROM (SELECT i, CASE i % 5 WHEN 0 THEN 'Stockholm' WHEN 1 THEN 'Göteborg' WHEN 2 THEN 'Malmö' WHEN 3 THEN 'Uppsala' ELSE 'Västerås' END AS city FROM n)`,
    );
  }
}
