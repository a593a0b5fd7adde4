/**
 * The quote wizard's names, apart from its option lists so that code on every page (a draft
 * deleted on /tack) can use them without carrying the lists.
 */

/** The quote wizard's name: its rate-limit bucket, dedupe prefix and draft (named beside its thank-you page). */
export { QUOTE_FORM } from "~/shared/sent-url";

/** The wizard on /offert: a step answered without JavaScript opens scrolled to it (the form's action carries it). */
export const QUOTE_FORM_ANCHOR = "offertformular";
