import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { answersFromForm, parseIntent, parseStep } from "~/forms/quote/answers";
import { quoteConfirmation, quoteNotification, quoteRow } from "~/forms/quote/quote-lead.server";
import { cleaningDetailsSchema, contactDetailsSchema, movingDetailsSchema, quoteStepSchema, type QuoteValues } from "~/forms/quote/schema";
import { CLEANING_DETAILS, MOVING_DETAILS, MOVING_DETAILS_IN_FULL, validQuote, type Answers } from "../support/valid-forms";

const TODAY = "2026-11-22";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string | string[]>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "error" ? submission.error : null;
}

describe("quote wizard schemas", () => {
  it.each([
    ["moving", validQuote()],
    ["moving, every question answered", validQuote(MOVING_DETAILS_IN_FULL)],
    ["cleaning", validQuote({ service: "städning" })],
  ])("take the tests' valid %s quote on every step", (_, answers: Answers) => {
    const fields = Object.fromEntries(
      Object.entries(answers).map(([name, value]) => [name, typeof value === "string" ? value : [...value]]),
    );
    for (const step of [1, 2, 3] as const) expect(errorsOf(quoteStepSchema(step, String(answers.service_type), TODAY), fields)).toBeNull();
  });

  it("requires a service on step 1", () => {
    expect(errorsOf(quoteStepSchema(1, undefined, TODAY), {})).toEqual({ service_type: ["Välj en tjänst"] });
  });

  it("parses number inputs to integers with the spec's minimums and defaults floors to 0", () => {
    const ok = parseWithZod(form({ ...MOVING_DETAILS, living_area: "80" }), {
      schema: movingDetailsSchema(TODAY),
    });
    expect(ok.status).toBe("success");
    if (ok.status === "success")
      expect(ok.value).toMatchObject({
        living_area: 80,
        from_floor: 0,
        to_floor: 0,
        from_elevator: "no",
        from_parking_distance: "0-25m",
        furniture_amount: "normal",
        balcony_type: "none",
      });
    expect(errorsOf(movingDetailsSchema(TODAY), { ...MOVING_DETAILS, from_floor: "2.5", living_area: "0" })).toMatchObject({
      from_floor: ["Ange våning som ett heltal från 0"],
      living_area: ["Ange boytan i hela kvadratmeter (minst 1)"],
    });
  });

  it("refuses a preferred date before today, and accepts today", () => {
    expect(errorsOf(movingDetailsSchema(TODAY), { ...MOVING_DETAILS, preferred_date: "2026-11-21" })).toEqual({
      preferred_date: ["Datum kan inte vara i det förflutna"],
    });
    expect(errorsOf(movingDetailsSchema(TODAY), { ...MOVING_DETAILS, preferred_date: TODAY })).toBeNull();
  });

  it("asks for square metres except for window cleaning, where at least one window is needed", () => {
    expect(errorsOf(cleaningDetailsSchema(TODAY), { ...CLEANING_DETAILS, cleaning_type: "grundstädning", square_meters: "" })).toEqual({
      square_meters: ["Ange ytan i hela kvadratmeter (minst 1)"],
    });
    expect(
      errorsOf(cleaningDetailsSchema(TODAY), { ...CLEANING_DETAILS, cleaning_type: "fönsterputsning", window_size_small: "0" }),
    ).toEqual({ window_size_large: ["Ange minst ett fönster"] });
    expect(
      errorsOf(cleaningDetailsSchema(TODAY), { ...CLEANING_DETAILS, cleaning_type: "fönsterputsning", window_size_small: "3" }),
    ).toBeNull();
  });

  // Its phone's normalisation is pinned with every form's in forms-schemas.test.ts.
  it("requires namn, epost and a valid telefon on step 3", () => {
    expect(errorsOf(contactDetailsSchema, { telefon: "12" })).toMatchObject({
      namn: ["Namn är obligatoriskt"],
      epost: ["E-post är obligatoriskt"],
      telefon: ["Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67"],
    });
  });
});

describe("quote shaping", () => {
  const contact = { namn: "Åsa", epost: "asa@example.se", telefon: "+46701234567", message: "" };

  it("turns empty strings into null except namn, epost and telefon", () => {
    const moving = {
      service_type: "flytthjälp",
      move_type: "hus",
      from_address: "A",
      to_address: "B",
      property_size: undefined,
      preferred_date: "",
      storage_areas: [],
      ...contact,
    } as unknown as QuoteValues;
    expect(quoteRow(moving)).toMatchObject({
      message: null,
      preferred_date: null,
      property_size: null,
      namn: "Åsa",
    });
  });

  it("sets subscription_cleaning only for regelbunden städning", () => {
    const base = {
      service_type: "städning",
      ...contact,
      cleaning_address: "A",
      square_meters: 50,
      include_windows: false,
      window_size_large: 0,
      window_size_medium: 0,
      window_size_small: 0,
      cleaning_frequency: "weekly",
      subscription_duration: "3months",
    };
    expect(quoteRow({ ...base, cleaning_type: "regelbunden" } as QuoteValues)).toMatchObject({
      subscription_cleaning: true,
      cleaning_frequency: "weekly",
    });
    expect(quoteRow({ ...base, cleaning_type: "grundstädning" } as QuoteValues)).toMatchObject({
      subscription_cleaning: false,
      cleaning_frequency: null,
      subscription_duration: null,
    });
  });

  it("keeps only known fields from a posted form, with lists for storage areas", () => {
    const answers = answersFromForm(
      form({ service_type: "flytthjälp", storage_areas: ["vind", "källare"], hacker: "x", namn: "a".repeat(3000) }),
    );
    expect(answers).toEqual({ service_type: "flytthjälp", storage_areas: ["vind", "källare"], namn: "a".repeat(2000) });
  });

  it("accepts only steps 1–3 and the three intents", () => {
    expect([parseStep("1"), parseStep("3"), parseStep("4"), parseStep(null)]).toEqual([1, 3, null, null]);
    expect([parseIntent("next"), parseIntent("submit"), parseIntent("drop")]).toEqual(["next", "submit", null]);
  });
});

describe("what a quote becomes, from the form's fields", () => {
  const moving = {
    service_type: "flytthjälp",
    move_type: "lägenhet",
    property_size: "2 rum",
    from_address: "Storgatan 1",
    to_address: "Ågatan 2",
    from_floor: 2,
    storage_areas: ["källare"],
    has_piano: true,
    need_boxes: true,
    need_assembly: false,
    preferred_date: "2099-01-01",
    namn: "Åsa Ek",
    epost: "asa@example.se",
    telefon: "+46701234567",
  } as unknown as QuoteValues;

  it("mails the company every answer by its label, choices by theirs and the add-ons chosen on one line", () => {
    const { subject, body } = quoteNotification(quoteRow(moving));
    expect(subject).toBe("Ny offertförfrågan (flytthjälp): Åsa Ek");
    expect(body.split("\n")).toEqual(
      expect.arrayContaining([
        "Namn: Åsa Ek",
        "Tjänst: Flytthjälp",
        "Typ av flytt: Lägenhet",
        "Våning (från): 2",
        "Förrådsutrymmen: Källarförråd",
        "Tillval: Piano eller flygel, Flyttkartonger",
        "Önskat datum: 2099-01-01",
      ]),
    );
    expect(body).not.toMatch(/Typ av städning|Abonnemang/);
  });

  it("tells the visitor only the fixed-list choices and the date, never what they typed", () => {
    const { body: text } = quoteConfirmation(quoteRow(moving), "ABC123");
    expect(text).toMatch(/Tjänst: Flytthjälp/);
    expect(text).toMatch(/Typ av flytt: Lägenhet/);
    expect(text).toMatch(/Bostadens storlek: 2 rum/);
    expect(text).not.toMatch(/Åsa|Storgatan|Ågatan|asa@example/);
  });
});
