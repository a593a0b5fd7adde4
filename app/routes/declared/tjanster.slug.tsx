import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePage } from "~/components/service-page/service-page";
import { servicePageContent } from "~/content/page-data/service-page.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { servicePageSeo } from "~/shared/service-seo";

export const headers = contentPageHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const page = servicePageContent(params.slug ?? "");
  if (!page) throw new Response("Sidan hittades inte", { status: 404 });
  if ("movedTo" in page) throw redirect(`/tjanster/${page.movedTo}`, 301);
  return data(page);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? servicePageSeo(data.service) : []);

export { shouldRevalidate } from "~/page-bundle";

export default function ServiceRoute() {
  const { service, reviews, reviewsChecked } = useLoaderData<typeof loader>();
  return <ServicePage service={service} reviews={reviews} reviewsChecked={reviewsChecked} />;
}
