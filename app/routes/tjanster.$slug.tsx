import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/ui/layout";
import { isServiceSlug, legacyServiceRedirects, serviceSummary } from "~/content/service-index";
import { seo } from "~/lib/seo";

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const legacyTarget = legacyServiceRedirects[slug];
  if (legacyTarget) throw redirect(`/tjanster/${legacyTarget}`, 301);
  if (!isServiceSlug(slug)) throw new Response("Sidan hittades inte", { status: 404 });
  return json({ service: serviceSummary(slug) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seo({ title: data.service.name, description: data.service.short, path: `/tjanster/${data.service.slug}` })
    : [];

export default function ServicePage() {
  const { service } = useLoaderData<typeof loader>();
  return <PageHero eyebrow="Tjänst" title={service.name} intro={service.short} />;
}
