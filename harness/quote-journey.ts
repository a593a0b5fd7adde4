/** The three posts a visitor without JavaScript makes to request a moving quote (load test, hostile suite). */
export interface QuoteJourney {
  path: string;
  steps: Array<Record<string, string>>;
}

export function quoteSteps(id: number): QuoteJourney {
  const service = { service_type: "flytthjälp" };
  const details = {
    move_type: "lägenhet",
    property_size: "2 rum",
    from_address: `Storgatan ${id}, 123 45 Småstad`,
    to_address: "Ågatan 2, 123 46 Småstad",
  };
  const contact = { namn: `Lasttest ${id}`, epost: `last${id}@example.se`, telefon: "070-123 45 67" };
  return {
    path: "/offert",
    steps: [
      { step: "1", intent: "next", ...service },
      { step: "2", intent: "next", ...service, ...details },
      { step: "3", intent: "submit", ...service, ...details, ...contact },
    ],
  };
}
