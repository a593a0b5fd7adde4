import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Allmänna villkor",
    description: "Transists allmänna villkor för flytt och städning: bokning, priser, betalning, avbokning och reklamation.",
    path: "/villkor",
  });

export default function VillkorPage() {
  return <PageHero title="Allmänna villkor" intro="Transists allmänna villkor för flytt och städning: bokning, priser, betalning, avbokning och reklamation." />;
}
