import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { openDialogName, thankYouAnchor } from "~/shared/dialogs";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { safeReturnPath, SITE_BASE } from "~/shared/safe-redirect";
import { stockholmToday } from "~/shared/dates";
import { BOOKING_FAILURE, BOOKING_FORM, BOOKING_FORM_ANCHOR } from "./fields";
import { createBookingSchema } from "./schema";
import { bookingLead } from "~/forms/shared/booking-lead.server";
import { leadFormAction } from "~/server/leads/lead-form.server";
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
    lead: (v) =>
      bookingLead(bookingFields, v, {
        source: BOOKING_FORM,
        subject: `Ny bokning: ${v.customer_name}`,
        intro: `${v.customer_name} har skickat en bokning via formuläret 'Boka Transist'.`,
        email: v.customer_email,
        kind: "booking",
        terms: keyTermsMailText(company.siteUrl),
      }),
  });
}
