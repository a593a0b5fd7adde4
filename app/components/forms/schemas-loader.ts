export type Schemas = typeof import("~/lib/schemas");

let schemas: Schemas | undefined;
let loading: Promise<Schemas | undefined> | undefined;

/**
 * Loads every form's zod schema, once. Pages do not carry the schemas: they arrive when a visitor
 * reaches a form (focus, touch, an opened dialog), long before the first blur asks for a check.
 * A failed load is tried again next time.
 */
export function loadSchemas(): Promise<Schemas | undefined> {
  loading ??= import("~/lib/schemas").then(
    (module) => (schemas = module),
    () => (loading = undefined),
  );
  return loading;
}

/** The schemas if they have arrived. */
export function loadedSchemas(): Schemas | undefined {
  return schemas;
}
