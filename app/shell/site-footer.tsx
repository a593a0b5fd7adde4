import { OpeningHours } from "~/components/opening-hours";
import { Link } from "@remix-run/react";
import { footerLegalLinks, footerLinkColumns } from "~/content/footer-links";
import { company, fullAddress, mailtoHref, telHref } from "~/shared/company";
import { SocialIcon } from "~/ui/icons";
import { DialogLink } from "~/ui/dialog-link";
import { Logo } from "./logo";

/** `identity`: the company's identity line from the root's data (none on a page the root could not load). */
export function SiteFooter({ year, identity }: { year: number; identity: string | null }) {
  return (
    <footer className="bg-brand-900 pb-24 text-brand-100 lg:pb-8">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-brand-100">
            Flytt och städning i hela Sverige. Försäkrat gods, 100 % nöjd-kund-garanti och svar inom 24 timmar.
          </p>
          <ul className="mt-4 space-y-1">
            <li>
              <DialogLink dialog="nyhetsbrev" className="font-semibold text-accent-300 hover:text-accent-100">
                Spara 10% på din flytt!
              </DialogLink>
            </li>
            <li>
              <DialogLink dialog="snabbkontakt" className="text-white hover:underline">
                Snabbkontakt – vi hör av oss
              </DialogLink>
            </li>
          </ul>
          <h2 className="sr-only">Följ oss</h2>
          <ul className="mt-5 flex flex-wrap gap-2">
            {company.social.map((social) => (
              <li key={social.id}>
                <a
                  href={social.url}
                  rel="noopener"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  aria-label={`${company.name} på ${social.label}`}
                >
                  <SocialIcon id={social.id} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerLinkColumns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-lg text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-100 no-underline hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-lg text-white">Kontakt</h2>
          <address className="mt-4 space-y-2 not-italic">
            <p>
              <a href={telHref} className="text-white no-underline hover:underline">
                {company.phoneDisplay}
              </a>
            </p>
            <p>
              <a href={mailtoHref} className="text-white no-underline hover:underline">
                {company.email}
              </a>
            </p>
            <p>{fullAddress}</p>
            <p>Org.nr {company.registrationNumber}</p>
          </address>
          <OpeningHours className="mt-4 text-sm" labelClassName="" />
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-col gap-3 border-t border-white/15 px-4 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <p>
            © {year} {company.legalName}. Alla rättigheter förbehållna.
          </p>
          {/* The identity the e-commerce law asks every page to carry. */}
          {identity && (
            <p className="mt-1" data-company-identity="">
              {identity}
            </p>
          )}
          <p className="mt-1">
            {company.partnerCredit.prefix}{" "}
            <a href={company.partnerCredit.url} rel="noopener" className="text-brand-100 hover:text-white">
              {company.partnerCredit.name}
            </a>
          </p>
        </div>
        <ul className="flex gap-5">
          {footerLegalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-brand-100 hover:text-white">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
