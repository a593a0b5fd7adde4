import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/db/blog.server";
import { postsInCategory, searchPosts } from "~/lib/blog";
import { contentPageHeaders } from "~/lib/cache-headers";
import { stockholmToday } from "~/lib/dates";
import { seo } from "~/lib/seo";

export const headers = contentPageHeaders;

export const links: LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "Transists blogg", href: "/blogg/rss.xml" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("kategori")?.slice(0, 60) || null;
  const query = url.searchParams.get("q")?.slice(0, 100) ?? "";
  const data = await loadBlogListing(context.env.DB, (posts) => searchPosts(category ? postsInCategory(posts, category) : posts, query), stockholmToday());
  return json({ ...data, category, query });
}

export const meta: MetaFunction<typeof loader> = () =>
  seo({
    title: "Bloggen – flyttips, packning och städning",
    description: "Praktiska råd om flytt, packning, flyttstädning, RUT-avdrag och företagsflytt från Transists flyttare och städare.",
    path: "/blogg",
  });

export default function BlogIndex() {
  const { posts, categories, archive, category, query } = useLoaderData<typeof loader>();
  return (
    <BlogListing
      title="Flyttips och råd"
      intro="Allt vi lärt oss av hundratals flyttar och städningar – så att din blir enklare."
      posts={posts}
      categories={categories}
      archive={archive}
      filters={{ category, query }}
      emptyText={query ? `Inga artiklar matchar "${query}".` : "Det finns inga artiklar i den här kategorin ännu."}
    />
  );
}
