import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Integritetspolicy",
    description: "Så hanterar Transist dina personuppgifter: vad vi sparar, varför, hur länge och vilka rättigheter du har.",
    path: "/integritetspolicy",
  });

export default function IntegritetspolicyPage() {
  return <PageHero title="Integritetspolicy" intro="Så hanterar Transist dina personuppgifter: vad vi sparar, varför, hur länge och vilka rättigheter du har." />;
}
