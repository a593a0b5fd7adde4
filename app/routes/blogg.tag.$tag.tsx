import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/db/blog.server";
import { isPlausibleSlug, postsWithTag, tagSlug } from "~/lib/blog";
import { contentPageHeaders } from "~/lib/cache-headers";
import { stockholmToday } from "~/lib/dates";
import { seo } from "~/lib/seo";

export const headers = contentPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const tag = params.tag ?? "";
  if (!isPlausibleSlug(tag)) throw new Response("Sidan hittades inte", { status: 404 });
  const data = await loadBlogListing(context.env.DB, (posts) => postsWithTag(posts, tag), stockholmToday());
  const label = data.posts.flatMap((post) => post.tags).find((postTag) => tagSlug(postTag) === tag) ?? tag;
  return json({ ...data, tag, label });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: `Artiklar om ${data?.label ?? "ämnet"} – bloggen`,
    description: `Artiklar taggade ${data?.label ?? ""} i Transists blogg om flytt, packning och städning.`,
    path: `/blogg/tag/${data?.tag ?? ""}`,
    noindex: true,
  });

export default function TagListing() {
  const { posts, categories, archive, label } = useLoaderData<typeof loader>();
  return <BlogListing title={`Taggat: ${label}`} intro={`Artiklar om ${label}.`} posts={posts} categories={categories} archive={archive} emptyText="Det finns inga artiklar med den här taggen." />;
}
