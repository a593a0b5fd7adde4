import type * as Zod from "zod/mini";
import type { FieldBuilders, ZodBuilders } from "./schema";

/**
 * What every form's definition is made of: one entry per field, from which the form's schema, its
 * database row, the company's mail, the visitor's confirmation, the office's workbook headers and
 * the privacy policy's list are computed.
 *
 * A field's schema is a function of the builders rather than a schema, so that a definition
 * imports no zod: the checks are built where the schema module is loaded (on demand in the
 * browser, and by the action), from the kit it passes in.
 */
export interface SchemaKit<Messages> {
  z: ZodBuilders;
  fields: FieldBuilders;
  messages: Messages;
  /** Today in Stockholm, YYYY-MM-DD: the earliest date a visitor may ask for. */
  today: string;
}

/** A fixed list a value is chosen from: plain values, or values with the labels the company and the visitor read. */
export type ChoiceList = ReadonlyArray<string | { readonly value: string; readonly label: string }>;

/** The checked answers, or a stored row, as the derivations read them. */
export type Answers = Readonly<Record<string, unknown>>;

export interface FieldDefinition<Messages, Column extends string = string> {
  schema: (kit: SchemaKit<Messages>) => Zod.ZodMiniType;
  /** What the company reads: the mail's line and the workbook's column header. */
  label: string;
  /** How the privacy policy names what it holds. Several fields may share a phrase. */
  policy: string;
  /** The column it is stored in: the field's own name unless given. */
  column?: Column;
  /** The fixed list its value is chosen from: the company reads a choice by its label. */
  choices?: ChoiceList;
  /** Told back in the visitor's confirmation: only a choice from a fixed list or a checked date, never typed text. */
  confirmed?: true;
  /** What is stored when it is not the answer as given: `answers` are the checked values. */
  stored?: (value: unknown, answers: Answers) => unknown;
}

/** A column no field fills: what the office's workbook calls it and what the policy says it holds. */
export interface ColumnNotAsked {
  label: string;
  /** `null`: it holds nothing about the visitor. */
  policy: string | null;
}

export type AnyDefinition = Readonly<Record<string, FieldDefinition<never>>>;

/** The zod shape of the named fields, each field's schema as its definition builds it. */
export type ShapeOf<Definition extends AnyDefinition, Name extends keyof Definition = keyof Definition> = {
  [K in Name]: ReturnType<Definition[K]["schema"]>;
};

/** Every column the fields fill, as a type. */
export type ColumnOf<Definition extends AnyDefinition> = {
  [K in keyof Definition & string]: Definition[K] extends { column: infer C extends string } ? C : K;
}[keyof Definition & string];

/** The zod object of the named fields (every field unless named), with its shape as a type. */
export function schemaObject<
  Messages,
  Definition extends Readonly<Record<string, FieldDefinition<Messages>>>,
  Name extends keyof Definition & string = keyof Definition & string,
>(definition: Definition, kit: SchemaKit<Messages>, names: readonly Name[] = Object.keys(definition) as Name[]) {
  const build = (name: Name) => definition[name]!.schema(kit);
  return kit.z.object(Object.fromEntries(names.map((name) => [name, build(name)])) as ShapeOf<Definition, Name>);
}

/** The column a field is stored in. */
export const columnOf = <Definition extends AnyDefinition>(definition: Definition, name: keyof Definition & string): string =>
  definition[name]!.column ?? name;

/**
 * The row's columns the named fields fill: an answer left empty as null, a field's `stored`
 * computing what it holds when that is not the answer as given.
 */
export function rowOf<Definition extends AnyDefinition>(
  definition: Definition,
  answers: Answers,
  names: ReadonlyArray<keyof Definition & string> = Object.keys(definition),
): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => {
      const { stored } = definition[name]!;
      const value = answers[name];
      return [columnOf(definition, name), stored ? stored(value, answers) : value === undefined || value === "" ? null : value];
    }),
  );
}

type NotAskedColumns = Readonly<Record<string, ColumnNotAsked>>;

/** Each filled column's text (several fields may share a column: the first named says it), then the columns no field fills. */
function columnTexts(definition: AnyDefinition, text: "policy" | "label", notAsked: NotAskedColumns, names: readonly string[]) {
  const texts: Record<string, string | null> = {};
  for (const name of names) texts[columnOf(definition, name)] ??= definition[name]![text];
  for (const [column, described] of Object.entries(notAsked)) texts[column] ??= described[text];
  return texts;
}

/** What the privacy policy says each filled column holds, in the order named; several may share a phrase. */
export const policyPhrases = <Definition extends AnyDefinition, NotAsked extends NotAskedColumns = Record<never, ColumnNotAsked>>(
  definition: Definition,
  notAsked?: NotAsked,
  names: ReadonlyArray<keyof Definition & string> = Object.keys(definition),
) =>
  columnTexts(definition, "policy", notAsked ?? {}, names) as Record<ColumnOf<Definition>, string> & {
    [C in keyof NotAsked]: NotAsked[C]["policy"];
  };

/** The office's workbook: each filled column's header, the field's label. */
export const workbookHeaders = <Definition extends AnyDefinition, NotAsked extends NotAskedColumns = Record<never, ColumnNotAsked>>(
  definition: Definition,
  notAsked?: NotAsked,
  names: ReadonlyArray<keyof Definition & string> = Object.keys(definition),
) => columnTexts(definition, "label", notAsked ?? {}, names) as Record<ColumnOf<Definition> | keyof NotAsked, string>;
