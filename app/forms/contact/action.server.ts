import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { sentHref } from "~/shared/sent-url";
import { CONTACT_FORM_ANCHOR, contactFailureText, type ContactSource } from "./fields";
import { contactSchema } from "./schema";
import { bookingLead } from "~/forms/shared/booking-lead.server";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { contactFields } from "./contact-definition";

const pagePath: Record<ContactSource, string> = { home: "/", kontakt: "/kontakt" };

/** Home and Kontakt forms: a pending booking with only the contact fields, then Post/Redirect/Get to the thank-you panel. */
export function contactAction(args: ActionFunctionArgs, source: ContactSource) {
  const where = source === "home" ? "startsidans" : "kontaktsidans";
  return leadFormAction(args, {
    form: `kontakt-${source}`,
    schema: contactSchema,
    successUrl: () => sentHref(pagePath[source], source, CONTACT_FORM_ANCHOR),
    failureText: contactFailureText[source],
    lead: (values) =>
      bookingLead(contactFields, values, {
        source,
        subject: `Ny förfrågan från ${source === "home" ? "startsidan" : "kontaktsidan"}: ${values.name}`,
        intro: `${values.name} har skickat en förfrågan via ${where} formulär.`,
        email: values.email,
        kind: "contact",
      }),
  });
}
