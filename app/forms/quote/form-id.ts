import { errorSummaryId } from "~/forms/kit/error-summary-id";

/**
 * The quote wizard's names, apart from its option lists so that code on every page (a draft
 * deleted on /tack) can use them without carrying the lists.
 */

/** The quote wizard's name: its rate-limit bucket, dedupe prefix and draft (named beside its thank-you page). */
export { QUOTE_FORM } from "~/shared/sent-url";

/** The wizard on /offert: a step answered without JavaScript opens scrolled to it (the form's action carries it). */
export const QUOTE_FORM_ANCHOR = "offertformular";

/** The page wizard's form. */
export const QUOTE_PAGE_FORM_ID = "offert-formular";

/** A step's heading on /offert: a step's page without JavaScript lands on it, as focus does with it. */
export const QUOTE_STEP_HEADING_ANCHOR = `${QUOTE_PAGE_FORM_ID}-steg`;

/** A refused step's page lands on its error summary. */
export const QUOTE_REFUSED_ANCHOR = errorSummaryId(QUOTE_PAGE_FORM_ID);

/** The wizard's step in the page's title (forms/kit/page-title.ts): "Steg 2 av 3: Detaljer – ". */
export function stepTitlePrefix(step: number, steps: number, name: string): string {
  return `Steg ${step} av ${steps}: ${name} – `;
}

/** The quote page's own title, after its step. */
export const QUOTE_PAGE_TITLE = "Få offert på flytt eller städning";
