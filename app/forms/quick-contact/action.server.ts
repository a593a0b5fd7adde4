import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { thankYouAnchor } from "~/shared/dialogs";
import { leadNotification } from "~/shared/notifications";
import { safeReturnPath } from "~/shared/safe-redirect";
import { QUICK_CONTACT_FAILURE, QUICK_CONTACT_FORM } from "./fields";
import { quickContactSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { visitorConfirmation } from "~/shared/confirmations";
import { rowOf } from "~/forms/shared/form-definition";
import { confirmationChoices, mailLines } from "~/forms/shared/form-lead.server";
import type { LeadValues } from "~/server/leads/leads.server";
import { quickContactFields } from "./quick-contact-definition";

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
    lead: (v) => {
      const row = rowOf(quickContactFields, v);
      return {
        leadType: "booking",
        // Each column's type is held by its field's schema.
        values: { ...(row as Omit<LeadValues<"booking">, "status" | "source">), status: "pending", source: QUICK_CONTACT_FORM },
        notification: leadNotification(
          `Snabbkontakt: ${v.customerName}`,
          `${v.customerName} vill bli kontaktad (snabbkontakt).`,
          mailLines(quickContactFields, row),
        ),
        confirmation: {
          email: v.customerEmail,
          message: (reference) => visitorConfirmation("quick-contact", reference, confirmationChoices(quickContactFields, row)),
        },
      };
    },
  });
}
