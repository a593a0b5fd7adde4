/**
 * What every lead form shares, without zod: the browser renders forms from these and loads the
 * schemas (app/forms/schemas.ts) only when a visitor starts filling one in.
 */

/** Service choices on the booking forms (the stored value is spelt 'magasering', as the old site stored it). */
export const bookingServiceValues = ["flytthjälp", "städning", "packning", "montering", "magasering"] as const;
type BookingService = (typeof bookingServiceValues)[number];

const serviceLabels: Record<BookingService, string> = {
  flytthjälp: "Flytthjälp",
  städning: "Städning",
  packning: "Packning",
  montering: "Montering",
  magasering: "Magasinering",
};

export const bookingServices = bookingServiceValues.map((value) => ({ value, label: serviceLabels[value] }));
