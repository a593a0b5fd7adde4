import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType, output } from "zod/v4/core";
import { stockholmToday } from "~/shared/dates";
import { newsletterSource } from "~/forms/newsletter/fields";
import { formErrorResult, initialString } from "~/shared/form-result";
import { createBookingSchema } from "~/forms/booking/schema";
import { contactSchema } from "~/forms/contact/schema";
import { newsletterSchema } from "~/forms/newsletter/schema";
import { quickContactSchema } from "~/forms/quick-contact/schema";
import { jobApplicationSchema } from "~/forms/job-application/schema";
import { contactDetailsSchema } from "~/forms/quote/schema";
import { PHONE_FORMATS } from "../support/phone-formats";
import { QUOTE_CONTACT, validBooking, validContact, validJobApplication, validQuickContact } from "../support/valid-forms";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

function errorsOf(schema: $ZodType, fields: Record<string, string | string[]>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function valueOf<T extends $ZodType>(schema: T, fields: Record<string, string | string[]>): output<T> {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as output<T>;
}

const contact = validContact();
const today = "2026-11-22";
const bookingSchema = createBookingSchema({ today });
const booking = validBooking();

describe("the home and Kontakt form schema", () => {
  it("requires every field with the spec's messages", () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: ["Namn är obligatoriskt"],
      email: ["E-post är obligatoriskt"],
      phone: ["Telefon är obligatoriskt"],
      service: ["Välj en tjänst"],
      message: ["Meddelande är obligatoriskt"],
    });
  });

  it("treats whitespace as empty", () => {
    expect(errorsOf(contactSchema, { ...contact, name: "   ", message: " \n " })).toMatchObject({
      name: ["Namn är obligatoriskt"],
      message: ["Meddelande är obligatoriskt"],
    });
  });

  it("says 'Ange en e-postadress som namn@exempel.se' for an address without a domain", () => {
    expect(errorsOf(contactSchema, { ...contact, email: "anna@" })).toEqual({ email: ["Ange en e-postadress som namn@exempel.se"] });
  });

  it("says 'Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67' for letters or too few digits", () => {
    expect(errorsOf(contactSchema, { ...contact, phone: "070abc123" })).toEqual({
      phone: ["Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67"],
    });
    expect(errorsOf(contactSchema, { ...contact, phone: "12345" })).toEqual({
      phone: ["Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67"],
    });
    expect(errorsOf(contactSchema, { ...contact, phone: "------" })).toEqual({
      phone: ["Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67"],
    });
  });

  it("says 'Välj en tjänst' for a service outside the list", () => {
    expect(errorsOf(contactSchema, { ...contact, service: "trädgård" })).toEqual({ service: ["Välj en tjänst"] });
  });

  it("normalises 070-123 45 67 to +46701234567", () => {
    expect(valueOf(contactSchema, { ...contact, phone: "070-123 45 67" }).phone).toBe("+46701234567");
    expect(valueOf(contactSchema, { ...contact, phone: "46 70-123 45 67" }).phone).toBe("+46701234567");
  });
});

describe("the booking schema", () => {
  it("has the spec's messages for every required field", () => {
    expect(errorsOf(bookingSchema, {})).toEqual({
      customer_name: ["Namn är obligatoriskt"],
      customer_email: ["E-post är obligatoriskt"],
      customer_phone: ["Telefon är obligatoriskt"],
      service: ["Välj en tjänst"],
      move_from: ["Från-adress är obligatoriskt"],
      move_to: ["Till-adress är obligatoriskt"],
    });
  });

  it("says 'Datum kan inte vara i det förflutna' for yesterday and accepts today", () => {
    expect(errorsOf(bookingSchema, { ...booking, move_date: "2026-11-21" })).toEqual({
      move_date: ["Datum kan inte vara i det förflutna"],
    });
    expect(valueOf(bookingSchema, { ...booking, move_date: today }).move_date).toBe(today);
  });

  it("refuses a date that is not a day of the calendar", () => {
    expect(errorsOf(bookingSchema, { ...booking, move_date: "2099-02-31" })).toEqual({ move_date: ["Ange datum som ÅÅÅÅ-MM-DD"] });
    expect(errorsOf(bookingSchema, { ...booking, move_date: "i morgon" })).toEqual({ move_date: ["Ange datum som ÅÅÅÅ-MM-DD"] });
  });

  it("leaves an empty date, company and notes out", () => {
    const value = valueOf(bookingSchema, { ...booking, move_date: "", company: "", notes: "" });
    expect(value.move_date).toBeUndefined();
    expect(value.company).toBeUndefined();
    expect(value.notes).toBeUndefined();
  });

  it("defaults floors to 0, lifts to false and lists to empty", () => {
    expect(valueOf(bookingSchema, booking)).toMatchObject({
      floor_from: 0,
      floor_to: 0,
      elevator_from: false,
      elevator_to: false,
      included_services: [],
      additional_services: [],
      special_items: [],
    });
  });

  it("reads checkboxes as booleans and lists, one value or many", () => {
    const value = valueOf(bookingSchema, {
      ...booking,
      elevator_to: "on",
      floor_to: "4",
      special_items: "Piano",
      additional_services: ["Packning", "Magasinering"],
    });
    expect(value).toMatchObject({
      elevator_to: true,
      floor_to: 4,
      special_items: ["Piano"],
      additional_services: ["Packning", "Magasinering"],
    });
  });

  it("refuses a negative floor and a choice that is not offered", () => {
    const errors = errorsOf(bookingSchema, { ...booking, floor_from: "-1", special_items: "Elefant" });
    expect(errors.floor_from).toEqual(["Ange våning som ett heltal från 0"]);
    expect(Object.keys(errors)).toContain("special_items[0]");
  });

  it("knows today's date in Stockholm, not in UTC", () => {
    expect(stockholmToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(stockholmToday(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
  });
});

describe("the quick contact schema", () => {
  it("uses the same messages with the widget's field names", () => {
    expect(errorsOf(quickContactSchema, {})).toEqual({
      customerName: ["Namn är obligatoriskt"],
      customerEmail: ["E-post är obligatoriskt"],
      customerPhone: ["Telefon är obligatoriskt"],
      service: ["Välj en tjänst"],
    });
  });
});

/** Every form that stores a phone: its schema, a valid answer, and the phone field's name. */
const phoneForms = [
  { form: "contact", schema: contactSchema, valid: contact, field: "phone" },
  { form: "booking", schema: bookingSchema, valid: booking, field: "customer_phone" },
  {
    form: "quick contact",
    schema: quickContactSchema,
    valid: validQuickContact(),
    field: "customerPhone",
  },
  {
    form: "job application",
    schema: jobApplicationSchema,
    valid: validJobApplication(),
    field: "phone",
  },
  {
    form: "quote (step 3)",
    schema: contactDetailsSchema,
    valid: QUOTE_CONTACT,
    field: "telefon",
  },
] as const;

describe.each(phoneForms)("the $form schema's phone", ({ schema, valid, field }) => {
  it.each(PHONE_FORMATS)("stores %s as %s", (typed, stored) => {
    expect((valueOf(schema, { ...valid, [field]: typed }) as Record<string, unknown>)[field]).toBe(stored);
  });

  it.each([
    ["too short", "070-12 3"],
    ["too long", "+46 70 123 45 67 89 01 23"],
    ["letters", "070-123 45 6x"],
  ])("says 'Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67' when %s (%s)", (_, typed) => {
    expect(errorsOf(schema, { ...valid, [field]: typed })).toEqual({
      [field]: ["Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67"],
    });
  });
});

describe("the newsletter schema", () => {
  it("requires a valid e-mail", () => {
    expect(errorsOf(newsletterSchema, {})).toEqual({ email: ["E-post är obligatoriskt"] });
    expect(errorsOf(newsletterSchema, { email: "nils" })).toEqual({ email: ["Ange en e-postadress som namn@exempel.se"] });
  });

  it("stores the address trimmed and lower-cased, source 'discount' unless a form says otherwise", () => {
    expect(valueOf(newsletterSchema, { email: "  Nils@Example.SE " })).toEqual({ email: "nils@example.se", source: "discount" });
    expect(valueOf(newsletterSchema, { email: "a@b.se", source: "blogg" }).source).toBe("blogg");
    expect(valueOf(newsletterSchema, { email: "a@b.se", source: "<script>" }).source).toBe("discount");
    expect(newsletterSource("Blogg!")).toBe("discount");
  });
});

describe("form-level results", () => {
  it("carry the message as the form error and keep what was typed", () => {
    const result = formErrorResult("För många försök", form({ name: "Anna", lists: ["a", "b"] }));
    expect(result.error).toEqual({ "": ["För många försök"] });
    expect(result.initialValue).toEqual({ name: "Anna", lists: ["a", "b"] });
    expect(initialString(result, "name")).toBe("Anna");
    expect(initialString(result, "lists")).toBeUndefined();
  });
});
