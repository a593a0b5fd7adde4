// A route imports its loader's content through this `.server` module, which the browser build
// leaves out whole. Imported by the route directly, a content module that another page's code
// shares would be loaded on this page too: esbuild keeps the import of a module it has put in a
// file of its own, even where nothing from it is used. One module per page, since an empty
// stand-in that two pages share becomes a file of its own as well.
import { challenges, galleryItems, serviceCards, trustClaims } from "../home";
import { reviews } from "../reviews";

/** The home page's copy: the browser needs it once, in the page, not again in its JavaScript. */
export function homePageContent() {
  return { reviews, challenges, serviceCards, trustClaims, galleryItems };
}
