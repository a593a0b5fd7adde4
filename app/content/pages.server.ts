/**
 * What the content pages' loaders send, gathered where the browser build cannot follow. A route
 * that imports content for its loader alone still makes every visit load that content's file when
 * another page's code shares it: esbuild keeps the import of a module it has split into a file of
 * its own, even for a page that uses nothing from it. A `.server` module is left out of the
 * browser build whole, so its imports are too.
 */
import { challenges, galleryItems, serviceCards, trustClaims } from "./home";
import { reviews, reviewsForService } from "./reviews";
import { isServiceSlug, legacyServiceRedirects, type ServiceSlug } from "./service-index";
import { servicePages } from "./services";

/** The home page's copy: the browser needs it once, in the page, not again in its JavaScript. */
export function homePageContent() {
  return { reviews, challenges, serviceCards, trustClaims, galleryItems };
}

/** A service page by its slug, the page an old slug moved to, or null for no such service. */
export function servicePageContent(slug: string) {
  const movedTo: ServiceSlug | undefined = legacyServiceRedirects.get(slug);
  if (movedTo) return { movedTo } as const;
  if (!isServiceSlug(slug)) return null;
  return { service: servicePages[slug], reviews: reviewsForService(slug) } as const;
}
