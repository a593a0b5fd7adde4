import { privacySections } from "~/content/legal";
import { SENT_AT, SOURCE } from "~/content/stored-data";
import { quotePolicyPhrases } from "~/forms/quote/quote-form";
import { mailCaps, type MailCapVars } from "~/shared/mail-caps";
import { rateLimitSettings, type RateLimitVars } from "~/shared/rate-limit-settings";
import { retentionPolicy, type RetentionVars } from "~/shared/retention";

/** What the quotes table holds, for the policy: the quote form describes each field it stores. */
export const quotePolicyColumns = () => ({ id: null, ...quotePolicyPhrases(), source: SOURCE, created_at: SENT_AT });

/**
 * The privacy policy page's content, every period and cap from the same configuration the
 * scheduled clean-up, the rate limit and the caps use. Server code, since the quote form's
 * description of its fields is the form's.
 */
export function privacyPageContent(vars: RetentionVars & RateLimitVars & MailCapVars) {
  const facts = {
    retention: retentionPolicy(vars),
    rateLimitWindowSeconds: rateLimitSettings(vars).windowSeconds,
    mailCaps: mailCaps(vars),
    quoteColumns: quotePolicyColumns(),
  };
  return { sections: privacySections(facts) };
}
