import type { FieldDefinition } from "~/forms/shared/form-definition";
import type { leadMessages } from "~/forms/shared/messages";
import type { newsletterSubscriptions } from "~/server/db/schema";
import { NEWSLETTER_DEFAULT_SOURCE, NEWSLETTER_SOURCE_PATTERN } from "./fields";

type NewsletterColumn = Exclude<keyof typeof newsletterSubscriptions.$inferInsert, "id" | "created_at" | "confirmed_at">;

/** The newsletter sign-up: the address, and which form on the site it came from. */
export const newsletterFields = {
  /** Stored lower-cased: one subscription per mailbox. */
  email: {
    schema: ({ z, fields }) =>
      z.pipe(
        fields.emailField(),
        z.transform((email: string) => email.toLowerCase()),
      ),
    label: "E-post",
    policy: "din e-postadress",
  },
  /** A hidden field; anything but a source name is replaced by the default. */
  source: {
    schema: ({ z }) =>
      z.catch(z._default(z.string().check(z.regex(NEWSLETTER_SOURCE_PATTERN)), NEWSLETTER_DEFAULT_SOURCE), NEWSLETTER_DEFAULT_SOURCE),
    label: "Formulär",
    policy: "var på webbplatsen du anmälde dig",
  },
} as const satisfies Record<string, FieldDefinition<typeof leadMessages, NewsletterColumn>>;

/** Columns no field fills: the action's, from the request. */
export const newsletterColumnsNotAsked = {
  user_agent: { label: "Webbläsare", policy: "vilken webbläsare du använde (user agent)" },
  // A column of the first schema that nothing writes: no IP address is stored (a test holds it).
  ip_address: { label: "IP-adress", policy: null },
} as const satisfies Partial<Record<NewsletterColumn, { label: string; policy: string | null }>>;
