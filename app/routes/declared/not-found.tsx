import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { NotFoundContent, errorPageSeo } from "~/site";

export async function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = () => errorPageSeo(404);

export { shouldRevalidate } from "~/site";

export default function NotFound() {
  return <NotFoundContent />;
}
