import * as z from "zod/mini";
import { leadMessages } from "~/forms/shared/messages";
import { emailField, phoneField, requiredMultiLineText, requiredText, serviceField } from "~/forms/shared/schema";

/** Home and Kontakt forms: every field required. */
export const contactSchema = z.object({
  name: requiredText(leadMessages.nameRequired),
  email: emailField(),
  phone: phoneField(),
  service: serviceField(),
  message: requiredMultiLineText(leadMessages.messageRequired, 4000),
});
