import type { MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { NotFoundContent } from "~/components/error-pages";
import { errorPageSeo } from "~/lib/seo";

export async function loader() {
  return json(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = () => errorPageSeo(404);

export { shouldRevalidate } from "~/lib/revalidation";

export default function NotFound() {
  return <NotFoundContent />;
}
