/** The 16 service pages: slug, name and one line each. Nav, sitemap and the overview read this list. */
export const serviceSummaries = [
  { slug: "bohagsflytt", name: "Bohagsflytt", short: "Hela hemmet flyttat, tryggt och försäkrat." },
  { slug: "foretagsflytt", name: "Företagsflytt", short: "Verksamheten på plats igen med minsta möjliga avbrott." },
  { slug: "kontorsflytt", name: "Kontorsflytt", short: "Skrivbord, arkiv och IT flyttade över en helg." },
  { slug: "flyttstadning", name: "Flyttstädning", short: "Besiktningsgaranti och RUT-avdrag direkt på fakturan." },
  { slug: "packning", name: "Packning", short: "Vi packar, märker och skyddar det du äger." },
  { slug: "magasinering", name: "Magasinering", short: "Torrt, larmat förråd med åtkomst dygnet runt." },
  { slug: "barhjalp", name: "Bärhjälp", short: "Starka händer per timme, från två timmar." },
  { slug: "mobelmontering", name: "Möbelmontering", short: "Montering och demontering med tre månaders garanti." },
  { slug: "kassaskapsflytt", name: "Kassaskåpsflytt", short: "Tunga och ömtåliga föremål med rätt utrustning." },
  { slug: "vindsrojning", name: "Vindsröjning", short: "Vind, källare och förråd tömda på en till tre dagar." },
  { slug: "plan-och-flytt", name: "Planering och flytt", short: "En flyttplan och en kontaktperson från start till mål." },
  { slug: "evakueringsflytt", name: "Evakueringsflytt", short: "Flytt inför renovering eller vattenskada, och tillbaka." },
  { slug: "bortforsling", name: "Bortforsling", short: "Skräp och möbler bortforslade inom 24–48 timmar." },
  { slug: "bemanning", name: "Bemanning", short: "Extra personal på plats inom 24–48 timmar." },
  { slug: "langdistansflytt", name: "Långdistansflytt", short: "Flytt till andra sidan Sverige, med fast plan." },
  { slug: "studentflytt", name: "Studentflytt", short: "Smidig flytt för dig med liten budget och mycket kartong." },
] as const;

export type ServiceSlug = (typeof serviceSummaries)[number]["slug"];
type ServiceSummary = (typeof serviceSummaries)[number];

export const serviceSlugs: readonly ServiceSlug[] = serviceSummaries.map((s) => s.slug);

/** The services in the header's Tjänster dropdown (every service but studentflytt). */
export const navServices = serviceSummaries.filter((s) => s.slug !== "studentflytt");

export { CLEANING_SECTION_ID } from "./anchors";

/** The six cards on /tjanster. */
export const overviewServiceSlugs: readonly ServiceSlug[] = [
  "bohagsflytt",
  "foretagsflytt",
  "flyttstadning",
  "packning",
  "magasinering",
  "barhjalp",
];

/** Paths the old site linked to that have no page of their own: a permanent redirect to the closest service. */
export const legacyServiceRedirects: ReadonlyMap<string, ServiceSlug> = new Map([
  ["privatflytt", "bohagsflytt"],
  ["specialtransport", "kassaskapsflytt"],
  ["it-flytt", "kontorsflytt"],
  ["logistik", "magasinering"],
]);

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

export function serviceSummary(slug: ServiceSlug): ServiceSummary {
  const found = serviceSummaries.find((s) => s.slug === slug);
  if (!found) throw new Error(`Okänd tjänst: ${slug}`);
  return found;
}
