import { dateChoice, listChoice, type ConfirmationChoice } from "~/server/mail/visitor-mails.server";
import { columnOf, type AnyDefinition, type Answers, type ChoiceList, type FieldDefinition } from "./form-definition";

/**
 * What the company's mail and the visitor's confirmation say of a stored lead, computed from its
 * form's definition (form-definition.ts).
 */

/** A choice's label in its list; a value not in it as it is. */
export function labelOf(list: ChoiceList, value: string): string {
  const entry = list.find((item) => (typeof item === "string" ? item : item.value) === value);
  return entry === undefined ? value : typeof entry === "string" ? entry : entry.label;
}

export type ShownValue = string | number | boolean | null | readonly string[];

/** How the company reads a stored value: a choice by its label, a list by its labels. */
export function shown(field: Pick<FieldDefinition<never>, "choices">, value: unknown): ShownValue {
  const { choices } = field;
  if (value === null || value === undefined) return null;
  if (choices && Array.isArray(value)) return value.map((item) => labelOf(choices, String(item)));
  if (choices) return labelOf(choices, String(value));
  return value as Exclude<ShownValue, null>;
}

/** The company's mail lines of the named fields, read from the stored row, in the order named. */
export function mailLines<Definition extends AnyDefinition>(
  definition: Definition,
  row: Answers,
  names: ReadonlyArray<keyof Definition & string> = Object.keys(definition),
): Array<[string, ShownValue]> {
  return names.map((name) => [definition[name]!.label, shown(definition[name]!, row[columnOf(definition, name)])]);
}

/** The fields marked as told back (a choice by its label, or a checked date), read from the stored row, in the order named. */
export function confirmationChoices<Definition extends AnyDefinition>(
  definition: Definition,
  row: Answers,
  names: ReadonlyArray<keyof Definition & string> = Object.keys(definition),
): ConfirmationChoice[] {
  return names.flatMap((name) => {
    const { confirmed, label, choices } = definition[name]!;
    if (!confirmed) return [];
    const stored = row[columnOf(definition, name)];
    const value = typeof stored === "string" ? stored : null;
    return [choices ? listChoice(label, choices, value) : dateChoice(label, value)];
  });
}
