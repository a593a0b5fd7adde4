import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/server/blog/blog.server";
import { isPlausibleSlug } from "~/shared/blog";
import { assertPageExists, notFound, pagedDescription, pagedTitle, pageHref, pageLinks, requestedPage } from "~/shared/blog-listing";
import { contentPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/page-bundle";
import { stockholmToday } from "~/shared/dates";

export const headers = contentPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.category ?? "";
  if (!isPlausibleSlug(slug)) throw new Response("Sidan hittades inte", { status: 404 });
  const page = requestedPage(new URL(request.url));
  const listing = await loadBlogListing(context.env.DB, { category: slug }, page, stockholmToday());
  const name = listing.categories.find((category) => category.slug === slug)?.name;
  if (!name) throw notFound();
  assertPageExists(page, listing.total);
  return data({ ...listing, slug, name, pages: pageLinks(`/blogg/kategori/${slug}`, {}, page, listing.total) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data?.pages.page ?? 1;
  return seo({
    title: pagedTitle(`${data?.name ?? "Kategori"} – bloggen`, page),
    description: pagedDescription(
      `Artiklar i kategorin ${data?.name ?? ""} från Transists blogg: praktiska råd om flytt, packning och städning.`,
      page,
    ),
    path: pageHref(`/blogg/kategori/${data?.slug ?? ""}`, {}, page),
  });
};

export { shouldRevalidate } from "~/page-bundle";

export default function CategoryListing() {
  const { posts, pages, categories, archive, name } = useLoaderData<typeof loader>();
  return (
    <BlogListing
      title={`Kategori: ${name}`}
      intro={`Alla artiklar i kategorin ${name}.`}
      posts={posts}
      pages={pages}
      categories={categories}
      archive={archive}
      emptyText="Det finns inga artiklar i den här kategorin ännu."
    />
  );
}
