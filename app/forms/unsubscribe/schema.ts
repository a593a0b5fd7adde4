import * as z from "zod/mini";
import { leadMessages } from "~/forms/shared/messages";
import { oneLine } from "~/forms/shared/schema";

/** The signup's e-mail messages, checked as the signup checks them; stored addresses are lower-case. */
export const unsubscribeSchema = z.object({
  email: z.pipe(
    z.pipe(
      z
        .string({ error: leadMessages.emailRequired })
        .check(oneLine(), z.trim(), z.minLength(1, leadMessages.emailRequired), z.maxLength(254, leadMessages.emailInvalid)),
      z.email(leadMessages.emailInvalid),
    ),
    z.transform((email: string) => email.toLowerCase()),
  ),
});
