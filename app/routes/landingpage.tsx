import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "20 % rabatt på din första flytt",
    description: "Ny kund hos Transist? Få 20 % rabatt på din första flytt med koden TRANSISTNY20. Begär din offert i dag.",
    path: "/landingpage",
  });

export default function LandingpagePage() {
  return <PageHero title="20 % rabatt på din första flytt" intro="Ny kund hos Transist? Få 20 % rabatt på din första flytt med koden TRANSISTNY20. Begär din offert i dag." />;
}
