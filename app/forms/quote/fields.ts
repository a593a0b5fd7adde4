export const QUOTE_STEPS = [
  { number: 1, label: "Tjänst", title: "Välj tjänst", intro: "Vilken tjänst behöver du hjälp med?" },
  { number: 2, label: "Detaljer", title: "Detaljer", intro: "Berätta mer om dina behov" },
  { number: 3, label: "Kontakt", title: "Kontaktuppgifter", intro: "Så vi kan skicka din offert" },
] as const;
export type QuoteStep = 1 | 2 | 3;

export interface Choice<T extends string> {
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

export type ServiceType = (typeof serviceTypes)[number]["value"];
export type CleaningType = (typeof cleaningTypes)[number]["value"];
