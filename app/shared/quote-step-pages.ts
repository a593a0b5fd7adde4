/**
 * Without JavaScript each step of the quote wizard is a page of its own, `/offert?steg=2`: a
 * step's post is answered with a redirect there, so Back, Forward and reload move between GETs.
 * The answers given so far ride in a cookie between those pages. Pure: the worker, the edge
 * cache's rules and the privacy texts read the same names and lifetime.
 */

/** The step shown: 1, 2 or 3. */
export const QUOTE_STEP_PARAM = "steg";

/** The step was posted and refused: its page shows the messages (`fel=1`). */
export const QUOTE_REFUSED_PARAM = "fel";

/** The cookie that holds the answers between the step pages, sent only to /offert. */
export const QUOTE_ANSWERS_COOKIE = "quoteAnswers";
export const QUOTE_ANSWERS_PATH = "/offert";

/** An hour after the last step posted: long enough to finish, short on a shared computer. */
export const QUOTE_ANSWERS_MAX_AGE = 60 * 60;

type QuoteStepNumber = 1 | 2 | 3;

export function parseStepParam(value: string | null): QuoteStepNumber | null {
  return value === "1" || value === "2" || value === "3" ? (Number(value) as QuoteStepNumber) : null;
}

/** The address of a step's page, at the wizard's anchor. */
export function quoteStepHref(step: QuoteStepNumber, anchor: string, refused = false): string {
  const params = new URLSearchParams({ [QUOTE_STEP_PARAM]: String(step) });
  if (refused) params.set(QUOTE_REFUSED_PARAM, "1");
  return `${QUOTE_ANSWERS_PATH}?${params.toString()}#${anchor}`;
}
