import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { termsPageContent } from "~/content/page-data/terms.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { WITHDRAWAL_FORM_FILE_PATH, WITHDRAWAL_FORM_PATH } from "~/shared/legal-paths";
import { seo } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Allmänna villkor",
    description:
      "Transists allmänna villkor för flytt och städning: när avtalet blir bindande, priser med moms, ångerrätt och ångerblankett, betalning, avbokning, Bohag 2010, reklamation och tvister.",
    path: "/villkor",
  });

/** The terms come as data: the browser needs them once, in the page, not again in its JavaScript. */
export const loader = () => data(termsPageContent());

export { shouldRevalidate } from "~/page-bundle";

export default function Terms() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Allmänna villkor"
      intro="Villkoren gäller för alla uppdrag hos Transist om inget annat har avtalats skriftligt."
      sections={sections}
      extra={{
        "sa-angrar-du-dig": (
          <p className="mt-3">
            <Link to={WITHDRAWAL_FORM_PATH}>Ångerblanketten att skriva ut</Link> ·{" "}
            <a href={WITHDRAWAL_FORM_FILE_PATH} download>
              Ångerblanketten som textfil
            </a>
          </p>
        ),
      }}
    />
  );
}
