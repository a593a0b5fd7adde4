import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";
import { withdrawalForm, withdrawalParts } from "~/content/consumer-terms";
import { KEY_TERMS_LINK_TEXT, KEY_TERMS_TITLE, keyTerms } from "~/content/key-terms";
import { reviewsCheckedText } from "~/content/reviews";
import { company, fullAddress } from "~/shared/company";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

const text = async (path: string) => {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");
};

describe("the content pages", () => {
  it("home has the hero, reviews, challenges, offer, call to action, services, gallery and contact section", async () => {
    const html = await text("/");
    for (const expected of [
      "Få prisförslag",
      'href="/?dialog=offert"',
      "Ring oss",
      "Skriv en recension",
      "Vi löser dina utmaningar",
      "Tidsbrist?",
      "Ömtåliga saker?",
      "Orolig för kvaliteten?",
      "Få din rabatterade offert nu",
      "TRANSISTNY20",
      "Redo att börja?",
      "Få kostnadsfri offert",
      "Få offert på flyttstädning",
      'id="services"',
      'id="contact"',
      "Badrum",
      "Kök",
      "Lokaler",
      "Försäkrat gods",
      "100 % nöjd-kund-garanti",
      "Svar inom 24 timmar",
      "Kostnadsfri besiktning",
      "RUT-avdrag upp till 50 % av arbetskostnaden",
    ])
      expect(html, expected).toContain(expected);
    expect(html.match(/<blockquote/g)).toHaveLength(5);
    expect(html).toContain("5 av 5 i snittbetyg");
    expect(html.match(/>Kundomdöme</g)).toHaveLength(5);
    expect(html).not.toContain("via Trustpilot");
    expect(html).not.toContain("<video");
    // The rating is a placeholder: no badge until a real, sourced figure is configured.
    expect(html).not.toContain("nöjda kunder");
  });

  it("Om oss presents the history and both founders with phone and e-mail", async () => {
    const html = await text("/om-oss");
    expect(html).toContain("Ekonomiansvarig");
    expect(html).toContain("Affärsutvecklare");
    expect(html.match(/href="tel:\+46701740650"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html.match(/href="mailto:info@transist.se"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("FAQ has eight questions, one open at a time, a call-us box and FAQPage data", async () => {
    const html = await text("/faq");
    expect(html).toContain(">Vanliga frågor</h1>");
    expect(html.match(/<details name="faq"/g)).toHaveLength(8);
    for (const fact of ["2–3 veckor", "50 % av arbetskostnaden", "inom 10 dagar", "hela Sverige"]) expect(html).toContain(fact);
    expect(html).toContain("Hittar du inte svaret?");
    expect(html).toContain('"@type":"FAQPage"');
  });

  it("the privacy policy has eight sections and tells how long each kind of data is kept", async () => {
    const html = await text("/integritetspolicy");
    expect(html.match(/<section [^>]*class="scroll-mt-28"/g)).toHaveLength(8);
    for (const fact of ["Cloudflare D1", "Cloudflare R2", "24 månader", "36 månader", 'href="/avregistrera"', "cookieConsent"])
      expect(html).toContain(fact);
  });

  it("the terms have the spec's terms beside what consumer law asks, and a contact box", async () => {
    const html = await text("/villkor");
    expect(html.match(/<section [^>]*class="scroll-mt-28"/g)).toHaveLength(13);
    for (const term of [
      "bindande",
      "preliminära",
      "10 dagar netto",
      "kreditprövning",
      "Swish",
      "Mer än 7 dagar före uppdraget: kostnadsfritt.",
      "3–7 dagar före: 50 %",
      "Mindre än 3 dagar före: 100 %",
      "inom 7 dagar",
      "Svensk lag",
      "Frågor? Kontakta oss",
    ])
      expect(html).toContain(term);
  });

  it("the terms give the right of withdrawal per service, how to use it, early starts, the exceptions, Bohag 2010 and ARN", async () => {
    const html = (await text("/villkor")).replace(/&#x27;/g, "'");
    for (const part of withdrawalParts) expect(html).toContain(`id="${part.id}"`);
    for (const fact of [
      "ångerrätt",
      "14 dagar och räknas från den dag avtalet ingås",
      "Städning (",
      "Flytt:",
      "i proportion till hela det avtalade priset",
      "standardformuläret för utövande av ångerrätt",
      'href="/villkor/angerblankett"',
      'href="/villkor/angerblankett.txt"',
      "inklusive moms",
      "Bohag 2010",
      "Allmänna reklamationsnämnden (ARN)",
      "Box 174, 101 23 Stockholm",
    ])
      expect(html, fact).toContain(fact);
    // The EU's online dispute platform closed on 20 July 2025: no link to it is owed, and one would mislead.
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).not.toMatch(/ODR|onlineplattform|tvistlösning online/i);
  });

  it("the withdrawal form is a page and a text file with the standard form's fields, addressed to the company", async () => {
    const html = (await text("/villkor/angerblankett")).replace(/&#x27;/g, "'");
    const response = await worker.fetch("/villkor/angerblankett.txt");
    const file = await response.text();
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="angerblankett-transist\.txt"$/);
    for (const line of [
      withdrawalForm.title,
      withdrawalForm.instruction,
      withdrawalForm.to,
      ...withdrawalForm.fields,
      withdrawalForm.footnote,
    ]) {
      expect(html, line).toContain(line);
      expect(file, line).toContain(line);
    }
    for (const fact of [company.legalName, fullAddress, company.email]) expect(withdrawalForm.to).toContain(fact);
    for (const field of ["frånträder", "Beställd den", "namn:", "adress:", "namnteckning", "Datum:"])
      expect(withdrawalForm.fields.join("\n")).toContain(field);
  });

  it("the booking form, on its page and in its dialog, shows the key terms and links to the terms", async () => {
    for (const path of ["/boka", "/?dialog=boka"]) {
      const html = await text(path);
      expect(html, path).toContain(`>${KEY_TERMS_TITLE}</p>`);
      for (const term of keyTerms) expect(html, `${path}: ${term}`).toContain(`<li>${term}</li>`);
      expect(html).toContain(`href="/villkor#angerratt">${KEY_TERMS_LINK_TEXT}</a>`);
    }
  });

  it("says how the reviews are checked beside them, on the home page and a service page", async () => {
    for (const path of ["/", "/tjanster/bohagsflytt"]) expect(await text(path), path).toContain(reviewsCheckedText);
  });

  it("Kontakt has the contact cards, directions, opening hours, why us, a form and a map that loads nothing", async () => {
    const html = await text("/kontakt");
    for (const expected of ["Vägbeskrivning", "Öppettider", "06:00–18:00", "10:00–18:00", "Stängt", "Varför välja oss?", "Visa kartan"])
      expect(html).toContain(expected);
    expect(html).not.toContain("<iframe");
  });

  it("/tack promises contact within 24 hours and links onwards, noindex", async () => {
    const html = await text("/tack");
    for (const expected of [
      "inom 24 timmar",
      'href="/tjanster"',
      'href="/blogg"',
      'href="/om-oss"',
      'href="tel:',
      'href="mailto:',
      "noindex",
    ])
      expect(html).toContain(expected);
  });

  it("/jobba-hos-oss has the benefits around the form and /landingpage leads to the quote wizard", async () => {
    expect(await text("/jobba-hos-oss")).toContain("Därför trivs man hos Transist");
    const landing = await text("/landingpage");
    expect(landing).toContain("TRANSISTNY20");
    expect(landing).toContain('href="/offert"');
  });

  it("serves the Open Graph image", async () => {
    const response = await worker.fetch("/images/og-transist.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/png");
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
