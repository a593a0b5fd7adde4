// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { reviewsCheckedText, reviewsForService } from "../reviews";
import { isServiceSlug, legacyServiceRedirects } from "../service-index";
import { servicePages } from "../services";

/** A service page by its slug, the page an old slug moved to, or null for no such service. */
export function servicePageContent(slug: string) {
  const movedTo = legacyServiceRedirects.get(slug);
  if (movedTo) return { movedTo } as const;
  if (!isServiceSlug(slug)) return null;
  return { service: servicePages[slug], reviews: reviewsForService(slug), reviewsChecked: reviewsCheckedText } as const;
}
