import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Tack för din förfrågan",
    description: "Vi har tagit emot din förfrågan och hör av oss inom 24 timmar.",
    path: "/tack", noindex: true,
  });

export default function TackPage() {
  return <PageHero title="Tack för din förfrågan" intro="Vi har tagit emot din förfrågan och hör av oss inom 24 timmar." />;
}
