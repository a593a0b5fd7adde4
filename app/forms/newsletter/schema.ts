import * as z from "zod/mini";
import { NEWSLETTER_DEFAULT_SOURCE, NEWSLETTER_SOURCE_PATTERN } from "./fields";
import { emailField } from "~/forms/shared/schema";

/** E-mail required and of email type; stored lower-cased. */
export const newsletterSchema = z.object({
  email: z.pipe(
    emailField(),
    z.transform((email: string) => email.toLowerCase()),
  ),
  source: z.catch(z._default(z.string().check(z.regex(NEWSLETTER_SOURCE_PATTERN)), NEWSLETTER_DEFAULT_SOURCE), NEWSLETTER_DEFAULT_SOURCE),
});
