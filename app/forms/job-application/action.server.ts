import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { removeCv, storeCv, type StoredCv } from "~/server/leads/cv-storage.server";
import { submissionKey } from "~/server/leads/leads.server";
import { sentHref } from "~/shared/sent-url";
import { honeypotFilled } from "~/shared/form-protection";
import { stockholmToday } from "~/shared/dates";
import { cvAttachmentName, leadNotification, NO_CV } from "~/server/mail/lead-notifications.server";
import { cvMessages, cvProblem, JOB_FAILURE, JOB_FORM, JOB_FORM_ANCHOR, JOB_REQUEST_MAX_BYTES, startsLikePdf } from "./fields";
import { visitorConfirmation } from "~/server/mail/visitor-mails.server";
import { rowOf } from "~/forms/shared/form-definition";
import { confirmationChoices, mailLines } from "~/forms/shared/form-lead.server";
import type { LeadValues } from "~/server/leads/leads.server";
import { jobApplicationFields, type jobApplicationColumnsNotAsked } from "./job-application-definition";
import { jobApplicationSchema } from "./schema";
import { formErrorResult } from "~/shared/form-result";
import { enforceRateLimit, FormRequestError, readFormData } from "~/server/leads/form-request.server";
import { rejectionOf, replyWith } from "~/server/leads/lead-form.server";
import { saveLead } from "~/server/leads/save-lead.server";
import { errorFields, log, logRejected, refusedFields } from "~/server/worker/log.server";

const SUCCESS_URL = sentHref("/jobba-hos-oss", JOB_FORM, JOB_FORM_ANCHOR);

/**
 * A job application with an optional CV. The request size is checked before the body is read and
 * while it streams; the CV must be a .pdf that starts with %PDF- and is at most 5 MB. The file goes
 * to R2 first, the row is written only after that, and the file is removed if the row fails.
 */
export async function jobApplicationAction({ request, context }: ActionFunctionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request, JOB_REQUEST_MAX_BYTES);
  } catch (error) {
    if (error instanceof FormRequestError) {
      logRejected(context.requestId, JOB_FORM, rejectionOf(error));
      // Too large is the CV: said at the CV field, with everything else as the visitor filled it.
      if (error.status === 413 && error.fieldsBeforeLimit) {
        const submission = parseWithZod(error.fieldsBeforeLimit, { schema: jobApplicationSchema });
        return replyWith(submission.reply({ fieldErrors: { cv: [cvMessages.tooLarge] }, hideFields: ["cv"] }), 413);
      }
      return replyWith(formErrorResult(error.status === 413 ? cvMessages.tooLarge : error.message), error.status);
    }
    throw error;
  }
  if (honeypotFilled(formData)) {
    logRejected(context.requestId, JOB_FORM, "honeypot");
    return redirect(SUCCESS_URL);
  }
  try {
    await enforceRateLimit(request, context, JOB_FORM);
  } catch (error) {
    if (error instanceof FormRequestError) {
      logRejected(context.requestId, JOB_FORM, rejectionOf(error));
      return replyWith(formErrorResult(error.message, formData), error.status);
    }
    throw error;
  }

  const submission = parseWithZod(formData, { schema: jobApplicationSchema });
  const file = formData.get("cv");
  const upload = file instanceof File && file.size > 0 ? file : null;
  let bytes: ArrayBuffer | null = null;
  let cvError: string | null = upload ? cvProblem(upload) : null;
  if (upload && !cvError) {
    bytes = await upload.arrayBuffer();
    if (!startsLikePdf(new Uint8Array(bytes, 0, Math.min(5, bytes.byteLength)))) cvError = cvMessages.notPdf;
  }
  if (submission.status !== "success" || cvError) {
    const reply = submission.reply({ ...(cvError ? { fieldErrors: { cv: [cvError] } } : {}), hideFields: ["cv"] });
    logRejected(context.requestId, JOB_FORM, "validation", {
      fields: refusedFields({ ...(submission.status === "error" ? submission.error : {}), ...(cvError ? { cv: [cvError] } : {}) }),
    });
    return replyWith(reply, cvError === cvMessages.tooLarge ? 413 : 400);
  }

  const values = submission.value;
  const row = rowOf(jobApplicationFields, values);
  const fingerprint = bytes ? await sha256(bytes) : null;
  let cv: StoredCv | null = null;
  try {
    if (upload && bytes) cv = await storeCv(context.env.CV_BUCKET, bytes, upload.name);
  } catch (error) {
    log("error", { event: "cv.store_failed", requestId: context.requestId, ...errorFields(error, { stack: true }) });
    return replyWith(formErrorResult(JOB_FAILURE, formData), 503);
  }

  try {
    const result = await saveLead(context, {
      request,
      leadType: "job_application",
      values: {
        // Each column's type is held by its field's schema.
        ...(row as Omit<LeadValues<"job_application">, keyof typeof jobApplicationColumnsNotAsked>),
        cv_key: cv?.key ?? null,
        cv_file_name: cv?.fileName ?? null,
        cv_size: cv?.size ?? null,
        cv_content_type: cv?.contentType ?? null,
      } satisfies Record<keyof typeof jobApplicationColumnsNotAsked, unknown>,
      dedupeKey: await submissionKey(JOB_FORM, { ...values, cv: fingerprint }),
      notification: {
        ...leadNotification(
          `Ny jobbansökan: ${values.name} (${values.position})`,
          `${values.name} söker jobb som ${values.position.toLowerCase()} via webbplatsen.`,
          [
            ...mailLines(jobApplicationFields, row),
            // With a CV, the outbox writes its line when it sends: attached, or gone from R2 by then.
            ...(cv ? [] : [["CV", NO_CV] as const]),
          ],
        ),
        ...(cv ? { attachment: { key: cv.key, fileName: cvAttachmentName(values.name, stockholmToday()) } } : {}),
      },
      confirmation: {
        email: values.email,
        message: (reference) => visitorConfirmation("job-application", reference, confirmationChoices(jobApplicationFields, row)),
      },
    });
    // A resubmission keeps the first application's file; this request's copy is not needed.
    if (result.status === "duplicate" && cv) await removeCv(context.env.CV_BUCKET, cv.key);
  } catch (error) {
    log("error", { event: "lead.write_failed", requestId: context.requestId, form: JOB_FORM, ...errorFields(error, { stack: true }) });
    if (cv) await removeCv(context.env.CV_BUCKET, cv.key);
    return replyWith(formErrorResult(JOB_FAILURE, formData), 503);
  }
  return redirect(SUCCESS_URL);
}

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
