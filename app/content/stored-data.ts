/**
 * What each form stores, as the privacy policy lists it: one entry per database column, so a
 * column added to a table without saying here what it holds fails the type check
 * (`server/db/stored-data-described.ts`, since content imports nothing from the server) and the
 * policy test, which reads the tables' columns from the migrated database. `null` is a column that
 * holds nothing about the visitor: the row's id and our own handling status. Several columns may
 * share one phrase; the list says each phrase once, in the order written here.
 */
export type ColumnTexts = Readonly<Record<string, string | null>>;

/** What every lead table's `created_at` and `source` hold. */
export const SENT_AT = "när du skickade den";
export const SOURCE = "vilket formulär du använde";

/** Bookings: /boka, and the contact forms and the quick contact, which are stored as bookings too. */
export const bookingColumns = {
  id: null,
  customer_name: "namn",
  company: "företag",
  customer_email: "e-post",
  customer_phone: "telefon",
  move_date: "flyttdatum",
  move_from: "adressen du flyttar från",
  move_to: "adressen du flyttar till",
  property_size: "bostadens storlek",
  floor_from: "våning på båda adresserna",
  floor_to: "våning på båda adresserna",
  elevator_from: "om det finns hiss",
  elevator_to: "om det finns hiss",
  service: "de tjänster du väljer",
  included_services: "de tjänster du väljer",
  additional_services: "de tjänster du väljer",
  special_items: "särskilda föremål (som piano eller kassaskåp)",
  notes: "ditt meddelande",
  status: null,
  source: SOURCE,
  created_at: SENT_AT,
} as const satisfies ColumnTexts;

export const jobApplicationColumns = {
  id: null,
  name: "namn",
  email: "e-post",
  phone: "telefon",
  position: "tjänsten du söker",
  message: "ditt meddelande",
  cv_key: "ditt CV om du bifogar ett (filen, dess namn och storlek)",
  cv_file_name: "ditt CV om du bifogar ett (filen, dess namn och storlek)",
  cv_size: "ditt CV om du bifogar ett (filen, dess namn och storlek)",
  cv_content_type: "ditt CV om du bifogar ett (filen, dess namn och storlek)",
  created_at: SENT_AT,
} as const satisfies ColumnTexts;

export const newsletterColumns = {
  id: null,
  email: "din e-postadress",
  source: "var på webbplatsen du anmälde dig",
  user_agent: "vilken webbläsare du använde (user agent)",
  // A column of the first schema that nothing writes: no IP address is stored (a test holds it).
  ip_address: null,
  created_at: "när du anmälde dig",
  confirmed_at: "när du bekräftade din adress",
} as const satisfies ColumnTexts;

/** "a, b och c": each phrase once, in the order the columns are written above. */
export function storedFieldsText(columns: Readonly<Record<string, string | null>>): string {
  const phrases = [...new Set(Object.values(columns).filter((phrase): phrase is string => phrase !== null))];
  if (phrases.length <= 1) return phrases.join("");
  return `${phrases.slice(0, -1).join(", ")} och ${phrases.at(-1)}`;
}
