import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { NotFoundContent } from "~/components/error-pages";
import { NOT_FOUND_TITLE, seo } from "~/lib/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: NOT_FOUND_TITLE,
    description: "Sidan du letar efter finns inte. Hitta rätt bland våra tjänster eller kontakta Transist.",
    path: data?.path ?? "/404",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
