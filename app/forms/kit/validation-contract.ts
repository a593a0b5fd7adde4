import type { $ZodType } from "zod/v4/core";

/**
 * What the form hook and its lazily loaded checks agree on, and nothing else: the hook imports
 * these types and loads validation.lazy.ts; the checks never call back into the hook.
 */
export type Schemas = typeof import("~/forms/schemas");

/** The schema that judges what the form holds now; null when nothing needs checking (the wizard's Back). */
export type SchemaPicker = (schemas: Schemas, formData: FormData) => $ZodType | null;

/** Messages by field name; "" holds the form's own. */
export type ErrorsByField = Record<string, string[] | undefined>;

export interface Checks {
  /** The errors the form's schema finds in `formData` (empty: all well). */
  check(pick: SchemaPicker, formData: FormData): ErrorsByField;
}
