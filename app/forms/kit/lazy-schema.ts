import type { $ZodType } from "zod/v4/core";
import { once } from "./once";
import type { LazySchema } from "./validation-contract";

/**
 * A form's own schema for the browser's checks, from its own module: no page carries it, and the
 * kit never names a form. `pick` chooses the schema for what the form holds now (the wizard's
 * step), or null when nothing needs checking. Made once per form, at module level.
 */
export function lazySchema<Module, Schema extends $ZodType>(
  load: () => Promise<Module>,
  pick: (module: Module, formData: FormData) => Schema | null,
): LazySchema<Schema> {
  const module = once(load);
  return {
    load: () => module.get(),
    pick(formData) {
      const loaded = module.value();
      return loaded === undefined ? undefined : pick(loaded, formData);
    },
  };
}
