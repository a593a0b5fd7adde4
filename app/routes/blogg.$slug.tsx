import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ path: new URL(request.url).pathname });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: "Artikel", description: "Artikel", path: data?.path ?? "/blogg" });

export default function BlogPlaceholder() {
  return <PageHero title="Artikel" intro="Artikel" />;
}
