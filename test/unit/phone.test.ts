import { describe, expect, it } from "vitest";
import { normalizePhone, PHONE_PATTERN } from "~/shared/phone";

describe("normalizePhone (spec section 5)", () => {
  it("normalises 070-123 45 67 to +46701234567", () => {
    expect(normalizePhone("070-123 45 67")).toBe("+46701234567");
  });
  it("puts a plus before a number that starts with 46", () => {
    expect(normalizePhone("46 70 123 45 67")).toBe("+46701234567");
  });
  it("keeps +46 numbers as they are, without spaces", () => {
    expect(normalizePhone("+46 (0)8-123 456")).toBe("+4608123456");
  });
  it("prefixes +46 to a number without a leading 0 or 46", () => {
    expect(normalizePhone("701234567")).toBe("+46701234567");
  });
  it("returns an empty string when there are no digits", () => {
    expect(normalizePhone("abc")).toBe("");
  });
});

describe("PHONE_PATTERN", () => {
  it("accepts digits, plus, hyphen, space and parentheses, at least 6", () => {
    expect(PHONE_PATTERN.test("(08) 12-34")).toBe(true);
    expect(PHONE_PATTERN.test("12345")).toBe(false);
    expect(PHONE_PATTERN.test("070123abc")).toBe(false);
  });
});
