import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { CookieSettingsForm } from "~/components/forms/cookie-settings-form";
import { PageHero } from "~/components/ui/layout";
import { clearConsentCookie, serializeConsent } from "~/lib/cookie-consent";
import { safeReturnPath } from "~/lib/safe-redirect";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Cookies",
    description: "Vilka cookies Transist använder, vad varje kategori betyder och hur du ändrar ditt val.",
    path: "/cookies",
  });

/** Accept all, reject all, save settings or clear the stored choice; then back to where the visitor was. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const returnTo = safeReturnPath(form.get("returnTo"), "/cookies");
  let cookie: string;
  switch (intent) {
    case "accept-all":
      cookie = serializeConsent({ analytics: true, marketing: true, functional: true });
      break;
    case "reject-all":
      cookie = serializeConsent({ analytics: false, marketing: false, functional: false });
      break;
    case "save":
      cookie = serializeConsent({
        analytics: form.get("analytics") === "on",
        marketing: form.get("marketing") === "on",
        functional: form.get("functional") === "on",
      });
      break;
    case "clear":
      cookie = clearConsentCookie();
      break;
    default:
      return new Response("Okänt val.", { status: 400 });
  }
  return redirect(returnTo, { headers: { "Set-Cookie": cookie } });
}

export default function CookiesPage() {
  return (
    <>
      <PageHero title="Cookies" intro="Vilka cookies vi använder och hur du ändrar ditt val." />
      <CookieSettingsForm />
    </>
  );
}
