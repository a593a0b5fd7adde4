/** Typed Swedish content for the home page. */
import type { QuoteLink } from "~/shared/quote-link";

export const challenges = [
  { title: "Tidsbrist?", text: "Vi packar, bär, kör och städar – du lägger tiden på annat. En kontaktperson håller ihop allt." },
  { title: "Ömtåliga saker?", text: "Porslin, konst och pianon får rätt emballage och vana händer. Godset är försäkrat hela vägen." },
  {
    title: "Orolig för kvaliteten?",
    text: "100 % nöjd-kund-garanti och besiktningsgaranti på flyttstädningen. Blir något fel rättar vi till det.",
  },
] as const;

export const trustClaims = [
  "Försäkrat gods",
  "100 % nöjd-kund-garanti",
  "Svar inom 24 timmar",
  "Kostnadsfri besiktning",
  "RUT-avdrag upp till 50 % av arbetskostnaden",
] as const;

/** /landingpage 'Så får du rabatten', in order: the list numbers them, so no step carries a number of its own. */
export const discountSteps = [
  "Begär offert och skriv koden TRANSISTNY20 i meddelandet.",
  "Vi hör av oss inom 24 timmar med ett prisförslag där rabatten är dragen.",
  "Du bokar – och flyttar för 20 % mindre.",
] as const;

export const galleryItems = [
  {
    id: "badrum",
    label: "Badrum",
    before: "Kalkfläckar på kakel, smutsiga fogar och en grå golvbrunn.",
    after: "Avkalkat kakel, rena fogar och en blank golvbrunn.",
  },
  {
    id: "kok",
    label: "Kök",
    before: "Fett på fläkten, fläckiga luckor och en ugn full av bränt.",
    after: "Avfettad fläkt, rena luckor och en ugn som ser ny ut.",
  },
  {
    id: "lokaler",
    label: "Lokaler",
    before: "Dammiga skrivbord, fläckiga golv och fulla papperskorgar.",
    after: "Torkade ytor, skurade golv och en lokal redo för nästa dag.",
  },
] as const;

export type GalleryItem = (typeof galleryItems)[number];
export type GalleryItemId = GalleryItem["id"];

/** The two service cards on the home page (moving and cleaning); each card's quote button opens the wizard with its service. */
export const serviceCards = [
  {
    title: "Flytthjälp",
    illustration: "van",
    text: "Bohagsflytt, företagsflytt, packning och magasinering. Vi tar hand om allt från första kartongen till sista lampan.",
    points: ["Försäkrat gods", "Demontering och montering", "RUT-avdrag på arbetet"],
    link: { to: "/tjanster/bohagsflytt", label: "Läs om flytthjälp" },
    quoteLabel: "Få offert på flytt",
    quote: { tjanst: "flytthjalp" } satisfies QuoteLink,
  },
  {
    title: "Städning",
    illustration: "cleaning",
    text: "Flyttstädning med besiktningsgaranti, grundstädning, fönsterputs och kontorsstädning – med 50 % RUT-avdrag.",
    points: ["Besiktningsgaranti", "Material ingår", "RUT-avdrag 50 %"],
    link: { to: "/tjanster/flyttstadning", label: "Läs om flyttstädning" },
    quoteLabel: "Få offert på flyttstädning",
    quote: { tjanst: "stadning", typ: "flyttstadning" } satisfies QuoteLink,
  },
] as const;
