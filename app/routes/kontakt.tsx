import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ContactForm } from "~/components/forms/contact-form";
import { contactAction } from "~/lib/actions/contact.server";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Kontakt",
    description: "Ring, mejla eller skriv till Transist. Vi svarar inom 24 timmar och har öppet vardagar 06.00–18.00.",
    path: "/kontakt",
  });

export const action = (args: ActionFunctionArgs) => contactAction(args, "kontakt");

export default function KontaktPage() {
  return (
    <>
      <PageHero title="Kontakt" intro="Ring, mejla eller skriv till Transist. Vi svarar inom 24 timmar och har öppet vardagar 06.00–18.00." />
      <ContactForm source="kontakt" />
    </>
  );
}
