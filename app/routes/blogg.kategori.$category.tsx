import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/db/blog.server";
import { isPlausibleSlug, postsInCategory } from "~/lib/blog";
import { contentPageHeaders } from "~/lib/cache-headers";
import { stockholmToday } from "~/lib/dates";
import { seo } from "~/lib/seo";

export const headers = contentPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.category ?? "";
  if (!isPlausibleSlug(slug)) throw new Response("Sidan hittades inte", { status: 404 });
  const data = await loadBlogListing(context.env.DB, (posts) => postsInCategory(posts, slug), stockholmToday());
  const name = data.categories.find((category) => category.slug === slug)?.name ?? slug;
  return json({ ...data, slug, name });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: `${data?.name ?? "Kategori"} – bloggen`,
    description: `Artiklar i kategorin ${data?.name ?? ""} från Transists blogg: praktiska råd om flytt, packning och städning.`,
    path: `/blogg/kategori/${data?.slug ?? ""}`,
  });

export default function CategoryListing() {
  const { posts, categories, archive, name } = useLoaderData<typeof loader>();
  return <BlogListing title={`Kategori: ${name}`} intro={`Alla artiklar i kategorin ${name}.`} posts={posts} categories={categories} archive={archive} emptyText="Det finns inga artiklar i den här kategorin ännu." />;
}
