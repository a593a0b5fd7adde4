import { legalChoices } from "./legal-choices";
import { TERMS_PATH, WITHDRAWAL_FORM_PATH, type KeyTermsContent } from "~/shared/legal-paths";

/**
 * The few lines a visitor reads where they are about to be bound (the quote's and the booking's
 * last step) and again in the mail that confirms what they sent: the price with VAT, how it is set,
 * the right of withdrawal, the terms that apply. The whole is on /villkor (consumer-terms.ts); kept
 * apart so that a form's page loads these lines and not the terms.
 */

/** Fourteen days from the day the contract is made, for a service (lag 2005:59, 2 kap. 10 och 12 §§). */
export const WITHDRAWAL_DAYS = 14;

export const followsBohag = legalChoices.industryTerms === "bohag-2010";
export const datedMoveExempt = legalChoices.datedMoveWithdrawal === "undantag";

/** The right of withdrawal in one sentence, as the company has chosen it for a move on a set date. */
const withdrawalInOneSentence = datedMoveExempt
  ? `Du har ${WITHDRAWAL_DAYS} dagars ångerrätt från den dag avtalet ingås, för städning och våra andra tjänster, men inte för själva flytten på ett avtalat datum.`
  : `Du har ${WITHDRAWAL_DAYS} dagars ångerrätt från den dag avtalet ingås, för flytt, städning och alla våra andra tjänster.`;

/** Which terms apply, in one sentence. */
const termsInOneSentence = followsBohag
  ? "För flytt av ditt bohag gäller branschens Bohag 2010 och i övrigt våra allmänna villkor."
  : "Våra allmänna villkor gäller för alla uppdrag.";

/**
 * The key points where a visitor is about to be bound, and in the mail that confirms what they
 * sent: the price with VAT, how it is set, the right of withdrawal, the terms that apply.
 */
export const keyTerms: readonly string[] = [
  "Alla priser är i kronor inklusive moms.",
  "Priset sätter vi i en offert efter dina svar, och behövs det gör vi först en kostnadsfri besiktning. Du är bunden först när du har godkänt priset och vi båda har bekräftat bokningen.",
  withdrawalInOneSentence,
  termsInOneSentence,
];

export const KEY_TERMS_TITLE = "Bra att veta innan du skickar";
export const KEY_TERMS_LINK_TEXT = "Läs villkoren och hur du ångrar dig";

/** What a form shows before Skicka: its pages send it as loader data, its dialogs import it. */
export const keyTermsContent: KeyTermsContent = { title: KEY_TERMS_TITLE, lines: keyTerms, linkText: KEY_TERMS_LINK_TEXT };

/** The key points as a mail says them, with the whole terms and the form by their full addresses. */
export function keyTermsMailText(siteUrl: string): string {
  return [...keyTerms, `Villkoren, med ångerrätten: ${siteUrl}${TERMS_PATH}`, `Ångerblanketten: ${siteUrl}${WITHDRAWAL_FORM_PATH}`].join(
    "\n",
  );
}
