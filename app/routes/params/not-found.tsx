import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { NotFoundContent } from "~/shell/error-pages";
import { errorPageSeo } from "~/shared/seo";

export async function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = () => errorPageSeo(404);

export { shouldRevalidate } from "~/forms/kit/revalidation";

export default function NotFound() {
  return <NotFoundContent />;
}
