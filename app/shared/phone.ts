/** Characters a visitor may type in a phone number (spec: digits, plus, hyphen, space, parentheses). */
export const PHONE_PATTERN = /^[\d+\-\s()]{6,}$/;

/**
 * Spec section 5: remove non-digits; a leading 46 gets a plus, a leading 0 becomes +46,
 * anything else is prefixed with +46.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits === "") return "";
  if (digits.startsWith("46")) return `+${digits}`;
  if (digits.startsWith("0")) return `+46${digits.slice(1)}`;
  return `+46${digits}`;
}
