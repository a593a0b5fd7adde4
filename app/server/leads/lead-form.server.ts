import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import type { $ZodType } from "zod/v4/core";
import { submissionKey, type LeadType } from "./leads.server";
import { honeypotFilled } from "~/shared/form-protection";
import { formErrorResult, type FormReply } from "~/shared/form-result";
import { enforceRateLimit, FormRequestError, readFormData } from "./form-request.server";
import { saveLead, type SaveLeadInput } from "./save-lead.server";
import { errorFields, log, logRejected, refusedFields, type RejectionReason } from "~/server/worker/log.server";

export type GuardedForm =
  | { status: "ok"; formData: FormData }
  /** A bot filled the honeypot: answer as if it worked, write nothing. */
  | { status: "honeypot"; formData: FormData }
  | { status: "refused"; response: ReturnType<typeof replyWith> };

/** The first steps of every lead form action: read with a size limit, honeypot, rate limit. */
export async function guardLeadForm(request: Request, context: AppLoadContext, form: string): Promise<GuardedForm> {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (error instanceof FormRequestError) {
      logRejected(context.requestId, form, rejectionOf(error));
      return { status: "refused", response: replyWith(formErrorResult(error.message), error.status) };
    }
    throw error;
  }
  if (honeypotFilled(formData)) {
    logRejected(context.requestId, form, "honeypot");
    return { status: "honeypot", formData };
  }
  try {
    await enforceRateLimit(request, context, form);
  } catch (error) {
    if (error instanceof FormRequestError) {
      logRejected(context.requestId, form, rejectionOf(error));
      return { status: "refused", response: replyWith(formErrorResult(error.message, formData), error.status) };
    }
    throw error;
  }
  return { status: "ok", formData };
}

export function replyWith(result: SubmissionResult<string[]>, status: number) {
  return data<FormReply>({ result }, { status });
}

interface LeadFormSpec<V, T extends LeadType> {
  /** The form's name: its rate-limit bucket and dedupe prefix. */
  form: string;
  schema: $ZodType<V>;
  /** Where the visitor lands after a success (or a caught bot). */
  successUrl: (formData: FormData) => string;
  /** Shown in the form when the lead cannot be written. */
  failureText: string;
  lead: (values: V, request: Request, context: AppLoadContext) => Omit<SaveLeadInput<T>, "dedupeKey" | "request">;
}

/**
 * Every lead form's action, in the same order: size limit, honeypot, rate limit, zod, then one
 * write (deduplicated) and a redirect, or the form back with its errors and the input kept.
 */
export async function leadFormAction<V, T extends LeadType>({ request, context }: ActionFunctionArgs, spec: LeadFormSpec<V, T>) {
  const guarded = await guardLeadForm(request, context, spec.form);
  if (guarded.status === "refused") return guarded.response;
  const successUrl = spec.successUrl(guarded.formData);
  if (guarded.status === "honeypot") return redirect(successUrl);

  const submission = parseWithZod(guarded.formData, { schema: spec.schema });
  if (submission.status !== "success") {
    logRejected(context.requestId, spec.form, "validation", { fields: refusedFields(submission.error) });
    return replyWith(submission.reply(), 400);
  }
  try {
    await saveLead(context, {
      ...spec.lead(submission.value, request, context),
      request,
      dedupeKey: await submissionKey(spec.form, submission.value),
    });
  } catch (error) {
    log("error", { event: "lead.write_failed", requestId: context.requestId, form: spec.form, ...errorFields(error, { stack: true }) });
    return replyWith(submission.reply({ formErrors: [spec.failureText] }), 503);
  }
  return redirect(successUrl);
}

/** What a refused request was refused for, as the log says it. */
export function rejectionOf(error: FormRequestError): RejectionReason {
  return error.status === 429 ? "rate_limit" : error.status === 413 ? "too_large" : "bad_request";
}
