import { z } from "zod";
import { emailField, leadMessages, optionalText, phoneField, requiredText, serviceField } from "./shared";

/** The floating contact widget: customerName, customerEmail, customerPhone, service, notes (optional). */
export const quickContactSchema = z.object({
  customerName: requiredText(leadMessages.nameRequired),
  customerEmail: emailField(),
  customerPhone: phoneField(),
  service: serviceField(),
  notes: optionalText(2000),
});

export type QuickContactValues = z.output<typeof quickContactSchema>;

export const QUICK_CONTACT_FORM = "snabbkontakt";
export const QUICK_CONTACT_FAILURE = "Det gick inte att skicka. Försök igen senare eller ring oss.";
