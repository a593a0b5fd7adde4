// A route imports its loader's content through this `.server` module, which the browser build
// leaves out whole. Imported by the route directly, a content module that another page's code
// shares would be loaded on this page too: esbuild keeps the import of a module it has put in a
// file of its own, even where nothing from it is used. One module per page, since an empty
// stand-in that two pages share becomes a file of its own as well.
import { cookieIntro, cookiesWeSet, otherBrowserStorage } from "../cookie-policy";

/** The cookie policy's text; the categories the settings form shows stay with the form. */
export function cookiePolicyContent() {
  return { intro: cookieIntro, cookiesWeSet, otherBrowserStorage };
}
