import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { thankYouAnchor } from "~/shared/dialogs";
import { safeReturnPath } from "~/shared/safe-redirect";
import { NEWSLETTER_FAILURE, newsletterFormId, newsletterSource } from "./fields";
import { newsletterSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";
import { optInMessage } from "~/server/leads/newsletter-opt-in.server";
import type { LeadValues } from "~/server/leads/leads.server";
import { rowOf } from "~/forms/shared/form-definition";
import { newsletterFields, type newsletterColumnsNotAsked } from "./newsletter-definition";

/**
 * Newsletter signup, double opt-in: one row per address, unconfirmed until the link in the mail is
 * pressed. Signing up again while unconfirmed mails a new link for the same subscription (so every
 * earlier link still works), within the newsletter's own caps; once confirmed it is a success that
 * writes nothing. The company hears of a subscriber when the address is confirmed, not before.
 * Every answer is the same, so the form tells nobody whether an address is listed.
 */
export function newsletterAction(args: ActionFunctionArgs) {
  return leadFormAction(args, {
    form: "nyhetsbrev",
    schema: newsletterSchema,
    successUrl: (formData) => {
      const back = safeReturnPath(formData.get("returnTo"), "/nyhetsbrev");
      return sentHref(back, newsletterFormId(newsletterSource(formData.get("source"))), thankYouAnchor(back, MAIN_ANCHOR));
    },
    failureText: NEWSLETTER_FAILURE,
    lead: (values, request, context) => ({
      leadType: "newsletter",
      values: {
        // Each column's type is held by its field's schema.
        ...(rowOf(newsletterFields, values) as Omit<LeadValues<"newsletter">, keyof typeof newsletterColumnsNotAsked>),
        ip_address: null,
        user_agent: request.headers.get("User-Agent")?.slice(0, 500) ?? null,
      },
      confirmation: { email: values.email, message: optInMessage(context.env, new Date()) },
      onConflict: "renew-unconfirmed",
    }),
  });
}
