import { getFormProps, parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import type { FormEvent } from "react";
import type { $ZodType } from "zod/v4/core";
import { loadedSchemas, loadSchemas, type Schemas } from "./schemas-loader";

/** How long a first submit waits for the schemas before the server judges alone. */
const SCHEMA_WAIT_MS = 3000;

interface ValidatedFormOptions {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The schema that judges what the form holds now; null when nothing needs checking (the wizard's Back). */
  schema: (schemas: Schemas, formData: FormData) => $ZodType | null;
}

/**
 * Conform's useForm as every form here uses it: checked on blur, rechecked while typing, with the
 * same zod schema the action uses. A submit that comes before the schemas waits a moment for
 * them; if they cannot be had, the form posts and the server answers with its errors, so nothing
 * typed is lost either way.
 */
export function useValidatedForm<Values extends Record<string, unknown>>({ id, lastResult, schema }: ValidatedFormOptions) {
  const [form, fields] = useForm<Values>({
    id,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }): Submission<Values> {
      const schemas = loadedSchemas();
      if (!schemas) return parse(formData, { resolve: () => ({ error: null }) }) as Submission<Values>;
      const chosen = schema(schemas, formData);
      if (!chosen) return parse(formData, { resolve: (value) => ({ value: value as Values }) });
      return schemas.parseWithZod(formData, { schema: chosen }) as Submission<Values>;
    },
  });
  const { onSubmit: validateAndSubmit, ...props } = getFormProps(form);
  const formProps = {
    ...props,
    onFocus: () => void loadSchemas(),
    onPointerDown: () => void loadSchemas(),
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const element = event.currentTarget;
      if (!loadedSchemas() && !schemasUnavailable.has(element)) {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const timeout = new Promise((resolve) => setTimeout(resolve, SCHEMA_WAIT_MS));
        void Promise.race([loadSchemas(), timeout]).then(() => {
          if (!loadedSchemas()) schemasUnavailable.add(element);
          element.requestSubmit(submitter);
        });
        return;
      }
      validateAndSubmit(event);
    },
  };
  return [form, fields, formProps] as const;
}

/** Forms whose submit waited in vain for the schemas: the next submit goes to the server at once. */
const schemasUnavailable = new WeakSet<HTMLFormElement>();
