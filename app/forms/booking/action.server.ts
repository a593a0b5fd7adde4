import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { openDialogName, thankYouAnchor } from "~/shared/dialogs";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { leadNotification } from "~/shared/notifications";
import { safeReturnPath, SITE_BASE } from "~/shared/safe-redirect";
import { stockholmToday } from "~/shared/dates";
import { BOOKING_FAILURE, BOOKING_FORM, BOOKING_FORM_ANCHOR } from "./fields";
import { createBookingSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { visitorConfirmation } from "~/shared/confirmations";
import { rowOf } from "~/forms/shared/form-definition";
import { confirmationChoices, mailLines } from "~/forms/shared/form-lead.server";
import type { LeadValues } from "~/server/leads/leads.server";
import { bookingFields } from "./booking-definition";
import { keyTermsMailText } from "~/content/key-terms";
import { company } from "~/shared/company";

/** The /boka page shows its thank-you at the form's anchor; a page with the dialog open shows it in the dialog. */
function bookingSuccessUrl(formData: FormData): string {
  const back = safeReturnPath(formData.get("returnTo"), "/boka");
  const { pathname, search } = new URL(back, SITE_BASE);
  return sentHref(
    back,
    BOOKING_FORM,
    thankYouAnchor(back, pathname === "/boka" && !openDialogName(search) ? BOOKING_FORM_ANCHOR : MAIN_ANCHOR),
  );
}

/** The booking dialog 'Boka Transist': every booking field, status pending; back to where the visitor was. */
export function bookingAction(args: ActionFunctionArgs) {
  return leadFormAction(args, {
    form: BOOKING_FORM,
    schema: createBookingSchema({ today: stockholmToday() }),
    successUrl: bookingSuccessUrl,
    failureText: BOOKING_FAILURE,
    lead: (v) => {
      const row = rowOf(bookingFields, v);
      return {
        leadType: "booking",
        // Each column's type is held by its field's schema.
        values: { ...(row as Omit<LeadValues<"booking">, "status" | "source">), status: "pending", source: BOOKING_FORM },
        notification: leadNotification(
          `Ny bokning: ${v.customer_name}`,
          `${v.customer_name} har skickat en bokning via formuläret 'Boka Transist'.`,
          mailLines(bookingFields, row),
        ),
        confirmation: {
          email: v.customer_email,
          message: (reference) =>
            visitorConfirmation("booking", reference, confirmationChoices(bookingFields, row), keyTermsMailText(company.siteUrl)),
        },
      };
    },
  });
}
