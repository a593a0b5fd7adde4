import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, QUICK_LEAD_WRITE_RETRIES } from "../../harness/worker";
import { consentIn } from "../support/consent";
import { postForm, validBooking, validContact, validNewsletter, validQuickContact } from "../support/valid-forms";

async function rows<T = Record<string, unknown>>(worker: TestWorker, sql: string): Promise<T[]> {
  return (await worker.db.prepare(sql).all<T>()).results;
}

/** React escapes apostrophes and quotes in text; compare with the text as a visitor reads it. */
function text(html: string): string {
  return html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** The opening tag of the element with this id, as the server wrote it. */
function openingTag(html: string, id: string): string {
  const tag = html.match(new RegExp(`<[a-z]+\\b[^>]*\\sid="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`No element with id ${id}`);
  return tag;
}

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

/** The text of the element with this id, up to its first closing tag (an error list's own text). */
function elementText(html: string, id: string): string {
  const start = html.indexOf(openingTag(html, id));
  return html
    .slice(start)
    .replace(/^<[^>]*>/, "")
    .split(/<\//)[0]!
    .replace(/<[^>]*>/g, "");
}

const contact = validContact();

const booking = validBooking({
  property_size: "3 rum",
  floor_from: "3",
  floor_to: "",
  elevator_from: "on",
  included_services: ["Transport", "Bärhjälp"],
  additional_services: "Packning",
  special_items: ["Piano", "Kassaskåp"],
  company: "",
  notes: "Portkod 1234",
  returnTo: "/tjanster?dialog=boka",
});

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe("home and Kontakt forms", () => {
  it("writes a pending booking with only the contact fields and a +46 phone, then redirects to the thank-you panel", async () => {
    const response = await postForm(worker, "/?index", contact);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?skickat=home#kontaktformular");
    const [row] = await rows(worker, `SELECT * FROM bookings WHERE customer_email = '${contact.email}'`);
    expect(row).toMatchObject({
      customer_name: contact.name,
      customer_email: contact.email,
      customer_phone: "+46701234567",
      service: contact.service,
      notes: contact.message,
      status: "pending",
      source: "home",
      move_date: null,
      move_from: null,
      move_to: null,
      company: null,
      additional_services: null,
      floor_from: 0,
      elevator_from: 0,
    });
    const outbox = await rows(worker, `SELECT * FROM outbox WHERE lead_id = '${String(row!.id)}' ORDER BY recipient`);
    expect(outbox.map((mail) => mail.recipient)).toEqual(["company", "visitor"]);
    expect(outbox[0]!.body).toContain("Telefon: +46701234567");

    const page = text(await (await worker.fetch("/?skickat=home")).text());
    expect(page).toContain("Tack!");
    expect(page).toContain("Vi har tagit emot din förfrågan och återkommer inom kort.");
  });

  it("the Kontakt form lands on /kontakt with 'Vi har tagit emot ditt meddelande och återkommer inom kort.'", async () => {
    const response = await postForm(worker, "/kontakt", { ...contact, email: "kontakt@example.se" });
    expect(response.headers.get("location")).toBe("/kontakt?skickat=kontakt#kontaktformular");
    const [row] = await rows(worker, "SELECT source, status FROM bookings WHERE customer_email = 'kontakt@example.se'");
    expect(row).toEqual({ source: "kontakt", status: "pending" });
    const page = text(await (await worker.fetch("/kontakt?skickat=kontakt")).text());
    expect(page).toContain("Vi har tagit emot ditt meddelande och återkommer inom kort.");
  });

  it("answers an empty form with 400 and every required message beside its field", async () => {
    const response = await postForm(worker, "/kontakt", { name: "", email: "", phone: "", service: "", message: "" });
    expect(response.status).toBe(400);
    const html = text(await response.text());
    for (const message of [
      "Namn är obligatoriskt",
      "E-post är obligatoriskt",
      "Telefon är obligatoriskt",
      "Välj en tjänst",
      "Meddelande är obligatoriskt",
    ]) {
      expect(html).toContain(message);
    }
    // The name field is marked invalid and points at its error, which says why.
    const nameField = openingTag(html, "kontakt-kontakt-name");
    expect(attribute(nameField, "aria-invalid")).toBe("true");
    expect(attribute(nameField, "aria-describedby")?.split(" ")).toContain("kontakt-kontakt-name-error");
    expect(elementText(html, "kontakt-kontakt-name-error")).toContain("Namn är obligatoriskt");
  });

  it("says 'Ange en e-postadress som namn@exempel.se' and 'Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67' and keeps what was typed", async () => {
    const response = await postForm(worker, "/?index", { ...contact, email: "anna@", phone: "12ab" });
    expect(response.status).toBe(400);
    const html = text(await response.text());
    expect(html).toContain("Ange en e-postadress som namn@exempel.se");
    expect(html).toContain("Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67");
    expect(html).toContain(`value="${contact.name}"`);
    expect(html).toContain(contact.message);
  });

  it("escapes what the visitor typed when the form comes back", async () => {
    const response = await postForm(worker, "/kontakt", { ...contact, name: '<script>alert("x")</script>', email: "fel" });
    const html = await response.text();
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("the booking dialog 'Boka Transist'", () => {
  it("renders open on any page with ?dialog=boka, posting to /boka, landing on its page's error summary", async () => {
    const html = text(await (await worker.fetch("/?dialog=boka")).text());
    expect(html).toContain("Boka Transist");
    expect(html).toMatch(/<form[^>]*action="\/boka#boka-sida-felsammanfattning"/);
    expect(html).toContain('name="returnTo" value="/?dialog=boka"');
  });

  it("stores every field: lists as JSON, booleans, floors defaulting to 0, +46 phone, status pending", async () => {
    const response = await postForm(worker, "/boka", booking);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/tjanster?dialog=boka&skickat=boka#dialog-tack");
    const [row] = await rows(worker, `SELECT * FROM bookings WHERE customer_email = '${booking.customer_email}'`);
    expect(row).toMatchObject({
      customer_name: booking.customer_name,
      customer_phone: "+46812345678",
      service: booking.service,
      move_date: booking.move_date,
      move_from: booking.move_from,
      move_to: booking.move_to,
      property_size: "3 rum",
      floor_from: 3,
      floor_to: 0,
      elevator_from: 1,
      elevator_to: 0,
      included_services: '["Transport","Bärhjälp"]',
      additional_services: '["Packning"]',
      special_items: '["Piano","Kassaskåp"]',
      company: null,
      notes: "Portkod 1234",
      status: "pending",
      source: "boka",
    });
    const page = text(await (await worker.fetch("/tjanster?dialog=boka&skickat=boka")).text());
    expect(page).toContain("Vi har tagit emot din bokning");
  });

  it("shows the spec's messages on the /boka page when JavaScript is off", async () => {
    const response = await postForm(worker, "/boka", {
      customer_name: "",
      customer_email: "",
      customer_phone: "",
      service: "",
      move_from: "",
      move_to: "",
      returnTo: "/?dialog=boka",
    });
    expect(response.status).toBe(400);
    const html = text(await response.text());
    for (const message of [
      "Namn är obligatoriskt",
      "E-post är obligatoriskt",
      "Telefon är obligatoriskt",
      "Välj en tjänst",
      "Från-adress är obligatoriskt",
      "Till-adress är obligatoriskt",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('name="returnTo" value="/?dialog=boka"');
  });

  it("refuses a date in the past, a bad e-mail and a bad phone", async () => {
    const response = await postForm(worker, "/boka", {
      ...booking,
      move_date: "2020-01-01",
      customer_email: "erik.example.se",
      customer_phone: "123",
    });
    const html = text(await response.text());
    expect(html).toContain("Datum kan inte vara i det förflutna");
    expect(html).toContain("Ange en e-postadress som namn@exempel.se");
    expect(html).toContain("Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67");
    expect(html).toContain(`value="${booking.move_from}"`);
  });

  it("answers an identical resubmission with the same success and writes one row", async () => {
    const fields = { ...booking, customer_email: "dubbel@example.se" };
    const first = await postForm(worker, "/boka", fields);
    const second = await postForm(worker, "/boka", fields);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await rows(worker, "SELECT id FROM bookings WHERE customer_email = 'dubbel@example.se'")).toHaveLength(1);
  });

  it("pretends success for a filled honeypot and writes nothing", async () => {
    const response = await postForm(worker, "/boka", { ...booking, customer_email: "bot@example.se", webbplats: "http://spam.example" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/tjanster?dialog=boka&skickat=boka#dialog-tack");
    expect(await rows(worker, "SELECT id FROM bookings WHERE customer_email = 'bot@example.se'")).toHaveLength(0);
  });

  it("refuses a form larger than the limit with 413", async () => {
    const response = await postForm(worker, "/boka", { ...booking, notes: "x".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Formuläret är för stort");
  });

  it("never redirects to another site", async () => {
    const response = await postForm(worker, "/boka", { ...booking, customer_email: "redir@example.se", returnTo: "//evil.example/x" });
    expect(response.headers.get("location")).toBe("/boka?skickat=boka#bokning");
  });
});

describe("the floating contact widget", () => {
  it("renders its dialog with ?dialog=snabbkontakt and writes a pending booking", async () => {
    const html = text(await (await worker.fetch("/om-oss?dialog=snabbkontakt")).text());
    expect(html).toContain("Snabbkontakt");
    expect(html).toMatch(/<form[^>]*action="\/snabbkontakt#snabbkontakt-sida-felsammanfattning"/);
    const quick = validQuickContact({ customerPhone: "46701112233", returnTo: "/om-oss?dialog=snabbkontakt" });
    const response = await postForm(worker, "/snabbkontakt", quick);
    expect(response.headers.get("location")).toBe("/om-oss?dialog=snabbkontakt&skickat=snabbkontakt#dialog-tack");
    const [row] = await rows(
      worker,
      `SELECT customer_name, customer_phone, service, notes, status, source FROM bookings WHERE customer_email = '${quick.customerEmail}'`,
    );
    expect(row).toEqual({
      customer_name: quick.customerName,
      customer_phone: "+46701112233",
      service: quick.service,
      notes: quick.notes,
      status: "pending",
      source: "snabbkontakt",
    });
  });

  it("shows the required messages", async () => {
    const response = await postForm(worker, "/snabbkontakt", { customerName: "", customerEmail: "", customerPhone: "", service: "" });
    expect(response.status).toBe(400);
    const html = text(await response.text());
    for (const message of ["Namn är obligatoriskt", "E-post är obligatoriskt", "Telefon är obligatoriskt", "Välj en tjänst"])
      expect(html).toContain(message);
  });
});

describe("the newsletter", () => {
  it("renders 'Spara 10% på din flytt!' with ?dialog=nyhetsbrev and a link to /avregistrera", async () => {
    const html = text(await (await worker.fetch("/?dialog=nyhetsbrev")).text());
    expect(html).toContain("Spara 10% på din flytt!");
    expect(html).toContain('href="/avregistrera"');
    expect(html).toMatch(/<form[^>]*action="\/nyhetsbrev#nyhetsbrev-discount-felsammanfattning"/);
  });

  it("stores the e-mail lower-cased and trimmed, source discount, no IP, the user agent; twice is one row", async () => {
    const fields = validNewsletter({ email: "  Nils.Nilsson@Example.SE ", returnTo: "/?dialog=nyhetsbrev" });
    const first = await postForm(worker, "/nyhetsbrev", fields, { "User-Agent": "Testlasare/1.0" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/?dialog=nyhetsbrev&skickat=nyhetsbrev-discount#dialog-tack");
    const again = await postForm(worker, "/nyhetsbrev", { ...fields, email: "nils.nilsson@example.se" }, { "User-Agent": "Annan/2.0" });
    expect(again.status).toBe(302);
    const subscriptions = await rows(
      worker,
      "SELECT email, source, ip_address, user_agent FROM newsletter_subscriptions WHERE email = 'nils.nilsson@example.se'",
    );
    expect(subscriptions).toEqual([
      { email: "nils.nilsson@example.se", source: "discount", ip_address: null, user_agent: "Testlasare/1.0" },
    ]);
  });

  it("keeps the blog sidebar's source", async () => {
    await postForm(worker, "/nyhetsbrev", validNewsletter({ email: "blogg@example.se", source: "blogg", returnTo: "/blogg" }));
    const [row] = await rows(worker, "SELECT source FROM newsletter_subscriptions WHERE email = 'blogg@example.se'");
    expect(row).toEqual({ source: "blogg" });
  });

  it("requires a valid e-mail", async () => {
    const empty = text(await (await postForm(worker, "/nyhetsbrev", { email: "", source: "discount" })).text());
    expect(empty).toContain("E-post är obligatoriskt");
    const invalid = await postForm(worker, "/nyhetsbrev", { email: "inte-en-adress", source: "discount" });
    expect(invalid.status).toBe(400);
    expect(text(await invalid.text())).toContain("Ange en e-postadress som namn@exempel.se");
  });
});

describe("cookie consent", () => {
  const consentFrom = consentIn;
  const attributesOf = (setCookie: string | null) =>
    (setCookie ?? "")
      .split(";")
      .map((part) => part.trim())
      .slice(1)
      .sort();

  it("shows the banner while no choice is stored", async () => {
    const html = text(await (await worker.fetch("/")).text());
    expect(html).toContain("Vi använder cookies");
    expect(html).toContain('value="accept-all"');
  });

  it("accept all stores every category and the banner disappears", async () => {
    const response = await postForm(worker, "/cookies", { intent: "accept-all", returnTo: "/om-oss" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/om-oss");
    const setCookie = response.headers.get("set-cookie");
    // Over plain http (npm start, these tests) without Secure, which Firefox and WebKit would refuse.
    expect(attributesOf(setCookie)).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"]);
    const consent = (await consentFrom(setCookie))!;
    expect(consent).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(new Date(String(consent.timestamp)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const cookie = setCookie!.split(";")[0]!;
    const html = text(await (await worker.fetch("/om-oss", { headers: { Cookie: cookie } })).text());
    expect(html).not.toContain("Vi använder cookies");
  });

  it("sets the consent cookie Secure when the page was asked for over https", async () => {
    const response = await worker.fetch("https://www.transist.se/cookies", {
      method: "POST",
      body: new URLSearchParams({ intent: "accept-all", returnTo: "/" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(attributesOf(response.headers.get("set-cookie"))).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"]);
  });

  // No script reads the choice: the banner and the settings form are rendered from it by the worker.
  it("sets the consent cookie HttpOnly on every way a choice arrives: a page post, Remix's data post, and its removal", async () => {
    const answers = [
      await postForm(worker, "/cookies", { intent: "reject-all", returnTo: "/" }),
      await worker.fetch("/cookies.data", {
        method: "POST",
        body: new URLSearchParams({ intent: "accept-all", returnTo: "/" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
      }),
      await postForm(worker, "/cookies", { intent: "clear", returnTo: "/cookies" }, { Cookie: "cookieConsent=x" }),
    ];
    for (const response of answers) {
      const attributes = (response.headers.get("set-cookie") ?? "").split(";").map((part) => part.trim());
      expect(attributes[0]).toMatch(/^cookieConsent=/);
      expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
      await response.arrayBuffer();
    }
  });

  it("reject all stores only the necessary category", async () => {
    const response = await postForm(worker, "/cookies", { intent: "reject-all", returnTo: "/" });
    expect(await consentFrom(response.headers.get("set-cookie"))).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it("save stores the chosen categories and the settings show them", async () => {
    const response = await postForm(worker, "/cookies", {
      intent: "save",
      analytics: "on",
      returnTo: "/cookies?skickat=cookie-installningar#installningar",
    });
    expect(response.headers.get("location")).toBe("/cookies?skickat=cookie-installningar#installningar");
    const setCookie = response.headers.get("set-cookie");
    expect(await consentFrom(setCookie)).toMatchObject({ necessary: true, analytics: true, marketing: false, functional: false });
    const html = text(
      await (await worker.fetch("/cookies?skickat=cookie-installningar", { headers: { Cookie: setCookie!.split(";")[0]! } })).text(),
    );
    expect(html).toContain("Dina inställningar är sparade.");
    expect(html).toMatch(/id="cookie-analytics"[^>]*checked/);
    expect(html).not.toMatch(/id="cookie-marketing"[^>]*checked/);
  });

  it("'Ta bort mitt val' clears the cookie and the banner shows again", async () => {
    const response = await postForm(
      worker,
      "/cookies",
      { intent: "clear", returnTo: "/cookies?skickat=cookie-rensat#installningar" },
      { Cookie: "cookieConsent=x" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/^cookieConsent=;/);
    expect(attributesOf(response.headers.get("set-cookie"))).toEqual(["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax"]);
    const html = text(await (await worker.fetch(response.headers.get("location")!)).text());
    expect(html).toContain("Vi använder cookies");
    expect(html).toContain("Ditt val är borttaget.");
  });

  it("the /cookies page explains the four categories, lists cookieConsent and has the settings form", async () => {
    const response = await worker.fetch("/cookies");
    expect(response.headers.get("cdn-cache-control")).toContain("s-maxage");
    const html = text(await response.text());
    for (const heading of ["Nödvändiga cookies", "Analyscookies", "Marknadsföringscookies", "Funktionella cookies", "cookieConsent"])
      expect(html).toContain(heading);
    expect(html).toContain('id="installningar"');
    expect(html).toMatch(/id="cookie-necessary"[^>]*checked=""[^>]*disabled=""|id="cookie-necessary"[^>]*disabled=""/);
    expect(html).toContain('value="save"');
    expect(html).toContain('value="clear"');
  });

  it("refuses an unknown intent", async () => {
    expect((await postForm(worker, "/cookies", { intent: "hack" })).status).toBe(400);
  });
});

describe("rate limit", () => {
  let limited: TestWorker;
  beforeAll(async () => {
    limited = await startWorker({ vars: { RATE_LIMIT_MAX: "2" } });
  });
  afterAll(() => limited?.dispose());

  it("answers the third form in the window with 429 and the message in the page, input kept", async () => {
    for (const n of [1, 2]) expect((await postForm(limited, "/kontakt", { ...contact, email: `r${n}@example.se` })).status).toBe(302);
    const response = await postForm(limited, "/kontakt", { ...contact, email: "r3@example.se" });
    expect(response.status).toBe(429);
    const html = text(await response.text());
    expect(html).toContain("Du har skickat många formulär på kort tid");
    expect(html).toContain('value="r3@example.se"');
    expect(await rows(limited, "SELECT id FROM bookings")).toHaveLength(2);
  });

  it("limits the booking, widget and newsletter forms too", async () => {
    for (const path of ["/boka", "/snabbkontakt", "/nyhetsbrev"]) {
      const statuses: number[] = [];
      for (let n = 0; n < 3; n++) statuses.push((await postForm(limited, path, { email: "" })).status);
      expect(statuses).toEqual([400, 400, 429]);
    }
  });
});

describe("when D1 fails", () => {
  let broken: TestWorker;
  beforeAll(async () => {
    broken = await startWorker({ migrate: false, vars: QUICK_LEAD_WRITE_RETRIES });
  });
  afterAll(() => broken?.dispose());

  it("the home form says 'Det gick inte att skicka förfrågan: … Försök igen senare.' and keeps the input", async () => {
    const response = await postForm(broken, "/?index", contact);
    expect(response.status).toBe(503);
    const html = text(await response.text());
    expect(html).toContain("Det gick inte att skicka förfrågan: Ett okänt fel uppstod. Försök igen senare.");
    expect(html).toContain(`value="${contact.name}"`);
  });

  it("the Kontakt form says 'Det gick inte att skicka meddelandet. Försök igen senare.'", async () => {
    const html = text(await (await postForm(broken, "/kontakt", contact)).text());
    expect(html).toContain("Det gick inte att skicka meddelandet. Försök igen senare.");
  });

  it("the booking form says 'Ett fel uppstod. Kontrollera din inmatning och försök igen.'", async () => {
    const html = text(await (await postForm(broken, "/boka", booking)).text());
    expect(html).toContain("Ett fel uppstod. Kontrollera din inmatning och försök igen.");
  });

  it("the newsletter says 'Ett fel uppstod. Försök igen senare.'", async () => {
    const html = text(await (await postForm(broken, "/nyhetsbrev", validNewsletter())).text());
    expect(html).toContain("Ett fel uppstod. Försök igen senare.");
  });
});
