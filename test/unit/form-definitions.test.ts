import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingFields } from "~/forms/booking/booking-definition";
import { contactFields } from "~/forms/contact/contact-definition";
import { quickContactFields } from "~/forms/quick-contact/quick-contact-definition";
import { policyPhrases, rowOf, workbookHeaders } from "~/forms/shared/form-definition";
import { bookings } from "~/server/db/schema";

const storedAsBookings = [bookingFields, contactFields, quickContactFields];

describe("the forms stored as bookings (the booking, the contact form, the quick contact)", () => {
  it("give a column they share one phrase, so the policy's list does not depend on which form is read last", () => {
    const phrases = new Map<string, Set<string | null>>();
    for (const definition of storedAsBookings)
      for (const [column, phrase] of Object.entries(policyPhrases(definition)))
        phrases.set(column, new Set([...(phrases.get(column) ?? []), phrase]));
    expect([...phrases].filter(([, said]) => said.size > 1)).toEqual([]);
    const notAsked = ["id", "status", "source", "created_at"];
    expect([...phrases.keys()].sort()).toEqual(
      Object.keys(getTableColumns(bookings))
        .filter((column) => !notAsked.includes(column))
        .sort(),
    );
  });

  it("store each field in its own column, an answer left empty as null", () => {
    const contact = { name: "Åsa Öberg", email: "asa@example.se", phone: "+46701740651", service: "städning", message: "Hej!" };
    expect(rowOf(contactFields, contact)).toEqual({
      customer_name: "Åsa Öberg",
      customer_email: "asa@example.se",
      customer_phone: "+46701740651",
      service: "städning",
      notes: "Hej!",
    });
    const quick = { customerName: "Åsa Öberg", customerEmail: "asa@example.se", customerPhone: "+46701740651", service: "packning" };
    expect(rowOf(quickContactFields, { ...quick, notes: "" })).toMatchObject({ customer_name: "Åsa Öberg", notes: null });
    expect(workbookHeaders(contactFields)).toMatchObject({ customer_name: "Namn", notes: "Meddelande" });
  });
});
