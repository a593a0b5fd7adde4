/**
 * What each form stores, as the privacy policy lists it: one entry per database column, so a
 * column added to a table without saying here what it holds fails the type check
 * (`server/db/stored-data-described.ts`, since content imports nothing from the server) and the
 * policy test, which reads the tables' columns from the migrated database. `null` is a column that
 * holds nothing about the visitor: the row's id and our own handling status. Several columns may
 * share one phrase; the list says each phrase once, in the order written here.
 */
type ColumnTexts = Readonly<Record<string, string | null>>;

const SENT_AT = "när du skickade den";
const SOURCE = "vilket formulär du använde";

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

export const quoteColumns = {
  id: null,
  namn: "namn",
  epost: "e-post",
  telefon: "telefon",
  service_type: "vald tjänst",
  move_type: "typ av flytt",
  cleaning_type: "typ av städning",
  from_address: "adresserna",
  to_address: "adresserna",
  cleaning_address: "adresserna",
  property_size: "bostadens storlek",
  living_area: "bostadens storlek",
  square_meters: "bostadens storlek",
  number_of_rooms: "bostadens storlek",
  furniture_amount: "mängden möbler",
  has_storage: "utrymmen som förråd och balkong",
  balcony_type: "utrymmen som förråd och balkong",
  storage_areas: "utrymmen som förråd och balkong",
  from_floor: "våning",
  to_floor: "våning",
  from_elevator: "om det finns hiss",
  to_elevator: "om det finns hiss",
  from_parking_distance: "avståndet till parkering",
  to_parking_distance: "avståndet till parkering",
  need_assembly: "tilläggstjänster",
  need_disassembly: "tilläggstjänster",
  need_storage: "tilläggstjänster",
  need_recycling: "tilläggstjänster",
  need_boxes: "tilläggstjänster",
  add_cleaning_service: "tilläggstjänster",
  has_piano: "piano och tunga föremål",
  has_heavy_items: "piano och tunga föremål",
  include_windows: "fönster",
  window_count: "fönster",
  window_size_large: "fönster",
  window_size_medium: "fönster",
  window_size_small: "fönster",
  subscription_cleaning: "städabonnemang",
  cleaning_frequency: "städabonnemang",
  subscription_duration: "städabonnemang",
  preferred_date: "önskat datum",
  message: "ditt meddelande",
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
