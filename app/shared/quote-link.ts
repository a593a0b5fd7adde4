import type { DialogParamName } from "./dialogs";

/**
 * A link that names a service opens the quote wizard with it chosen: `tjanst` the service, `typ`
 * the kind of cleaning (only with `tjanst=stadning`), on the page (`/offert?tjanst=…`) and in the
 * dialog (`?dialog=offert&tjanst=…`). The URL spells each in ASCII; the form posts the wizard's
 * own values, which these must be, all of them (forms/quote/link-start.ts checks that, since this
 * table is URL knowledge that the edge cache and the content read, and knows no form).
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
} as const satisfies Record<DialogParamName<"offert">, Record<string, string>>;

type Links = typeof QUOTE_LINK_PARAMS;

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
