import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { thankYouAnchor } from "~/shared/dialogs";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { safeReturnPath } from "~/shared/safe-redirect";
import { QUICK_CONTACT_FAILURE, QUICK_CONTACT_FORM } from "./fields";
import { quickContactSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { listChoice, visitorConfirmation } from "~/server/mail/visitor-mails.server";
import { bookingServices } from "~/forms/shared/fields";

/** The floating contact widget: a pending booking with the contact fields. */
export function quickContactAction(args: ActionFunctionArgs) {
  return leadFormAction(args, {
    form: QUICK_CONTACT_FORM,
    schema: quickContactSchema,
    successUrl: (formData) => {
      const back = safeReturnPath(formData.get("returnTo"), "/snabbkontakt");
      return sentHref(back, QUICK_CONTACT_FORM, thankYouAnchor(back, MAIN_ANCHOR));
    },
    failureText: QUICK_CONTACT_FAILURE,
    lead: (v) => ({
      leadType: "booking",
      values: {
        customer_name: v.customerName,
        customer_email: v.customerEmail,
        customer_phone: v.customerPhone,
        service: v.service,
        notes: v.notes || null,
        status: "pending",
        source: QUICK_CONTACT_FORM,
      },
      notification: leadNotification(`Snabbkontakt: ${v.customerName}`, `${v.customerName} vill bli kontaktad (snabbkontakt).`, [
        ["Namn", v.customerName],
        ["E-post", v.customerEmail],
        ["Telefon", v.customerPhone],
        ["Tjänst", v.service],
        ["Meddelande", v.notes],
      ]),
      confirmation: {
        email: v.customerEmail,
        message: (reference) => visitorConfirmation("quick-contact", reference, [listChoice("Tjänst", bookingServices, v.service)]),
      },
    }),
  });
}
