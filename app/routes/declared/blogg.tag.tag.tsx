import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/server/blog/blog.server";
import { isPlausibleSlug } from "~/shared/blog";
import { assertHasPosts, assertPageExists, pagedDescription, pagedTitle, pageHref, pageLinks, requestedPage } from "~/shared/blog-listing";
import { contentPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/site";
import { stockholmToday } from "~/shared/dates";

export const headers = contentPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tag = params.tag ?? "";
  if (!isPlausibleSlug(tag)) throw new Response("Sidan hittades inte", { status: 404 });
  const page = requestedPage(new URL(request.url));
  const listing = await loadBlogListing(context.env.DB, { tag }, page, stockholmToday());
  assertHasPosts(listing.total);
  assertPageExists(page, listing.total);
  return data({ ...listing, tag, label: listing.tagName ?? tag, pages: pageLinks(`/blogg/tag/${tag}`, {}, page, listing.total) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data?.pages.page ?? 1;
  return seo({
    title: pagedTitle(`Artiklar om ${data?.label ?? "ämnet"} – bloggen`, page),
    description: pagedDescription(`Artiklar taggade ${data?.label ?? ""} i Transists blogg om flytt, packning och städning.`, page),
    path: pageHref(`/blogg/tag/${data?.tag ?? ""}`, {}, page),
    noindex: true,
  });
};

export { shouldRevalidate } from "~/site";

export default function TagListing() {
  const { posts, pages, categories, archive, label } = useLoaderData<typeof loader>();
  return (
    <BlogListing
      title={`Taggat: ${label}`}
      intro={`Artiklar om ${label}.`}
      posts={posts}
      pages={pages}
      categories={categories}
      archive={archive}
      emptyText="Det finns inga artiklar med den här taggen."
    />
  );
}
