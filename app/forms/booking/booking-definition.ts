import type { FieldDefinition, SchemaKit } from "~/forms/shared/form-definition";
import type { bookingMessages } from "~/forms/shared/messages";
import { bookedService, visitorEmail, visitorMessage, visitorName, visitorPhone } from "~/forms/shared/visitor-fields";
import type { BookingColumn } from "~/forms/shared/bookings-table";
import { additionalServiceOptions, includedServiceOptions, propertySizes, specialItemOptions } from "./fields";

type BookingField = FieldDefinition<typeof bookingMessages, BookingColumn>;

const floor = ({ z, fields, messages }: SchemaKit<typeof bookingMessages>) =>
  z._default(fields.wholeNumber(messages.floorInvalid, 0, 99), 0);
const flag = ({ z }: SchemaKit<unknown>) => z._default(z.boolean(), false);
const checkboxes = <T extends readonly [string, ...string[]]>(options: T) => ({
  schema: ({ z }: SchemaKit<unknown>) => z._default(z.array(z.enum(options)).check(z.maxLength(options.length)), []),
  choices: options,
});
const BOTH_FLOORS = "våning på båda adresserna";
const ELEVATOR = "om det finns hiss";
const SERVICES = bookedService.policy;

/**
 * The booking form 'Boka Transist', one entry per field, in the order the company reads them. The
 * contact form and the quick contact store into the same table, each of their fields given its
 * column (bookings-table.ts).
 */
export const bookingFields = {
  customer_name: visitorName,
  customer_email: visitorEmail,
  customer_phone: visitorPhone,
  company: { schema: ({ fields }) => fields.optionalText(200), label: "Företag", policy: "företag" },
  service: bookedService,
  property_size: {
    schema: ({ z }) => z.optional(z.enum(propertySizes)),
    label: "Bostadens storlek",
    policy: "bostadens storlek",
    choices: propertySizes,
    confirmed: true,
  },
  move_date: {
    schema: ({ z, fields, messages, today }) => z.optional(fields.notPastDate(today, messages)),
    label: "Önskat datum",
    policy: "flyttdatum",
    confirmed: true,
  },
  move_from: {
    schema: ({ fields, messages }) => fields.requiredText(messages.fromRequired, 300),
    label: "Från adress",
    policy: "adressen du flyttar från",
  },
  move_to: {
    schema: ({ fields, messages }) => fields.requiredText(messages.toRequired, 300),
    label: "Till adress",
    policy: "adressen du flyttar till",
  },
  floor_from: { schema: floor, label: "Våning (från)", policy: BOTH_FLOORS },
  elevator_from: { schema: flag, label: "Hiss (från)", policy: ELEVATOR },
  floor_to: { schema: floor, label: "Våning (till)", policy: BOTH_FLOORS },
  elevator_to: { schema: flag, label: "Hiss (till)", policy: ELEVATOR },
  included_services: { ...checkboxes(includedServiceOptions), label: "Ska ingå", policy: SERVICES },
  additional_services: { ...checkboxes(additionalServiceOptions), label: "Tilläggstjänster", policy: SERVICES },
  special_items: {
    ...checkboxes(specialItemOptions),
    label: "Särskilda föremål",
    policy: "särskilda föremål (som piano eller kassaskåp)",
  },
  notes: { ...visitorMessage(4000), label: "Övrigt" },
} as const satisfies Record<string, BookingField>;
