import { Placeholder, placeholder, unwrap, type Fact } from "./placeholder";

/** The company's rating from its customers, as the site writes it. */
interface Rating {
  /** The average with a decimal comma: "4,9" (out of 5). */
  value: string;
  /** How many gave it, as text: "över 150". */
  customers: string;
  /** Where anyone can check the figure (the company's page at a review service); without it the site shows no rating. */
  sourceUrl: string | null;
}

/** Where the company is, for the map and the organisation's JSON-LD (WGS 84, decimal degrees). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const rating: Fact<Rating | null> = placeholder<Rating | null>({ value: "4,9", customers: "över 150", sourceUrl: null });

/**
 * Every fact about the company that a page shows. Replace the values here and the whole site
 * follows. A made-up value is wrapped in `placeholder(…)`, with its note in
 * app/content/placeholder-notes.ts, and a production deploy refuses until each is replaced by the
 * real one (see app/shared/placeholder.ts).
 */
export const companyFacts = {
  name: "Transist",
  legalName: "Transist AB",
  phoneDisplay: placeholder("070-174 06 50"),
  phoneE164: placeholder("+46701740650"),
  email: "info@transist.se",
  street: placeholder("Storgatan 1"),
  postalCode: placeholder("123 45"),
  city: placeholder("Småstad"),
  location: placeholder<Coordinates>({ latitude: 59.2434, longitude: 18.0927 }),
  country: "SE",
  registrationNumber: placeholder("559000-0000"),
  siteUrl: "https://www.transist.se",
  foundedYear: placeholder(2019),
  openingHours: [
    { label: "Måndag–fredag", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:00", closes: "18:00" },
    { label: "Lördag", days: ["Saturday"], opens: "10:00", closes: "18:00" },
    { label: "Söndag", days: ["Sunday"], opens: null, closes: null },
  ],
  social: placeholder([
    { id: "facebook", label: "Facebook", url: "https://www.facebook.com/transist" },
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/transist" },
    { id: "x", label: "X", url: "https://x.com/transist" },
    { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@transist" },
    { id: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@transist" },
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/transist" },
  ] as const),
  reviewServiceUrl: placeholder("https://se.trustpilot.com/evaluate/transist.se"),
  /** The footer's credit to the partner who built the site ('partner credit link'). */
  partnerCredit: placeholder({ prefix: "Webbplats av", name: "Partnerbyrån", url: "https://partnerbyran.example" }),
  rating,
  founders: placeholder([
    { name: "Amir Haddad", role: "Ekonomiansvarig" },
    { name: "Elin Sandberg", role: "Affärsutvecklare" },
  ] as const),
} as const;

export const company = unwrap(companyFacts);

/** Where companyFacts is written, as the placeholder list names it. */
export const COMPANY_FILE = "app/shared/company.ts";

type Company = typeof company;
export type SocialLink = (typeof company.social)[number];

/** The rating as a badge says it, and where it can be checked; null while it is made up or has no source. */
export function ratingBadge(fact: Fact<Rating | null>): { text: string; value: string; customers: string; url: string } | null {
  if (fact instanceof Placeholder || fact === null || fact.sourceUrl === null) return null;
  return { text: `${fact.value}/5 från ${fact.customers} nöjda kunder`, value: fact.value, customers: fact.customers, url: fact.sourceUrl };
}

/** The site's rating badge: shown only for a real figure with a source. */
export const companyRating = ratingBadge(companyFacts.rating);

/**
 * The VAT number (momsregistreringsnummer) a Swedish company has once registered for VAT: "SE",
 * the organisation number's ten digits and "01". Derived, so it is made up exactly as long as the
 * organisation number is; a permit holder is VAT-registered (Transportstyrelsen requires it).
 */
export function vatNumberOf(registrationNumber: string): string {
  return `SE${registrationNumber.replace(/\D/g, "")}01`;
}

export const vatNumber = /* @__PURE__ */ vatNumberOf(company.registrationNumber);

export const fullAddress = `${company.street}, ${company.postalCode} ${company.city}`;
export const telHref = `tel:${company.phoneE164}`;
export const mailtoHref = `mailto:${company.email}`;

export function openingHoursText(entry: Company["openingHours"][number]): string {
  return entry.opens ? `${entry.opens}–${entry.closes}` : "Stängt";
}
