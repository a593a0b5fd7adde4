// A route imports its loader's content through this `.server` module, which the browser build
// leaves out whole. Imported by the route directly, a content module that another page's code
// shares would be loaded on this page too: esbuild keeps the import of a module it has put in a
// file of its own, even where nothing from it is used. One module per page, since an empty
// stand-in that two pages share becomes a file of its own as well.
import { rateLimitSettings, type RateLimitVars } from "~/shared/rate-limit-settings";
import { retentionPolicy, type RetentionVars } from "~/shared/retention";
import { privacySections } from "../legal";

/** The privacy policy, every period from the same configuration the scheduled clean-up and the rate limit use. */
export function privacyPageContent(vars: RetentionVars & RateLimitVars) {
  const facts = { retention: retentionPolicy(vars), rateLimitWindowSeconds: rateLimitSettings(vars).windowSeconds };
  return { sections: privacySections(facts) };
}
