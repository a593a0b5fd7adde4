import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/server/blog/blog.server";
import { parseArchiveSlug, swedishMonths } from "~/shared/blog";
import { assertHasPosts, assertPageExists, pagedDescription, pagedTitle, pageHref, pageLinks, requestedPage } from "~/shared/blog-listing";
import { contentPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/page-bundle";
import { stockholmToday } from "~/shared/dates";

export const headers = contentPageHeaders;

/** The archive path: /blogg/arkiv/november-2026. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const period = parseArchiveSlug(params.period ?? "");
  if (!period) throw new Response("Sidan hittades inte", { status: 404 });
  const slug = params.period!;
  const page = requestedPage(new URL(request.url));
  const listing = await loadBlogListing(context.env.DB, { month: period }, page, stockholmToday());
  assertHasPosts(listing.total);
  assertPageExists(page, listing.total);
  return data({
    ...listing,
    slug,
    label: `${swedishMonths[period.monthIndex]} ${period.year}`,
    pages: pageLinks(`/blogg/arkiv/${slug}`, {}, page, listing.total),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data?.pages.page ?? 1;
  return seo({
    title: pagedTitle(`Arkiv ${data?.label ?? ""} – bloggen`, page),
    description: pagedDescription(
      `Artiklar publicerade i ${data?.label ?? "månaden"} i Transists blogg om flytt, packning och städning.`,
      page,
    ),
    path: pageHref(`/blogg/arkiv/${data?.slug ?? ""}`, {}, page),
    noindex: true,
  });
};

export { shouldRevalidate } from "~/page-bundle";

export default function ArchiveListing() {
  const { posts, pages, categories, archive, label } = useLoaderData<typeof loader>();
  return (
    <BlogListing
      title={`Arkiv: ${label}`}
      intro={`Artiklar publicerade i ${label}.`}
      posts={posts}
      pages={pages}
      categories={categories}
      archive={archive}
      emptyText={`Inga artiklar publicerades i ${label}.`}
    />
  );
}
