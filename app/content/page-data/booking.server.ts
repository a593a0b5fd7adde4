// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { keyTermsContent } from "../key-terms";

/** The booking page: the key points of the terms, shown before Skicka. */
export function bookingPageContent() {
  return { keyTerms: keyTermsContent };
}
