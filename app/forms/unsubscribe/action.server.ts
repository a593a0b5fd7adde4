import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { requestUnsubscribeLink } from "~/server/leads/newsletter-unsubscribe.server";
import { enforceRateLimit, FormRequestError, readFormData } from "~/server/leads/form-request.server";
import { errorFields, log } from "~/server/worker/log.server";
import { honeypotFilled } from "~/shared/form-protection";
import type { FormReply } from "~/shared/form-result";
import { UNSUBSCRIBE_DONE_URL, UNSUBSCRIBE_FAILURE } from "./messages";
import { unsubscribeSchema } from "./schema";

/**
 * Honeypot, rate limit, validation, then a link mailed to the address if it is listed: typing an
 * address removes nothing. The same answer whether or not the address was listed.
 */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
    if (honeypotFilled(formData)) return redirect(UNSUBSCRIBE_DONE_URL);
    await enforceRateLimit(request, context, "avregistrera");
  } catch (error) {
    if (error instanceof FormRequestError)
      return data<FormReply>({ result: { status: "error", error: { "": [error.message] } } }, { status: error.status });
    throw error;
  }
  const submission = parseWithZod(formData, { schema: unsubscribeSchema });
  if (submission.status !== "success") return data<FormReply>({ result: submission.reply() }, { status: 400 });
  try {
    await requestUnsubscribeLink(context, request, submission.value.email);
  } catch (error) {
    log("error", { event: "newsletter.unsubscribe_failed", requestId: context.requestId, ...errorFields(error, { stack: true }) });
    return data<FormReply>({ result: submission.reply({ formErrors: [UNSUBSCRIBE_FAILURE] }) }, { status: 503 });
  }
  return redirect(UNSUBSCRIBE_DONE_URL);
}
