import * as z from "zod/mini";
import { bookingServiceValues } from "./fields";
import { leadMessages, tooLong } from "./messages";
import { normalizePhone } from "~/shared/phone";
import { cleanMultiLine, hasUnsafeCharacter } from "~/shared/unsafe-characters";

/**
 * 'Ogiltiga tecken' for a one-line answer holding a control, a line separator or a bidi control.
 * First among the checks, before trimming, so that a trailing CRLF is refused rather than trimmed
 * away; it ends the field's checks, so the visitor reads the one message that applies.
 */
export function oneLine() {
  return z.refine<string>((value) => !hasUnsafeCharacter(value), { error: leadMessages.invalidCharacters, abort: true });
}

/** A required one-line answer, trimmed. Conform turns an empty input into `undefined`. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).check(oneLine(), z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** An optional one-line answer, trimmed. */
export function optionalText(max: number) {
  return z.optional(z.string().check(oneLine(), z.trim(), z.maxLength(max, tooLong(max))));
}

/** A required text of several lines (a message): line breaks as LF, tabs kept, other controls and bidi controls dropped. */
export function requiredMultiLineText(message: string, max: number) {
  return z.string({ error: message }).check(z.overwrite(cleanMultiLine), z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** An optional text of several lines, cleaned as requiredMultiLineText cleans. */
export function optionalMultiLineText(max: number) {
  return z.optional(z.string().check(z.overwrite(cleanMultiLine), z.trim(), z.maxLength(max, tooLong(max))));
}

export function emailField() {
  return z.pipe(
    z
      .string({ error: leadMessages.emailRequired })
      .check(oneLine(), z.trim(), z.minLength(1, leadMessages.emailRequired), z.maxLength(254, tooLong(254))),
    z.email(leadMessages.emailInvalid),
  );
}

/**
 * 'Telefon är obligatoriskt' when empty, 'Ange ett telefonnummer som …' when it cannot be a
 * number; stored in E.164 form by the one normalisation the quote wizard also formats with.
 */
export function phoneField() {
  return z.pipe(
    z.string({ error: leadMessages.phoneRequired }).check(
      oneLine(),
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
    oneLine(),
    ...(trim ? [z.trim()] : []),
    z.refine(isCalendarDate, messages.dateInvalid),
    z.refine((date) => date >= today, messages.dateInPast),
  );
}

/** 2026-02-31 has the right shape but is not a day. */
function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * The builders a form's definition writes its checks with, named one by one: handing a definition
 * the whole `zod/mini` namespace as a value would keep all of zod in the bundle (about 66 KB gzip
 * more for a visitor's first touch of a form), where each name used here keeps only itself.
 */
const zodBuilders = {
  _default: z._default,
  array: z.array,
  boolean: z.boolean,
  catch: z.catch,
  enum: z.enum,
  maxLength: z.maxLength,
  object: z.object,
  optional: z.optional,
  pipe: z.pipe,
  regex: z.regex,
  string: z.string,
  transform: z.transform,
};

/** This module's field checks, for the definitions. */
const fieldBuilders = {
  emailField,
  notPastDate,
  optionalMultiLineText,
  optionalText,
  phoneField,
  requiredMultiLineText,
  requiredText,
  serviceField,
  wholeNumber,
};

export type ZodBuilders = typeof zodBuilders;
export type FieldBuilders = typeof fieldBuilders;

/** What a form's definition builds its schema with: the builders, the form's messages and today's date. */
export function schemaKit<Messages>(messages: Messages, today = "") {
  return { z: zodBuilders, fields: fieldBuilders, messages, today };
}
