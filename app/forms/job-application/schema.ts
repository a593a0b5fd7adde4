import * as z from "zod/mini";
import { positions } from "./fields";
import { leadMessages, POSITION_REQUIRED } from "~/forms/shared/messages";
import { emailField, optionalMultiLineText, phoneField, requiredText } from "~/forms/shared/schema";

export const jobApplicationSchema = z.object({
  name: requiredText(leadMessages.nameRequired),
  email: emailField(),
  phone: phoneField(),
  position: z.enum(positions, { error: POSITION_REQUIRED }),
  message: optionalMultiLineText(4000),
});
