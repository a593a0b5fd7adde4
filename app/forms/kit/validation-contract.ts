import type { $ZodType, input } from "zod/v4/core";

/**
 * What the form hook, the forms and the lazily loaded checks agree on, and nothing else: the hook
 * imports these types and loads validation.lazy.ts; each form hands it its own lazy schema
 * (lazy-schema.ts); the checks never call back into the hook.
 */

/** A form's own zod schema, in a module of its own that loads when a visitor first reaches the form. */
export interface LazySchema<Schema extends $ZodType = $ZodType> {
  /** Starts loading the schema's module (once; a failed load is tried again next time). */
  load(): Promise<unknown>;
  /**
   * The schema that judges what the form holds now: undefined until its module has loaded, null
   * when nothing needs checking (the wizard's Back).
   */
  pick(formData: FormData): Schema | null | undefined;
}

/** The names of a schema's fields (of every schema, for a form whose steps have different ones). */
export type FieldName<Schema> = Schema extends $ZodType
  ? unknown extends input<Schema>
    ? string
    : Extract<keyof input<Schema>, string>
  : string;

/** Messages by field name; "" holds the form's own. */
export type ErrorsByField = Record<string, string[] | undefined>;

export interface Checks {
  /** The errors `schema` finds in `formData` (empty: all well). */
  check(schema: $ZodType, formData: FormData): ErrorsByField;
}
