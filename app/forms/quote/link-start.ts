import { linkedCleaningType, linkedService, type QUOTE_LINK_PARAMS } from "~/shared/quote-link";
import type { CleaningType, ServiceType } from "./fields";
import type { QuoteWizardState } from "./state";

type Links = typeof QUOTE_LINK_PARAMS;
/** True when two unions hold the same values, false when either has one the other lacks. */
type SameValues<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only when its argument is true. */
type Holds<Check extends true> = Check;
// The URL table sits in shared/ and cannot name the wizard's values; here each of its values is one
// of the wizard's, and each of the wizard's has a link.
export type _LinksNameEveryService = Holds<SameValues<Links["tjanst"][keyof Links["tjanst"]], ServiceType>>;
export type _LinksNameEveryCleaningType = Holds<SameValues<Links["typ"][keyof Links["typ"]], CleaningType>>;

/**
 * Where a link starts the wizard: as if step 1 had been posted with the service it names, on step
 * 2 with that answer carried in the form (and, for cleaning, the kind it names chosen). Null when
 * it names no service the wizard knows: step 1. A `typ` it does not know is left unchosen.
 */
export function quoteLinkStart(search: string): QuoteWizardState | null {
  const params = new URLSearchParams(search);
  const service = linkedService(params.get("tjanst" satisfies keyof Links));
  if (!service) return null;
  const cleaningType = service === "städning" ? linkedCleaningType(params.get("typ" satisfies keyof Links)) : undefined;
  return { step: 2, answers: cleaningType ? { service_type: service, cleaning_type: cleaningType } : { service_type: service } };
}
