/**
 * Writes app/forms/quote/wizard-fields.ts from the quote form's definition (quote-definition.ts): the
 * part of it the wizard's own code needs in the browser. Run by `npm run build`; a unit test
 * fails when the file in the repository is not what the definition gives.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { wizardFieldsOf } from "../../app/forms/quote/quote-definition";

export const WIZARD_FIELDS_FILE = "app/forms/quote/wizard-fields.ts";

export async function wizardFieldsSource(): Promise<string> {
  const source = `// Written by \`npm run build\` (scripts/build/write-wizard-fields.ts) from quote-definition.ts: edit that.
import type { QuoteFieldName } from "./quote-definition";

/** The quote form's names by step, its list fields, its selects' defaults and its add-ons' labels. */
export const wizardFields = ${JSON.stringify(wizardFieldsOf(), null, 2)} as const satisfies {
  steps: { 1: readonly QuoteFieldName[]; 2: Record<string, readonly QuoteFieldName[]>; 3: readonly QuoteFieldName[] };
  lists: readonly QuoteFieldName[];
  defaults: Partial<Record<QuoteFieldName, string>>;
  addOns: ReadonlyArray<{ value: QuoteFieldName; label: string }>;
};
`;
  return format(source, { ...(await resolveConfig(WIZARD_FIELDS_FILE)), filepath: WIZARD_FIELDS_FILE });
}

if (process.argv[1]?.endsWith("write-wizard-fields.ts")) writeFileSync(WIZARD_FIELDS_FILE, await wizardFieldsSource());
