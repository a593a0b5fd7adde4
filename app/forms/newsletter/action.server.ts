import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAIN_ANCHOR, sentHref } from "~/shared/sent-url";
import { leadNotification } from "~/shared/notifications";
import { safeReturnPath } from "~/shared/safe-redirect";
import { NEWSLETTER_FAILURE, newsletterFormId, newsletterSource } from "./fields";
import { newsletterSchema } from "./schema";
import { leadFormAction } from "~/server/leads/lead-form.server";

/** Newsletter signup: one row per address; signing up again is a success that writes nothing. */
export function newsletterAction(args: ActionFunctionArgs) {
  return leadFormAction(args, {
    form: "nyhetsbrev",
    schema: newsletterSchema,
    successUrl: (formData) =>
      sentHref(
        safeReturnPath(formData.get("returnTo"), "/nyhetsbrev"),
        newsletterFormId(newsletterSource(formData.get("source"))),
        MAIN_ANCHOR,
      ),
    failureText: NEWSLETTER_FAILURE,
    lead: ({ email, source }, request) => ({
      leadType: "newsletter",
      values: { email, source, ip_address: null, user_agent: request.headers.get("User-Agent")?.slice(0, 500) ?? null },
      notification: leadNotification(`Ny prenumerant på nyhetsbrevet: ${email}`, "En ny prenumerant har anmält sig till nyhetsbrevet.", [
        ["E-post", email],
        ["Källa", source],
      ]),
      onConflict: "ignore",
    }),
  });
}
