import { Link } from "@remix-run/react";
import type { Review } from "~/content/reviews";
import type { ServicePageContent } from "~/content/services";
import { cn } from "~/shared/cn";
import { company, companyRating, telHref } from "~/shared/company";
import { dialogPageHref } from "~/shared/dialogs";
import { CheckIcon, PhoneIcon } from "~/ui/icons";
import { buttonClasses } from "~/ui/button";
import { Container, PageHero, Section, SectionHeading } from "~/ui/layout";
import { FaqList } from "../faq-list";
import { ReviewCard, ReviewsCheckedNote } from "../reviews/review-card";

/**
 * The reviews' row laid out for its cards: one card centred at a readable width, two side by
 * side, three or more three to a row.
 */
export function reviewGridClasses(count: number): string {
  if (count <= 1) return "mx-auto max-w-xl";
  if (count === 2) return "mx-auto max-w-4xl md:grid-cols-2";
  return "md:grid-cols-3";
}

/** One component renders every service page from its typed content. */
export function ServicePage({
  service,
  reviews,
  reviewsChecked,
}: {
  service: ServicePageContent;
  reviews: readonly Review[];
  /** How the reviews are checked, said beside them. */
  reviewsChecked: string;
}) {
  const quoteHref = dialogPageHref("offert", service.quote);
  return (
    <>
      <nav aria-label="Brödsmulor" className="border-b border-brand-100 bg-white">
        <Container className="py-3 text-sm">
          <ol className="flex flex-wrap gap-2 text-muted">
            <li>
              <Link to="/">Hem</Link> <span aria-hidden="true">›</span>
            </li>
            <li>
              <Link to="/tjanster">Tjänster</Link> <span aria-hidden="true">›</span>
            </li>
            <li aria-current="page">{service.heroTitle}</li>
          </ol>
        </Container>
      </nav>
      <PageHero eyebrow="Tjänst" title={service.heroTitle} intro={service.heroDescription}>
        <Link to={quoteHref} className={buttonClasses("accent", "lg")}>
          Få offert
        </Link>
        <a href={telHref} className={buttonClasses("inverse", "lg")}>
          <PhoneIcon className="size-5" /> Ring {company.phoneDisplay}
        </a>
      </PageHero>

      <Section aria-labelledby="ingar">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="ingar" title={service.features.title} align="left" />
            <ul className="space-y-3">
              {service.features.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <CheckIcon className="mt-1 size-5 shrink-0 text-success" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-brand-50 p-6 sm:p-8">
            <h2 className="text-2xl">Alltid hos Transist</h2>
            <ul className="mt-4 space-y-2">
              {[
                "Försäkrat gods",
                "100 % nöjd-kund-garanti",
                "Svar inom 24 timmar",
                "Kostnadsfri besiktning",
                ...(companyRating ? [`${companyRating.value}/5 från ${companyRating.customers} kunder`] : []),
              ].map((claim) => (
                <li key={claim} className="flex gap-3">
                  <CheckIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                  <span>{claim}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="surface" aria-labelledby="sa-gar-det-till">
        <SectionHeading id="sa-gar-det-till" eyebrow="Så går det till" title="Fyra steg från fråga till färdigt" />
        <ul className="grid gap-5 [counter-reset:steg] sm:grid-cols-2 lg:grid-cols-4">
          {service.processSteps.map((step) => (
            <li key={step.number} className="rounded-card border border-brand-100 bg-white p-6 [counter-increment:steg]">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white before:content-[counter(steg)]"
                aria-hidden="true"
              />
              <h3 className="mt-4 text-lg">
                <span className="sr-only">Steg {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted">{step.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="pris">
        <SectionHeading id="pris" title={service.pricing.title} intro={service.pricing.intro} />
        <div className="grid gap-5 md:grid-cols-3">
          {service.pricing.groups.map((group) => (
            <div key={group.label} className="rounded-card border border-brand-100 p-6">
              <h3 className="text-lg">{group.label}</h3>
              <p className="mt-2 text-muted">{group.description}</p>
            </div>
          ))}
        </div>
      </Section>

      {reviews.length > 0 && (
        <Section tone="surface" aria-labelledby="omdomen">
          <SectionHeading id="omdomen" eyebrow="Omdömen" title="Vad våra kunder säger" />
          <ul className={cn("grid gap-5", reviewGridClasses(reviews.length))}>
            {reviews.map((review) => (
              <li key={review.author}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <ReviewsCheckedNote text={reviewsChecked} />
        </Section>
      )}

      <Section aria-labelledby="fragor">
        <SectionHeading id="fragor" title="Vanliga frågor" />
        <div className="mx-auto max-w-3xl">
          <FaqList faqs={service.faqs} />
        </div>
      </Section>

      <Section tone="surface" aria-labelledby="relaterat">
        <SectionHeading id="relaterat" title="Relaterade tjänster" />
        <ul className="grid gap-5 md:grid-cols-3">
          {service.relatedServices.map((related) => (
            <li key={related.path}>
              <Link
                to={related.path}
                className="block h-full rounded-card border border-brand-100 p-6 no-underline hover:border-brand-500 hover:shadow-md"
              >
                <span className="block text-lg font-bold text-brand-900">{related.title}</span>
                <span className="mt-2 block text-muted">{related.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section className="bg-brand-800 py-14 text-white" aria-labelledby="kom-igang">
        <Container className="text-center">
          <h2 id="kom-igang" className="text-3xl text-white">
            Redo att komma igång?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">
            Beskriv vad du behöver så får du ett prisförslag inom 24 timmar. Det är kostnadsfritt och inte bindande.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={quoteHref} className={buttonClasses("accent", "lg")}>
              Få offert
            </Link>
            <a href={telHref} className={buttonClasses("inverse", "lg")}>
              Ring {company.phoneDisplay}
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}
