import type { FieldDefinition } from "~/forms/shared/form-definition";
import type { leadMessages } from "~/forms/shared/messages";
import { bookedService, requiredVisitorMessage, visitorEmail, visitorName, visitorPhone } from "~/forms/shared/visitor-fields";
import type { BookingColumn } from "~/forms/shared/bookings-table";

/** The contact form (home and Kontakt), every field required; stored as a booking, each field in its column. */
export const contactFields = {
  name: { ...visitorName, column: "customer_name" },
  email: { ...visitorEmail, column: "customer_email" },
  phone: { ...visitorPhone, column: "customer_phone" },
  service: bookedService,
  message: { ...requiredVisitorMessage(4000), column: "notes" },
} as const satisfies Record<string, FieldDefinition<typeof leadMessages, BookingColumn>>;
