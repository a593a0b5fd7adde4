import { absoluteUrl } from "~/lib/seo";
import { sitemapXml, staticIndexablePaths } from "~/lib/site-pages";

export async function loader() {
  const entries = staticIndexablePaths.map((path) => ({ loc: absoluteUrl(path) }));
  return new Response(sitemapXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
