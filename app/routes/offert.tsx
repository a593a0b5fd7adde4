import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { QuoteBadges } from "~/forms/quote/quote-reassurance";
import { QuoteWizard } from "~/forms/quote/quote-wizard";
import { quoteAction, quoteLoader } from "~/forms/quote/action.server";
import type { QuoteWizardState } from "~/forms/quote/state";
import { contentPageHeaders, OWN_PAGE_CACHE_CONTROL } from "~/shared/cache-headers";
import { QUOTE_FORM_ANCHOR, QUOTE_PAGE_TITLE } from "~/forms/quote/form-id";
import { quoteClientAction } from "~/forms/quote/client-action";
import { Container, company, telHref, seo } from "~/page-bundle";

/** Each step's page says which step it is, and a refused step's page that it was refused (the loader's title). */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data?.title ?? QUOTE_PAGE_TITLE,
    description:
      "Begär en kostnadsfri offert på flytthjälp eller städning i tre enkla steg. Svar inom 24 timmar, försäkrat gods och RUT-avdrag.",
    path: "/offert",
  });

/**
 * A GET is the same for everyone who follows the same link (step 1, or a service a link names
 * chosen on step 2), so it is cached like a content page; posts never are, nor a step's own page
 * (`?steg=`): the visitor's own, kept by no shared cache.
 */
export const headers: HeadersFunction = (args) =>
  args.loaderHeaders.get("Cache-Control") === OWN_PAGE_CACHE_CONTROL
    ? { "Cache-Control": OWN_PAGE_CACHE_CONTROL }
    : contentPageHeaders(args);

/** A link that names a service starts the wizard on step 2 with it chosen; a step's own page shows that step: read on the server. */
export const loader = quoteLoader;

export { shouldRevalidate } from "~/page-bundle";

export const action = quoteAction;

export const clientAction = quoteClientAction;

export default function QuotePage() {
  const actionState = useActionData<QuoteWizardState>();
  const { start, steps, aside, keyTerms } = useLoaderData<typeof loader>();
  const serverState = actionState ?? (steps as QuoteWizardState | null) ?? undefined;
  return (
    <div className="bg-surface">
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_20rem]">
        <div id={QUOTE_FORM_ANCHOR} className="rounded-card border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand-600 uppercase">Kostnadsfri offert</p>
          <QuoteWizard idPrefix="offert" serverState={serverState} start={start} headingLevel="h1" keyTerms={keyTerms} />
        </div>
        <aside className="space-y-5" aria-label="Bra att veta">
          <div className="rounded-card bg-brand-800 p-6 text-white">
            <h2 className="text-xl text-white">{aside.offer.title}</h2>
            <p className="mt-2 text-brand-100">
              {aside.offer.beforeCode}
              <strong className="font-mono text-white">{aside.offer.code}</strong>
              {aside.offer.afterCode}
            </p>
            <QuoteBadges tone="light" />
          </div>
          <div className="rounded-card border border-brand-100 bg-white p-6">
            <h2 className="text-xl">{aside.howItWorks.title}</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-muted">
              {aside.howItWorks.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-4 text-muted">{aside.howItWorks.rut}</p>
          </div>
          <div className="rounded-card border border-brand-100 bg-white p-6">
            <h2 className="text-xl">{aside.call.title}</h2>
            <p className="mt-2 text-muted">{aside.call.hours}</p>
            <a href={telHref} className="mt-3 inline-block text-lg font-bold">
              Ring {company.phoneDisplay}
            </a>
          </div>
        </aside>
      </Container>
    </div>
  );
}
