import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePage } from "~/components/service-page/service-page";
import { reviewsForService } from "~/content/reviews";
import { servicePages } from "~/content/services";
import { contentPageHeaders } from "~/shared/cache-headers";
import { servicePageSeo } from "~/shared/service-seo";
import { isServiceSlug, legacyServiceRedirects } from "~/content/service-index";

export const headers = contentPageHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const legacyTarget = legacyServiceRedirects.get(slug);
  if (legacyTarget) throw redirect(`/tjanster/${legacyTarget}`, 301);
  if (!isServiceSlug(slug)) throw new Response("Sidan hittades inte", { status: 404 });
  return data({ service: servicePages[slug], reviews: reviewsForService(slug) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? servicePageSeo(data.service) : []);

export { shouldRevalidate } from "~/site";

export default function ServiceRoute() {
  const { service, reviews } = useLoaderData<typeof loader>();
  return <ServicePage service={service} reviews={reviews} />;
}
