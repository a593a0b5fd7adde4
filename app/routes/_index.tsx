import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ContactForm } from "~/components/forms/contact-form";
import { contactAction } from "~/lib/actions/contact.server";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Flytt och städning i hela Sverige",
    description: "Transist hjälper dig med flytt, packning och flyttstädning i hela Sverige. Försäkrat gods, nöjd-kund-garanti och svar inom 24 timmar.",
    path: "/",
  });

export const action = (args: ActionFunctionArgs) => contactAction(args, "home");

export default function HomePage() {
  return (
    <>
      <PageHero title="Flytt och städning i hela Sverige" intro="Transist hjälper dig med flytt, packning och flyttstädning i hela Sverige. Försäkrat gods, nöjd-kund-garanti och svar inom 24 timmar." />
      <ContactForm source="home" />
    </>
  );
}
