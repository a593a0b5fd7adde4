import { Placeholder, placeholder, placeholdersIn, unwrap, type Fact } from "./placeholder";

/** The company's rating from its customers, as the site writes it. */
export interface Rating {
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

const rating: Fact<Rating | null> = placeholder<Rating | null>(
  { value: "4,9", customers: "över 150", sourceUrl: null },
  "Betyget och antalet kunder",
  "Siffrorna 4,9/5 och över 150 kunder är påhittade och har ingen källa. Ange ett verkligt betyg med sourceUrl till sidan där det kan kontrolleras, eller null för inget betyg.",
);

/**
 * Every fact about the company that a page shows. Replace the values here and the whole site
 * follows. A made-up value is wrapped in `placeholder(…)`, and a production deploy refuses until
 * each is replaced by the real one (see app/shared/placeholder.ts).
 */
export const companyFacts = {
  name: "Transist",
  legalName: "Transist AB",
  phoneDisplay: placeholder(
    "070-174 06 50",
    "Telefonnumret (som det visas)",
    "Numret är ur PTS serie för fiktion (070-174 06 05 – 070-174 06 99) och går inte till företaget.",
  ),
  phoneE164: placeholder(
    "+46701740650",
    "Telefonnumret (+46…, för tel:-länkar)",
    "Samma påhittade nummer som phoneDisplay, i internationell form.",
  ),
  email: "info@transist.se",
  street: placeholder("Storgatan 1", "Gatuadressen", "Adressen är påhittad."),
  postalCode: placeholder("123 45", "Postnumret", "Postnumret är påhittat."),
  city: placeholder("Småstad", "Orten", "Orten är påhittad; den står också i historien på /om-oss."),
  location: placeholder<Coordinates>(
    { latitude: 59.2434, longitude: 18.0927 },
    "Koordinaterna",
    "En rimlig punkt för postnumret, inte företagets adress. Kartan på /kontakt och JSON-LD:s geo visar den; ange adressens latitud och longitud.",
  ),
  country: "SE",
  registrationNumber: placeholder("559000-0000", "Organisationsnumret", "Numret är påhittat."),
  siteUrl: "https://www.transist.se",
  foundedYear: placeholder(2019, "Året företaget startade", "Årtalet är påhittat; det står i historien på /om-oss."),
  openingHours: [
    { label: "Måndag–fredag", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:00", closes: "18:00" },
    { label: "Lördag", days: ["Saturday"], opens: "10:00", closes: "18:00" },
    { label: "Söndag", days: ["Sunday"], opens: null, closes: null },
  ],
  social: placeholder(
    [
      { id: "facebook", label: "Facebook", url: "https://www.facebook.com/transist" },
      { id: "instagram", label: "Instagram", url: "https://www.instagram.com/transist" },
      { id: "x", label: "X", url: "https://x.com/transist" },
      { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@transist" },
      { id: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@transist" },
      { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/transist" },
    ] as const,
    "Länkarna till sociala medier",
    "Adresserna är gissade; ingen vet om kontona finns eller är företagets. Behåll bara företagets egna konton.",
  ),
  reviewServiceUrl: placeholder(
    "https://se.trustpilot.com/evaluate/transist.se",
    "Länken Skriv en recension",
    "Ingen vet om företaget finns på Trustpilot; ange sidan där kunderna ska skriva sitt omdöme.",
  ),
  /** The footer's credit to the partner who built the site ('partner credit link'). */
  partnerCredit: placeholder(
    { prefix: "Webbplats av", name: "Partnerbyrån", url: "https://partnerbyran.example" },
    "Partnerlänken i sidfoten",
    "Byrån och adressen är påhittade; ange den som byggt webbplatsen.",
  ),
  rating,
  founders: placeholder(
    [
      { name: "Amir Haddad", role: "Ekonomiansvarig" },
      { name: "Elin Sandberg", role: "Affärsutvecklare" },
    ] as const,
    "Grundarna",
    "Namnen är påhittade; ange grundarnas namn och roller (texten om var och en står på /om-oss). Samma namn står som bloggens skribenter i app/content/blog/categories.ts (builtInAuthors); kör npm run db:seed:generate efter ändringen.",
  ),
} as const;

export const company = unwrap(companyFacts);

/** Where companyFacts is written, as the placeholder list names it. */
export const COMPANY_FILE = "app/shared/company.ts";

export const companyPlaceholders = () => placeholdersIn(COMPANY_FILE, companyFacts);

export type Company = typeof company;
export type SocialLink = (typeof company.social)[number];

/** The rating as a badge says it, and where it can be checked; null while it is made up or has no source. */
export function ratingBadge(fact: Fact<Rating | null>): { text: string; value: string; customers: string; url: string } | null {
  if (fact instanceof Placeholder || fact === null || fact.sourceUrl === null) return null;
  return { text: `${fact.value}/5 från ${fact.customers} nöjda kunder`, value: fact.value, customers: fact.customers, url: fact.sourceUrl };
}

/** The site's rating badge: shown only for a real figure with a source. */
export const companyRating = ratingBadge(companyFacts.rating);

export const fullAddress = `${company.street}, ${company.postalCode} ${company.city}`;
export const telHref = `tel:${company.phoneE164}`;
export const mailtoHref = `mailto:${company.email}`;
/** OpenStreetMap's own page with a marker at the company, for a larger map than the embed. */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${company.location.latitude}&mlon=${company.location.longitude}#map=16/${company.location.latitude}/${company.location.longitude}`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`;

export function openingHoursText(entry: Company["openingHours"][number]): string {
  return entry.opens ? `${entry.opens}–${entry.closes}` : "Stängt";
}
