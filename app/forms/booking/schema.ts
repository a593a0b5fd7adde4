import { schemaObject } from "~/forms/shared/form-definition";
import { bookingMessages } from "~/forms/shared/messages";
import { schemaKit } from "~/forms/shared/schema";
import { bookingFields } from "./booking-definition";

/** The booking dialog 'Boka Transist'. `today` (YYYY-MM-DD) is the earliest allowed move date. */
export function createBookingSchema({ today }: { today: string }) {
  return schemaObject(bookingFields, schemaKit(bookingMessages, today));
}
