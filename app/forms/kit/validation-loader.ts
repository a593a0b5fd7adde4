export type Schemas = typeof import("~/forms/schemas");
type FormEnhancerModule = typeof import("./validation.lazy");

let loaded: FormEnhancerModule | undefined;
let loading: Promise<FormEnhancerModule | undefined> | undefined;

/**
 * Loads the browser's form checks, once: Conform and every form's zod schema. No page carries
 * them; they arrive when a visitor reaches a form (focus, touch, an opened dialog), long before
 * the first blur asks for a check. A failed load is tried again next time.
 */
export function loadFormEnhancer(): Promise<FormEnhancerModule | undefined> {
  // The server renders forms as they are; the checks are the browser's.
  if (typeof document === "undefined") return Promise.resolve(undefined);
  loading ??= import("./validation.lazy").then(
    (module) => (loaded = module),
    () => (loading = undefined),
  );
  return loading;
}

/** The checks on their way, if something (an opened dialog) asked for them; undefined otherwise. */
export function requestedFormEnhancer(): Promise<FormEnhancerModule | undefined> | undefined {
  return loading;
}

/** The checks if they have arrived. */
export function loadedFormEnhancer(): FormEnhancerModule | undefined {
  return loaded;
}
