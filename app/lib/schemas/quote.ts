import { z } from "zod";
import { isCalendarDate } from "../dates";
import { emailField, leadMessages, optionalText, phoneField, requiredText } from "./shared";

/** The quote wizard's name: its rate-limit bucket and dedupe prefix. */
export const QUOTE_FORM = "offert";

export const QUOTE_STEPS = [
  { number: 1, label: "Tjänst", title: "Välj tjänst", intro: "Vilken tjänst behöver du hjälp med?" },
  { number: 2, label: "Detaljer", title: "Detaljer", intro: "Berätta mer om dina behov" },
  { number: 3, label: "Kontakt", title: "Kontaktuppgifter", intro: "Så vi kan skicka din offert" },
] as const;
export type QuoteStep = 1 | 2 | 3;

interface Choice<T extends string> {
  value: T;
  label: string;
}
const choices = <T extends string>(list: ReadonlyArray<Choice<T>>) => list;
const values = <T extends string>(list: ReadonlyArray<Choice<T>>) => list.map((c) => c.value) as [T, ...T[]];

export const serviceTypes = choices([
  { value: "flytthjälp", label: "Flytthjälp" },
  { value: "städning", label: "Städning" },
] as const);
export const moveTypes = choices([
  { value: "lägenhet", label: "Lägenhet" },
  { value: "hus", label: "Hus" },
  { value: "företag", label: "Företag" },
  { value: "förråd", label: "Förråd" },
] as const);
export const propertySizes = choices([
  { value: "1 rum", label: "1 rum" },
  { value: "2 rum", label: "2 rum" },
  { value: "3 rum", label: "3 rum" },
  { value: "4 rum", label: "4 rum" },
  { value: "5+ rum", label: "5+ rum" },
] as const);
export const elevatorOptions = choices([
  { value: "no", label: "Ingen hiss" },
  { value: "yes", label: "Hiss" },
  { value: "large", label: "Stor hiss" },
] as const);
export const parkingDistances = choices([
  { value: "0-25m", label: "0–25 m" },
  { value: "25-50m", label: "25–50 m" },
  { value: "50-100m", label: "50–100 m" },
  { value: "100m+", label: "Över 100 m" },
] as const);
export const furnitureAmounts = choices([
  { value: "little", label: "Lite möbler" },
  { value: "normal", label: "Normalt möblerat" },
  { value: "much", label: "Mycket möbler" },
] as const);
export const balconyTypes = choices([
  { value: "none", label: "Ingen balkong" },
  { value: "balcony", label: "Balkong" },
  { value: "terrace", label: "Terrass eller uteplats" },
] as const);
export const storageAreas = choices([
  { value: "källare", label: "Källarförråd" },
  { value: "vind", label: "Vindsförråd" },
  { value: "garage", label: "Garage" },
  { value: "förråd", label: "Annat förråd" },
] as const);
export const movingAddOns = choices([
  { value: "need_assembly", label: "Montering av möbler" },
  { value: "need_disassembly", label: "Demontering av möbler" },
  { value: "has_piano", label: "Piano eller flygel" },
  { value: "need_storage", label: "Magasinering" },
  { value: "need_recycling", label: "Bortforsling och återvinning" },
  { value: "has_heavy_items", label: "Tunga föremål (kassaskåp, gymutrustning)" },
  { value: "need_boxes", label: "Flyttkartonger" },
  { value: "add_cleaning_service", label: "Flyttstädning" },
] as const);
export const cleaningTypes = choices([
  { value: "flyttstädning", label: "Flyttstädning" },
  { value: "grundstädning", label: "Grundstädning" },
  { value: "fönsterputsning", label: "Fönsterputsning" },
  { value: "kontorsstädning", label: "Kontorsstädning" },
  { value: "regelbunden", label: "Regelbunden städning" },
] as const);
export const cleaningFrequencies = choices([
  { value: "weekly", label: "Varje vecka" },
  { value: "biweekly", label: "Varannan vecka" },
  { value: "monthly", label: "En gång i månaden" },
  { value: "custom", label: "Annat upplägg" },
] as const);
export const subscriptionDurations = choices([
  { value: "3months", label: "3 månader" },
  { value: "6months", label: "6 månader" },
  { value: "12months", label: "12 månader" },
  { value: "ongoing", label: "Tills vidare" },
] as const);

export type ServiceType = (typeof serviceTypes)[number]["value"];
export type AddOn = (typeof movingAddOns)[number]["value"];

export const quoteMessages = {
  ...leadMessages,
  moveTypeRequired: "Välj typ av flytt",
  fromRequired: "Från-adress är obligatoriskt",
  toRequired: "Till-adress är obligatoriskt",
  cleaningTypeRequired: "Välj typ av städning",
  cleaningAddressRequired: "Adress för städning är obligatoriskt",
  squareMetersRequired: "Ange ytan i hela kvadratmeter (minst 1)",
  roomsInvalid: "Ange antal rum som ett heltal (minst 1)",
  floorInvalid: "Ange våning som ett heltal från 0",
  areaInvalid: "Ange boytan i hela kvadratmeter (minst 1)",
  windowCountRequired: "Ange antal fönster (minst 1)",
  windowsRequired: "Ange minst ett fönster",
  windowSizeInvalid: "Ange antal som ett heltal från 0",
  frequencyRequired: "Välj hur ofta vi ska städa",
  durationRequired: "Välj hur länge abonnemanget ska gälla",
  dateInPast: "Datum kan inte vara i det förflutna",
  dateInvalid: "Ange datum som ÅÅÅÅ-MM-DD",
} as const;

const int = (message: string, min: number) => z.number({ error: message }).int(message).min(min, message).max(100_000, message);

function preferredDate(today: string) {
  return z
    .string()
    .trim()
    .refine(isCalendarDate, quoteMessages.dateInvalid)
    .refine((date) => date >= today, quoteMessages.dateInPast)
    .optional();
}

export const stepOneSchema = z.object({
  service_type: z.enum(values(serviceTypes), { error: quoteMessages.serviceRequired }),
});

export function movingDetailsSchema(today: string) {
  return z.object({
    move_type: z.enum(values(moveTypes), { error: quoteMessages.moveTypeRequired }),
    property_size: z.enum(values(propertySizes)).optional(),
    living_area: int(quoteMessages.areaInvalid, 1).optional(),
    from_address: requiredText(quoteMessages.fromRequired, 300),
    to_address: requiredText(quoteMessages.toRequired, 300),
    from_floor: int(quoteMessages.floorInvalid, 0).max(99, quoteMessages.floorInvalid).default(0),
    to_floor: int(quoteMessages.floorInvalid, 0).max(99, quoteMessages.floorInvalid).default(0),
    from_elevator: z.enum(values(elevatorOptions)).default("no"),
    to_elevator: z.enum(values(elevatorOptions)).default("no"),
    from_parking_distance: z.enum(values(parkingDistances)).default("0-25m"),
    to_parking_distance: z.enum(values(parkingDistances)).default("0-25m"),
    has_storage: z.boolean().default(false),
    furniture_amount: z.enum(values(furnitureAmounts)).default("normal"),
    balcony_type: z.enum(values(balconyTypes)).default("none"),
    storage_areas: z.array(z.enum(values(storageAreas))).max(storageAreas.length).default([]),
    need_assembly: z.boolean().default(false),
    need_disassembly: z.boolean().default(false),
    has_piano: z.boolean().default(false),
    need_storage: z.boolean().default(false),
    need_recycling: z.boolean().default(false),
    has_heavy_items: z.boolean().default(false),
    need_boxes: z.boolean().default(false),
    add_cleaning_service: z.boolean().default(false),
    preferred_date: preferredDate(today),
  });
}

export function cleaningDetailsSchema(today: string) {
  return z
    .object({
      cleaning_type: z.enum(values(cleaningTypes), { error: quoteMessages.cleaningTypeRequired }),
      cleaning_address: requiredText(quoteMessages.cleaningAddressRequired, 300),
      square_meters: int(quoteMessages.squareMetersRequired, 1).optional(),
      number_of_rooms: int(quoteMessages.roomsInvalid, 1).optional(),
      include_windows: z.boolean().default(false),
      window_count: int(quoteMessages.windowCountRequired, 1).optional(),
      window_size_large: int(quoteMessages.windowSizeInvalid, 0).default(0),
      window_size_medium: int(quoteMessages.windowSizeInvalid, 0).default(0),
      window_size_small: int(quoteMessages.windowSizeInvalid, 0).default(0),
      cleaning_frequency: z.enum(values(cleaningFrequencies), { error: quoteMessages.frequencyRequired }).optional(),
      subscription_duration: z.enum(values(subscriptionDurations), { error: quoteMessages.durationRequired }).optional(),
      preferred_date: preferredDate(today),
    })
    .superRefine((value, ctx) => {
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
        if (!value.cleaning_frequency) ctx.addIssue({ code: "custom", path: ["cleaning_frequency"], message: quoteMessages.frequencyRequired });
        if (!value.subscription_duration) ctx.addIssue({ code: "custom", path: ["subscription_duration"], message: quoteMessages.durationRequired });
      }
    });
}

export const contactDetailsSchema = z.object({
  namn: requiredText(quoteMessages.nameRequired),
  epost: emailField(),
  telefon: phoneField(),
  message: optionalText(4000),
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

/** Every field name the wizard knows, by step: what the pages carry forward in hidden inputs. */
export const quoteFieldsByStep: Record<QuoteStep, readonly string[]> = {
  1: ["service_type"],
  2: [
    ...Object.keys(movingDetailsSchema("2000-01-01").shape),
    ...["cleaning_type", "cleaning_address", "square_meters", "number_of_rooms", "include_windows", "window_count", "window_size_large", "window_size_medium", "window_size_small", "cleaning_frequency", "subscription_duration"],
  ],
  3: ["namn", "epost", "telefon", "message"],
};

export const allQuoteFields: readonly string[] = [...new Set(Object.values(quoteFieldsByStep).flat())];

export function labelOf<T extends string>(list: ReadonlyArray<Choice<T>>, value: string | null | undefined): string {
  return list.find((choice) => choice.value === value)?.label ?? value ?? "–";
}
