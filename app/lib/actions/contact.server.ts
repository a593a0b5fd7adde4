import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { errorMessage, submissionKey } from "~/db/leads.server";
import { sentHref } from "~/lib/dialog-url";
import { leadNotification } from "~/lib/notifications";
import { CONTACT_FORM_ANCHOR, contactFailureText, contactSchema, type ContactSource } from "~/lib/schemas/contact";
import { guardLeadForm, replyWith } from "./lead-form.server";
import { saveLead } from "./save-lead.server";

const pagePath: Record<ContactSource, string> = { home: "/", kontakt: "/kontakt" };

/** Home and Kontakt forms: a pending booking with only the contact fields, then Post/Redirect/Get to the thank-you panel. */
export async function contactAction({ request, context }: ActionFunctionArgs, source: ContactSource) {
  const form = `kontakt-${source}`;
  const successUrl = `${sentHref(pagePath[source], source)}#${CONTACT_FORM_ANCHOR}`;
  const guarded = await guardLeadForm(request, context, form);
  if (guarded.status === "refused") return guarded.response;
  if (guarded.status === "honeypot") return redirect(successUrl);

  const submission = parseWithZod(guarded.formData, { schema: contactSchema });
  if (submission.status !== "success") return replyWith(submission.reply(), 400);
  const values = submission.value;
  try {
    await saveLead(context, {
      leadType: "booking",
      values: {
        customer_name: values.name,
        customer_email: values.email,
        customer_phone: values.phone,
        service: values.service,
        notes: values.message,
        status: "pending",
        source,
      },
      dedupeKey: await submissionKey(form, values),
      notification: leadNotification(
        `Ny förfrågan från ${source === "home" ? "startsidan" : "kontaktsidan"}: ${values.name}`,
        `${values.name} har skickat en förfrågan via ${source === "home" ? "startsidans" : "kontaktsidans"} formulär.`,
        [
          ["Namn", values.name],
          ["E-post", values.email],
          ["Telefon", values.phone],
          ["Tjänst", values.service],
          ["Meddelande", values.message],
        ],
      ),
    });
  } catch (error) {
    console.error(`Kontaktformuläret (${source}) kunde inte sparas:`, errorMessage(error));
    return replyWith(submission.reply({ formErrors: [contactFailureText[source]] }), 503);
  }
  return redirect(successUrl);
}
