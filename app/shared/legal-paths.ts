/**
 * Where the terms and the withdrawal form live. Apart from their text (app/content/consumer-terms.ts),
 * so that a page linking to them loads only the addresses.
 */

/** The whole terms, and the withdrawal section's anchor on them. */
export const TERMS_PATH = "/villkor";
export const WITHDRAWAL_ANCHOR = "angerratt";
/** The standard withdrawal form as a page that prints, and the same form as a plain text file. */
export const WITHDRAWAL_FORM_PATH = "/villkor/angerblankett";
export const WITHDRAWAL_FORM_FILE_PATH = "/villkor/angerblankett.txt";

/** The key points of the terms as a form shows them before Skicka (app/content/key-terms.ts). */
export interface KeyTermsContent {
  title: string;
  lines: readonly string[];
  linkText: string;
}
