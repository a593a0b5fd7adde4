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
    // Gmail ignores dots, not underscores or hyphens.
    ["anna_s-v@gmail.com", "anna_s-v@gmail.com"],
    // Proton: dots, underscores and hyphens are invisible, and its four domains are one.
    ["anna.svensson@proton.me", "annasvensson@proton.me"],
    ["anna_svensson@protonmail.com", "annasvensson@proton.me"],
    ["Anna-Svensson+flod@ProtonMail.ch", "annasvensson@proton.me"],
    ["a.n_n-a.svensson@pm.me", "annasvensson@proton.me"],
    ["anna.svensson@proton.se", "anna.svensson@proton.se"],
    // Fastmail: anything@user.fastmail.com reaches user@fastmail.com; plus-addressing as everywhere.
    ["vad-som-helst@anna.fastmail.com", "anna@fastmail.com"],
    ["Nyhetsbrev@Anna.FastMail.com", "anna@fastmail.com"],
    ["anna+flod@fastmail.com", "anna@fastmail.com"],
    ["x@anna.fastmail.fm", "anna@fastmail.fm"],
    ["anna@fastmail.com", "anna@fastmail.com"],
    ["anna@notfastmail.com", "anna@notfastmail.com"],
  ])("%s → %s", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it("gives the ten spellings of one Proton inbox, and Fastmail's of one, one mailbox each", () => {
    const proton = [
      "anna.svensson@proton.me",
      "annasvensson@protonmail.com",
      "anna_svensson@protonmail.ch",
      "anna-svensson@pm.me",
      "a.nna_svens-son@proton.me",
      "ANNA.SVENSSON@PM.ME",
      "anna.svensson+1@protonmail.com",
      "a-n-n-a-s-v-e-n-s-s-o-n@protonmail.ch",
      "anna__svensson@proton.me",
      "anna.svensson+2@pm.me",
    ];
    expect(new Set(proton.map(mailboxOf))).toEqual(new Set(["annasvensson@proton.me"]));
    const fastmail = ["anna@fastmail.com", "a@anna.fastmail.com", "b@anna.fastmail.com", "anna+c@fastmail.com", "d+e@anna.fastmail.com"];
    expect(new Set(fastmail.map(mailboxOf))).toEqual(new Set(["anna@fastmail.com"]));
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
