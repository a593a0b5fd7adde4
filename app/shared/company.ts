/**
 * Every fact about the company that a page shows. Replace the values here and
 * the whole site follows. The phone number is from PTS's series reserved for
 * fiction (070-174 06 05 – 070-174 06 99); the rest are placeholders too.
 */
export const company = {
  name: "Transist",
  legalName: "Transist AB",
  phoneDisplay: "070-174 06 50",
  phoneE164: "+46701740650",
  email: "info@transist.se",
  street: "Storgatan 1",
  postalCode: "123 45",
  city: "Småstad",
  country: "SE",
  registrationNumber: "559000-0000",
  siteUrl: "https://www.transist.se",
  foundedYear: 2019,
  openingHours: [
    { label: "Måndag–fredag", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:00", closes: "18:00" },
    { label: "Lördag", days: ["Saturday"], opens: "10:00", closes: "18:00" },
    { label: "Söndag", days: ["Sunday"], opens: null, closes: null },
  ],
  social: [
    { id: "facebook", label: "Facebook", url: "https://www.facebook.com/transist" },
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/transist" },
    { id: "x", label: "X", url: "https://x.com/transist" },
    { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@transist" },
    { id: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@transist" },
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/transist" },
  ],
  reviewServiceUrl: "https://se.trustpilot.com/evaluate/transist.se",
  /** The footer's credit to the partner who built the site ('partner credit link'); a placeholder until the company names one. */
  partnerCredit: { prefix: "Webbplats av", name: "Partnerbyrån", url: "https://partnerbyran.example" },
  rating: { value: "4,9", numeric: 4.9, best: 5, customers: "över 150" },
  founders: [
    { name: "Amir Haddad", role: "Ekonomiansvarig" },
    { name: "Elin Sandberg", role: "Affärsutvecklare" },
  ],
} as const;

export type Company = typeof company;
export type SocialLink = (typeof company.social)[number];

export const fullAddress = `${company.street}, ${company.postalCode} ${company.city}`;
export const telHref = `tel:${company.phoneE164}`;
export const mailtoHref = `mailto:${company.email}`;
export const mapUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`;

export function openingHoursText(entry: Company["openingHours"][number]): string {
  return entry.opens ? `${entry.opens}–${entry.closes}` : "Stängt";
}
