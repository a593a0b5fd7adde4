// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { termsSections } from "../legal";

/** The general terms, section by section. */
export function termsPageContent() {
  return { sections: termsSections };
}
