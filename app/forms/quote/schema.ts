import * as z from "zod/mini";
import { quoteMessages } from "~/forms/shared/messages";
import { schemaKit } from "~/forms/shared/schema";
import type { QuoteStep, ServiceType } from "./fields";
import { schemaObject } from "~/forms/shared/form-definition";
import { quoteFieldNames, quoteFields, type QuoteFieldName, type QuoteFields } from "./quote-definition";

/** The fields a step asks, as a type: step 2's for one service. */
type AskedOn<Step, Service = never> = {
  [K in QuoteFieldName]: QuoteFields[K]["asked"] extends { step: Step; service?: infer S }
    ? Step extends 2
      ? S extends Service | "both"
        ? K
        : never
      : K
    : never;
}[QuoteFieldName];

/** A step's checks, one per field the step asks, each from its entry in the quote form. */
function stepObject<Name extends QuoteFieldName>(names: readonly QuoteFieldName[], today: string) {
  return schemaObject(quoteFields, schemaKit(quoteMessages, today), names as readonly Name[]);
}

export const stepOneSchema = stepObject<AskedOn<1>>(quoteFieldNames(1), "");

export const movingDetailsSchema = (today: string) => stepObject<AskedOn<2, "flytthjälp">>(quoteFieldNames(2, "flytthjälp"), today);

/** The cleaning details, with the checks that depend on the type of cleaning chosen. */
export function cleaningDetailsSchema(today: string) {
  return stepObject<AskedOn<2, "städning">>(quoteFieldNames(2, "städning"), today).check(
    z.superRefine((value, ctx) => {
      const windowsOnly = value.cleaning_type === "fönsterputsning";
      if (windowsOnly && value.window_size_large + value.window_size_medium + value.window_size_small < 1) {
        ctx.addIssue({ code: "custom", path: ["window_size_large"], message: quoteMessages.windowsRequired });
      }
      if (!windowsOnly && value.square_meters === undefined) {
        ctx.addIssue({ code: "custom", path: ["square_meters"], message: quoteMessages.squareMetersRequired });
      }
      if (!windowsOnly && value.include_windows && value.window_count === undefined) {
        ctx.addIssue({ code: "custom", path: ["window_count"], message: quoteMessages.windowCountRequired });
      }
      if (value.cleaning_type === "regelbunden") {
        if (!value.cleaning_frequency)
          ctx.addIssue({ code: "custom", path: ["cleaning_frequency"], message: quoteMessages.frequencyRequired });
        if (!value.subscription_duration)
          ctx.addIssue({ code: "custom", path: ["subscription_duration"], message: quoteMessages.durationRequired });
      }
    }),
  );
}

export const contactDetailsSchema = stepObject<AskedOn<3>>(quoteFieldNames(3), "");

/** The schema that validates one step; step 2 depends on the service chosen in step 1. */
export function quoteStepSchema(step: QuoteStep, serviceType: string | undefined, today: string) {
  if (step === 1) return stepOneSchema;
  if (step === 2) return serviceType === "städning" ? cleaningDetailsSchema(today) : movingDetailsSchema(today);
  return contactDetailsSchema;
}

export type MovingDetails = z.output<ReturnType<typeof movingDetailsSchema>>;
export type CleaningDetails = z.output<ReturnType<typeof cleaningDetailsSchema>>;
export type ContactDetails = z.output<typeof contactDetailsSchema>;
/** Every checked answer of a quote: the service, its details and the contact details. */
export type QuoteValues = { service_type: ServiceType } & (MovingDetails | CleaningDetails) & ContactDetails;
