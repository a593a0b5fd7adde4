/** The five pages `npm run bench` and `npm run audit:lighthouse` measure. */
export const BENCH_PAGES = [
  { name: "Startsida", path: "/" },
  { name: "Tjänstesida", path: "/tjanster/flyttstadning" },
  { name: "Offert", path: "/offert" },
  { name: "Blogg", path: "/blogg" },
  { name: "Artikel", path: "/blogg/10-flyttips-som-gor-flyttdagen-lugnare" },
] as const;
