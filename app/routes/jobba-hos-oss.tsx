import type { MetaFunction } from "@remix-run/cloudflare";
import { JobApplicationForm } from "~/forms/job-application/job-application-form";
import { jobApplicationAction } from "~/forms/job-application/action.server";
import { CheckIcon, Container, PageHero, seo, formClientAction } from "~/page-bundle";

export const meta: MetaFunction = () =>
  seo({
    title: "Jobba hos oss – flyttare, städare, chaufför",
    description:
      "Sök jobb hos Transist som flyttare, städare, lagerarbetare, chaufför, kundservice eller säljare. Skicka din ansökan och ditt CV direkt här.",
    path: "/jobba-hos-oss",
  });

export const action = jobApplicationAction;

const benefits = [
  { title: "Schyssta villkor", text: "Anställningsavtal, lön i tid och betalt för övertid." },
  { title: "Utbildning från dag ett", text: "Bärteknik, packning, städmetoder och säkerhet – vi lär dig det du behöver." },
  { title: "Friskvårdsbidrag", text: "Ett arbete som håller dig i form, och ett bidrag för att det ska fortsätta så." },
  { title: "Flexibla scheman", text: "Heltid, deltid eller extra under högsäsong – vi hittar ett upplägg som passar." },
  { title: "Arbetskläder ingår", text: "Kläder, skyddsskor och verktyg står vi för." },
  { title: "Trevliga kollegor", text: "Ett sammansvetsat gäng som hjälps åt, från första lyftet till sista kartongen." },
] as const;

export const clientAction = formClientAction;

export default function JobsPage() {
  return (
    <>
      <PageHero
        eyebrow="Karriär"
        title="Jobba hos oss"
        intro="Vi växer och söker flyttare, städare, lagerarbetare, chaufförer, kundservice och säljare. Erfarenhet är bra – rätt inställning är viktigare."
      />
      <Container className="grid gap-12 py-12 lg:grid-cols-[1fr_28rem]">
        <section aria-labelledby="formaner">
          <h2 id="formaner" className="text-3xl">
            Därför trivs man hos Transist
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-card border border-brand-100 p-5">
                <h3 className="flex items-center gap-2 text-lg">
                  <CheckIcon className="size-5 text-success" /> {benefit.title}
                </h3>
                <p className="mt-1.5 text-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ansok" className="rounded-card border border-brand-100 bg-surface p-6 sm:p-8">
          <h2 id="ansok" className="text-2xl">
            Skicka din ansökan
          </h2>
          <p className="mt-2 mb-6 text-muted">Fyll i formuläret och bifoga gärna ditt CV. Vi läser alla ansökningar och hör av oss.</p>
          <JobApplicationForm />
        </section>
      </Container>
    </>
  );
}
