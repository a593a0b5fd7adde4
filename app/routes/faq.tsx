import type { MetaFunction } from "@remix-run/cloudflare";
import { CallUsBox } from "~/components/call-us-box";
import { FaqList } from "~/components/faq-list";
import { faqs } from "~/content/faq";
import { contentPageHeaders } from "~/shared/cache-headers";
import { Container, PageHero, faqJsonLd, seo } from "~/page-bundle";

export const headers = contentPageHeaders;

export const meta: MetaFunction = () =>
  seo({
    title: "Vanliga frågor om flytt och städning",
    description: "Svar på vanliga frågor om bokning, RUT-avdrag, betalning, försäkring, avbokning och besiktningsgaranti hos Transist.",
    path: "/faq",
    jsonLd: [faqJsonLd(faqs)],
  });

export default function FaqPage() {
  return (
    <>
      <PageHero title="Vanliga frågor" intro="Det här undrar våra kunder oftast. Klicka på en fråga för att läsa svaret." />
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <FaqList faqs={faqs} />
        <div className="lg:sticky lg:top-28 lg:self-start">
          <CallUsBox />
        </div>
      </Container>
    </>
  );
}
