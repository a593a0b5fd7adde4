// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { mailCaps, type MailCapVars } from "~/shared/mail-caps";
import { rateLimitSettings, type RateLimitVars } from "~/shared/rate-limit-settings";
import { retentionPolicy, type RetentionVars } from "~/shared/retention";
import { privacySections } from "../legal";

/** The privacy policy, every period and cap from the same configuration the scheduled clean-up, the rate limit and the caps use. */
export function privacyPageContent(vars: RetentionVars & RateLimitVars & MailCapVars) {
  const facts = {
    retention: retentionPolicy(vars),
    rateLimitWindowSeconds: rateLimitSettings(vars).windowSeconds,
    mailCaps: mailCaps(vars),
  };
  return { sections: privacySections(facts) };
}
