import type { QuoteLink } from "~/shared/quote-link";

/**
 * The kinds of cleaning the quote wizard offers (its 'Typ av städning'), as /tjanster presents
 * them under 'Städtjänster'. Each has an anchor of its own, so a link such as the footer's
 * 'Kontorsstädning' lands on what it names.
 */
interface CleaningService {
  /** The anchor on /tjanster. */
  id: string;
  name: string;
  description: string;
  /** Its own service page, where there is one. */
  page?: string;
  /** What its 'Få offert' opens the quote wizard with: this kind of cleaning. */
  quote: QuoteLink;
}

export { CLEANING_SECTION_ID } from "./service-index";

export const cleaningServices: readonly CleaningService[] = [
  {
    id: "flyttstadning",
    quote: { tjanst: "stadning", typ: "flyttstadning" },
    name: "Flyttstädning",
    description: "Hela bostaden enligt besiktningsprotokollet när du flyttar ut, med besiktningsgaranti och RUT-avdrag direkt på fakturan.",
    page: "/tjanster/flyttstadning",
  },
  {
    id: "grundstadning",
    quote: { tjanst: "stadning", typ: "grundstadning" },
    name: "Grundstädning",
    description: "En ordentlig storstädning av hemmet: kök och badrum, golv och lister, skåp och vitvaror. RUT-avdrag för privatpersoner.",
  },
  {
    id: "fonsterputsning",
    quote: { tjanst: "stadning", typ: "fonsterputsning" },
    name: "Fönsterputsning",
    description: "Fönster in- och utvändigt med karmar och bågar. Priset räknas på antal fönster och hur stora de är.",
  },
  {
    id: "kontorsstadning",
    quote: { tjanst: "stadning", typ: "kontorsstadning" },
    name: "Kontorsstädning",
    description:
      "Städning av kontor och lokaler, en gång eller med fast schema som passar era arbetstider – före öppning eller efter stängning.",
  },
  {
    id: "regelbunden-stadning",
    quote: { tjanst: "stadning", typ: "regelbunden" },
    name: "Regelbunden städning",
    description: "Hemstädning varje vecka, varannan vecka eller en gång i månaden, så länge du vill. RUT-avdrag för privatpersoner.",
  },
];
