import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { honeypotFilled } from "~/lib/form-protection";
import { formErrorResult, type LeadFormActionData } from "~/lib/schemas/shared";
import { enforceRateLimit, FormRequestError, readFormData } from "./form-request.server";

export type GuardedForm =
  | { status: "ok"; formData: FormData }
  /** A bot filled the honeypot: answer as if it worked, write nothing. */
  | { status: "honeypot"; formData: FormData }
  | { status: "refused"; response: Response };

/** The first steps of every lead form action: read with a size limit, honeypot, rate limit. */
export async function guardLeadForm(request: Request, context: AppLoadContext, form: string): Promise<GuardedForm> {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (error instanceof FormRequestError) return { status: "refused", response: replyWith(formErrorResult(error.message), error.status) };
    throw error;
  }
  if (honeypotFilled(formData)) return { status: "honeypot", formData };
  try {
    await enforceRateLimit(request, context, form);
  } catch (error) {
    if (error instanceof FormRequestError) return { status: "refused", response: replyWith(formErrorResult(error.message, formData), error.status) };
    throw error;
  }
  return { status: "ok", formData };
}

export function replyWith(result: SubmissionResult<string[]>, status: number) {
  return json<LeadFormActionData>({ result }, { status });
}
