import type { SubmissionResult } from "@conform-to/react";
import type { NetworkFailure } from "~/forms/kit/network";

/**
 * What every lead form shares, without zod: the browser renders forms from these and loads the
 * schemas (app/lib/schemas) only when a visitor starts filling one in.
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

/** What a lead form's action answers when it does not redirect: Conform's result, errors and input kept. */
export interface LeadFormActionData {
  result: SubmissionResult<string[]>;
  /** Set by the route's clientAction when the network, not the server, answered. */
  network?: NetworkFailure;
}

/** A refused request (too large, rate limited) answered before parsing: the message as a form error. */
export function formErrorResult(message: string, formData?: FormData): SubmissionResult<string[]> {
  const initialValue: Record<string, string | string[]> = {};
  if (formData) {
    for (const key of new Set(formData.keys())) {
      const values = formData.getAll(key).filter((v): v is string => typeof v === "string");
      if (values.length === 1) initialValue[key] = values[0]!;
      else if (values.length > 1) initialValue[key] = values;
    }
  }
  return { status: "error", initialValue, error: { "": [message] } };
}

/** A string the visitor sent, read back from a result (e.g. the hidden returnTo after a failed post). */
export function initialString(result: SubmissionResult<string[]> | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
