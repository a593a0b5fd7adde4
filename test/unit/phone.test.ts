import { describe, expect, it } from "vitest";
import { normalizePhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "~/shared/phone";

describe("normalizePhone: the spec's Swedish rule (section 5)", () => {
  it.each([
    ["070-123 45 67", "+46701234567"],
    ["08-123 456 78", "+46812345678"],
    ["(08) 123 456 78", "+46812345678"],
    ["46701234567", "+46701234567"],
    ["46 70 123 45 67", "+46701234567"],
    ["+46701234567", "+46701234567"],
    ["+46 70 123 45 67", "+46701234567"],
    ["701234567", "+46701234567"],
    ["046-12 34 56", "+4646123456"],
  ])("%s → %s", (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });
});

describe("normalizePhone: international prefixes and the Swedish trunk 0", () => {
  it.each([
    ["+46 (0)70-123 45 67", "+46701234567"],
    ["+46 (0)8-123 456 78", "+46812345678"],
    ["+46 ( 0 ) 70 123 45 67", "+46701234567"],
    ["+460701234567", "+46701234567"],
    ["0046701234567", "+46701234567"],
    ["0046 070-123 45 67", "+46701234567"],
    ["00 46 (0)70 123 45 67", "+46701234567"],
    ["46 (0)70-123 45 67", "+46701234567"],
    ["+47 912 34 567", "+4791234567"],
    ["0047 912 34 567", "+4791234567"],
    ["+358 40 1234567", "+358401234567"],
    ["00358 40 123 4567", "+358401234567"],
    ["+44 (0)20 7946 0958", "+442079460958"],
    // Italy keeps a leading 0 in the international form: only a written (0) goes.
    ["+39 06 1234 5678", "+390612345678"],
    ["(+46) 70-123 45 67", "+46701234567"],
  ])("%s → %s", (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });
});

describe("normalizePhone: what cannot be a number", () => {
  it.each([
    ["too short", "070-12 3"],
    ["too short after +46", "+46 12345"],
    ["too short abroad", "+47 123 45"],
    ["too long", "+46 70 123 45 67 89 01 23"],
    ["too long abroad", "00358 40 1234 5678 9012"],
    ["letters", "070-123 45 6x"],
    ["a name", "Anna"],
    ["a plus inside", "070+1234567"],
    ["two pluses", "++46701234567"],
    ["a country code that starts with 0", "+070 123 45 67"],
    ["three zeros", "000 123 45 67"],
    ["only separators", "--- ---"],
    ["nothing", ""],
    ["a dot", "070.123.45.67"],
  ])("%s (%s) → null", (_, input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it(`accepts ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, and nothing outside`, () => {
    expect(normalizePhone("020-12 34 56")).toBe("+4620123456");
    expect(normalizePhone("+46 20 12 3")).toBeNull();
    expect(normalizePhone("+1 234 567 890 123 45")).toBe("+123456789012345");
    expect(normalizePhone("+1 234 567 890 123 456")).toBeNull();
  });
});
