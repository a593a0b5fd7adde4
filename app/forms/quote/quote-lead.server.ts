import type { LeadValues } from "~/server/leads/leads.server";
import { dateChoice, listChoice, visitorConfirmation, type VisitorConfirmation } from "~/server/mail/visitor-mails.server";
import { leadNotification, type LeadNotification } from "~/server/mail/lead-notifications.server";
import { company } from "~/shared/company";
import { keyTermsMailText } from "~/content/key-terms";
import { labelOf, type ServiceType } from "./fields";
import { columnOf, quoteColumnsNotAsked, quoteFieldDefinition, quoteFieldNames, type QuoteFieldName } from "./quote-form";
import type { QuoteValues } from "./schema";

/**
 * What a checked quote becomes: its row in the quotes table, the company's mail, the visitor's
 * confirmation, each computed from the quote form's fields (quote-form.ts).
 */
export type QuoteRow = LeadValues<"quote">;
type Answers = Readonly<Record<string, unknown>>;

/** The fields a quote for this service holds, in the order the company reads them: contact first. */
const fieldsOfQuote = (service: ServiceType): QuoteFieldName[] => [
  ...quoteFieldNames(3),
  ...quoteFieldNames(1),
  ...quoteFieldNames(2, service),
];

/** The row: only the chosen service's details, an answer left empty as null, derived columns computed. */
export function quoteRow(values: QuoteValues): QuoteRow {
  const answers: Answers = values;
  const row: Record<string, unknown> = { source: "offert" };
  for (const name of fieldsOfQuote(values.service_type)) {
    const { stored } = quoteFieldDefinition(name);
    const value = answers[name];
    row[columnOf(name)] = stored ? stored(value, answers) : value === undefined || value === "" ? null : value;
  }
  for (const [column, derived] of Object.entries(quoteColumnsNotAsked))
    if (derived.service === values.service_type) row[column] = derived.stored(answers);
  // Each column's type is held by its field's schema and, for the one derived column, by its function.
  return row as QuoteRow;
}

/** How the company reads a stored value: a choice by its label, a list by its labels. */
function shown(name: QuoteFieldName, value: unknown): string | number | boolean | null | readonly string[] {
  const { choices } = quoteFieldDefinition(name);
  if (value === null || value === undefined) return null;
  if (choices && Array.isArray(value)) return value.map((item) => labelOf(choices, String(item)));
  if (choices) return labelOf(choices, String(value));
  return value as string | number | boolean;
}

/** The e-mail the company gets: every answer in plain Swedish, the add-ons chosen on one line. */
export function quoteNotification(row: QuoteRow): LeadNotification {
  const stored: Answers = row;
  const service = row.service_type as ServiceType;
  const lines: Array<[string, ReturnType<typeof shown>]> = [];
  const groups = new Map<string, string[]>();
  for (const name of fieldsOfQuote(service)) {
    const { label, mailGroup } = quoteFieldDefinition(name);
    const value = stored[columnOf(name)];
    if (!mailGroup) lines.push([label, shown(name, value)]);
    else {
      if (!groups.has(mailGroup)) lines.push([mailGroup, (groups.set(mailGroup, []), groups.get(mailGroup)!)]);
      if (value === true) groups.get(mailGroup)!.push(label);
    }
  }
  for (const [column, derived] of Object.entries(quoteColumnsNotAsked))
    if (derived.service === service) lines.push([derived.label, (stored[column] as boolean | undefined) ?? null]);
  return leadNotification(`Ny offertförfrågan (${service}): ${row.namn}`, `${row.namn} vill ha en offert på ${service}.`, lines);
}

/** The visitor's confirmation: the fields marked as told back (fixed lists and the date), never what they typed. */
export function quoteConfirmation(row: QuoteRow, reference: string): VisitorConfirmation {
  const stored: Answers = row;
  const choices = fieldsOfQuote(row.service_type as ServiceType).flatMap((name) => {
    const { confirmed, label, choices: list } = quoteFieldDefinition(name);
    if (!confirmed) return [];
    const value = stored[columnOf(name)];
    const text = typeof value === "string" ? value : null;
    return [list ? listChoice(label, list, text) : dateChoice(label, text)];
  });
  return visitorConfirmation("quote", reference, choices, keyTermsMailText(company.siteUrl));
}
