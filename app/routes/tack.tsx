import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  CheckIcon,
  MailIcon,
  PhoneIcon,
  StarIcon,
  buttonClasses,
  Container,
  company,
  companyRating,
  mailtoHref,
  telHref,
  seo,
} from "~/page-bundle";
import { PERSONAL_CACHE_CONTROL } from "~/shared/cache-headers";
import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";

/**
 * The quote wizard's thank-you, at the address shared/sent-url.ts gives it (which also names the
 * form whose draft it deletes). It says a quote was received: no copy kept by a browser or the
 * service worker may say so when none was.
 */
export const headers = () => ({ "Cache-Control": PERSONAL_CACHE_CONTROL });

export const meta: MetaFunction = () =>
  seo({
    title: "Tack för din förfrågan",
    description: "Tack! Vi har tagit emot din offertförfrågan och hör av oss inom 24 timmar med ett prisförslag.",
    path: "/tack",
    noindex: true,
  });

export default function ThankYouPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached from the wizard in the page: focus on the heading says where the visitor is now.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Container className="py-16 text-center sm:py-24">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success text-white">
        <CheckIcon className="size-8" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-4xl focus:outline-none">
        Tack för din förfrågan!
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Vi har tagit emot den och hör av oss inom 24 timmar med ett prisförslag. {CONFIRMATION_ON_ITS_WAY} Brådskar det? Ring oss gärna.
      </p>
      {companyRating && (
        <a
          href={companyRating.url}
          rel="noopener"
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-900"
        >
          <StarIcon className="size-5 text-accent-500" /> {companyRating.text}
        </a>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={telHref} className={buttonClasses("primary", "lg")}>
          <PhoneIcon className="size-5" /> Ring {company.phoneDisplay}
        </a>
        <a href={mailtoHref} className={buttonClasses("secondary", "lg")}>
          <MailIcon className="size-5" /> Mejla oss
        </a>
      </div>
      <nav aria-label="Medan du väntar" className="mx-auto mt-12 max-w-2xl">
        <h2 className="text-xl">Medan du väntar</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          <li>
            <Link to="/tjanster" className="block rounded-card border border-brand-100 p-4 font-semibold no-underline hover:shadow-md">
              Våra tjänster
            </Link>
          </li>
          <li>
            <Link to="/blogg" className="block rounded-card border border-brand-100 p-4 font-semibold no-underline hover:shadow-md">
              Flyttips i bloggen
            </Link>
          </li>
          <li>
            <Link to="/om-oss" className="block rounded-card border border-brand-100 p-4 font-semibold no-underline hover:shadow-md">
              Om oss
            </Link>
          </li>
        </ul>
      </nav>
    </Container>
  );
}
