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
export const choiceValues = <T extends string>(list: ReadonlyArray<Choice<T>>) => list.map((c) => c.value) as [T, ...T[]];

/** Id, title, description, icon and colour. */
export const serviceTypes = [
  {
    value: "flytthjälp",
    label: "Flytthjälp",
    description: "Flytt av hem, kontor eller förråd – med packning, bärhjälp och tillval.",
    icon: "truck",
    colour: "brand",
  },
  {
    value: "städning",
    label: "Städning",
    description: "Flyttstädning, grundstädning, fönsterputs, kontor eller regelbunden städning.",
    icon: "sparkles",
    colour: "green",
  },
] as const;
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

/** The hidden field that says which cleaning type's questions the details step showed ("" for none yet). */
export const SHOWN_CLEANING_TYPE = "shown_cleaning_type";

/** Which groups of questions a cleaning type needs: nothing else is shown. */
export function cleaningQuestions(cleaningType: string | undefined) {
  const known = cleaningTypes.some((type) => type.value === cleaningType);
  const windowsOnly = cleaningType === "fönsterputsning";
  return {
    /** Area and rooms, and window cleaning as an add-on. */
    area: known && !windowsOnly,
    /** Window counts by size. */
    windowSizes: windowsOnly,
    /** How often and for how long. */
    subscription: cleaningType === "regelbunden",
  };
}

/** The defaults: what a select shows, and what is stored, when the visitor leaves it alone. */
export const quoteDefaults = {
  from_elevator: "no",
  to_elevator: "no",
  from_parking_distance: "0-25m",
  to_parking_distance: "0-25m",
  furniture_amount: "normal",
  balcony_type: "none",
} as const;

export function quoteDefault(name: string): string | undefined {
  return Object.hasOwn(quoteDefaults, name) ? quoteDefaults[name as keyof typeof quoteDefaults] : undefined;
}

export type ServiceType = (typeof serviceTypes)[number]["value"];
export type CleaningType = (typeof cleaningTypes)[number]["value"];

/**
 * Every field name the wizard knows, by step: what the pages carry forward in hidden inputs.
 * A unit test holds these lists equal to the schemas' keys.
 */
export const movingDetailFields = [
  "move_type",
  "property_size",
  "living_area",
  "from_address",
  "to_address",
  "from_floor",
  "to_floor",
  "from_elevator",
  "to_elevator",
  "from_parking_distance",
  "to_parking_distance",
  "has_storage",
  "furniture_amount",
  "balcony_type",
  "storage_areas",
  ...movingAddOns.map((addOn) => addOn.value),
  "preferred_date",
] as const;

export const cleaningDetailFields = [
  "cleaning_type",
  "cleaning_address",
  "square_meters",
  "number_of_rooms",
  "include_windows",
  "window_count",
  "window_size_large",
  "window_size_medium",
  "window_size_small",
  "cleaning_frequency",
  "subscription_duration",
  "preferred_date",
] as const;

export const quoteFieldsByStep: Record<QuoteStep, readonly string[]> = {
  1: ["service_type"],
  2: [...new Set<string>([...movingDetailFields, ...cleaningDetailFields])],
  3: ["namn", "epost", "telefon", "message"],
};

export const allQuoteFields: readonly string[] = [...new Set(Object.values(quoteFieldsByStep).flat())];

export function labelOf<T extends string>(list: ReadonlyArray<Choice<T>>, value: string | null | undefined): string {
  return list.find((choice) => choice.value === value)?.label ?? value ?? "–";
}
