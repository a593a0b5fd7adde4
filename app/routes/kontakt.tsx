import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ContactForm } from "~/forms/contact/contact-form";
import { contactAction } from "~/forms/contact/action.server";
import { contentPageHeaders } from "~/shared/cache-headers";
import {
  OpeningHours,
  CheckIcon,
  ClockIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  buttonClasses,
  DialogLink,
  Container,
  PageHero,
  company,
  directionsUrl,
  fullAddress,
  mailtoHref,
  mapUrl,
  telHref,
  seo,
  formClientAction,
} from "~/site";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Kontakt",
    description:
      "Ring, mejla eller skriv till Transist. Vi svarar inom 24 timmar och har öppet vardagar 06–18 och lördagar 10–18. Här hittar du också vägen till oss.",
    path: "/kontakt",
  });

export const action = (args: ActionFunctionArgs) => contactAction(args, "kontakt");

const reasons = [
  "Försäkrat gods",
  "100 % nöjd-kund-garanti",
  "Svar inom 24 timmar",
  "Kostnadsfri besiktning",
  "RUT-avdrag direkt på fakturan",
  `${company.rating.value}/5 från ${company.rating.customers} kunder`,
];

/** A drawn map: nothing is loaded from a map service until the visitor follows the link. */
function MapPlaceholder() {
  return (
    <div className="overflow-hidden rounded-card border border-brand-100">
      <svg
        viewBox="0 0 600 300"
        width="600"
        height="300"
        role="img"
        aria-label={`Karta: ${fullAddress}`}
        className="h-auto w-full bg-brand-50"
      >
        <rect width="600" height="300" fill="#eef5fb" />
        <path d="M0 200 C150 170 250 230 600 180" stroke="#a9cbe8" strokeWidth="40" fill="none" />
        <path d="M120 0v300M0 90h600M380 0 300 300M0 260h600" stroke="#ffffff" strokeWidth="14" />
        <path d="M300 70c-28 0-48 21-48 47 0 36 48 83 48 83s48-47 48-83c0-26-20-47-48-47z" fill="#f29b0b" />
        <circle cx="300" cy="118" r="16" fill="#10385a" />
      </svg>
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-4">
        <p className="font-semibold">{fullAddress}</p>
        <a href={mapUrl} rel="noopener" className={buttonClasses("secondary", "sm")}>
          Visa på karta
        </a>
      </div>
    </div>
  );
}

export const clientAction = formClientAction;

export default function ContactPage() {
  return (
    <>
      <PageHero title="Kontakt" intro="Ring, mejla eller skriv till oss. Vi svarar inom 24 timmar – oftast samma dag." />
      <Container className="py-12">
        <ul className="grid gap-5 md:grid-cols-3">
          <li className="rounded-card border border-brand-100 p-6">
            <PhoneIcon className="text-brand-700" />
            <h2 className="mt-3 text-xl">Telefon</h2>
            <a href={telHref} className="mt-1 block text-lg font-bold">
              {company.phoneDisplay}
            </a>
          </li>
          <li className="rounded-card border border-brand-100 p-6">
            <MailIcon className="text-brand-700" />
            <h2 className="mt-3 text-xl">E-post</h2>
            <a href={mailtoHref} className="mt-1 block text-lg font-bold">
              {company.email}
            </a>
          </li>
          <li className="rounded-card border border-brand-100 p-6">
            <PinIcon className="text-brand-700" />
            <h2 className="mt-3 text-xl">Adress</h2>
            <p className="mt-1 text-lg">{fullAddress}</p>
            <a href={directionsUrl} rel="noopener" className="mt-1 inline-block">
              Vägbeskrivning
            </a>
          </li>
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <section aria-labelledby="skriv-till-oss">
            <h2 id="skriv-till-oss" className="text-3xl">
              Skriv till oss
            </h2>
            <p className="mt-2 mb-6 text-muted">
              Alla fält behövs för att vi ska kunna hjälpa dig. Vill du boka direkt? Använd bokningsformuläret.
            </p>
            <ContactForm source="kontakt" />
            <p className="mt-6">
              <DialogLink dialog="boka" className={buttonClasses("secondary")}>
                Boka Transist
              </DialogLink>
            </p>
          </section>
          <div className="space-y-6">
            <section className="rounded-card bg-surface p-6" aria-labelledby="oppettider">
              <h2 id="oppettider" className="flex items-center gap-2 text-xl">
                <ClockIcon className="size-5" /> Öppettider
              </h2>
              <OpeningHours className="mt-3" />
            </section>
            <section className="rounded-card bg-brand-50 p-6" aria-labelledby="varfor">
              <h2 id="varfor" className="text-xl">
                Varför välja oss?
              </h2>
              <ul className="mt-3 space-y-2">
                {reasons.map((reason) => (
                  <li key={reason} className="flex gap-2">
                    <CheckIcon className="mt-1 size-5 shrink-0 text-success" /> {reason}
                  </li>
                ))}
              </ul>
            </section>
            <MapPlaceholder />
          </div>
        </div>
      </Container>
    </>
  );
}
