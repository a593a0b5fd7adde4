import { serviceSlugs } from "~/content/service-index";

/** Every page of the spec's route table (blog detail pages are found by the crawl). */
export const pageRoutes: readonly string[] = [
  "/",
  "/om-oss",
  "/tjanster",
  ...serviceSlugs.map((slug) => `/tjanster/${slug}`),
  "/blogg",
  "/blogg/kategori/flyttips",
  "/blogg/tag/flytt",
  "/blogg/arkiv/november-2026",
  "/kontakt",
  "/offert",
  "/tack",
  "/jobba-hos-oss",
  "/faq",
  "/integritetspolicy",
  "/villkor",
  "/villkor/angerblankett",
  "/cookies",
  "/landingpage",
];

/** Pages with a dialog open (URL state), checked like pages. */
export const dialogRoutes: readonly string[] = ["/?dialog=offert", "/?dialog=boka", "/?dialog=nyhetsbrev"];

export const notFoundRoute = "/finns-inte";
