/**
 * The Swedish messages of the forms' checks, used by the schemas only: the
 * browser loads them with the schemas, when a visitor reaches a form.
 */

/** The messages every lead form shares. */
export const leadMessages = {
  nameRequired: "Namn är obligatoriskt",
  emailRequired: "E-post är obligatoriskt",
  emailInvalid: "Ange en e-postadress som namn@exempel.se",
  phoneRequired: "Telefon är obligatoriskt",
  phoneInvalid: "Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67",
  serviceRequired: "Välj en tjänst",
  messageRequired: "Meddelande är obligatoriskt",
  /** A one-line answer with a line break, another control or a bidi control in it (app/shared/unsafe-characters.ts). */
  invalidCharacters: "Ogiltiga tecken",
} as const;

export function tooLong(max: number): string {
  return `Högst ${max} tecken`;
}

/** The shared lead messages plus these. */
export const bookingMessages = {
  ...leadMessages,
  dateInPast: "Datum kan inte vara i det förflutna",
  dateInvalid: "Ange datum som ÅÅÅÅ-MM-DD",
  fromRequired: "Från-adress är obligatoriskt",
  toRequired: "Till-adress är obligatoriskt",
  floorInvalid: "Ange våning som ett heltal från 0",
} as const;

export const quoteMessages = {
  ...leadMessages,
  moveTypeRequired: "Välj typ av flytt",
  fromRequired: "Från-adress är obligatoriskt",
  toRequired: "Till-adress är obligatoriskt",
  cleaningTypeRequired: "Välj typ av städning",
  cleaningAddressRequired: "Adress för städning är obligatoriskt",
  squareMetersRequired: "Ange ytan i hela kvadratmeter (minst 1)",
  roomsInvalid: "Ange antal rum som ett heltal (minst 1)",
  floorInvalid: "Ange våning som ett heltal från 0",
  areaInvalid: "Ange boytan i hela kvadratmeter (minst 1)",
  windowCountRequired: "Ange antal fönster (minst 1)",
  windowsRequired: "Ange minst ett fönster",
  windowSizeInvalid: "Ange antal som ett heltal från 0",
  frequencyRequired: "Välj hur ofta vi ska städa",
  durationRequired: "Välj hur länge abonnemanget ska gälla",
  dateInPast: "Datum kan inte vara i det förflutna",
  dateInvalid: "Ange datum som ÅÅÅÅ-MM-DD",
} as const;

/** The shared lead messages plus the job application's own. */
export const jobMessages = { ...leadMessages, positionRequired: "Välj vilken tjänst du söker" } as const;
