import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { privacySections } from "~/content/legal";
import { contentPageHeaders } from "~/shared/cache-headers";
import { rateLimitSettings } from "~/shared/rate-limit-settings";
import { retentionPolicy } from "~/shared/retention";
import { seo } from "~/site";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Integritetspolicy",
    description:
      "Så hanterar Transist dina personuppgifter: vad vi sparar från formulären, var det lagras, hur länge, vem vi delar med och vilka rättigheter du har.",
    path: "/integritetspolicy",
  });

/** The periods come from the same configuration the scheduled clean-up and the rate limit use. */
export async function loader({ context }: LoaderFunctionArgs) {
  return data({ retention: retentionPolicy(context.env), rateLimitWindowSeconds: rateLimitSettings(context.env).windowSeconds });
}

export { shouldRevalidate } from "~/site";

export default function PrivacyPolicy() {
  const facts = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Integritetspolicy"
      intro="Vi tar hand om dina uppgifter lika varsamt som om ditt bohag. Här berättar vi vad vi sparar, varför och hur länge."
      sections={privacySections(facts)}
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
