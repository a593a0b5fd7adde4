import { leadNotification, type LeadNotification } from "~/server/mail/lead-notifications.server";
import {
  balconyTypes,
  cleaningFrequencies,
  cleaningTypes,
  elevatorOptions,
  furnitureAmounts,
  labelOf,
  moveTypes,
  movingAddOns,
  parkingDistances,
  storageAreas,
  subscriptionDurations,
} from "./fields";
import type { QuoteRow } from "./request";

/** The e-mail the company gets: every answer in plain Swedish. */
export function quoteNotification(row: QuoteRow): LeadNotification {
  const r = row as Partial<Record<string, unknown>> & QuoteRow;
  const yes = (name: string) => r[name] === true;
  const contact = [
    ["Namn", r.namn],
    ["E-post", r.epost],
    ["Telefon", r.telefon],
    ["Önskat datum", r.preferred_date],
    ["Meddelande", r.message],
  ] as const;
  if (r.service_type === "flytthjälp") {
    const addOns = movingAddOns.filter((addOn) => yes(addOn.value)).map((addOn) => addOn.label);
    return leadNotification(`Ny offertförfrågan (flytthjälp): ${r.namn}`, `${r.namn} vill ha en offert på flytthjälp.`, [
      ...contact,
      ["Typ av flytt", labelOf(moveTypes, r.move_type as string)],
      ["Bostadens storlek", r.property_size as string | null],
      ["Boyta (m²)", r.living_area as number | null],
      ["Från", r.from_address as string],
      ["Våning (från)", r.from_floor as number],
      ["Hiss (från)", labelOf(elevatorOptions, r.from_elevator as string)],
      ["Bärväg (från)", labelOf(parkingDistances, r.from_parking_distance as string)],
      ["Till", r.to_address as string],
      ["Våning (till)", r.to_floor as number],
      ["Hiss (till)", labelOf(elevatorOptions, r.to_elevator as string)],
      ["Bärväg (till)", labelOf(parkingDistances, r.to_parking_distance as string)],
      ["Mängd möbler", labelOf(furnitureAmounts, r.furniture_amount as string)],
      ["Balkong", labelOf(balconyTypes, r.balcony_type as string)],
      ["Förråd", yes("has_storage")],
      ["Förrådsutrymmen", ((r.storage_areas as string[] | undefined) ?? []).map((area) => labelOf(storageAreas, area))],
      ["Tillval", addOns],
    ]);
  }
  return leadNotification(`Ny offertförfrågan (städning): ${r.namn}`, `${r.namn} vill ha en offert på städning.`, [
    ...contact,
    ["Typ av städning", labelOf(cleaningTypes, r.cleaning_type as string)],
    ["Adress", r.cleaning_address as string],
    ["Yta (m²)", r.square_meters as number | null],
    ["Antal rum", r.number_of_rooms as number | null],
    ["Fönsterputs ingår", yes("include_windows")],
    ["Antal fönster", r.window_count as number | null],
    ["Stora / mellan / små fönster", `${String(r.window_size_large)} / ${String(r.window_size_medium)} / ${String(r.window_size_small)}`],
    ["Abonnemang", yes("subscription_cleaning")],
    ["Hur ofta", r.cleaning_frequency ? labelOf(cleaningFrequencies, r.cleaning_frequency as string) : null],
    ["Hur länge", r.subscription_duration ? labelOf(subscriptionDurations, r.subscription_duration as string) : null],
  ]);
}
