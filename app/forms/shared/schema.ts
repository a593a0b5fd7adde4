import * as z from "zod/mini";
import { bookingServiceValues } from "./fields";
import { leadMessages, tooLong } from "./messages";
import { normalizePhone } from "~/shared/phone";

/** A required free-text answer, trimmed. Conform turns an empty input into `undefined`. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

export function optionalText(max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max))));
}

export function emailField() {
  return z.pipe(
    z
      .string({ error: leadMessages.emailRequired })
      .check(z.trim(), z.minLength(1, leadMessages.emailRequired), z.maxLength(254, tooLong(254))),
    z.email(leadMessages.emailInvalid),
  );
}

/**
 * 'Telefon är obligatoriskt' when empty, 'Ogiltigt telefonnummer' when it cannot be a
 * number; stored in E.164 form by the one normalisation the quote wizard also formats with.
 */
export function phoneField() {
  return z.pipe(
    z.string({ error: leadMessages.phoneRequired }).check(
      z.trim(),
      z.minLength(1, leadMessages.phoneRequired),
      z.maxLength(40, leadMessages.phoneInvalid),
      z.refine((value) => normalizePhone(value) !== null, leadMessages.phoneInvalid),
    ),
    z.transform((value: string) => normalizePhone(value) ?? value),
  );
}

export function serviceField() {
  return z.enum(bookingServiceValues, { error: leadMessages.serviceRequired });
}

/** A whole number from `min` to `max`, every failure told with the one message. */
export function wholeNumber(message: string, min: number, max = 100_000) {
  return z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
}

/** A YYYY-MM-DD date no earlier than `today`. */
export function notPastDate(today: string, messages: { dateInvalid: string; dateInPast: string }, { trim = false } = {}) {
  return z.string().check(
    ...(trim ? [z.trim()] : []),
    z.refine(isCalendarDate, messages.dateInvalid),
    z.refine((date) => date >= today, messages.dateInPast),
  );
}

/** 2026-02-31 has the right shape but is not a day. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}
