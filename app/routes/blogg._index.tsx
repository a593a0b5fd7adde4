import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/server/blog/blog.server";
import {
  assertPageExists,
  MAX_CATEGORY_LENGTH,
  MAX_SEARCH_LENGTH,
  pagedDescription,
  pagedTitle,
  pageHref,
  pageLinks,
  requestedPage,
} from "~/shared/blog-listing";
import { contentPageHeaders, notAtTheEdge, PERSONAL_CACHE_CONTROL, personalPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/page-bundle";
import { stockholmToday } from "~/shared/dates";

export const headers: HeadersFunction = (args) =>
  args.loaderHeaders.get("Cache-Control") === PERSONAL_CACHE_CONTROL ? personalPageHeaders : contentPageHeaders(args);

export const links: LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Transists blogg", href: "/blogg/rss.xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("kategori")?.slice(0, MAX_CATEGORY_LENGTH) || null;
  const query = url.searchParams.get("q")?.slice(0, MAX_SEARCH_LENGTH) ?? "";
  const page = requestedPage(url);
  const listing = await loadBlogListing(context.env.DB, query.trim() ? { category, query } : { category }, page, stockholmToday());
  assertPageExists(page, listing.total);
  const params = { kategori: category, q: query.trim() ? query : null };
  const unknownCategory = category !== null && !listing.categories.some((known) => known.slug === category);
  // A search is the visitor's own words: rendered for them, never kept (the service worker keeps no
  // private page); an unknown category is not kept at the edge.
  return data(
    { ...listing, category, query, params, pages: pageLinks("/blogg", params, page, listing.total) },
    { headers: params.q !== null ? personalPageHeaders : unknownCategory ? notAtTheEdge : {} },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data?.pages.page ?? 1;
  return seo({
    title: pagedTitle("Bloggen – flyttips, packning och städning", page),
    description: pagedDescription(
      "Praktiska råd om flytt, packning, flyttstädning, RUT-avdrag och företagsflytt från Transists flyttare och städare.",
      page,
    ),
    path: pageHref("/blogg", data?.params ?? {}, page),
    // Search results and the category filter are the same posts as /blogg and its category pages.
    noindex: Boolean(data?.params.q || data?.params.kategori),
  });
};

export { shouldRevalidate } from "~/page-bundle";

export default function BlogIndex() {
  const { posts, total, pages, categories, archive, category, query, params } = useLoaderData<typeof loader>();
  const searching = Boolean(params.q);
  return (
    <BlogListing
      title="Flyttips och råd"
      intro="Allt vi lärt oss av hundratals flyttar och städningar – så att din blir enklare."
      posts={posts}
      pages={pages}
      order={searching ? "relevance" : "date"}
      summary={searching && total > 0 ? `${total} ${total === 1 ? "artikel matchar" : "artiklar matchar"} "${query}".` : undefined}
      categories={categories}
      archive={archive}
      filters={{ category, query }}
      emptyText={searching ? `Inga artiklar matchar "${query}".` : "Det finns inga artiklar i den här kategorin ännu."}
    />
  );
}
