import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { createBookingSchema } from "~/forms/booking/schema";
import { contactSchema } from "~/forms/contact/schema";
import { jobApplicationSchema } from "~/forms/job-application/schema";
import { newsletterSchema } from "~/forms/newsletter/schema";
import { quickContactSchema } from "~/forms/quick-contact/schema";
import { cleaningDetailsSchema, contactDetailsSchema, movingDetailsSchema, stepOneSchema } from "~/forms/quote/schema";
import { unsubscribeSchema } from "~/forms/unsubscribe/schema";
import { cleanFileName } from "~/server/leads/cv-storage.server";
import { assertOneHeader, structuredMail, type OutgoingMail } from "~/server/mail/email.server";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { cleanMultiLine, cleanOneLine, hasUnsafeCharacter } from "~/shared/unsafe-characters";
import {
  CLEANING_DETAILS,
  MOVING_DETAILS,
  QUOTE_CONTACT,
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
} from "../support/valid-forms";

const INVALID = "Ogiltiga tecken";

/** Every character a one-line answer refuses, one of each kind and both ends of each range. */
const UNSAFE: readonly string[] = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\t",
  "\n",
  "\u000b",
  "\u000c",
  "\r",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009f",
  "\u2028",
  "\u2029",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

/** Next to the refused ones: characters a name or an address may hold. */
const SAFE: readonly string[] = [" ", "\u00a0", "\u00a9", "\u00e5", "\u200d", "\u2027", "\u202f", "\u2065", "\u206a", "-", "'", "é"];

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function parse(schema: $ZodType, fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success"
    ? { value: submission.value as Record<string, unknown>, error: undefined }
    : { value: undefined, error: submission.error ?? {} };
}

const today = "2026-11-22";

/**
 * Every form schema: a valid answer, its one-line text fields and its multi-line ones. Fields
 * whose answer is a choice from a list, a number or a checkbox are left out: their checks take
 * nothing but the listed values or digits.
 */
const schemas: Array<{ name: string; schema: $ZodType; valid: Record<string, string>; oneLine: string[]; multiLine: string[] }> = [
  {
    name: "contact (home and Kontakt)",
    schema: contactSchema,
    valid: validContact(),
    oneLine: ["name", "email", "phone"],
    multiLine: ["message"],
  },
  {
    name: "booking",
    schema: createBookingSchema({ today }),
    valid: validBooking({ company: "Berg AB", notes: "Portkod 1234" }),
    oneLine: ["customer_name", "customer_email", "customer_phone", "move_date", "move_from", "move_to", "company"],
    multiLine: ["notes"],
  },
  {
    name: "quick contact",
    schema: quickContactSchema,
    valid: validQuickContact(),
    oneLine: ["customerName", "customerEmail", "customerPhone"],
    multiLine: ["notes"],
  },
  {
    name: "job application",
    schema: jobApplicationSchema,
    valid: validJobApplication(),
    oneLine: ["name", "email", "phone"],
    multiLine: ["message"],
  },
  { name: "newsletter", schema: newsletterSchema, valid: validNewsletter(), oneLine: ["email"], multiLine: [] },
  { name: "unsubscribe", schema: unsubscribeSchema, valid: { email: validNewsletter().email }, oneLine: ["email"], multiLine: [] },
  { name: "quote step 1", schema: stepOneSchema, valid: { service_type: "flytthjälp" }, oneLine: [], multiLine: [] },
  {
    name: "quote step 2 (moving)",
    schema: movingDetailsSchema(today),
    valid: { ...MOVING_DETAILS, preferred_date: "2099-01-01" },
    oneLine: ["from_address", "to_address", "preferred_date"],
    multiLine: [],
  },
  {
    name: "quote step 2 (cleaning)",
    schema: cleaningDetailsSchema(today),
    valid: { ...CLEANING_DETAILS, preferred_date: "2099-01-01" },
    oneLine: ["cleaning_address", "preferred_date"],
    multiLine: [],
  },
  {
    name: "quote step 3",
    schema: contactDetailsSchema,
    valid: { ...QUOTE_CONTACT, message: "Hej" },
    oneLine: ["namn", "epost", "telefon"],
    multiLine: ["message"],
  },
];

/**
 * A string field whose wrong answer falls back to a default rather than being refused, so that
 * what it stores is always the form's own: the newsletter's source (a fixed pattern).
 */
const FALLS_BACK: Record<string, string[]> = { newsletter: ["source"] };

/** The names of the fields that take text (a string before any transform), found in the schema itself. */
function textFields(schema: $ZodType): string[] {
  const shape = (schema._zod.def as { shape?: Record<string, $ZodType> }).shape ?? {};
  const innermost = (type: $ZodType): $ZodType => {
    const def = type._zod.def as { type: string; innerType?: $ZodType; in?: $ZodType };
    if (def.innerType) return innermost(def.innerType);
    if (def.type === "pipe" && def.in) return innermost(def.in);
    return type;
  };
  return Object.entries(shape)
    .filter(([, type]) => innermost(type)._zod.def.type === "string")
    .map(([name]) => name);
}

describe("the character classes (app/shared/unsafe-characters.ts)", () => {
  it("find every control, separator and bidi control, and nothing a name holds", () => {
    for (const char of UNSAFE) expect(hasUnsafeCharacter(`a${char}b`), hex(char)).toBe(true);
    for (const char of SAFE) expect(hasUnsafeCharacter(`a${char}b`), hex(char)).toBe(false);
    for (let code = 0; code <= 0x9f; code++) {
      const char = String.fromCharCode(code);
      expect(hasUnsafeCharacter(char), hex(char)).toBe(code < 0x20 || code >= 0x7f);
    }
  });

  it("clean a multi-line text to LF line breaks and tabs, and one line to spaces", () => {
    expect(cleanMultiLine("Hej\r\nDå\rså\u2028här\u2029\tslut")).toBe("Hej\nDå\nså\nhär\n\tslut");
    expect(cleanMultiLine(`a${UNSAFE.filter((char) => !"\t\n\r\u2028\u2029".includes(char)).join("")}b`)).toBe("ab");
    expect(cleanOneLine("Anna\r\nBcc: x@example.com\u202e\u0000\t!")).toBe("Anna Bcc: x@example.com !");
  });
});

describe.each(schemas)("the $name schema", ({ name, schema, valid, oneLine, multiLine }) => {
  it("accepts the valid answer", () => {
    expect(parse(schema, valid).error).toBeUndefined();
  });

  it("names every text field as one-line or multi-line", () => {
    expect([...oneLine, ...multiLine, ...(FALLS_BACK[name] ?? [])].sort()).toEqual(textFields(schema).sort());
  });

  it.each(oneLine)("answers 'Ogiltiga tecken' for %s with any refused character, before trimming, at start, middle or end", (field) => {
    const failures: string[] = [];
    for (const char of UNSAFE) {
      const answer = valid[field] ?? "x";
      for (const typed of [`${char}${answer}`, `${answer.slice(0, 2)}${char}${answer.slice(2)}`, `${answer}${char}`]) {
        const { error } = parse(schema, { ...valid, [field]: typed });
        if (JSON.stringify(error) !== JSON.stringify({ [field]: [INVALID] }))
          failures.push(`${hex(char)} in ${JSON.stringify(typed)}: ${JSON.stringify(error)}`);
      }
    }
    for (const typed of ["Anna\r\nBcc: x@example.com", "Anna \u202egnirps", `${valid[field] ?? "x"}\r\n`, "\r\n"]) {
      const { error } = parse(schema, { ...valid, [field]: typed });
      if (JSON.stringify(error) !== JSON.stringify({ [field]: [INVALID] }))
        failures.push(`${JSON.stringify(typed)}: ${JSON.stringify(error)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(multiLine)("keeps LF and tab in %s, turns CRLF into LF and drops the other controls and bidi controls", (field) => {
    const { value } = parse(schema, { ...valid, [field]: "Hej!\r\nPortkod\t1234\u0000\u0007\u0085\u202e\u2066 ok\u2028Tack\u001b" });
    expect(value?.[field]).toBe("Hej!\nPortkod\t1234 ok\nTack");
    if (name.startsWith("contact")) {
      expect(parse(schema, { ...valid, [field]: "\u0000\u202e\r\n" }).error).toEqual({ [field]: ["Meddelande är obligatoriskt"] });
    } else {
      expect(parse(schema, { ...valid, [field]: "\u0000\u202e\r\n" }).value?.[field]).toBe("");
    }
  });
});

describe("the notification text (app/server/mail/lead-notifications.server.ts)", () => {
  it("cleans again: the subject and the intro on one line, the values without controls or bidi controls", () => {
    const name = "Anna\r\nBcc: x@example.com \u202egnirps\u0000";
    const notification = leadNotification(`Ny bokning: ${name}`, `${name} har skickat en bokning.`, [
      ["Namn", name],
      ["Förråd", ["källare\r\nBcc: y", "vind\u2066"]],
      ["Meddelande", "Hej\r\nDå\u0085\u2028slut"],
    ]);
    expect(hasUnsafeCharacter(notification.subject)).toBe(false);
    expect(notification.subject).toBe("Ny bokning: Anna Bcc: x@example.com gnirps");
    expect(notification.body.split("\n").some(hasUnsafeCharacter)).toBe(false);
    expect(notification.body).toMatch(/^Anna Bcc: x@example\.com gnirps har skickat en bokning\.\n\n/);
    expect(notification.body).toContain("Namn: Anna\n    Bcc: x@example.com gnirps\n");
    expect(notification.body).toContain("Förråd: källare Bcc: y, vind\n");
    expect(notification.body).toContain("Meddelande: Hej\n    Då\n    slut\n");
  });
});

describe("the mail's headers (app/server/mail/email.server.ts)", () => {
  const base: OutgoingMail = {
    from: "webbplats@transist.se",
    fromName: "Transist webbplats",
    to: "info@transist.se",
    replyTo: "anna.visitor@example.se",
    subject: "Ny bokning: Anna",
    text: "Hej",
  };
  const attachment = {
    fileName: "CV-anna-2026-11-22.pdf",
    contentType: "application/pdf",
    content: new TextEncoder().encode("%PDF-1.7\n").buffer,
  };
  const VISITOR = "anna.visitor@example.se";

  /** Shapes the mail and returns the error it throws (or null), to read its message. */
  function refusal(email: OutgoingMail): Error | null {
    try {
      structuredMail(email);
      return null;
    } catch (error) {
      return error as Error;
    }
  }

  it("shapes the valid mail", () => {
    expect(refusal({ ...base, attachments: [attachment] })).toBeNull();
  });

  it("refuses a header value holding any refused character, naming the header and never the visitor's address", () => {
    const failures: string[] = [];
    for (const char of UNSAFE) {
      const variants: Array<[string, OutgoingMail]> = [
        ["From", { ...base, from: `webbplats@transist.se${char}` }],
        ["From name", { ...base, fromName: `Transist${char}webbplats` }],
        ["To", { ...base, to: `${char}info@transist.se` }],
        ["Reply-To", { ...base, replyTo: `${VISITOR}${char}` }],
        ["Reply-To injecting Bcc", { ...base, replyTo: `${VISITOR}${char}Bcc: x@example.com` }],
        ["Subject", { ...base, subject: `Ny bokning: ${VISITOR}${char}Bcc: x@example.com` }],
        ["X- header", { ...base, headers: { "X-Transist-Reference": `TR-1${char}` } }],
        ["file name", { ...base, attachments: [{ ...attachment, fileName: `CV-${VISITOR}${char}.pdf` }] }],
        ["content type", { ...base, attachments: [{ ...attachment, contentType: `application/pdf${char}` }] }],
      ];
      for (const [header, email] of variants) {
        const error = refusal(email);
        if (!error) failures.push(`${header} with ${hex(char)} was shaped`);
        else if (error.message.includes(VISITOR) || error.message.includes("example")) failures.push(`${header}: ${error.message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("says which header, without the value, for an address that is not a plain address", () => {
    const error = refusal({ ...base, replyTo: `Anna <${VISITOR}>` });
    expect(error?.message).toBe("Ogiltig e-postadress i e-posthuvudet Reply-To");
    expect(() => assertOneHeader("Subject", "Ny bokning\r\nBcc: x@example.com")).toThrow("Unsafe characters in mail header Subject");
  });

  it("writes a text with controls and bidi controls without them, line breaks kept", () => {
    const mail = structuredMail({ ...base, text: "Namn: Anna \u202egnirps\u0000\r\nMeddelande: Hej\u0085\u2028då\n\tslut" });
    expect(mail.text).toBe("Namn: Anna gnirps\nMeddelande: Hej\ndå\n\tslut");
  });
});

describe("the CV's file name as stored", () => {
  it("loses controls and bidi controls, so 'cv\\u202Efdp.exe' cannot pose as a PDF", () => {
    expect(cleanFileName("cv\u202efdp.exe")).toBe("cvfdp.exe");
    expect(cleanFileName("Mitt\r\nCV\u0085.pdf")).toBe("Mitt CV.pdf");
    expect(cleanFileName("\u2066\u0000")).toBe("cv.pdf");
  });
});
