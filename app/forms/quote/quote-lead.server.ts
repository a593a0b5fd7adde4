import type { LeadValues } from "~/server/leads/leads.server";
import { visitorConfirmation, type VisitorConfirmation } from "~/server/mail/visitor-mails.server";
import { rowOf, type Answers } from "~/forms/shared/form-definition";
import { confirmationChoices, shown } from "~/forms/shared/form-lead.server";
import { leadNotification, type LeadNotification } from "~/server/mail/lead-notifications.server";
import { company } from "~/shared/company";
import { keyTermsMailText } from "~/content/key-terms";
import {
  columnOf,
  quoteColumnsNotAsked,
  quoteFieldDefinition,
  quoteFieldsInReadingOrder as fieldsOfQuote,
  quoteFields,
} from "./quote-definition";
import type { QuoteValues } from "./schema";

/**
 * What a checked quote becomes: its row in the quotes table, the company's mail, the visitor's
 * confirmation, each computed from the quote form's fields (quote-definition.ts).
 */
export type QuoteRow = LeadValues<"quote">;

/** The row: only the chosen service's details, an answer left empty as null, derived columns computed. */
export function quoteRow(values: QuoteValues): QuoteRow {
  const answers: Answers = values;
  const row: Record<string, unknown> = { source: "offert", ...rowOf(quoteFields, answers, fieldsOfQuote(values.service_type)) };
  for (const [column, derived] of Object.entries(quoteColumnsNotAsked))
    if (derived.service === values.service_type) row[column] = derived.stored(answers);
  // Each column's type is held by its field's schema and, for the one derived column, by its function.
  return row as QuoteRow;
}

/** The e-mail the company gets: every answer in plain Swedish, the add-ons chosen on one line. */
export function quoteNotification(row: QuoteRow): LeadNotification {
  const stored: Answers = row;
  const service = row.service_type;
  const lines: Array<[string, ReturnType<typeof shown>]> = [];
  const groups = new Map<string, string[]>();
  for (const name of fieldsOfQuote(service)) {
    const { label, mailGroup } = quoteFieldDefinition(name);
    const value = stored[columnOf(name)];
    if (!mailGroup) {
      lines.push([label, shown(quoteFieldDefinition(name), value)]);
      continue;
    }
    let group = groups.get(mailGroup);
    if (!group) {
      group = [];
      groups.set(mailGroup, group);
      lines.push([mailGroup, group]);
    }
    if (value === true) group.push(label);
  }
  for (const [column, derived] of Object.entries(quoteColumnsNotAsked))
    if (derived.service === service) lines.push([derived.label, (stored[column] as boolean | undefined) ?? null]);
  return leadNotification(`Ny offertförfrågan (${service}): ${row.namn}`, `${row.namn} vill ha en offert på ${service}.`, lines);
}

/** The visitor's confirmation: the fields marked as told back (fixed lists and the date), never what they typed. */
export function quoteConfirmation(row: QuoteRow, reference: string): VisitorConfirmation {
  const choices = confirmationChoices(quoteFields, row, fieldsOfQuote(row.service_type));
  return visitorConfirmation("quote", reference, choices, keyTermsMailText(company.siteUrl));
}
