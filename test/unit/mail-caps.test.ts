import { describe, expect, it } from "vitest";
import { DEFAULT_VISITOR_MAILS_PER_CLIENT, DEFAULT_VISITOR_MAILS_PER_DAY, mailboxOf, mailCaps } from "~/shared/mail-caps";

describe("mailboxOf: the inbox an address reaches, as the caps count it", () => {
  it.each([
    ["Anna@Example.se", "anna@example.se"],
    [" anna+nyhetsbrev@example.se ", "anna@example.se"],
    ["anna+a+b@outlook.com", "anna@outlook.com"],
    ["a.nna.svensson@gmail.com", "annasvensson@gmail.com"],
    ["A.Nna+2@GoogleMail.com", "anna@gmail.com"],
    ["anna.svensson@example.se", "anna.svensson@example.se"],
    ["+anna@example.se", "+anna@example.se"],
    ["inte-en-adress", "inte-en-adress"],
  ])("%s → %s", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});

describe("mailCaps", () => {
  it("three a day per inbox; the per-client and site-wide caps from the vars, or their defaults", () => {
    expect(mailCaps({})).toEqual({
      perAddress: 3,
      perClient: DEFAULT_VISITOR_MAILS_PER_CLIENT,
      perDay: DEFAULT_VISITOR_MAILS_PER_DAY,
      windowHours: 24,
    });
    expect(mailCaps({ VISITOR_MAILS_PER_CLIENT: "2", VISITOR_MAILS_PER_DAY: "40" })).toMatchObject({ perClient: 2, perDay: 40 });
    expect(mailCaps({ VISITOR_MAILS_PER_CLIENT: "0", VISITOR_MAILS_PER_DAY: "x" })).toMatchObject({
      perClient: DEFAULT_VISITOR_MAILS_PER_CLIENT,
      perDay: DEFAULT_VISITOR_MAILS_PER_DAY,
    });
  });
});
