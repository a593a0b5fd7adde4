import { bookingServices } from "./fields";
import type { FieldDefinition } from "./form-definition";
import type { leadMessages } from "./messages";

type LeadField = FieldDefinition<typeof leadMessages>;

/**
 * The fields several forms ask alike: who the visitor is and which service they want. A form
 * places each under its own name and, where the table's is another, its column.
 */
export const visitorName = {
  schema: ({ fields, messages }) => fields.requiredText(messages.nameRequired),
  label: "Namn",
  policy: "namn",
} as const satisfies LeadField;

export const visitorEmail = { schema: ({ fields }) => fields.emailField(), label: "E-post", policy: "e-post" } as const satisfies LeadField;

export const visitorPhone = {
  schema: ({ fields }) => fields.phoneField(),
  label: "Telefon",
  policy: "telefon",
} as const satisfies LeadField;

/** A service of the booking forms' list, told back in the confirmation by its label. */
export const bookedService = {
  schema: ({ fields }) => fields.serviceField(),
  label: "Tjänst",
  policy: "de tjänster du väljer",
  choices: bookingServices,
  confirmed: true,
} as const satisfies LeadField;

const message = { label: "Meddelande", policy: "ditt meddelande" } as const;

/** What the visitor writes to us, if they like, at most `max` characters. */
export const visitorMessage = (max: number) =>
  ({ schema: ({ fields }) => fields.optionalMultiLineText(max), ...message }) as const satisfies LeadField;

/** What the visitor writes to us, at most `max` characters, which the form asks for. */
export const requiredVisitorMessage = (max: number) =>
  ({
    schema: ({ fields, messages }) => fields.requiredMultiLineText(messages.messageRequired, max),
    ...message,
  }) as const satisfies LeadField;
