import type { QuoteStep } from "./fields";
import { wizardFields } from "./wizard-fields";

/** What the visitor has answered so far, as posted: one string per field, a list for multi-choice fields. */
export type QuoteAnswers = Record<string, string | string[]>;

export const WIZARD_INTENTS = ["next", "back", "submit"] as const;
export type WizardIntent = (typeof WIZARD_INTENTS)[number];

const { steps, lists } = wizardFields;
/** Every field a post may carry. */
const allQuoteFields = new Set<string>([...steps[1], ...steps[2].flytthjälp, ...steps[2].städning, ...steps[3]]);
const listFields = new Set<string>(lists);

/** The answers in a posted form: only fields the wizard knows, at most 20 values each, at most 2 000 characters a value. */
export function answersFromForm(form: FormData): QuoteAnswers {
  const answers: QuoteAnswers = {};
  for (const name of allQuoteFields) {
    const list = form
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .slice(0, 20)
      .map((value) => value.slice(0, 2000));
    if (list.length === 0) continue;
    answers[name] = listFields.has(name) ? list : list[0]!;
  }
  return answers;
}

/** The step the visitor posted from, or null when the form was tampered with. */
export function parseStep(value: FormDataEntryValue | null): QuoteStep | null {
  return value === "1" || value === "2" || value === "3" ? (Number(value) as QuoteStep) : null;
}

export function parseIntent(value: FormDataEntryValue | null): WizardIntent | null {
  return (WIZARD_INTENTS as readonly string[]).includes(String(value)) ? (value as WizardIntent) : null;
}
