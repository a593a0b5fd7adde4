import type { MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { withdrawalFormPageContent } from "~/content/page-data/withdrawal-form.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { TERMS_PATH, WITHDRAWAL_ANCHOR, WITHDRAWAL_FORM_FILE_PATH, WITHDRAWAL_FORM_PATH } from "~/shared/legal-paths";
import { Container, seo } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Ångerblankett",
    description:
      "Standardformuläret för utövande av ångerrätt hos Transist: skriv ut det eller ladda ner det, fyll i och skicka det till oss inom ångerfristen.",
    path: WITHDRAWAL_FORM_PATH,
  });

export const loader = () => data(withdrawalFormPageContent());

export { shouldRevalidate } from "~/page-bundle";

/** The standard withdrawal form as a page that prints on its own (app.css hides the site's frame on paper). */
export default function WithdrawalFormPage() {
  const { form } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <p className="text-sm text-muted print:hidden">
        <Link to={`${TERMS_PATH}#${WITHDRAWAL_ANCHOR}`}>Tillbaka till villkoren och ångerrätten</Link>
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{form.title}</h1>
      <p className="mt-3 text-lg">{form.instruction}</p>
      <p className="mt-2 text-muted print:hidden">
        Skriv ut sidan, eller{" "}
        <a href={WITHDRAWAL_FORM_FILE_PATH} download className="underline">
          ladda ner blanketten som textfil
        </a>
        . Du kan också skriva samma sak i ett mejl till oss.
      </p>
      <div className="mt-8 rounded-card border border-brand-100 p-6 print:border-0 print:p-0">
        <p className="font-semibold">{form.to}</p>
        <ul className="mt-6 space-y-8">
          {form.fields.map((field) => (
            <li key={field}>
              <p>{field}</p>
              <div className="mt-6 border-b border-ink" aria-hidden="true" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm">{form.footnote}</p>
      </div>
    </Container>
  );
}
