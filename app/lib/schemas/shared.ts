import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { normalizePhone, PHONE_PATTERN } from "../phone";

/** Spec section 5 ('Booking modal'): the messages every lead form shares. */
export const leadMessages = {
  nameRequired: "Namn är obligatoriskt",
  emailRequired: "E-post är obligatoriskt",
  emailInvalid: "Ogiltig e-postadress",
  phoneRequired: "Telefon är obligatoriskt",
  phoneInvalid: "Ogiltigt telefonnummer",
  serviceRequired: "Välj en tjänst",
  messageRequired: "Meddelande är obligatoriskt",
} as const;

export function tooLong(max: number): string {
  return `Högst ${max} tecken`;
}

/** Spec section 3: service choices on the booking forms (the spec spells the last one 'magasering'). */
export const bookingServiceValues = ["flytthjälp", "städning", "packning", "montering", "magasering"] as const;
export type BookingService = (typeof bookingServiceValues)[number];

const serviceLabels: Record<BookingService, string> = {
  flytthjälp: "Flytthjälp",
  städning: "Städning",
  packning: "Packning",
  montering: "Montering",
  magasering: "Magasinering",
};

export const bookingServices = bookingServiceValues.map((value) => ({ value, label: serviceLabels[value] }));

/** A required free-text answer, trimmed. Conform turns an empty input into `undefined`. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
}

export function optionalText(max: number) {
  return z.string().trim().max(max, tooLong(max)).optional();
}

export function emailField() {
  return z
    .string({ error: leadMessages.emailRequired })
    .trim()
    .min(1, leadMessages.emailRequired)
    .max(254, tooLong(254))
    .pipe(z.email(leadMessages.emailInvalid));
}

/** Spec: at least 6 characters of digits, plus, hyphen, space, parentheses (and at least 6 digits); stored in +46 form. */
export function phoneField() {
  return z
    .string({ error: leadMessages.phoneRequired })
    .trim()
    .min(1, leadMessages.phoneRequired)
    .max(40, leadMessages.phoneInvalid)
    .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6, leadMessages.phoneInvalid)
    .transform(normalizePhone);
}

export function serviceField() {
  return z.enum(bookingServiceValues, { error: leadMessages.serviceRequired });
}

/** What a lead form's action answers when it does not redirect: Conform's result, errors and input kept. */
export interface LeadFormActionData {
  result: SubmissionResult<string[]>;
}

/** A refused request (too large, rate limited) answered before parsing: the message as a form error. */
export function formErrorResult(message: string, formData?: FormData): SubmissionResult<string[]> {
  const initialValue: Record<string, string | string[]> = {};
  if (formData) {
    for (const key of new Set(formData.keys())) {
      const values = formData.getAll(key).filter((v): v is string => typeof v === "string");
      if (values.length === 1) initialValue[key] = values[0]!;
      else if (values.length > 1) initialValue[key] = values;
    }
  }
  return { status: "error", initialValue, error: { "": [message] } };
}

/** A string the visitor sent, read back from a result (e.g. the hidden returnTo after a failed post). */
export function initialString(result: SubmissionResult<string[]> | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
