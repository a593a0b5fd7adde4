import type {
  bookingPolicyColumns,
  jobApplicationPolicyColumns,
  newsletterPolicyColumns,
  quotePolicyColumns,
} from "~/server/privacy/privacy-policy.server";
import type { bookings, jobApplications, newsletterSubscriptions, quotes } from "./schema";

/** `true` when the policy's list names exactly the table's columns; otherwise what is missing or extra. */
type Describes<Table extends { $inferSelect: object }, Texts> = [
  Exclude<keyof Table["$inferSelect"], keyof Texts>,
  Exclude<keyof Texts, keyof Table["$inferSelect"]>,
] extends [never, never]
  ? true
  : { undescribed: Exclude<keyof Table["$inferSelect"], keyof Texts>; notAColumn: Exclude<keyof Texts, keyof Table["$inferSelect"]> };

/**
 * The privacy policy lists what each table holds from its forms' definitions (each field's phrase)
 * and content/stored-data.ts (the columns no form asks); a column added to a table without a phrase
 * fails the type check here.
 */
export const storedDataDescribed: {
  bookings: Describes<typeof bookings, ReturnType<typeof bookingPolicyColumns>>;
  quotes: Describes<typeof quotes, ReturnType<typeof quotePolicyColumns>>;
  jobApplications: Describes<typeof jobApplications, ReturnType<typeof jobApplicationPolicyColumns>>;
  newsletter: Describes<typeof newsletterSubscriptions, ReturnType<typeof newsletterPolicyColumns>>;
} = { bookings: true, quotes: true, jobApplications: true, newsletter: true };
