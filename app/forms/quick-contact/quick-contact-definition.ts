import type { FieldDefinition } from "~/forms/shared/form-definition";
import type { leadMessages } from "~/forms/shared/messages";
import { bookedService, visitorEmail, visitorMessage, visitorName, visitorPhone } from "~/forms/shared/visitor-fields";
import type { BookingColumn } from "~/forms/shared/bookings-table";

/** The floating contact widget and /snabbkontakt, the message optional; stored as a booking, each field in its column. */
export const quickContactFields = {
  customerName: { ...visitorName, column: "customer_name" },
  customerEmail: { ...visitorEmail, column: "customer_email" },
  customerPhone: { ...visitorPhone, column: "customer_phone" },
  service: bookedService,
  notes: visitorMessage(2000),
} as const satisfies Record<string, FieldDefinition<typeof leadMessages, BookingColumn>>;
