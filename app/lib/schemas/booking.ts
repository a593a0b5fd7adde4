import { z } from "zod";
import { isCalendarDate, stockholmToday } from "../dates";
import { emailField, leadMessages, optionalText, phoneField, requiredText, serviceField } from "./shared";

/** Spec section 5 'Booking modal': the shared lead messages plus these. */
export const bookingMessages = {
  ...leadMessages,
  dateInPast: "Datum kan inte vara i det förflutna",
  dateInvalid: "Ange datum som ÅÅÅÅ-MM-DD",
  fromRequired: "Från-adress är obligatoriskt",
  toRequired: "Till-adress är obligatoriskt",
  floorInvalid: "Ange våning som ett heltal från 0",
} as const;

/** The booking form's name: its rate-limit bucket, dedupe prefix and `?skickat=` value. */
export const BOOKING_FORM = "boka";
export const BOOKING_FAILURE = "Ett fel uppstod. Kontrollera din inmatning och försök igen.";

export const propertySizes = ["1 rum", "2 rum", "3 rum", "4 rum", "5+ rum", "Villa eller radhus", "Kontor eller lokal"] as const;
export const includedServiceOptions = ["Transport", "Bärhjälp", "Lastning och lossning", "Skydd av möbler och golv"] as const;
export const additionalServiceOptions = ["Packning", "Uppackning", "Demontering och montering", "Magasinering", "Flyttstädning", "Bortforsling"] as const;
export const specialItemOptions = ["Piano", "Kassaskåp", "Konst eller antikviteter", "Akvarium", "Gymutrustning", "Stora växter"] as const;

export { stockholmToday };

function floorField() {
  return z.number({ error: bookingMessages.floorInvalid }).int(bookingMessages.floorInvalid).min(0, bookingMessages.floorInvalid).max(99, bookingMessages.floorInvalid).default(0);
}

function choiceList<T extends readonly [string, ...string[]]>(options: T) {
  return z.array(z.enum(options)).max(options.length).default([]);
}

/** The booking dialog 'Boka Transist'. `today` (YYYY-MM-DD) is the earliest allowed move date. */
export function createBookingSchema({ today }: { today: string }) {
  return z.object({
    customer_name: requiredText(bookingMessages.nameRequired),
    customer_email: emailField(),
    customer_phone: phoneField(),
    service: serviceField(),
    move_date: z
      .string()
      .refine(isCalendarDate, bookingMessages.dateInvalid)
      .refine((date) => date >= today, bookingMessages.dateInPast)
      .optional(),
    move_from: requiredText(bookingMessages.fromRequired, 300),
    move_to: requiredText(bookingMessages.toRequired, 300),
    property_size: z.enum(propertySizes).optional(),
    floor_from: floorField(),
    floor_to: floorField(),
    elevator_from: z.boolean().default(false),
    elevator_to: z.boolean().default(false),
    included_services: choiceList(includedServiceOptions),
    additional_services: choiceList(additionalServiceOptions),
    special_items: choiceList(specialItemOptions),
    company: optionalText(200),
    notes: optionalText(4000),
  });
}

export type BookingValues = z.output<ReturnType<typeof createBookingSchema>>;
