import * as z from "zod/mini";
import { schemaObject } from "~/forms/shared/form-definition";
import { bookingMessages } from "~/forms/shared/messages";
import * as fields from "~/forms/shared/schema";
import { bookingFields } from "./booking-definition";

/** The booking dialog 'Boka Transist'. `today` (YYYY-MM-DD) is the earliest allowed move date. */
export function createBookingSchema({ today }: { today: string }) {
  return schemaObject(bookingFields, { z, fields, messages: bookingMessages, today });
}
