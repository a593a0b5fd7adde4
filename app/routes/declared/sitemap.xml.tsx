import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadSitemapEntries } from "~/server/blog/blog.server";
import { sitemapXml, staticIndexablePaths } from "~/content/site-pages";
import { absoluteUrl } from "~/page-bundle";

export async function loader({ context }: LoaderFunctionArgs) {
  // Every published post, however many: slugs and dates only, never the bodies.
  const { posts, categories } = await loadSitemapEntries(context.env.DB);
  const entries = [
    ...staticIndexablePaths.map((path) => ({ loc: absoluteUrl(path) })),
    ...categories.map((category) => ({ loc: absoluteUrl(`/blogg/kategori/${category.slug}`) })),
    ...posts.map((post) => ({ loc: absoluteUrl(`/blogg/${post.slug}`), lastmod: post.publishDate })),
  ];
  return new Response(sitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
