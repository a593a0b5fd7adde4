/**
 * What every lead form shares, without zod: the browser renders forms from these and loads the
 * schemas (app/forms/schemas.ts) only when a visitor starts filling one in.
 */

/** Spec section 3: service choices on the booking forms (the spec spells the last one 'magasering'). */
export const bookingServiceValues = ["flytthjälp", "städning", "packning", "montering", "magasering"] as const;
export type BookingService = (typeof bookingServiceValues)[number];

const serviceLabels: Record<BookingService, string> = {
  flytthjälp: "Flytthjälp",
  städning: "Städning",
  packning: "Packning",
  montering: "Montering",
  magasering: "Magasinering",
};

export const bookingServices = bookingServiceValues.map((value) => ({ value, label: serviceLabels[value] }));
