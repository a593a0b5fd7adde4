import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ContactForm } from "~/forms/contact/contact-form";
import { Illustration } from "~/components/illustrations";
import { HomeHero } from "~/components/sections/home-hero";
import { ResultsGallery } from "~/components/sections/results-gallery";
import { ReviewsCarousel } from "~/components/sections/reviews-carousel";
import { homePageContent } from "~/content/page-data/home.server";
import { contactAction } from "~/forms/contact/action.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import { heroVideoSources } from "~/shared/hero-video";
import {
  OpeningHours,
  CheckIcon,
  ClockIcon,
  PhoneIcon,
  ShieldIcon,
  buttonClasses,
  DialogLink,
  Container,
  Section,
  SectionHeading,
  company,
  fullAddress,
  mailtoHref,
  telHref,
  seo,
  formClientAction,
} from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Flyttfirma och flyttstädning i hela Sverige",
    description:
      "Transist hjälper dig med flytt, packning och flyttstädning i hela Sverige. Försäkrat gods, 100 % nöjd-kund-garanti, RUT-avdrag och svar inom 24 timmar.",
    path: "/",
  });

export const loader = ({ context }: LoaderFunctionArgs) =>
  data({ heroFilm: heroVideoSources(context.env.HERO_VIDEO_URL), ...homePageContent() });

export const action = (args: ActionFunctionArgs) => contactAction(args, "home");

const challengeIcons = [ClockIcon, ShieldIcon, CheckIcon];

export const clientAction = formClientAction;
export { shouldRevalidate } from "~/page-bundle";

export default function HomePage() {
  const { heroFilm, reviews, reviewsChecked, challenges, serviceCards, trustClaims, galleryItems } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero videoSources={heroFilm} />

      <Section tone="surface" aria-labelledby="omdomen">
        <SectionHeading id="omdomen" eyebrow="Omdömen" title="Vad våra kunder säger" />
        <ReviewsCarousel reviews={reviews} checkedText={reviewsChecked} />
      </Section>

      <Section aria-labelledby="utmaningar">
        <SectionHeading
          id="utmaningar"
          title="Vi löser dina utmaningar"
          intro="En flytt är mycket på en gång. Här är det våra kunder oftast oroar sig för – och hur vi tar hand om det."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {challenges.map((challenge, index) => {
            const Icon = challengeIcons[index]!;
            return (
              <li key={challenge.title} className="rounded-card border border-brand-100 p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon />
                </span>
                <h3 className="mt-4 text-xl">{challenge.title}</h3>
                <p className="mt-2 text-muted">{challenge.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <section className="bg-accent-100 py-12" aria-labelledby="erbjudande">
        <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">Erbjudande för nya kunder</p>
            <h2 id="erbjudande" className="mt-1 text-3xl">
              20 % rabatt på din första flytt
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-ink">
              Ange koden <strong className="rounded bg-white px-1.5 font-mono">TRANSISTNY20</strong> när du begär offert. Gäller nya kunder
              och kan inte kombineras med andra erbjudanden.
            </p>
          </div>
          <DialogLink dialog="offert" className={buttonClasses("primary", "lg", "shrink-0")}>
            Få din rabatterade offert nu
          </DialogLink>
        </Container>
      </section>

      <section className="bg-brand-800 py-16 text-white" aria-labelledby="redo">
        <Container className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="redo" className="text-3xl text-white sm:text-4xl">
              Redo att börja?
            </h2>
            <p className="mt-3 max-w-xl text-lg text-brand-100">
              Berätta vad du behöver så får du ett prisförslag inom 24 timmar. Vill du kan vi göra en kostnadsfri besiktning först.
            </p>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-brand-100">
              {trustClaims.map((claim) => (
                <li key={claim}>✓ {claim}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3">
            <DialogLink dialog="offert" className={buttonClasses("accent", "lg")}>
              Få kostnadsfri offert
            </DialogLink>
            <DialogLink dialog="boka" className={buttonClasses("inverse", "lg")}>
              Boka Transist
            </DialogLink>
          </div>
        </Container>
      </section>

      <Section tone="surface" id="services" aria-labelledby="tjanster-rubrik" className="scroll-mt-20">
        <SectionHeading id="tjanster-rubrik" eyebrow="Tjänster" title="Flytt och städning – var för sig eller tillsammans" />
        <div className="grid gap-6 md:grid-cols-2">
          {serviceCards.map((card) => (
            <article key={card.title} className="overflow-hidden rounded-card border border-brand-100 bg-white shadow-sm">
              <Illustration kind={card.illustration} className="h-48 w-full bg-brand-50" />
              <div className="p-6 sm:p-8">
                <h3 className="text-2xl">{card.title}</h3>
                <p className="mt-2 text-muted">{card.text}</p>
                <ul className="mt-4 space-y-1.5">
                  {card.points.map((item) => (
                    <li key={item} className="flex gap-2">
                      <CheckIcon className="mt-1 size-5 text-success" /> {item}
                    </li>
                  ))}
                </ul>
                <div className="mt-6 flex flex-wrap gap-3">
                  <Link to={card.link.to} className={buttonClasses("primary")}>
                    {card.link.label}
                  </Link>
                  <DialogLink dialog="offert" params={card.quote} className={buttonClasses("secondary")}>
                    {card.quoteLabel}
                  </DialogLink>
                </div>
              </div>
            </article>
          ))}
        </div>
        <p className="mt-8 text-center">
          <Link to="/tjanster" className="font-semibold">
            Se alla våra tjänster
          </Link>
        </p>
      </Section>

      <Section aria-labelledby="resultat">
        <SectionHeading
          id="resultat"
          eyebrow="Före och efter"
          title="Resultat som syns"
          intro="Så här ser det ut när vi städat. Badrum, kök och lokaler – med besiktningsgaranti."
        />
        <ResultsGallery items={galleryItems} />
      </Section>

      <Section id="contact" aria-labelledby="kontakta-oss" className="scroll-mt-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <SectionHeading
              id="kontakta-oss"
              title="Kontakta oss"
              intro="Skriv några rader om vad du behöver hjälp med, så hör vi av oss inom 24 timmar."
              align="left"
            />
            <ContactForm source="home" />
          </div>
          <aside className="rounded-card bg-surface p-6" aria-label="Kontaktuppgifter">
            <h3 className="text-xl">Hellre ringa?</h3>
            <a href={telHref} className="mt-3 flex items-center gap-2 text-xl font-bold">
              <PhoneIcon className="size-5" /> {company.phoneDisplay}
            </a>
            <p className="mt-2">
              <a href={mailtoHref}>{company.email}</a>
            </p>
            <p className="mt-2 text-muted">{fullAddress}</p>
            <h3 className="mt-6 text-lg">Öppettider</h3>
            <OpeningHours className="mt-2" />
          </aside>
        </div>
      </Section>
    </>
  );
}
