import type { LeadValues } from "~/server/leads/leads.server";
import type { SaveLeadInput } from "~/server/leads/save-lead.server";
import { visitorConfirmation, type ConfirmationKind } from "~/server/mail/visitor-mails.server";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { rowOf, type Answers, type FieldDefinition } from "~/forms/shared/form-definition";
import { confirmationChoices, mailLines } from "~/forms/shared/form-lead.server";
import type { BookingColumn } from "./bookings-table";

interface BookingLead {
  /** Which form it came from: the row's `source`. */
  source: string;
  /** The company's mail: its subject and first line. */
  subject: string;
  intro: string;
  /** The visitor's confirmation: where it goes, which kind, and the key terms when the visitor may become bound. */
  email: string;
  kind: ConfirmationKind;
  terms?: string;
}

/**
 * A lead stored as a pending booking (the booking form, the contact form, the quick contact): its
 * row, the company's mail and the visitor's confirmation, each from the form's definition.
 */
export function bookingLead(
  definition: Readonly<Record<string, FieldDefinition<never, BookingColumn>>>,
  values: Answers,
  { source, subject, intro, email, kind, terms }: BookingLead,
): Omit<SaveLeadInput<"booking">, "dedupeKey" | "request"> {
  const row = rowOf(definition, values);
  return {
    leadType: "booking",
    // Each column's type is held by its field's schema.
    values: { ...(row as Omit<LeadValues<"booking">, "status" | "source">), status: "pending", source },
    notification: leadNotification(subject, intro, mailLines(definition, row)),
    confirmation: {
      email,
      message: (reference) => visitorConfirmation(kind, reference, confirmationChoices(definition, row), terms),
    },
  };
}
