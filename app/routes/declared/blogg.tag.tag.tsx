import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/server/blog/blog.server";
import { isPlausibleSlug, tagSlug } from "~/shared/blog";
import {
  assertHasPosts,
  assertPageExists,
  notFound,
  pagedDescription,
  pagedTitle,
  pageHref,
  pageLinks,
  requestedPage,
} from "~/shared/blog-listing";
import { contentPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/page-bundle";
import { stockholmToday } from "~/shared/dates";

export const headers = contentPageHeaders;

/** Longer than any tag's address could sensibly be: not worth folding. */
const MAX_REQUESTED_TAG_LENGTH = 200;

/**
 * A tag page answers at one address, /blogg/tag/<tagSlug>. The tag as a reader types it from its
 * chip (#företagsflytt, any case, percent-encoded or not) and the address a tag had before tagSlug
 * kept accented letters answer a permanent redirect there, `sida` kept; anything else is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = params.tag ?? "";
  const tag = requested.length <= MAX_REQUESTED_TAG_LENGTH ? tagSlug(requested) : "";
  if (!isPlausibleSlug(tag)) throw notFound();
  const page = requestedPage(url);
  const listing = await loadBlogListing(context.env.DB, { tag }, page, stockholmToday());
  const canonical = listing.total > 0 ? tag : listing.tagMovedTo;
  if (!canonical) throw notFound();
  const path = `/blogg/tag/${canonical}`;
  if (url.pathname !== path) throw new Response(null, { status: 301, headers: { Location: pageHref(path, {}, page) } });
  assertHasPosts(listing.total);
  assertPageExists(page, listing.total);
  return data({ ...listing, tag, label: listing.tagName ?? tag, pages: pageLinks(path, {}, page, listing.total) });
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

export { shouldRevalidate } from "~/page-bundle";

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
