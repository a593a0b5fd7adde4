import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listLatestPosts } from "~/server/blog/blog.server";
import { contentPageCacheHeaders } from "~/shared/cache-headers";
import { xmlEscape } from "~/content/site-pages";
import { absoluteUrl } from "~/page-bundle";

/** The newest posts (RSS_ITEM_COUNT), not the whole blog: readers fetch the feed often. */
export async function loader({ context }: LoaderFunctionArgs) {
  const posts = await listLatestPosts(context.env.DB);
  const items = posts
    .map(
      (post) => `    <item>
      <title>${xmlEscape(post.title)}</title>
      <link>${absoluteUrl(`/blogg/${post.slug}`)}</link>
      <guid isPermaLink="true">${absoluteUrl(`/blogg/${post.slug}`)}</guid>
      <pubDate>${new Date(`${post.publishDate}T08:00:00Z`).toUTCString()}</pubDate>
      <description>${xmlEscape(post.description)}</description>
      <category>${xmlEscape(post.category)}</category>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Transists blogg</title>
    <link>${absoluteUrl("/blogg")}</link>
    <atom:link href="${absoluteUrl("/blogg/rss.xml")}" rel="self" type="application/rss+xml" />
    <description>Flyttips, packning, städning och RUT-avdrag från Transist.</description>
    <language>sv-SE</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", ...contentPageCacheHeaders } });
}
