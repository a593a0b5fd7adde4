import type { SubmissionResult } from "@conform-to/react";

/**
 * What a form's action answers when it does not redirect, in Conform's shape: the messages by
 * field ("" for the form's own) and the visitor's input, so the form shows it again as it was.
 */
export type FormResult = SubmissionResult<string[]>;

/** A form action's answer when it does not redirect. */
export interface FormReply {
  result: FormResult;
}

/** The text fields of a post, as Conform's `initialValue`: one string, or a list for a field sent several times. */
export function submittedValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    const texts = formData.getAll(name).filter((value): value is string => typeof value === "string");
    if (texts.length) values[name] = texts.length === 1 ? texts[0]! : texts;
  }
  return values;
}

/** A refused request (too large, rate limited) answered before parsing: the message as a form error, the input kept. */
export function formErrorResult(message: string, formData?: FormData): FormResult {
  return { status: "error", initialValue: formData ? submittedValues(formData) : {}, error: { "": [message] } };
}

/** A string the visitor sent, read back from a result (e.g. the hidden returnTo after a failed post). */
export function initialString(result: FormResult | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
