import { placeholder, unwrap } from "~/shared/placeholder";
import type { ServiceSlug } from "./service-index";

/**
 * Customer reviews: the home page's carousel shows them all, and a service page can pick its own
 * With reviewsForService. The five below are samples (five sample five-star reviews), marked as
 * a placeholder; the company replaces them with real ones, saying where each was given (README,
 * "Omdömen"), and drops the mark.
 */
export interface Review {
  /** The name the customer gave. */
  author: string;
  /** Shown in the round badge instead of a photo, e.g. "ML". */
  initials: string;
  /** When it was written, as relative text: "för 2 veckor sedan". */
  when: string;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Where the review was given, shown under it: "Kundomdöme", or a review service's name. */
  source: string;
  /** The review at its source, if it is published there; the source label then links to it. */
  sourceUrl?: string;
  /** The services it is about (slugs in app/content/services); none means a general review. */
  services?: readonly ServiceSlug[];
}

export const reviewFacts = {
  reviews: placeholder<readonly Review[]>([
    {
      author: "Maria Lindqvist",
      initials: "ML",
      when: "för 2 veckor sedan",
      rating: 5,
      text: "Otroligt smidig flytt från vår trea. Killarna var på plats i tid, lindade in allt och ingenting gick sönder. Rekommenderas varmt!",
      source: "Kundomdöme",
      services: ["bohagsflytt"],
    },
    {
      author: "Johan Eriksson",
      initials: "JE",
      when: "för 1 månad sedan",
      rating: 5,
      text: "Bokade flyttstädning med besiktningsgaranti. Hyresvärden hade inte en enda anmärkning. Prisvärt och proffsigt.",
      source: "Kundomdöme",
      services: ["flyttstadning"],
    },
    {
      author: "Fatima Hassan",
      initials: "FH",
      when: "för 1 månad sedan",
      rating: 5,
      text: "Snabbt svar på offerten och tydligt pris. Pianot kom fram helt utan skador – imponerande!",
      source: "Kundomdöme",
      services: ["kassaskapsflytt"],
    },
    {
      author: "Lars Pettersson",
      initials: "LP",
      when: "för 2 månader sedan",
      rating: 5,
      text: "Vi flyttade hela kontoret över en helg. På måndagen satt alla vid sina skrivbord. Bättre än vi vågat hoppas.",
      source: "Kundomdöme",
      services: ["kontorsflytt", "foretagsflytt"],
    },
    {
      author: "Emma Nilsson",
      initials: "EN",
      when: "för 3 månader sedan",
      rating: 5,
      text: "Trevlig personal som tog hand om våra saker som om de vore deras egna. RUT-avdraget drogs direkt på fakturan.",
      source: "Kundomdöme",
    },
  ]),
  /**
   * Whether and how the reviews are checked to come from customers who used the service: the
   * marketing law asks a site that shows consumers' reviews to say so, beside them.
   */
  howChecked: placeholder(
    "Vi publicerar bara omdömen från kunder som har anlitat oss: efter varje uppdrag ber vi kunden om ett omdöme och kontrollerar det mot bokningen innan det visas. Vi tar inte bort omdömen för att de är negativa.",
  ),
};

export const reviews = unwrap(reviewFacts).reviews;

/** How the company checks that a review comes from a customer, said beside every list of reviews. */
export const reviewsCheckedText = unwrap(reviewFacts).howChecked;

/** Where reviewFacts is written, as the placeholder list names it. */
export const REVIEWS_FILE = "app/content/reviews.ts";

const isGeneral = (review: Review) => !review.services || review.services.length === 0;

/**
 * Reviews for a service page: those about the service first, then general ones, at most `limit`.
 * A service with no reviews of its own gets the general ones.
 */
export function reviewsForService(slug: ServiceSlug, limit = 3, from: readonly Review[] = reviews): Review[] {
  const own = from.filter((review) => review.services?.includes(slug));
  return [...own, ...from.filter(isGeneral)].slice(0, limit);
}
