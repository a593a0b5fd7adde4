// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { challenges, galleryItems, serviceCards, trustClaims } from "../home";
import { reviews, reviewsCheckedText } from "../reviews";

/** The home page's copy: the browser needs it once, in the page, not again in its JavaScript. */
export function homePageContent() {
  return { reviews, reviewsChecked: reviewsCheckedText, challenges, serviceCards, trustClaims, galleryItems };
}
