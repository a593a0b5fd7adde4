import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Illustration } from "~/components/illustrations";
import { discountSteps, trustClaims } from "~/content/home";
import { contentPageHeaders } from "~/shared/cache-headers";
import { CheckIcon, buttonClasses, DialogLink, Container, Section, SectionHeading, seo } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "20 % rabatt på din första flytt",
    description:
      "Ny kund hos Transist? Få 20 % rabatt på din första flytt med koden TRANSISTNY20. Begär en kostnadsfri offert i dag och få svar inom 24 timmar.",
    path: "/landingpage",
  });

export default function LandingPage() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <Container className="grid items-center gap-10 py-16 lg:grid-cols-2">
          <div>
            <p className="inline-block rounded-full bg-accent-500 px-3 py-1 text-sm font-bold text-ink">Endast för nya kunder</p>
            <h1 className="mt-4 text-4xl text-white sm:text-5xl">20 % rabatt på din första flytt</h1>
            <p className="mt-4 text-lg text-brand-100">
              Använd koden <strong className="rounded bg-white/15 px-1.5 font-mono text-white">TRANSISTNY20</strong> när du begär offert.
              Rabatten gäller första flytten för nya kunder och kan inte kombineras med andra erbjudanden.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <DialogLink dialog="offert" className={buttonClasses("accent", "lg")}>
                Få din rabatterade offert nu
              </DialogLink>
              <Link to="/offert" className={buttonClasses("inverse", "lg")}>
                Till offertformuläret
              </Link>
            </div>
          </div>
          <Illustration kind="van" className="h-auto w-full rounded-card bg-brand-50" label="Illustration: flyttbil lastad med kartonger" />
        </Container>
      </section>
      <Section aria-labelledby="sa-funkar-det">
        <SectionHeading id="sa-funkar-det" title="Så får du rabatten" />
        {/* The badges draw the list's own numbers, so a browser without CSS numbers each step once. */}
        <ol className="mx-auto grid max-w-4xl gap-5 [counter-reset:steg] md:grid-cols-3">
          {discountSteps.map((step) => (
            <li key={step} className="rounded-card border border-brand-100 p-6 [counter-increment:steg]">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white before:content-[counter(steg)]" />
              <p className="mt-3">{step}</p>
            </li>
          ))}
        </ol>
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-x-6 gap-y-2">
          {trustClaims.map((claim) => (
            <li key={claim} className="flex items-center gap-2">
              <CheckIcon className="size-5 text-success" /> {claim}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
