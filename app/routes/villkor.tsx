import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { termsPageContent } from "~/content/page-data/terms.server";
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

/** The terms come as data: the browser needs them once, in the page, not again in its JavaScript. */
export const loader = () => data(termsPageContent());

export { shouldRevalidate } from "~/site";

export default function Terms() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Allmänna villkor"
      intro="Villkoren gäller för alla uppdrag hos Transist om inget annat har avtalats skriftligt."
      sections={sections}
    />
  );
}
