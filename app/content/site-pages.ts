import { serviceSlugs } from "./service-index";

/** Indexable pages with a fixed path (blog posts are added from the database). */
export const staticIndexablePaths: readonly string[] = [
  "/",
  "/om-oss",
  "/tjanster",
  ...serviceSlugs.map((slug) => `/tjanster/${slug}`),
  "/blogg",
  "/kontakt",
  "/offert",
  "/jobba-hos-oss",
  "/faq",
  "/integritetspolicy",
  "/villkor",
  "/villkor/angerblankett",
  "/cookies",
  "/landingpage",
];

export function xmlEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function sitemapXml(entries: readonly { loc: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      (entry) => `  <url><loc>${xmlEscape(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
