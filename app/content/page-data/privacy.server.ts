// What this page's loader sends, out of the browser build with all it imports (decision 0003).
import { rateLimitSettings, type RateLimitVars } from "~/shared/rate-limit-settings";
import { retentionPolicy, type RetentionVars } from "~/shared/retention";
import { privacySections } from "../legal";

/** The privacy policy, every period from the same configuration the scheduled clean-up and the rate limit use. */
export function privacyPageContent(vars: RetentionVars & RateLimitVars) {
  const facts = { retention: retentionPolicy(vars), rateLimitWindowSeconds: rateLimitSettings(vars).windowSeconds };
  return { sections: privacySections(facts) };
}
