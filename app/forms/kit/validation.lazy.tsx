import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useLayoutEffect, type FormEvent } from "react";
import type { $ZodType } from "zod/v4/core";
import * as schemas from "~/forms/schemas";
import type { ErrorsByField } from "./use-validated-form";

interface FormEnhancerProps {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  schema: (all: typeof schemas, formData: FormData) => $ZodType | null;
  /** Conform's errors for the form `id`, each time they change. */
  onErrors: (id: string, errors: ErrorsByField) => void;
  /** Conform's submit handler for the form `id`, once it watches the form. */
  onReady: (id: string, submit: (event: FormEvent<HTMLFormElement>) => void) => void;
}

/**
 * Conform watching a form that is already on the page (by its id): it checks on blur, again
 * while typing, and before a post, with the form's zod schema, and reports what it finds to the
 * form (use-validated-form.ts), which shows it. Renders nothing itself. Loaded on demand.
 */
export function FormEnhancer({ id, lastResult, schema, onErrors, onReady }: FormEnhancerProps) {
  const [form] = useForm({
    id,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const chosen = schema(schemas, formData);
      return chosen ? schemas.parseWithZod(formData, { schema: chosen }) : parse(formData, { resolve: (value) => ({ value }) });
    },
  });
  const errors = form.allErrors as ErrorsByField;
  const signature = JSON.stringify(errors);
  useEffect(() => onErrors(id, errors), [signature]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => onReady(id, form.onSubmit), [id, form.onSubmit, onReady]);
  return null;
}
