import { allQuoteFields, type QuoteStep, type ServiceType } from "./fields";
import type { CleaningDetails, ContactDetails, MovingDetails } from "./schema";

/** What the visitor has answered so far, as posted: one string per field, a list for multi-choice fields. */
export type QuoteAnswers = Record<string, string | string[]>;

export const WIZARD_INTENTS = ["next", "back", "submit"] as const;
export type WizardIntent = (typeof WIZARD_INTENTS)[number];

/** The answers in a posted form: only fields the wizard knows, at most 20 values each, at most 2 000 characters a value. */
export function answersFromForm(form: FormData): QuoteAnswers {
  const answers: QuoteAnswers = {};
  for (const name of allQuoteFields) {
    const list = form
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .slice(0, 20)
      .map((value) => value.slice(0, 2000));
    if (list.length === 0) continue;
    answers[name] = name === "storage_areas" ? list : list[0]!;
  }
  return answers;
}

/** The step the visitor posted from, or null when the form was tampered with. */
export function parseStep(value: FormDataEntryValue | null): QuoteStep | null {
  return value === "1" || value === "2" || value === "3" ? (Number(value) as QuoteStep) : null;
}

export function parseIntent(value: FormDataEntryValue | null): WizardIntent | null {
  return (WIZARD_INTENTS as readonly string[]).includes(String(value)) ? (value as WizardIntent) : null;
}

const emptyToNull = <T>(value: T | "" | undefined): T | null => (value === undefined || value === "" ? null : value);

/**
 * The row for the quotes table. Empty strings
 * become null except namn, epost and telefon; only the chosen service's details are kept;
 * subscription_cleaning is true only for regelbunden städning.
 */
export function quoteRow(serviceType: ServiceType, details: MovingDetails | CleaningDetails, contact: ContactDetails) {
  const base = {
    service_type: serviceType,
    namn: contact.namn,
    epost: contact.epost,
    telefon: contact.telefon,
    message: emptyToNull(contact.message),
    preferred_date: emptyToNull(details.preferred_date),
    source: "offert",
  };
  if (serviceType === "flytthjälp") {
    const moving = details as MovingDetails;
    return {
      ...base,
      move_type: moving.move_type,
      property_size: emptyToNull(moving.property_size),
      living_area: moving.living_area ?? null,
      has_storage: moving.has_storage,
      furniture_amount: moving.furniture_amount,
      balcony_type: moving.balcony_type,
      storage_areas: moving.storage_areas,
      from_address: moving.from_address,
      to_address: moving.to_address,
      from_floor: moving.from_floor,
      to_floor: moving.to_floor,
      from_elevator: moving.from_elevator,
      to_elevator: moving.to_elevator,
      from_parking_distance: moving.from_parking_distance,
      to_parking_distance: moving.to_parking_distance,
      need_assembly: moving.need_assembly,
      need_disassembly: moving.need_disassembly,
      has_piano: moving.has_piano,
      need_storage: moving.need_storage,
      need_recycling: moving.need_recycling,
      has_heavy_items: moving.has_heavy_items,
      need_boxes: moving.need_boxes,
      add_cleaning_service: moving.add_cleaning_service,
    };
  }
  const cleaning = details as CleaningDetails;
  const windowsOnly = cleaning.cleaning_type === "fönsterputsning";
  const regular = cleaning.cleaning_type === "regelbunden";
  return {
    ...base,
    cleaning_type: cleaning.cleaning_type,
    cleaning_address: cleaning.cleaning_address,
    square_meters: cleaning.square_meters ?? null,
    number_of_rooms: cleaning.number_of_rooms ?? null,
    include_windows: windowsOnly || cleaning.include_windows,
    window_count: windowsOnly
      ? cleaning.window_size_large + cleaning.window_size_medium + cleaning.window_size_small
      : cleaning.include_windows
        ? (cleaning.window_count ?? null)
        : null,
    window_size_large: windowsOnly ? cleaning.window_size_large : 0,
    window_size_medium: windowsOnly ? cleaning.window_size_medium : 0,
    window_size_small: windowsOnly ? cleaning.window_size_small : 0,
    subscription_cleaning: regular,
    cleaning_frequency: regular ? (cleaning.cleaning_frequency ?? null) : null,
    subscription_duration: regular ? (cleaning.subscription_duration ?? null) : null,
  };
}

export type QuoteRow = ReturnType<typeof quoteRow>;
