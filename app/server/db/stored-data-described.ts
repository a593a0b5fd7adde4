import type { bookingColumns, jobApplicationColumns, newsletterColumns } from "~/content/stored-data";
import type { QuoteFormColumn } from "~/forms/quote/quote-form";
import type { bookings, jobApplications, newsletterSubscriptions, quotes } from "./schema";

/** `true` when the policy's list names exactly the table's columns; otherwise what is missing or extra. */
type Describes<Table extends { $inferSelect: object }, Texts> = [
  Exclude<keyof Table["$inferSelect"], keyof Texts>,
  Exclude<keyof Texts, keyof Table["$inferSelect"]>,
] extends [never, never]
  ? true
  : { undescribed: Exclude<keyof Table["$inferSelect"], keyof Texts>; notAColumn: Exclude<keyof Texts, keyof Table["$inferSelect"]> };

/**
 * The privacy policy lists what each form stores from content/stored-data.ts, and the quote's from
 * its form's fields (forms/quote/quote-form.ts); a column added to a table without a phrase there
 * fails the type check here.
 */
export const storedDataDescribed: {
  bookings: Describes<typeof bookings, typeof bookingColumns>;
  quotes: Describes<typeof quotes, Record<QuoteFormColumn | "id" | "source" | "created_at", unknown>>;
  jobApplications: Describes<typeof jobApplications, typeof jobApplicationColumns>;
  newsletter: Describes<typeof newsletterSubscriptions, typeof newsletterColumns>;
} = { bookings: true, quotes: true, jobApplications: true, newsletter: true };
