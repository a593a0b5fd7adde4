// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { cookieIntro, cookiesWeSet, otherBrowserStorage, thirdPartyContent } from "../cookie-policy";

/** The cookie policy's text; the categories the settings form shows stay with the form. */
export function cookiePolicyContent() {
  return { intro: cookieIntro, cookiesWeSet, otherBrowserStorage, thirdPartyContent };
}
