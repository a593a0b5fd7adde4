import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { sentHref } from "~/shared/sent-url";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { CONTACT_FORM_ANCHOR, contactFailureText, type ContactSource } from "./fields";
import { contactSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { listChoice, visitorConfirmation } from "~/server/mail/visitor-mails.server";
import { bookingServices } from "~/forms/shared/fields";

const pagePath: Record<ContactSource, string> = { home: "/", kontakt: "/kontakt" };

/** Home and Kontakt forms: a pending booking with only the contact fields, then Post/Redirect/Get to the thank-you panel. */
export function contactAction(args: ActionFunctionArgs, source: ContactSource) {
  const where = source === "home" ? "startsidans" : "kontaktsidans";
  return leadFormAction(args, {
    form: `kontakt-${source}`,
    schema: contactSchema,
    successUrl: () => sentHref(pagePath[source], source, CONTACT_FORM_ANCHOR),
    failureText: contactFailureText[source],
    lead: (values) => ({
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
      notification: leadNotification(
        `Ny förfrågan från ${source === "home" ? "startsidan" : "kontaktsidan"}: ${values.name}`,
        `${values.name} har skickat en förfrågan via ${where} formulär.`,
        [
          ["Namn", values.name],
          ["E-post", values.email],
          ["Telefon", values.phone],
          ["Tjänst", values.service],
          ["Meddelande", values.message],
        ],
      ),
      confirmation: {
        email: values.email,
        message: (reference) => visitorConfirmation("contact", reference, [listChoice("Tjänst", bookingServices, values.service)]),
      },
    }),
  });
}
