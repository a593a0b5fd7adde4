/**
 * What each table holds, as the privacy policy lists it, one entry per database column: here the
 * columns no form's definition describes; each form's definition says what its fields store
 * (server/privacy/privacy-policy.server.ts joins them). A column added to a table without saying
 * what it holds fails the type check (`server/db/stored-data-described.ts`) and the policy test,
 * which reads the tables' columns from the migrated database. `null` is a column that holds nothing
 * about the visitor: the row's id and our own handling status. Several columns may share one
 * phrase; the list says each phrase once, in the order the columns are given.
 */
export type ColumnTexts = Readonly<Record<string, string | null>>;

/** What every lead table's `created_at` and `source` hold. */
export const SENT_AT = "när du skickade den";
export const SOURCE = "vilket formulär du använde";

/** What the bookings table holds that no form asks (the booking, contact and quick contact forms say the rest). */
export const bookingColumnsNotFromForms = { id: null, status: null, source: SOURCE, created_at: SENT_AT } as const satisfies ColumnTexts;

/** What the quotes table holds that the quote form does not ask. */
export const quoteColumnsNotFromForms = { id: null, source: SOURCE, created_at: SENT_AT } as const satisfies ColumnTexts;

/** What the job applications table holds that the job application form does not describe. */
export const jobApplicationColumnsNotFromForms = { id: null, created_at: SENT_AT } as const satisfies ColumnTexts;

/** What the newsletter's table holds that the sign-up form does not describe. */
export const newsletterColumnsNotFromForms = {
  id: null,
  created_at: "när du anmälde dig",
  confirmed_at: "när du bekräftade din adress",
} as const satisfies ColumnTexts;

/** "a, b och c": each phrase once, in the order of the columns. */
export function storedFieldsText(columns: Readonly<Record<string, string | null>>): string {
  const phrases = [...new Set(Object.values(columns).filter((phrase): phrase is string => phrase !== null))];
  if (phrases.length <= 1) return phrases.join("");
  return `${phrases.slice(0, -1).join(", ")} och ${phrases.at(-1)}`;
}
