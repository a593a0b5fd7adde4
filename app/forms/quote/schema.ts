import * as z from "zod/mini";
import {
  balconyTypes,
  choiceValues,
  cleaningFrequencies,
  cleaningTypes,
  elevatorOptions,
  furnitureAmounts,
  moveTypes,
  parkingDistances,
  propertySizes,
  quoteDefaults,
  serviceTypes,
  storageAreas,
  subscriptionDurations,
  type QuoteStep,
} from "./fields";
import { quoteMessages } from "~/forms/shared/messages";
import { emailField, notPastDate, optionalMultiLineText, phoneField, requiredText, wholeNumber } from "~/forms/shared/schema";

const flag = () => z._default(z.boolean(), false);
const floor = () => z._default(wholeNumber(quoteMessages.floorInvalid, 0, 99), 0);
const windowsOfSize = () => z._default(wholeNumber(quoteMessages.windowSizeInvalid, 0), 0);
const preferredDate = (today: string) => z.optional(notPastDate(today, quoteMessages, { trim: true }));

export const stepOneSchema = z.object({
  service_type: z.enum(choiceValues(serviceTypes), { error: quoteMessages.serviceRequired }),
});

export function movingDetailsSchema(today: string) {
  return z.object({
    move_type: z.enum(choiceValues(moveTypes), { error: quoteMessages.moveTypeRequired }),
    property_size: z.optional(z.enum(choiceValues(propertySizes))),
    living_area: z.optional(wholeNumber(quoteMessages.areaInvalid, 1)),
    from_address: requiredText(quoteMessages.fromRequired, 300),
    to_address: requiredText(quoteMessages.toRequired, 300),
    from_floor: floor(),
    to_floor: floor(),
    from_elevator: z._default(z.enum(choiceValues(elevatorOptions)), quoteDefaults.from_elevator),
    to_elevator: z._default(z.enum(choiceValues(elevatorOptions)), quoteDefaults.to_elevator),
    from_parking_distance: z._default(z.enum(choiceValues(parkingDistances)), quoteDefaults.from_parking_distance),
    to_parking_distance: z._default(z.enum(choiceValues(parkingDistances)), quoteDefaults.to_parking_distance),
    has_storage: flag(),
    furniture_amount: z._default(z.enum(choiceValues(furnitureAmounts)), quoteDefaults.furniture_amount),
    balcony_type: z._default(z.enum(choiceValues(balconyTypes)), quoteDefaults.balcony_type),
    storage_areas: z._default(z.array(z.enum(choiceValues(storageAreas))).check(z.maxLength(storageAreas.length)), []),
    need_assembly: flag(),
    need_disassembly: flag(),
    has_piano: flag(),
    need_storage: flag(),
    need_recycling: flag(),
    has_heavy_items: flag(),
    need_boxes: flag(),
    add_cleaning_service: flag(),
    preferred_date: preferredDate(today),
  });
}

export function cleaningDetailsSchema(today: string) {
  return z
    .object({
      cleaning_type: z.enum(choiceValues(cleaningTypes), { error: quoteMessages.cleaningTypeRequired }),
      cleaning_address: requiredText(quoteMessages.cleaningAddressRequired, 300),
      square_meters: z.optional(wholeNumber(quoteMessages.squareMetersRequired, 1)),
      number_of_rooms: z.optional(wholeNumber(quoteMessages.roomsInvalid, 1)),
      include_windows: flag(),
      window_count: z.optional(wholeNumber(quoteMessages.windowCountRequired, 1)),
      window_size_large: windowsOfSize(),
      window_size_medium: windowsOfSize(),
      window_size_small: windowsOfSize(),
      cleaning_frequency: z.optional(z.enum(choiceValues(cleaningFrequencies), { error: quoteMessages.frequencyRequired })),
      subscription_duration: z.optional(z.enum(choiceValues(subscriptionDurations), { error: quoteMessages.durationRequired })),
      preferred_date: preferredDate(today),
    })
    .check(
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

export const contactDetailsSchema = z.object({
  namn: requiredText(quoteMessages.nameRequired),
  epost: emailField(),
  telefon: phoneField(),
  message: optionalMultiLineText(4000),
});

/** The schema that validates one step; step 2 depends on the service chosen in step 1. */
export function quoteStepSchema(step: QuoteStep, serviceType: string | undefined, today: string) {
  if (step === 1) return stepOneSchema;
  if (step === 2) return serviceType === "städning" ? cleaningDetailsSchema(today) : movingDetailsSchema(today);
  return contactDetailsSchema;
}

export type MovingDetails = z.output<ReturnType<typeof movingDetailsSchema>>;
export type CleaningDetails = z.output<ReturnType<typeof cleaningDetailsSchema>>;
export type ContactDetails = z.output<typeof contactDetailsSchema>;
