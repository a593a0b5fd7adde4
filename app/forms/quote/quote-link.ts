import type { DialogParamName } from "~/shared/dialogs";
import type { CleaningType, ServiceType } from "./fields";
import type { QuoteWizardState } from "./state";

/**
 * A link that names a service opens the quote wizard with it chosen: `tjanst` the service, `typ`
 * the kind of cleaning (only with `tjanst=stadning`), on the page (`/offert?tjanst=…`) and in the
 * dialog (`?dialog=offert&tjanst=…`). The URL spells each in ASCII; the form posts the wizard's
 * own values, which these must be (and all of them, the checks below).
 *
 * Read only where the wizard starts: by /offert's loader on the server, in the dialog's own lazily
 * loaded code, and by the edge cache; a link needs only the URL values, which its content carries.
 */
export const QUOTE_LINK_PARAMS = {
  tjanst: { flytthjalp: "flytthjälp", stadning: "städning" },
  typ: {
    flyttstadning: "flyttstädning",
    grundstadning: "grundstädning",
    fonsterputsning: "fönsterputsning",
    kontorsstadning: "kontorsstädning",
    regelbunden: "regelbunden",
  },
} as const satisfies Record<DialogParamName<"offert">, unknown> & {
  tjanst: Record<string, ServiceType>;
  typ: Record<string, CleaningType>;
};

type Links = typeof QUOTE_LINK_PARAMS;
/** Compiles only when every one of the wizard's values has a URL value. */
type Covers<Table, Value extends Table[keyof Table]> = Value;
export type _EveryServiceHasALink = Covers<Links["tjanst"], ServiceType>;
export type _EveryCleaningTypeHasALink = Covers<Links["typ"], CleaningType>;

type CleaningParam = { [Param in keyof Links["tjanst"]]: Links["tjanst"][Param] extends "städning" ? Param : never }[keyof Links["tjanst"]];

/** What a link names, in its URL's own words: the `quote` of a service page, a home card or a cleaning card. */
export type QuoteLink =
  { tjanst: Exclude<keyof Links["tjanst"], CleaningParam>; typ?: never } | { tjanst: CleaningParam; typ?: keyof Links["typ"] };

const lookUp = <Table extends Record<string, string>>(table: Table, value: string | null): Table[keyof Table] | undefined =>
  value !== null && Object.hasOwn(table, value) ? table[value as keyof Table] : undefined;

/** The service a `tjanst` value names, or undefined for anything else. */
export const linkedService = (value: string | null) => lookUp(QUOTE_LINK_PARAMS.tjanst, value);

/** The kind of cleaning a `typ` value names, or undefined for anything else. */
export const linkedCleaningType = (value: string | null) => lookUp(QUOTE_LINK_PARAMS.typ, value);

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
