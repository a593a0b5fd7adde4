import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { privacyPageContent } from "~/server/privacy/privacy-policy.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { seo } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Integritetspolicy",
    description:
      "Så hanterar Transist dina personuppgifter: vad vi sparar från formulären, var det lagras, hur länge, vem vi delar med och vilka rättigheter du har.",
    path: "/integritetspolicy",
  });

/** The policy comes as data, its periods from the Worker's configuration (`privacyPageContent`). */
export const loader = ({ context }: LoaderFunctionArgs) => data(privacyPageContent(context.env));

export { shouldRevalidate } from "~/page-bundle";

export default function PrivacyPolicy() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Integritetspolicy"
      intro="Vi tar hand om dina uppgifter lika varsamt som om ditt bohag. Här berättar vi vad vi sparar, varför och hur länge."
      sections={sections}
      extra={{
        rattigheter: (
          <p className="mt-3">
            <Link to="/avregistrera">Avregistrera dig från nyhetsbrevet</Link>
          </p>
        ),
        cookies: (
          <p className="mt-3">
            <Link to="/cookies">Läs mer om cookies och ändra ditt val</Link>
          </p>
        ),
      }}
    />
  );
}
