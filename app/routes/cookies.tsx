import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CookieSettingsForm } from "~/forms/cookies/cookie-settings-form";
import { cookieCategories } from "~/content/cookie-policy";
import { cookiePolicyContent } from "~/content/page-data/cookies.server";
import { FormRequestError, readFormData } from "~/server/leads/form-request.server";
import { clearConsent, readConsent, storeConsent } from "~/server/worker/consent-cookie.server";
import { contentPageHeaders, PERSONAL_CACHE_CONTROL } from "~/shared/cache-headers";
import { safeReturnPath } from "~/shared/safe-redirect";
import { company, Container, formClientAction, mailtoHref, PageHero, seo } from "~/page-bundle";

/** The settings show the visitor's own choice: once there is one, the page is private. */
export const headers: HeadersFunction = (args) => {
  const own = args.loaderHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own } : contentPageHeaders(args);
};

export const meta: MetaFunction = () =>
  seo({
    title: "Cookies",
    description: "Vilka cookies Transist använder, vad varje kategori betyder och hur du ändrar eller tar bort ditt val.",
    path: "/cookies",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const consent = await readConsent(request.headers.get("Cookie"));
  return data({ consent, ...cookiePolicyContent() }, consent ? { headers: { "Cache-Control": PERSONAL_CACHE_CONTROL } } : undefined);
}

/** Accept all, reject all, save settings or clear the stored choice; then back to where the visitor was. */
export async function action({ request }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof FormRequestError) return new Response(error.message, { status: error.status });
    throw error;
  }
  const returnTo = safeReturnPath(form.get("returnTo"), "/cookies");
  const secure = new URL(request.url).protocol === "https:";
  let cookie: string;
  switch (form.get("intent")) {
    case "accept-all":
      cookie = await storeConsent({ analytics: true, marketing: true, functional: true }, { secure });
      break;
    case "reject-all":
      cookie = await storeConsent({ analytics: false, marketing: false, functional: false }, { secure });
      break;
    case "save":
      cookie = await storeConsent(
        {
          analytics: form.get("analytics") === "on",
          marketing: form.get("marketing") === "on",
          functional: form.get("functional") === "on",
        },
        { secure },
      );
      break;
    case "clear":
      cookie = await clearConsent({ secure });
      break;
    default:
      return new Response("Okänt val.", { status: 400 });
  }
  return redirect(returnTo, { headers: { "Set-Cookie": cookie } });
}

export const clientAction = formClientAction;
export { shouldRevalidate } from "~/page-bundle";

export default function CookiesPage() {
  const { consent, intro, cookiesWeSet, otherBrowserStorage, thirdPartyContent } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Cookies" intro="Vilka cookies vi använder, vad de gör och hur du ändrar ditt val." />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-12">
          <TextSection id="vad-titel" title="Vad är cookies?" paragraphs={intro} />

          <section aria-labelledby="satter-titel">
            <h2 id="satter-titel" className="text-2xl sm:text-3xl">
              Cookies som den här webbplatsen sätter
            </h2>
            <div className="mt-4 overflow-x-auto rounded-card border border-brand-100">
              <table className="w-full min-w-[36rem] text-left text-base">
                <thead className="bg-brand-50 text-brand-900">
                  <tr>
                    <th scope="col" className="p-3">
                      Namn
                    </th>
                    <th scope="col" className="p-3">
                      Kategori
                    </th>
                    <th scope="col" className="p-3">
                      Syfte
                    </th>
                    <th scope="col" className="p-3">
                      Lagras
                    </th>
                    <th scope="col" className="p-3">
                      Sätts av
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cookiesWeSet.map((cookie) => (
                    <tr key={cookie.name} className="border-t border-brand-100 align-top">
                      <th scope="row" className="p-3 font-mono text-sm font-semibold">
                        {cookie.name}
                      </th>
                      <td className="p-3">{cookie.category}</td>
                      <td className="p-3">{cookie.purpose}</td>
                      <td className="p-3">{cookie.lifetime}</td>
                      <td className="p-3">{cookie.party}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <TextSection id="annat-titel" title="Annat som sparas i din webbläsare" paragraphs={otherBrowserStorage} />

          <TextSection id="tredje-part-titel" title="Kartan och OpenStreetMap" paragraphs={thirdPartyContent} />

          <section aria-labelledby="kategorier-titel">
            <h2 id="kategorier-titel" className="text-2xl sm:text-3xl">
              Kategorierna du kan välja
            </h2>
            <dl className="mt-4 space-y-5">
              {cookieCategories.map((category) => (
                <div key={category.id}>
                  <dt className="text-lg font-semibold text-brand-900">{category.title}</dt>
                  <dd className="mt-1">
                    {category.description} <span className="text-muted">{category.onThisSite}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <CookieSettingsForm consent={consent} />

          <section aria-labelledby="fragor-titel">
            <h2 id="fragor-titel" className="text-2xl sm:text-3xl">
              Frågor?
            </h2>
            <p className="mt-4">
              Du kan också ta bort cookies i din webbläsares inställningar. Hur vi hanterar personuppgifter läser du i vår{" "}
              <Link to="/integritetspolicy" className="underline">
                integritetspolicy
              </Link>
              . Har du frågor är du välkommen att mejla oss på{" "}
              <a href={mailtoHref} className="underline">
                {company.email}
              </a>
              .
            </p>
          </section>
        </div>
      </Container>
    </>
  );
}

/** A section of the policy's text: a heading and its paragraphs. */
function TextSection({ id, title, paragraphs }: { id: string; title: string; paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
