import { z } from "zod";
import { emailField } from "./shared";

export const NEWSLETTER_DEFAULT_SOURCE = "discount";
const SOURCE_PATTERN = /^[a-z0-9-]{1,40}$/;

/** A source name as forms send it ('discount', 'blogg'); anything else is replaced by the default. */
export function newsletterSource(value: unknown): string {
  return typeof value === "string" && SOURCE_PATTERN.test(value) ? value : NEWSLETTER_DEFAULT_SOURCE;
}

export const NEWSLETTER_FAILURE = "Ett fel uppstod. Försök igen senare.";

/** Spec section 5: e-mail required and of email type; stored lower-cased. */
export const newsletterSchema = z.object({
  email: emailField().transform((email) => email.toLowerCase()),
  source: z
    .string()
    .regex(SOURCE_PATTERN)
    .default(NEWSLETTER_DEFAULT_SOURCE)
    .catch(NEWSLETTER_DEFAULT_SOURCE),
});

export type NewsletterValues = z.output<typeof newsletterSchema>;

/** Which thank-you state a newsletter form shows: one per source, so two forms on a page stay apart. */
export function newsletterFormId(source: string): string {
  return `nyhetsbrev-${source}`;
}
