import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { NotFoundContent, errorPageSeo } from "~/page-bundle";

export async function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = () => errorPageSeo(404);

export { shouldRevalidate } from "~/page-bundle";

export default function NotFound() {
  return <NotFoundContent />;
}
