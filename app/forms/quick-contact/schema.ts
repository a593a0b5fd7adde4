import * as z from "zod/mini";
import { leadMessages } from "~/forms/shared/messages";
import { emailField, optionalMultiLineText, phoneField, requiredText, serviceField } from "~/forms/shared/schema";

/** The floating contact widget: customerName, customerEmail, customerPhone, service, notes (optional). */
export const quickContactSchema = z.object({
  customerName: requiredText(leadMessages.nameRequired),
  customerEmail: emailField(),
  customerPhone: phoneField(),
  service: serviceField(),
  notes: optionalMultiLineText(2000),
});
