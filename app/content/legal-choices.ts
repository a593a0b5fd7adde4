import { company, fullAddress, vatNumber } from "~/shared/company";
import { placeholder, unwrap } from "~/shared/placeholder";

export const LEGAL_CHOICES_FILE = "app/content/legal-choices.ts";

/** Which terms a household move follows: the industry's Bohag 2010, or the company's own only. */
type IndustryTerms = "bohag-2010" | "egna";

/** A move on a set date: without the right of withdrawal as the law allows ("undantag"), or with it ("ångerrätt"). */
type DatedMoveWithdrawal = "undantag" | "ångerrätt";

/**
 * The company's legal facts and choices that only the terms, the forms' last steps, the
 * confirmation mails and the footer's identity line read. Kept apart from the company's facts,
 * which every page's code carries, so that no page's code carries these.
 */
export const legalChoiceFacts = {
  /**
   * Transportstyrelsen's permit for carrying goods for others (yrkestrafiktillstånd för
   * godstransport): the e-commerce law asks for the permit's authority beside the company's
   * identity, and Konsumentverket asks movers to hold it.
   */
  transportPermitNumber: placeholder("GT-000000"),
  /** The authority that granted the permit and supervises it. */
  transportPermitAuthority: "Transportstyrelsen",
  /**
   * The industry terms a household move follows: Bohag 2010 (agreed between the haulage
   * associations and Konsumentverket), or the company's own terms alone. The company's choice.
   */
  industryTerms: placeholder<IndustryTerms>("bohag-2010"),
  /**
   * Whether a move booked for a set date keeps the right of withdrawal. The law lets the company
   * say no (transport of goods on a set date is exempt, lag 2005:59 2 kap. 11 §); the company may
   * give the right anyway. Its choice.
   */
  datedMoveWithdrawal: placeholder<DatedMoveWithdrawal>("undantag"),
};

export const legalChoices = unwrap(legalChoiceFacts);

/**
 * The identity the e-commerce law asks every page to carry, as one line: name, address, e-mail,
 * numbers, the transport permit and its authority. Built on the server and sent as the root's
 * data, so no page's code carries its words.
 */
export function companyIdentityLine(): string {
  return [
    `${company.legalName}, ${fullAddress}, ${company.email}`,
    `Org.nr ${company.registrationNumber}`,
    `Momsreg.nr ${vatNumber}`,
    `Yrkestrafiktillstånd för godstransport nr ${legalChoices.transportPermitNumber}, ${legalChoices.transportPermitAuthority}`,
  ].join(" · ");
}
