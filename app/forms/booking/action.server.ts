import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { openDialogName, thankYouAnchor } from "~/shared/dialogs";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { safeReturnPath, SITE_BASE } from "~/shared/safe-redirect";
import { stockholmToday } from "~/shared/dates";
import { BOOKING_FAILURE, BOOKING_FORM, BOOKING_FORM_ANCHOR, propertySizes } from "./fields";
import { createBookingSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { dateChoice, listChoice, visitorConfirmation } from "~/server/mail/visitor-mails.server";
import { bookingServices } from "~/forms/shared/fields";
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
    lead: (v) => ({
      leadType: "booking",
      values: {
        customer_name: v.customer_name,
        customer_email: v.customer_email,
        customer_phone: v.customer_phone,
        service: v.service,
        move_date: v.move_date ?? null,
        move_from: v.move_from,
        move_to: v.move_to,
        property_size: v.property_size ?? null,
        floor_from: v.floor_from,
        floor_to: v.floor_to,
        elevator_from: v.elevator_from,
        elevator_to: v.elevator_to,
        included_services: v.included_services,
        additional_services: v.additional_services,
        special_items: v.special_items,
        company: v.company || null,
        notes: v.notes || null,
        status: "pending",
        source: BOOKING_FORM,
      },
      notification: leadNotification(
        `Ny bokning: ${v.customer_name}`,
        `${v.customer_name} har skickat en bokning via formuläret 'Boka Transist'.`,
        [
          ["Namn", v.customer_name],
          ["E-post", v.customer_email],
          ["Telefon", v.customer_phone],
          ["Företag", v.company],
          ["Tjänst", v.service],
          ["Önskat datum", v.move_date],
          ["Från", v.move_from],
          ["Till", v.move_to],
          ["Bostadens storlek", v.property_size],
          ["Våning (från)", v.floor_from],
          ["Hiss (från)", v.elevator_from],
          ["Våning (till)", v.floor_to],
          ["Hiss (till)", v.elevator_to],
          ["Ska ingå", v.included_services],
          ["Tilläggstjänster", v.additional_services],
          ["Särskilda föremål", v.special_items],
          ["Övrigt", v.notes],
        ],
      ),
      confirmation: {
        email: v.customer_email,
        message: (reference) =>
          visitorConfirmation(
            "booking",
            reference,
            [
              listChoice("Tjänst", bookingServices, v.service),
              listChoice("Bostadens storlek", propertySizes, v.property_size),
              dateChoice("Önskat datum", v.move_date),
            ],
            keyTermsMailText(company.siteUrl),
          ),
      },
    }),
  });
}
