import * as schemas from "~/forms/schemas";
import type { Checks, ErrorsByField } from "./validation-contract";

/**
 * The browser's form checks, loaded when a visitor first reaches a form: Conform's parser with
 * every form's zod schema, the same the server judges with. Pure: form data in, messages out.
 */
export const checks: Checks = {
  check(pick, formData) {
    const schema = pick(schemas, formData);
    if (!schema) return {};
    const submission = schemas.parseWithZod(formData, { schema });
    if (submission.status !== "error") return {};
    const errors: ErrorsByField = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
    return errors;
  },
};
