import {
  columnOf as formColumnOf,
  policyPhrases,
  workbookHeaders,
  type ColumnOf,
  type Answers,
  type FieldDefinition,
  type SchemaKit as FormSchemaKit,
} from "~/forms/shared/form-definition";
import type { quoteMessages } from "~/forms/shared/messages";
import type { integer, SQLiteColumnBuilderBase, text } from "drizzle-orm/sqlite-core";
import {
  balconyTypes,
  choiceValues,
  cleaningFrequencies,
  cleaningTypes,
  elevatorOptions,
  furnitureAmounts,
  moveTypes,
  parkingDistances,
  propertySizes,
  serviceTypes,
  storageAreas,
  subscriptionDurations,
  type Choice,
  type CleaningType,
  type QuoteStep,
  type ServiceType,
} from "./fields";

/**
 * The quote form, one entry per field: everything else about a field is computed from its entry
 * (the fields a post may carry and on which step, the steps' schemas, the database row, the
 * company's mail, the workbook's columns and the privacy policy's list).
 *
 * Each entry is a field definition as every form's (form-definition.ts), with the step that asks it
 * and what the wizard and the company's mail need besides.
 */
export type SchemaKit = FormSchemaKit<typeof quoteMessages>;

/** The column builders a field's column is declared with, handed in by the database schema. */
export interface ColumnKit {
  text: typeof text;
  integer: typeof integer;
}

/** Which step asks the field, and on step 2 for which service ("both": each service's details). */
type Asked = { step: 1 | 3 } | { step: 2; service: ServiceType | "both" };

interface QuoteFieldDefinition extends FieldDefinition<typeof quoteMessages> {
  asked: Asked;
  /**
   * Its column in the quotes table, named by the field: the quotes table is the quote form's alone,
   * so its columns are declared here (server/db/schema.ts builds the table from them). A field only
   * one service asks is nullable, as the other service's rows leave it empty.
   */
  columnType: (columns: ColumnKit) => SQLiteColumnBuilderBase;
  /** What a select shows, and what is stored, when the visitor leaves it alone. */
  default?: string;
  /** Several values (checkboxes that share the name). */
  list?: true;
  /** An add-on: the company's mail lists those chosen on one line, under this label. */
  mailGroup?: string;
}

const onStep = <S extends 1 | 3>(step: S) => ({ step });
const details = <S extends ServiceType | "both">(service: S) => ({ step: 2 as const, service });
const MOVING = details("flytthjälp");
const CLEANING = details("städning");

const ADDRESSES = "adresserna";
const SIZE = "bostadens storlek";
const SPACES = "utrymmen som förråd och balkong";
const FLOOR = "våning";
const ELEVATOR = "om det finns hiss";
const PARKING = "avståndet till parkering";
const ADD_ONS = "tilläggstjänster";
const HEAVY = "piano och tunga föremål";
const WINDOWS = "fönster";
const SUBSCRIPTION = "städabonnemang";

/** A required choice among `list`, refused with `message`; its label is what the company reads. */
const pick = <T extends string>(list: ReadonlyArray<Choice<T>>, message: (m: SchemaKit["messages"]) => string) => ({
  schema: ({ z, messages }: SchemaKit) => z.enum(choiceValues(list), { error: message(messages) }),
  choices: list,
  columnType: ({ text }: ColumnKit) => text().$type<T>(),
});
/** A choice among `list` that may be left out. */
const optionalPick = <T extends string>(list: ReadonlyArray<Choice<T>>, message?: (m: SchemaKit["messages"]) => string) => ({
  schema: ({ z, messages }: SchemaKit) => z.optional(z.enum(choiceValues(list), message ? { error: message(messages) } : undefined)),
  choices: list,
  columnType: ({ text }: ColumnKit) => text().$type<T>(),
});
/** A select that shows, and stores, `fallback` when the visitor leaves it alone. */
const select = <T extends string>(list: ReadonlyArray<Choice<T>>, fallback: NoInfer<T>) => ({
  schema: ({ z }: SchemaKit) => z._default(z.enum(choiceValues(list)), fallback),
  choices: list,
  default: fallback,
  columnType: ({ text }: ColumnKit) => text().$type<T>().notNull().default(fallback),
});
const nullableText = ({ text }: ColumnKit) => text();
const requiredText = ({ text }: ColumnKit) => text().notNull();
/** A checkbox: unticked is false. */
const flag = {
  schema: ({ z }: SchemaKit) => z._default(z.boolean(), false),
  columnType: ({ integer }: ColumnKit) => integer({ mode: "boolean" }).notNull().default(false),
};
/** A count that is 0 when left empty. */
const count = (invalid: (m: SchemaKit["messages"]) => string, max?: number) => ({
  schema: ({ z, fields, messages }: SchemaKit) => z._default(fields.wholeNumber(invalid(messages), 0, max), 0),
  columnType: ({ integer }: ColumnKit) => integer().notNull().default(0),
});
/** A whole number from `min` that may be left out. */
const optionalNumber = (invalid: (m: SchemaKit["messages"]) => string, min: number) => ({
  schema: ({ z, fields, messages }: SchemaKit) => z.optional(fields.wholeNumber(invalid(messages), min)),
  columnType: ({ integer }: ColumnKit) => integer(),
});
/** An address one service asks for. */
const address = (missing: (m: SchemaKit["messages"]) => string) => ({
  schema: ({ fields, messages }: SchemaKit) => fields.requiredText(missing(messages), 300),
  columnType: nullableText,
});

const windowsOnly = (answers: Answers) => answers.cleaning_type === ("fönsterputsning" satisfies CleaningType);
const regular = (answers: Answers) => answers.cleaning_type === ("regelbunden" satisfies CleaningType);
const WINDOW_SIZES = ["window_size_large", "window_size_medium", "window_size_small"] as const;
/** Counted by size only when windows are all the visitor asks for. */
const windowSize = {
  asked: CLEANING,
  ...count((m) => m.windowSizeInvalid),
  policy: WINDOWS,
  stored: (value: unknown, answers: Answers) => (windowsOnly(answers) ? value : 0),
} as const;
/** A subscription's terms are kept only for regular cleaning. */
const onlyForRegular = (value: unknown, answers: Answers) => (regular(answers) ? (value ?? null) : null);

const addOn = (label: string, policy: string) =>
  ({ asked: MOVING, ...flag, label, policy, mailGroup: "Tillval" }) satisfies QuoteFieldDefinition;

export const quoteFields = {
  service_type: {
    asked: onStep(1),
    ...pick(serviceTypes, (m) => m.serviceRequired),
    columnType: ({ text }) => text().$type<ServiceType>().notNull(),
    label: "Tjänst",
    policy: "vald tjänst",
    confirmed: true,
  },
  move_type: {
    asked: MOVING,
    ...pick(moveTypes, (m) => m.moveTypeRequired),
    label: "Typ av flytt",
    policy: "typ av flytt",
    confirmed: true,
  },
  property_size: { asked: MOVING, ...optionalPick(propertySizes), label: "Bostadens storlek", policy: SIZE, confirmed: true },
  living_area: {
    asked: MOVING,
    ...optionalNumber((m) => m.areaInvalid, 1),
    label: "Boyta (m²)",
    policy: SIZE,
  },
  from_address: {
    asked: MOVING,
    ...address((m) => m.fromRequired),
    label: "Från adress",
    policy: ADDRESSES,
  },
  from_floor: { asked: MOVING, ...count((m) => m.floorInvalid, 99), label: "Våning (från)", policy: FLOOR },
  from_elevator: {
    asked: MOVING,
    ...select(elevatorOptions, "no"),
    label: "Hiss (från)",
    policy: ELEVATOR,
  },
  from_parking_distance: {
    asked: MOVING,
    ...select(parkingDistances, "0-25m"),
    label: "Avstånd till parkering (från)",
    policy: PARKING,
  },
  to_address: {
    asked: MOVING,
    ...address((m) => m.toRequired),
    label: "Till adress",
    policy: ADDRESSES,
  },
  to_floor: { asked: MOVING, ...count((m) => m.floorInvalid, 99), label: "Våning (till)", policy: FLOOR },
  to_elevator: {
    asked: MOVING,
    ...select(elevatorOptions, "no"),
    label: "Hiss (till)",
    policy: ELEVATOR,
  },
  to_parking_distance: {
    asked: MOVING,
    ...select(parkingDistances, "0-25m"),
    label: "Avstånd till parkering (till)",
    policy: PARKING,
  },
  furniture_amount: {
    asked: MOVING,
    ...select(furnitureAmounts, "normal"),
    label: "Mängd möbler",
    policy: "mängden möbler",
  },
  balcony_type: {
    asked: MOVING,
    ...select(balconyTypes, "none"),
    label: "Balkong",
    policy: SPACES,
  },
  has_storage: { asked: MOVING, ...flag, label: "Förråd", policy: SPACES },
  storage_areas: {
    asked: MOVING,
    schema: ({ z }) => z._default(z.array(z.enum(choiceValues(storageAreas))).check(z.maxLength(storageAreas.length)), []),
    columnType: ({ text }) => text({ mode: "json" }).$type<string[]>(),
    label: "Förrådsutrymmen",
    policy: SPACES,
    choices: storageAreas,
    list: true,
  },
  need_assembly: addOn("Montering av möbler", ADD_ONS),
  need_disassembly: addOn("Demontering av möbler", ADD_ONS),
  has_piano: addOn("Piano eller flygel", HEAVY),
  need_storage: addOn("Magasinering", ADD_ONS),
  need_recycling: addOn("Bortforsling och återvinning", ADD_ONS),
  has_heavy_items: addOn("Tunga föremål (kassaskåp, gymutrustning)", HEAVY),
  need_boxes: addOn("Flyttkartonger", ADD_ONS),
  add_cleaning_service: addOn("Flyttstädning", ADD_ONS),
  cleaning_type: {
    asked: CLEANING,
    ...pick(cleaningTypes, (m) => m.cleaningTypeRequired),
    label: "Typ av städning",
    policy: "typ av städning",
    confirmed: true,
  },
  cleaning_address: {
    asked: CLEANING,
    ...address((m) => m.cleaningAddressRequired),
    label: "Städadress",
    policy: ADDRESSES,
  },
  square_meters: {
    asked: CLEANING,
    ...optionalNumber((m) => m.squareMetersRequired, 1),
    label: "Yta (m²)",
    policy: SIZE,
  },
  number_of_rooms: {
    asked: CLEANING,
    ...optionalNumber((m) => m.roomsInvalid, 1),
    label: "Antal rum",
    policy: SIZE,
  },
  include_windows: {
    asked: CLEANING,
    ...flag,
    label: "Fönsterputs",
    policy: WINDOWS,
    stored: (value, answers) => windowsOnly(answers) || value === true,
  },
  window_count: {
    asked: CLEANING,
    ...optionalNumber((m) => m.windowCountRequired, 1),
    label: "Antal fönster",
    policy: WINDOWS,
    // Windows only: the sizes' sum; otherwise the count given with window cleaning as an add-on.
    stored: (value, answers) =>
      windowsOnly(answers)
        ? WINDOW_SIZES.reduce((sum, size) => sum + Number(answers[size] ?? 0), 0)
        : answers.include_windows === true
          ? (value ?? null)
          : null,
  },
  window_size_large: { ...windowSize, label: "Stora fönster" },
  window_size_medium: { ...windowSize, label: "Mellanstora fönster" },
  window_size_small: { ...windowSize, label: "Små fönster" },
  cleaning_frequency: {
    asked: CLEANING,
    ...optionalPick(cleaningFrequencies, (m) => m.frequencyRequired),
    label: "Hur ofta",
    policy: SUBSCRIPTION,
    stored: onlyForRegular,
  },
  subscription_duration: {
    asked: CLEANING,
    ...optionalPick(subscriptionDurations, (m) => m.durationRequired),
    label: "Abonnemangets längd",
    policy: SUBSCRIPTION,
    stored: onlyForRegular,
  },
  preferred_date: {
    asked: details("both"),
    schema: ({ z, fields, messages, today }) => z.optional(fields.notPastDate(today, messages, { trim: true })),
    columnType: nullableText,
    label: "Önskat datum",
    policy: "önskat datum",
    confirmed: true,
  },
  namn: {
    asked: onStep(3),
    schema: ({ fields, messages }) => fields.requiredText(messages.nameRequired),
    columnType: requiredText,
    label: "Namn",
    policy: "namn",
  },
  epost: { asked: onStep(3), schema: ({ fields }) => fields.emailField(), columnType: requiredText, label: "E-post", policy: "e-post" },
  telefon: { asked: onStep(3), schema: ({ fields }) => fields.phoneField(), columnType: requiredText, label: "Telefon", policy: "telefon" },
  message: {
    asked: onStep(3),
    schema: ({ fields }) => fields.optionalMultiLineText(4000),
    columnType: nullableText,
    label: "Meddelande",
    policy: "ditt meddelande",
  },
} as const satisfies Record<string, QuoteFieldDefinition>;

export type QuoteFields = typeof quoteFields;
export type QuoteFieldName = keyof QuoteFields;

/** Columns no field fills by itself, with how they are filled from the checked answers. */
export const quoteColumnsNotAsked = {
  subscription_cleaning: {
    label: "Abonnemang",
    policy: SUBSCRIPTION,
    service: "städning",
    stored: (answers: Answers) => regular(answers),
    columnType: flag.columnType,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    policy: string;
    service: ServiceType;
    stored: (answers: Answers) => unknown;
    columnType: QuoteFieldDefinition["columnType"];
  }
>;

/** Every column the quote form fills: the quotes table's own are its id, its source and when it came. */
export type QuoteColumn = ColumnOf<QuoteFields> | keyof typeof quoteColumnsNotAsked;

/** The quote form's columns, built with the database schema's column builders. */
export function quoteColumns(columns: ColumnKit) {
  const all = { ...quoteFields, ...quoteColumnsNotAsked };
  return Object.fromEntries(Object.entries(all).map(([name, field]) => [name, field.columnType(columns)])) as {
    [K in keyof typeof all]: ReturnType<(typeof all)[K]["columnType"]>;
  };
}

type Definition = QuoteFieldDefinition;
const definitions = Object.entries(quoteFields) as ReadonlyArray<[QuoteFieldName, Definition]>;

/** The fields a step asks; step 2's for one service, or for either when none is given. */
export function quoteFieldNames(step: QuoteStep, service?: ServiceType): QuoteFieldName[] {
  return definitions
    .filter(
      ([, { asked }]) => asked.step === step && (asked.step !== 2 || !service || asked.service === "both" || asked.service === service),
    )
    .map(([name]) => name);
}

/** The fields in the order the company reads them (contact first, then the service and its details), for one service or both. */
export const quoteFieldsInReadingOrder = (service?: ServiceType): QuoteFieldName[] =>
  ([3, 1, 2] as const).flatMap((step) => quoteFieldNames(step, service));

/**
 * What the wizard's own code needs of the form, and nothing else: the names each step asks, the
 * fields that take a list, the selects' defaults and the add-ons' labels. The browser would
 * otherwise load every field's checks, company labels and policy phrases with the page (about 1 KB
 * compressed over the page's budget), so `npm run build` writes this into wizard-fields.ts, and a
 * unit test fails when that file is not what this returns.
 */
export function wizardFieldsOf() {
  return {
    steps: {
      1: quoteFieldNames(1),
      2: { flytthjälp: quoteFieldNames(2, "flytthjälp"), städning: quoteFieldNames(2, "städning") },
      3: quoteFieldNames(3),
    },
    lists: definitions.filter(([, d]) => d.list).map(([name]) => name),
    defaults: Object.fromEntries(definitions.flatMap(([name, d]) => (d.default === undefined ? [] : [[name, d.default]]))),
    addOns: definitions.flatMap(([value, { label, mailGroup }]) => (mailGroup === undefined ? [] : [{ value, label }])),
  };
}

/** The definition of a field, for the code that derives from all of them alike. */
export const quoteFieldDefinition = (name: QuoteFieldName): Definition => quoteFields[name];

/** The column a field is stored in. */
export const columnOf = (name: QuoteFieldName) => formColumnOf(quoteFields, name) as QuoteColumn;

/** What the privacy policy says each filled column holds, in reading order; several may share a phrase. */
export const quotePolicyPhrases = () => policyPhrases(quoteFields, quoteColumnsNotAsked, quoteFieldsInReadingOrder());

/** The office's workbook: each filled column's header, the field's label. */
export const quoteWorkbookHeaders = () => workbookHeaders(quoteFields, quoteColumnsNotAsked, quoteFieldsInReadingOrder());
