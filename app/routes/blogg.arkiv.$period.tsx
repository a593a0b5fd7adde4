import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogListing } from "~/components/blog/blog-listing";
import { loadBlogListing } from "~/db/blog.server";
import { parseArchiveSlug, postsInMonth, swedishMonths } from "~/lib/blog";
import { contentPageHeaders } from "~/lib/cache-headers";
import { stockholmToday } from "~/lib/dates";
import { seo } from "~/lib/seo";

export const headers = contentPageHeaders;

/** The spec's archive path: /blogg/arkiv/november-2026. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const period = parseArchiveSlug(params.period ?? "");
  if (!period) throw new Response("Sidan hittades inte", { status: 404 });
  const data = await loadBlogListing(context.env.DB, (posts) => postsInMonth(posts, period.year, period.monthIndex), stockholmToday());
  return json({ ...data, slug: params.period!, label: `${swedishMonths[period.monthIndex]} ${period.year}` });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: `Arkiv ${data?.label ?? ""} – bloggen`,
    description: `Artiklar publicerade i ${data?.label ?? "månaden"} i Transists blogg om flytt, packning och städning.`,
    path: `/blogg/arkiv/${data?.slug ?? ""}`,
    noindex: true,
  });

export default function ArchiveListing() {
  const { posts, categories, archive, label } = useLoaderData<typeof loader>();
  return <BlogListing title={`Arkiv: ${label}`} intro={`Artiklar publicerade i ${label}.`} posts={posts} categories={categories} archive={archive} emptyText={`Inga artiklar publicerades i ${label}.`} />;
}
