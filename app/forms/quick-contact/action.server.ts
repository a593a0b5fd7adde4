import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { thankYouAnchor } from "~/shared/dialogs";
import { safeReturnPath } from "~/shared/safe-redirect";
import { QUICK_CONTACT_FAILURE, QUICK_CONTACT_FORM } from "./fields";
import { quickContactSchema } from "./schema";
import { bookingLead } from "~/forms/shared/booking-lead.server";
import { leadFormAction } from "~/server/leads/lead-form.server";
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
    lead: (v) =>
      bookingLead(quickContactFields, v, {
        source: QUICK_CONTACT_FORM,
        subject: `Snabbkontakt: ${v.customerName}`,
        intro: `${v.customerName} vill bli kontaktad (snabbkontakt).`,
        email: v.customerEmail,
        kind: "quick-contact",
      }),
  });
}
