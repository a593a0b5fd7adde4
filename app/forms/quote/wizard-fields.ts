// Written by `npm run build` (scripts/build/write-wizard-fields.ts) from quote-definition.ts: edit that.
import type { QuoteFieldName } from "./quote-definition";

/** The quote form's names by step, its list fields, its selects' defaults and its add-ons' labels. */
export const wizardFields = {
  steps: {
    "1": ["service_type"],
    "2": {
      flytthjälp: [
        "move_type",
        "property_size",
        "living_area",
        "from_address",
        "from_floor",
        "from_elevator",
        "from_parking_distance",
        "to_address",
        "to_floor",
        "to_elevator",
        "to_parking_distance",
        "furniture_amount",
        "balcony_type",
        "has_storage",
        "storage_areas",
        "need_assembly",
        "need_disassembly",
        "has_piano",
        "need_storage",
        "need_recycling",
        "has_heavy_items",
        "need_boxes",
        "add_cleaning_service",
        "preferred_date",
      ],
      städning: [
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
      ],
    },
    "3": ["namn", "epost", "telefon", "message"],
  },
  lists: ["storage_areas"],
  defaults: {
    from_elevator: "no",
    from_parking_distance: "0-25m",
    to_elevator: "no",
    to_parking_distance: "0-25m",
    furniture_amount: "normal",
    balcony_type: "none",
  },
  addOns: [
    {
      value: "need_assembly",
      label: "Montering av möbler",
    },
    {
      value: "need_disassembly",
      label: "Demontering av möbler",
    },
    {
      value: "has_piano",
      label: "Piano eller flygel",
    },
    {
      value: "need_storage",
      label: "Magasinering",
    },
    {
      value: "need_recycling",
      label: "Bortforsling och återvinning",
    },
    {
      value: "has_heavy_items",
      label: "Tunga föremål (kassaskåp, gymutrustning)",
    },
    {
      value: "need_boxes",
      label: "Flyttkartonger",
    },
    {
      value: "add_cleaning_service",
      label: "Flyttstädning",
    },
  ],
} as const satisfies {
  steps: { 1: readonly QuoteFieldName[]; 2: Record<string, readonly QuoteFieldName[]>; 3: readonly QuoteFieldName[] };
  lists: readonly QuoteFieldName[];
  defaults: Partial<Record<QuoteFieldName, string>>;
  addOns: ReadonlyArray<{ value: QuoteFieldName; label: string }>;
};
