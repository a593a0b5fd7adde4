import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { termsSections } from "~/content/legal";
import { contentPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/site";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Allmänna villkor",
    description:
      "Transists allmänna villkor för flytt och städning: när avtalet blir bindande, priser, betalning 10 dagar netto, avbokning, reklamation och tillämplig lag.",
    path: "/villkor",
  });

export default function Terms() {
  return (
    <LegalPage
      title="Allmänna villkor"
      intro="Villkoren gäller för alla uppdrag hos Transist om inget annat har avtalats skriftligt."
      sections={termsSections}
    />
  );
}
