// A route imports its loader's content through this `.server` module, which the browser build
// leaves out whole. Imported by the route directly, a content module that another page's code
// shares would be loaded on this page too: esbuild keeps the import of a module it has put in a
// file of its own, even where nothing from it is used. One module per page, since an empty
// stand-in that two pages share becomes a file of its own as well.
import { reviewsForService } from "../reviews";
import { isServiceSlug, legacyServiceRedirects, type ServiceSlug } from "../service-index";
import { servicePages } from "../services";

/** A service page by its slug, the page an old slug moved to, or null for no such service. */
export function servicePageContent(slug: string) {
  const movedTo: ServiceSlug | undefined = legacyServiceRedirects.get(slug);
  if (movedTo) return { movedTo } as const;
  if (!isServiceSlug(slug)) return null;
  return { service: servicePages[slug], reviews: reviewsForService(slug) } as const;
}
