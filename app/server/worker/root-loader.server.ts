import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { navServices } from "~/content/service-index";
import { hasConsent } from "./consent-cookie.server";
import { companyIdentityLine } from "~/content/legal-choices";
import { jsonLdString, organizationJsonLd } from "~/shared/seo";

/**
 * What every page's shell needs from the server. The header's services and the company's JSON-LD
 * come with the page as data rather than with the page's code: every page carries them, and the
 * browser never has to build them.
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  if (context.refusal) throw data(null, { status: context.refusal });
  return data({
    year: new Date().getFullYear(),
    // The offline page is kept by the service worker for everyone: it never carries the banner.
    showCookieBanner: !(await hasConsent(request.headers.get("Cookie"))) && new URL(request.url).pathname !== "/offline",
    organizationJsonLd: jsonLdString(organizationJsonLd()),
    navServices,
    companyIdentity: companyIdentityLine(),
  });
}
