import * as z from "zod/mini";
import { additionalServiceOptions, includedServiceOptions, propertySizes, specialItemOptions } from "./fields";
import { bookingMessages } from "~/forms/shared/messages";
import {
  emailField,
  notPastDate,
  optionalMultiLineText,
  optionalText,
  phoneField,
  requiredText,
  serviceField,
  wholeNumber,
} from "~/forms/shared/schema";

const floorField = () => z._default(wholeNumber(bookingMessages.floorInvalid, 0, 99), 0);

function choiceList<T extends readonly [string, ...string[]]>(options: T) {
  return z._default(z.array(z.enum(options)).check(z.maxLength(options.length)), []);
}

/** The booking dialog 'Boka Transist'. `today` (YYYY-MM-DD) is the earliest allowed move date. */
export function createBookingSchema({ today }: { today: string }) {
  return z.object({
    customer_name: requiredText(bookingMessages.nameRequired),
    customer_email: emailField(),
    customer_phone: phoneField(),
    service: serviceField(),
    move_date: z.optional(notPastDate(today, bookingMessages)),
    move_from: requiredText(bookingMessages.fromRequired, 300),
    move_to: requiredText(bookingMessages.toRequired, 300),
    property_size: z.optional(z.enum(propertySizes)),
    floor_from: floorField(),
    floor_to: floorField(),
    elevator_from: z._default(z.boolean(), false),
    elevator_to: z._default(z.boolean(), false),
    included_services: choiceList(includedServiceOptions),
    additional_services: choiceList(additionalServiceOptions),
    special_items: choiceList(specialItemOptions),
    company: optionalText(200),
    notes: optionalMultiLineText(4000),
  });
}
