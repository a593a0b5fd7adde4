import { privacySections } from "~/content/legal";
import {
  bookingColumnsNotFromForms,
  jobApplicationColumnsNotFromForms,
  newsletterColumnsNotFromForms,
  quoteColumnsNotFromForms,
} from "~/content/stored-data";
import { bookingFields } from "~/forms/booking/booking-definition";
import { contactFields } from "~/forms/contact/contact-definition";
import { jobApplicationColumnsNotAsked, jobApplicationFields } from "~/forms/job-application/job-application-definition";
import { newsletterColumnsNotAsked, newsletterFields } from "~/forms/newsletter/newsletter-definition";
import { quickContactFields } from "~/forms/quick-contact/quick-contact-definition";
import { quotePolicyPhrases } from "~/forms/quote/quote-definition";
import { policyPhrases } from "~/forms/shared/form-definition";
import { mailCaps, type MailCapVars } from "~/shared/mail-caps";
import { rateLimitSettings, type RateLimitVars } from "~/shared/rate-limit-settings";
import { retentionPolicy, type RetentionVars } from "~/shared/retention";

/** What the quotes table holds, for the policy: the quote form describes each field it stores. */
export const quotePolicyColumns = () => ({ ...quotePolicyPhrases(), ...quoteColumnsNotFromForms });

/** What the bookings table holds: the booking form's, the contact form's and the quick contact's fields, each column in one. */
export const bookingPolicyColumns = () => ({
  ...policyPhrases(bookingFields),
  ...policyPhrases(contactFields),
  ...policyPhrases(quickContactFields),
  ...bookingColumnsNotFromForms,
});

/** What the job applications table holds: the form's fields and the CV's columns. */
export const jobApplicationPolicyColumns = () => ({
  ...policyPhrases(jobApplicationFields, jobApplicationColumnsNotAsked),
  ...jobApplicationColumnsNotFromForms,
});

/** What the newsletter's table holds: the sign-up's fields, the request's and the confirmation's. */
export const newsletterPolicyColumns = () => ({
  ...policyPhrases(newsletterFields, newsletterColumnsNotAsked),
  ...newsletterColumnsNotFromForms,
});

/**
 * The privacy policy page's content, every period and cap from the same configuration the
 * scheduled clean-up, the rate limit and the caps use. Server code, since each form's description
 * of its fields is the form's.
 */
export function privacyPageContent(vars: RetentionVars & RateLimitVars & MailCapVars) {
  const facts = {
    retention: retentionPolicy(vars),
    rateLimitWindowSeconds: rateLimitSettings(vars).windowSeconds,
    mailCaps: mailCaps(vars),
    storedColumns: {
      quotes: quotePolicyColumns(),
      bookings: bookingPolicyColumns(),
      jobApplications: jobApplicationPolicyColumns(),
      newsletter: newsletterPolicyColumns(),
    },
  };
  return { sections: privacySections(facts) };
}
