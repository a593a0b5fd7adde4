import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ServiceIllustration } from "~/components/illustrations";
import { CLEANING_SECTION_ID, cleaningServices } from "~/content/cleaning-services";
import { contentPageHeaders } from "~/shared/cache-headers";
import { buttonClasses, dialogPageHref, PageHero, Section, SectionHeading, breadcrumbJsonLd, seo } from "~/page-bundle";
import { overviewServiceSlugs, serviceSummaries, serviceSummary } from "~/content/service-index";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Våra tjänster – flytt, städning, packning och magasinering",
    description:
      "Bohagsflytt, företagsflytt, flyttstädning, packning, magasinering och bärhjälp i hela Sverige. Se allt Transist kan hjälpa dig med och få offert.",
    path: "/tjanster",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Hem", path: "/" },
        { name: "Tjänster", path: "/tjanster" },
      ]),
    ],
  });

export default function ServicesOverview() {
  const featured = overviewServiceSlugs.map(serviceSummary);
  const others = serviceSummaries.filter((service) => !overviewServiceSlugs.includes(service.slug));
  return (
    <>
      <PageHero
        eyebrow="Tjänster"
        title="Allt för flytten – och städningen efteråt"
        intro="Välj det du behöver hjälp med. Vi kombinerar gärna flera tjänster i samma offert, så blir det en kontakt och ett pris."
      >
        <Link to="/offert" className={buttonClasses("accent", "lg")}>
          Få offert
        </Link>
      </PageHero>
      <Section aria-labelledby="populara">
        <SectionHeading id="populara" title="Våra mest bokade tjänster" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((service) => (
            <li key={service.slug}>
              <Link
                to={`/tjanster/${service.slug}`}
                className="group block h-full overflow-hidden rounded-card border border-brand-100 bg-white no-underline shadow-sm hover:shadow-md"
              >
                <ServiceIllustration slug={service.slug} className="h-40 w-full bg-brand-50" />
                <span className="block p-6">
                  <span className="block text-xl font-bold text-brand-900 group-hover:underline">{service.name}</span>
                  <span className="mt-2 block text-muted">{service.short}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="surface" id={CLEANING_SECTION_ID} aria-labelledby="stadtjanster-rubrik">
        <SectionHeading
          id="stadtjanster-rubrik"
          eyebrow="Städtjänster"
          title="Städning för hem, flytt och kontor"
          intro="Samma noggrannhet oavsett om det gäller en flyttstädning med besiktning, fönstren eller kontoret varje vecka."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cleaningServices.map((cleaning) => (
            <li key={cleaning.id} id={cleaning.id} className="flex flex-col rounded-card border border-brand-100 bg-white p-6">
              <h3 className="text-xl">{cleaning.name}</h3>
              <p className="mt-2 flex-1 text-muted">{cleaning.description}</p>
              <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
                {cleaning.page && <Link to={cleaning.page}>Läs mer om {cleaning.name.toLowerCase()}</Link>}
                <Link to={dialogPageHref("offert", cleaning.quote)}>Få offert</Link>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="fler">
        <SectionHeading id="fler" title="Fler tjänster" intro="Specialuppdrag, företagstjänster och allt runt omkring flytten." />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((service) => (
            <li key={service.slug}>
              <Link
                to={`/tjanster/${service.slug}`}
                className="block rounded-xl border border-brand-100 bg-white p-4 no-underline hover:shadow-md"
              >
                <span className="block font-semibold text-brand-900">{service.name}</span>
                <span className="block text-sm text-muted">{service.short}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/offert" className={buttonClasses("accent", "lg")}>
            Få offert
          </Link>
        </div>
      </Section>
    </>
  );
}
