import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { sentHref } from "~/shared/sent-url";
import { leadNotification } from "~/shared/notifications";
import { CONTACT_FORM_ANCHOR, contactFailureText, type ContactSource } from "./fields";
import { contactSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { visitorConfirmation } from "~/shared/confirmations";
import { rowOf } from "~/forms/shared/form-definition";
import { confirmationChoices, mailLines } from "~/forms/shared/form-lead.server";
import type { LeadValues } from "~/server/leads/leads.server";
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
    lead: (values) => {
      const row = rowOf(contactFields, values);
      return {
        leadType: "booking",
        // Each column's type is held by its field's schema.
        values: { ...(row as Omit<LeadValues<"booking">, "status" | "source">), status: "pending", source },
        notification: leadNotification(
          `Ny förfrågan från ${source === "home" ? "startsidan" : "kontaktsidan"}: ${values.name}`,
          `${values.name} har skickat en förfrågan via ${where} formulär.`,
          mailLines(contactFields, row),
        ),
        confirmation: {
          email: values.email,
          message: (reference) => visitorConfirmation("contact", reference, confirmationChoices(contactFields, row)),
        },
      };
    },
  });
}
