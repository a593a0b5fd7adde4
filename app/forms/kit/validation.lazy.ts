import { parseWithZod } from "@conform-to/zod/v4";
import type { Checks, ErrorsByField } from "./validation-contract";

/**
 * The browser's form checks, loaded when a visitor first reaches a form: Conform's parser, run
 * with the schema the form brings, the same the server judges with. Pure: a schema and form data
 * in, messages out.
 */
export const checks: Checks = {
  check(schema, formData) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "error") return {};
    const errors: ErrorsByField = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
    return errors;
  },
};
