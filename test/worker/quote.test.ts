import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, QUICK_LEAD_WRITE_RETRIES } from "../../harness/worker";
import { postQuoteStep } from "../support/quote-step-pages";
import { MOVING_DETAILS, MOVING_DETAILS_IN_FULL, QUOTE_CONTACT, validQuote, validQuotePost, validQuoteStep } from "../support/valid-forms";

/** The last step posted with every kind of question answered and a message. */
const full = validQuotePost({ ...MOVING_DETAILS_IN_FULL, message: "Portkod 1234" });

type Fields = Record<string, string | string[]>;

/**
 * A step posted without JavaScript: its status and Location, and the page the visitor then sees
 * (a 303 followed to the step's own page, with its cookie, as the browser does).
 */
async function post(worker: TestWorker, fields: Fields, headers: Record<string, string> = {}) {
  const { status, location, html } = await postQuoteStep(worker, fields, headers);
  return { status, location, html };
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function quotes(worker: TestWorker) {
  return (await worker.db.prepare("SELECT * FROM quotes").all<Record<string, unknown>>()).results;
}

describe("the quote wizard at /offert", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("shows step 1 'Välj tjänst' with Flytthjälp and Städning and the step indicator", async () => {
    const html = decode(await (await worker.fetch("/offert")).text());
    expect(html).toContain("Välj tjänst");
    expect(html).toContain("Vilken tjänst behöver du hjälp med?");
    for (const text of ["Flytthjälp", "Städning", "Tjänst", "Detaljer", "Kontakt"]) expect(html).toContain(text);
    expect(html).toContain('aria-current="step"');
  });

  it("answers step 1 without a service with 303 to its own page, which says 'Välj en tjänst'", async () => {
    const result = await post(worker, { step: "1", intent: "next" });
    expect(result.status).toBe(303);
    expect(result.html).toContain("Välj en tjänst");
  });

  it("requires move type, from and to address on step 2 for flytthjälp", async () => {
    const result = await post(worker, { ...validQuoteStep(1), step: "2" });
    expect(result.status).toBe(303);
    for (const message of ["Välj typ av flytt", "Från-adress är obligatoriskt", "Till-adress är obligatoriskt"])
      expect(result.html).toContain(message);
  });

  it("refuses a preferred date in the past and a negative floor", async () => {
    const result = await post(worker, validQuoteStep(2, { ...MOVING_DETAILS_IN_FULL, preferred_date: "2001-01-01", from_floor: "-1" }));
    expect(result.status).toBe(303);
    expect(result.html).toContain("Datum kan inte vara i det förflutna");
    expect(result.html).toContain("Ange våning som ett heltal från 0");
  });

  it("requires namn, epost and telefon on step 3 and writes nothing", async () => {
    const result = await post(worker, validQuoteStep(2, { ...MOVING_DETAILS_IN_FULL, step: "3", intent: "submit", telefon: "12" }));
    expect(result.status).toBe(303);
    for (const message of [
      "Namn är obligatoriskt",
      "E-post är obligatoriskt",
      "Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67",
    ])
      expect(result.html).toContain(message);
    expect(await quotes(worker)).toHaveLength(0);
  });

  it("writes one flytthjälp quote with every field, telefon in +46 form, and one outbox row for the company, then redirects to /tack", async () => {
    const result = await post(worker, full);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/tack#main");
    const rows = await quotes(worker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service_type: "flytthjälp",
      move_type: "lägenhet",
      property_size: "3 rum",
      living_area: 74,
      from_address: MOVING_DETAILS.from_address,
      to_address: MOVING_DETAILS.to_address,
      from_floor: 3,
      to_floor: 0,
      from_elevator: "yes",
      to_elevator: "large",
      from_parking_distance: "25-50m",
      to_parking_distance: "0-25m",
      has_storage: 1,
      furniture_amount: "much",
      balcony_type: "balcony",
      storage_areas: '["källare","vind"]',
      has_piano: 1,
      need_boxes: 1,
      need_assembly: 0,
      add_cleaning_service: 0,
      cleaning_type: null,
      subscription_cleaning: 0,
      namn: QUOTE_CONTACT.namn,
      epost: QUOTE_CONTACT.epost,
      telefon: "+46701234567",
      preferred_date: "2099-05-01",
      message: "Portkod 1234",
    });
    const outbox = (
      await worker.db
        .prepare("SELECT lead_type, lead_id, subject FROM outbox WHERE lead_type = 'quote' AND recipient = 'company'")
        .all<Record<string, string>>()
    ).results;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.lead_id).toBe(rows[0]!.id);
  });

  it("answers step 3 posted twice (back and resubmit, double click) with the same success and leaves one quote", async () => {
    const again = await post(worker, full);
    expect(again.status).toBe(302);
    expect(again.location).toBe("/tack#main");
    expect(await quotes(worker)).toHaveLength(1);
  });

  it("stores empty optional answers as null, not as empty strings", async () => {
    const result = await post(worker, validQuotePost({ property_size: "", preferred_date: "", message: "", epost: "tom@example.se" }));
    expect(result.status).toBe(302);
    const row = (await quotes(worker)).find((quote) => quote.epost === "tom@example.se")!;
    expect(row).toMatchObject({ property_size: null, preferred_date: null, message: null, living_area: null });
  });
});

describe("the quote wizard for städning", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("renders only the questions of the chosen cleaning type, once it is posted (JavaScript off)", async () => {
    const names = (html: string) => new Set([...html.matchAll(/<(?:input|select|textarea)[^>]*name="([^"]+)"/g)].map((m) => m[1]!));
    const first = await post(worker, validQuoteStep(1, { service: "städning" }));
    const before = names(first.html);
    expect(before.has("cleaning_type")).toBe(true);
    for (const name of ["square_meters", "window_size_large", "cleaning_frequency", "window_count"])
      expect(before.has(name), name).toBe(false);
    const expected: Record<string, { shown: string[]; hidden: string[] }> = {
      fönsterputsning: {
        shown: ["window_size_large", "window_size_medium", "window_size_small"],
        hidden: ["square_meters", "window_count", "cleaning_frequency"],
      },
      regelbunden: {
        shown: ["square_meters", "number_of_rooms", "include_windows", "window_count", "cleaning_frequency", "subscription_duration"],
        hidden: ["window_size_large"],
      },
      flyttstädning: {
        shown: ["square_meters", "number_of_rooms", "include_windows", "window_count"],
        hidden: ["window_size_large", "cleaning_frequency", "subscription_duration"],
      },
    };
    for (const [type, { shown, hidden }] of Object.entries(expected)) {
      const result = await post(worker, validQuoteStep(2, { service: "städning", cleaning_type: type, shown_cleaning_type: "" }));
      expect(result.status, type).toBe(303);
      expect(decode(result.html)).not.toContain("är obligatoriskt");
      const present = names(result.html);
      for (const name of shown) expect(present.has(name), `${type}: ${name}`).toBe(true);
      for (const name of hidden) expect(present.has(name), `${type}: ${name}`).toBe(false);
      expect(result.html).toContain(`name="shown_cleaning_type" value="${type}"`);
    }
  });

  it("asks for cleaning type and address, and square metres for anything but window cleaning", async () => {
    const result = await post(worker, { ...validQuoteStep(1, { service: "städning" }), step: "2" });
    expect(result.status).toBe(303);
    expect(result.html).toContain("Välj typ av städning");
    expect(result.html).toContain("Adress för städning är obligatoriskt");
    const grund = await post(worker, validQuoteStep(2, { service: "städning", cleaning_type: "grundstädning", square_meters: "" }));
    expect(grund.status).toBe(303);
    expect(grund.html).toContain("Ange ytan i hela kvadratmeter (minst 1)");
  });

  it("needs at least one window for fönsterputsning", async () => {
    const result = await post(worker, validQuoteStep(2, { service: "städning", cleaning_type: "fönsterputsning" }));
    expect(result.status).toBe(303);
    expect(result.html).toContain("Ange minst ett fönster");
  });

  it("writes a fönsterputsning quote with the window counts", async () => {
    const result = await post(
      worker,
      validQuotePost({
        service: "städning",
        cleaning_type: "fönsterputsning",
        window_size_large: "2",
        window_size_medium: "5",
        window_size_small: "",
        epost: "fonster@example.se",
      }),
    );
    expect(result.status).toBe(302);
    const row = (await quotes(worker)).find((quote) => quote.epost === "fonster@example.se")!;
    expect(row).toMatchObject({
      service_type: "städning",
      cleaning_type: "fönsterputsning",
      window_size_large: 2,
      window_size_medium: 5,
      window_size_small: 0,
      window_count: 7,
      include_windows: 1,
      subscription_cleaning: 0,
      from_address: null,
      move_type: null,
    });
  });

  it("needs frequency and duration for regelbunden städning and sets subscription_cleaning only then", async () => {
    const base = { service: "städning", cleaning_type: "regelbunden", square_meters: "80", number_of_rooms: "3" } as const;
    const missing = await post(worker, validQuoteStep(2, base));
    expect(missing.status).toBe(303);
    expect(missing.html).toContain("Välj hur ofta vi ska städa");
    expect(missing.html).toContain("Välj hur länge abonnemanget ska gälla");
    const result = await post(
      worker,
      validQuotePost({ ...base, cleaning_frequency: "biweekly", subscription_duration: "12months", epost: "regel@example.se" }),
    );
    expect(result.status).toBe(302);
    const row = (await quotes(worker)).find((quote) => quote.epost === "regel@example.se")!;
    expect(row).toMatchObject({
      cleaning_type: "regelbunden",
      subscription_cleaning: 1,
      cleaning_frequency: "biweekly",
      subscription_duration: "12months",
      square_meters: 80,
      number_of_rooms: 3,
    });
  });

  it("never sets subscription_cleaning for other cleaning types even when a frequency is posted", async () => {
    const result = await post(
      worker,
      validQuotePost({ service: "städning", cleaning_frequency: "weekly", subscription_duration: "3months", epost: "flytt@example.se" }),
    );
    expect(result.status).toBe(302);
    const row = (await quotes(worker)).find((quote) => quote.epost === "flytt@example.se")!;
    expect(row).toMatchObject({ subscription_cleaning: 0, cleaning_frequency: null, subscription_duration: null });
  });
});

describe("protection of the quote wizard", () => {
  it("pretends success for a filled honeypot and writes nothing", async () => {
    const worker = await startWorker();
    const result = await post(worker, { ...full, webbplats: "http://spam.example" });
    expect(result.status).toBe(302);
    expect(await quotes(worker)).toHaveLength(0);
    await worker.dispose();
  });

  it("answers past the rate limit with 429 and the message, keeping the answers", async () => {
    const worker = await startWorker({ vars: { RATE_LIMIT_MAX: "2" } });
    for (const n of [1, 2]) expect((await post(worker, { ...full, epost: `rate${n}@example.se` })).status).toBe(302);
    const third = await post(worker, { ...full, epost: "rate3@example.se" });
    expect(third.status).toBe(429);
    expect(decode(third.html)).toContain("Du har skickat många formulär på kort tid");
    expect(decode(third.html)).toContain('value="rate3@example.se"');
    expect(await quotes(worker)).toHaveLength(2);
    await worker.dispose();
  });

  it("answers an unknown intent or a step out of range with 400 and step 1", async () => {
    const worker = await startWorker();
    const broken: Fields[] = [{ step: "9", intent: "next" }, { step: "2", intent: "delete" }, { intent: "next" }];
    for (const fields of broken) {
      const result = await post(worker, { ...validQuote(MOVING_DETAILS_IN_FULL), ...fields });
      expect(result.status).toBe(400);
      expect(result.html).toContain("Något i formuläret blev fel");
    }
    await worker.dispose();
  });
});

describe("the quote wizard when D1 fails", () => {
  it("retries with the spec's waits and succeeds when D1 recovers", async () => {
    // The start-up check and the rate limit take the first two failures; the quote's batch fails once more.
    const worker = await startWorker({ d1FailFirst: 3 });
    await (await worker.fetch("/offert")).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const result = await post(worker, full);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/tack#main");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await quotes(worker)).toHaveLength(1);
    await worker.dispose();
  });

  it("shows the spec's failure text with every answer kept when D1 does not recover, and writes nothing", async () => {
    const worker = await startWorker({ d1FailFirst: -1, vars: QUICK_LEAD_WRITE_RETRIES });
    const result = await post(worker, full);
    expect(result.status).toBe(503);
    const html = decode(result.html);
    expect(html).toContain("Det gick inte att skicka offertförfrågan:");
    expect(html).toContain("Försök igen senare eller ring oss på 070-174 06 50.");
    expect(html).toContain(`value="${QUOTE_CONTACT.namn}"`);
    expect(html).toContain(`type="hidden" name="from_address" value="${MOVING_DETAILS.from_address}"`);
    expect(await quotes(worker)).toHaveLength(0);
    await worker.dispose();
  }, 20_000);
});
