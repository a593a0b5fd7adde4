import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Vanliga frågor",
    description: "Svar på vanliga frågor om flytt, städning, RUT-avdrag, bokning och betalning hos Transist.",
    path: "/faq",
  });

export default function FaqPage() {
  return <PageHero title="Vanliga frågor" intro="Svar på vanliga frågor om flytt, städning, RUT-avdrag, bokning och betalning hos Transist." />;
}
