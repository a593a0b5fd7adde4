import type { bookings } from "~/server/db/schema";

/**
 * The columns of the bookings table a form's field may fill: the booking form, the contact form
 * and the quick contact all store into it, each field given its column.
 */
export type BookingColumn = Exclude<keyof typeof bookings.$inferInsert, "id" | "created_at" | "status" | "source">;
