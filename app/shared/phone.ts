/** Sweden's country calling code. */
const SWEDEN = "46";

/**
 * Bounds on the digits of a stored number (E.164 without its plus): 15 is E.164's maximum; 8 is
 * +46 followed by Sweden's shortest national number (six digits, as 020 numbers have), so no
 * Swedish number is refused and anything shorter, such as five digits after +46, is a typo.
 */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** What separates digits as people write them (hyphen, space, parentheses). */
const SEPARATORS = /[\s()-]/g;

/**
 * A phone number as typed, in E.164 form (`+46701234567`), or null when it cannot be a number:
 * a character other than digits, one leading plus and the separators, or a length outside the
 * bounds above.
 *
 * The rule for Swedish numbers holds: a leading 46 gets a plus, a leading 0
 * becomes +46, anything else is prefixed with +46. A leading `+` or `00` is an international
 * prefix, and the number after it is kept as given. After +46 the Swedish trunk 0 is dropped,
 * as people write it: `+46 (0)70…`, `0046 070…`, `+46070…`; after any other country code only a
 * written `(0)` is, since some countries keep a leading 0 in the international form.
 */
export function normalizePhone(input: string): string | null {
  let text = input.trim();
  const international = text.startsWith("+") || text.replace(SEPARATORS, "").startsWith("00");
  if (international) text = text.replace(/\(\s*0\s*\)/g, "");
  const compact = text.replace(SEPARATORS, "");
  if (!/^\+?\d+$/.test(compact)) return null;

  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("00")) digits = compact.slice(2);
  else if (compact.startsWith(SWEDEN)) digits = compact;
  else if (compact.startsWith("0")) digits = SWEDEN + compact.slice(1);
  else digits = SWEDEN + compact;

  // No country code starts with 0: `+0…` or `000…` is not a number anyone can dial.
  if (digits.startsWith("0")) return null;
  if (digits.startsWith(`${SWEDEN}0`)) digits = SWEDEN + digits.slice(SWEDEN.length + 1);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return `+${digits}`;
}
