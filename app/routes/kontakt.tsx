import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { ContactMap } from "~/components/contact-map";
import { directionsUrl, MAP_PARAM, MAP_SHOWN } from "~/shared/contact-map";
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
  companyRating,
  fullAddress,
  mailtoHref,
  telHref,
  seo,
  formClientAction,
} from "~/page-bundle";

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
];

export const clientAction = formClientAction;

export default function ContactPage() {
  const [params] = useSearchParams();
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

        <div className="mt-8">
          <ContactMap shown={params.get(MAP_PARAM) === MAP_SHOWN} />
        </div>

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
                {companyRating && (
                  <li className="flex gap-2">
                    <CheckIcon className="mt-1 size-5 shrink-0 text-success" />{" "}
                    <a href={companyRating.url} rel="noopener">
                      {companyRating.value}/5 från {companyRating.customers} kunder
                    </a>
                  </li>
                )}
              </ul>
            </section>
          </div>
        </div>
      </Container>
    </>
  );
}
