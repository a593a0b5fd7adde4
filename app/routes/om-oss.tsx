import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Illustration } from "~/components/illustrations";
import { contentPageHeaders } from "~/shared/cache-headers";
import {
  MailIcon,
  PhoneIcon,
  buttonClasses,
  PageHero,
  Section,
  SectionHeading,
  company,
  companyRating,
  mailtoHref,
  telHref,
  seo,
} from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Om oss – flyttfirman från Småstad",
    description:
      "Lär känna Transist: en flytt- och städfirma från Småstad som flyttar i hela Sverige, och de två grundarna som startade företaget.",
    path: "/om-oss",
  });

const values = [
  { title: "Vi gör det vi lovar", text: "Svar inom 24 timmar, tider som hålls och ett pris utan överraskningar." },
  { title: "Vi är rädda om dina saker", text: "Rätt emballage, vana händer och försäkrat gods – hela vägen." },
  { title: "Vi tar ansvar efteråt", text: "100 % nöjd-kund-garanti och besiktningsgaranti på flyttstädningen." },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="Om oss"
        title="En lokal flyttfirma som flyttar i hela Sverige"
        intro="Vi är Transist – flyttare, städare och planerare som tycker att en flytt ska kännas som en nystart, inte som ett berg."
      />
      <Section aria-labelledby="historia">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="historia"
              eyebrow="Vår historia"
              title={`Från en lastbil i ${company.city} till hela Sverige`}
              align="left"
            />
            <div className="space-y-4 text-lg">
              <p>
                Transist startade {company.foundedYear} i {company.city} med en lastbil, två grundare och en enkel idé: att flytt och
                städning ska gå att boka lika tryggt som en tandläkartid. Grannar anlitade oss, sedan deras släktingar i andra städer – och
                snart körde vi flyttlass över hela landet.
              </p>
              <p>
                I dag hjälper vi privatpersoner, studenter och företag med allt från en enstaka soffa till hela kontor. Vi har fortfarande
                kontoret kvar i {company.city}, och vi svarar fortfarande själva i telefon.
              </p>
              {companyRating ? (
                <p>
                  Våra kunder ger oss i snitt{" "}
                  <a href={companyRating.url} rel="noopener">
                    {companyRating.value} av 5
                  </a>
                  . Det är vi stolta över – och det är därför vi lämnar 100 % nöjd-kund-garanti.
                </p>
              ) : (
                <p>Vi vill att varje kund ska vara nöjd – därför lämnar vi 100 % nöjd-kund-garanti.</p>
              )}
            </div>
          </div>
          <Illustration kind="van" className="h-auto w-full rounded-card bg-brand-50" label="Illustration: Transists flyttbil på väg" />
        </div>
      </Section>
      <Section tone="surface" aria-labelledby="grundare">
        <SectionHeading id="grundare" eyebrow="Grundarna" title="Människorna bakom Transist" />
        <ul className="grid gap-6 md:grid-cols-2">
          {company.founders.map((founder) => (
            <li key={founder.name} className="rounded-card border border-brand-100 bg-white p-6 sm:p-8">
              <span
                className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
                aria-hidden="true"
              >
                {founder.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")}
              </span>
              <h3 className="mt-4 text-2xl">{founder.name}</h3>
              <p className="font-semibold text-brand-600">{founder.role}</p>
              <p className="mt-3 text-muted">
                {founder.role === "Ekonomiansvarig"
                  ? "Ser till att offerterna är tydliga, att fakturorna stämmer och att RUT-avdraget blir rätt."
                  : "Bygger nya tjänster och samarbeten, och ser till att varje kund får en kontaktperson som håller ihop flytten."}
              </p>
              <ul className="mt-4 space-y-1">
                <li>
                  <a href={telHref} className="inline-flex items-center gap-2">
                    <PhoneIcon className="size-4" /> {company.phoneDisplay}
                  </a>
                </li>
                <li>
                  <a href={mailtoHref} className="inline-flex items-center gap-2">
                    <MailIcon className="size-4" /> {company.email}
                  </a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="varderingar">
        <SectionHeading id="varderingar" title="Så arbetar vi" />
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="rounded-card border border-brand-100 p-6">
              <h3 className="text-xl">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/offert" className={buttonClasses("accent", "lg")}>
            Få offert
          </Link>
          <Link to="/jobba-hos-oss" className={buttonClasses("secondary", "lg")}>
            Jobba hos oss
          </Link>
        </div>
      </Section>
    </>
  );
}
