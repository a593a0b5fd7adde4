// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { withdrawalForm } from "../consumer-terms";

/** The standard withdrawal form, filled in with the company's name and addresses. */
export function withdrawalFormPageContent() {
  return { form: withdrawalForm };
}
