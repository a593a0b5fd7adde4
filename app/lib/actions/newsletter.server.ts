import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { errorMessage, submissionKey } from "~/db/leads.server";
import { sentHref } from "~/lib/dialog-url";
import { leadNotification } from "~/lib/notifications";
import { safeReturnPath } from "~/lib/safe-redirect";
import { NEWSLETTER_FAILURE, newsletterFormId, newsletterSchema, newsletterSource } from "~/lib/schemas/newsletter";
import { guardLeadForm, replyWith } from "./lead-form.server";
import { saveLead } from "./save-lead.server";

/** Newsletter signup: one row per address; signing up again is a success that writes nothing. */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const guarded = await guardLeadForm(request, context, "nyhetsbrev");
  if (guarded.status === "refused") return guarded.response;
  const formId = newsletterFormId(newsletterSource(guarded.formData.get("source")));
  const successUrl = sentHref(safeReturnPath(guarded.formData.get("returnTo"), "/nyhetsbrev"), formId);
  if (guarded.status === "honeypot") return redirect(successUrl);

  const submission = parseWithZod(guarded.formData, { schema: newsletterSchema });
  if (submission.status !== "success") return replyWith(submission.reply(), 400);
  const { email, source } = submission.value;
  try {
    await saveLead(
      context,
      {
        leadType: "newsletter",
        values: { email, source, ip_address: null, user_agent: request.headers.get("User-Agent")?.slice(0, 500) ?? null },
        dedupeKey: await submissionKey("nyhetsbrev", { email, source }),
        notification: leadNotification(`Ny prenumerant på nyhetsbrevet: ${email}`, "En ny prenumerant har anmält sig till nyhetsbrevet.", [
          ["E-post", email],
          ["Källa", source],
        ]),
        onConflict: "ignore",
      },
    );
  } catch (error) {
    console.error("Prenumerationen kunde inte sparas:", errorMessage(error));
    return replyWith(submission.reply({ formErrors: [NEWSLETTER_FAILURE] }), 503);
  }
  return redirect(successUrl);
}
