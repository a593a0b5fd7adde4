import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_MS, DRAFT_TAB_KEY, SERVICE_WORKER_CACHES } from "~/shared/browser-storage";
import { COOKIE_CONSENT_MAX_AGE, COOKIE_FORM_ACTION } from "~/shared/cookie-consent";
import { CONFIRMATIONS_PER_ADDRESS } from "~/shared/mail-caps";
import { BACKUP_DAYS, LOG_DAYS, TIME_TRAVEL_DAYS, durationText, retentionPolicy } from "~/shared/retention";
import {
  bookingPolicyColumns,
  jobApplicationPolicyColumns,
  newsletterPolicyColumns,
  quotePolicyColumns,
} from "~/server/privacy/privacy-policy.server";
import { SENT_PARAM } from "~/shared/sent-url";
import { startWorker, type TestWorker } from "../../harness/worker";
import { formBody, validBooking } from "../support/valid-forms";

/**
 * /integritetspolicy and /cookies say what the site does, with the values the code uses: a worker
 * with unusual settings must state exactly those, and what they say of the service worker must be
 * what public/sw.js does.
 */

const swSource = readFileSync(resolve(import.meta.dirname, "../../public/sw.js"), "utf8");

/** The page's text as a reader sees it: no tags, entities decoded, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

let worker: TestWorker;
let policy: string;
let cookies: string;
beforeAll(async () => {
  worker = await startWorker({
    vars: {
      RETENTION_JOB_APPLICATION_MONTHS: "6",
      RETENTION_LEADS_MONTHS: "18",
      RATE_LIMIT_WINDOW_SECONDS: "900",
      VISITOR_MAILS_PER_CLIENT: "7",
      VISITOR_MAILS_PER_DAY: "250",
    },
  });
  policy = visibleText(await (await worker.fetch("/integritetspolicy")).text());
  cookies = visibleText(await (await worker.fetch("/cookies")).text());
});
afterAll(() => worker?.dispose());

describe("/integritetspolicy states the configured periods", () => {
  it("retention: leads 18 months, job applications 6 months, nothing of the defaults", () => {
    expect(policy).toContain("Offertförfrågningar och bokningar sparar vi i 18 månader,");
    expect(policy).toContain("Jobbansökningar och bifogade CV:n sparar vi i 6 månader.");
    expect(policy).not.toContain("36 månader");
    expect(policy).not.toContain("24 månader");
  });

  it("the rate limit counts in the configured window of 15 minutes, by a keyed code, not the IP address", () => {
    expect(policy).toContain("Vi räknar i perioder om 15 minuter:");
    expect(policy).not.toContain("10 minuter");
    expect(policy).toContain("Din IP-adress sparas inte.");
    expect(policy).toContain("räknar vi fram en kod ur adressen och dagens datum med en hemlig nyckel (HMAC-SHA-256)");
    expect(policy).toContain("per nät (/64)");
    // rateLimitKey hashes the window's UTC date: the code turns at UTC midnight.
    expect(policy).toContain("den byts vid midnatt UTC (klockan 01 svensk vintertid, 02 sommartid)");
  });

  it("the rate limit's rows are deleted when they are as old as the policy says (the scheduled clean-up)", async () => {
    const match = /Koderna och räknarna raderas automatiskt när de är (\d+) timmar gamla\./.exec(policy);
    expect(match).not.toBeNull();
    const statedSeconds = Number(match![1]) * 3600;
    const now = new Date("2026-06-01T12:00:00Z");
    const nowSeconds = Math.floor(now.getTime() / 1000);
    await worker.sql("INSERT INTO rate_limits (key, window_start, count) VALUES ('kontakt:aa', ?, 1)", nowSeconds - statedSeconds - 60);
    await worker.sql("INSERT INTO rate_limits (key, window_start, count) VALUES ('kontakt:bb', ?, 1)", nowSeconds - statedSeconds + 60);
    await worker.scheduled(now);
    expect(await worker.sql("SELECT key FROM rate_limits WHERE key LIKE 'kontakt:%'")).toEqual([{ key: "kontakt:bb" }]);
  });

  it("names Cloudflare, Inc. as processor, what each service does, and that the data stays in the EU", () => {
    expect(policy).toContain("Vårt personuppgiftsbiträde är Cloudflare, Inc.");
    for (const service of [
      "Cloudflare Workers kör webbplatsen",
      "Cloudflare D1 är databasen",
      "Cloudflare R2 lagrar CV-filerna",
      "Cloudflare Email Service skickar mejlen: aviseringarna om nya förfrågningar till oss och bekräftelsemejlen till dig",
    ])
      expect(policy).toContain(service);
    expect(policy).not.toContain("Email Routing");
    expect(policy).toContain("Uppgifterna lagras inom EU.");
  });

  it("the rights: a copy, correction, erasure, by e-mail, answered within a month", () => {
    expect(policy).toContain("att få veta vilka uppgifter vi har om dig och att få en kopia av dem");
    expect(policy).toContain("att få felaktiga uppgifter rättade och att få dina uppgifter raderade");
    expect(policy).toContain("Mejla oss på info@transist.se så svarar vi inom en månad.");
  });

  it("says no more that the site keeps only one thing in the browser", () => {
    expect(policy).not.toContain("sparar bara en cookie");
    expect(policy).toContain("Webbplatsen sätter två nödvändiga cookies. Den första, cookieConsent,");
  });

  it("names the quote wizard's cookie between its steps, how long it lives, and that it goes when the quote is sent", () => {
    expect(policy).toContain("Den andra, quoteAnswers, sätts bara när du fyller i offertformuläret med JavaScript avstängt.");
    expect(policy).toContain("sparas i högst 1 timme efter det senaste steget och raderas när offertförfrågan har skickats");
    expect(policy).toContain("den hamnar aldrig i någon logg eller cache");
    expect(cookies).toMatch(/quoteAnswers Nödvändig .*? 1 timme Transist \(förstapart\)/);
  });
});

describe("what the browser keeps, on both pages, from the code's own values", () => {
  const draftAge = durationText(DRAFT_MAX_AGE_MS / 1000);

  it.each(["policy", "cookies"])("%s: drafts in localStorage, never sent, kept at most the drafts' age", (page) => {
    const text = page === "policy" ? policy : cookies;
    expect(draftAge).toBe(`${DRAFT_MAX_AGE_MS / 3_600_000} timmar`);
    expect(text).toContain("i webbläsarens lokala lagring (localStorage)");
    expect(text).toContain("Utkastet skickas aldrig till oss.");
    expect(text).toContain(
      `Det raderas när formuläret har skickats, direkt när du väljer ”Rensa formuläret” och annars när det är äldre än ${draftAge}: varje gång en sida på webbplatsen laddas tas äldre utkast bort.`,
    );
    expect(text).toContain(`en slumpad kod, ${DRAFT_TAB_KEY}, i webbläsarens sessionslagring (sessionStorage)`);
  });

  it.each(["policy", "cookies"])("%s: the service worker's caches and rules as public/sw.js has them", (page) => {
    const text = page === "policy" ? policy : cookies;
    const files = /const FILES = `([^`$]+)\$\{VERSION\}`/.exec(swSource)?.[1];
    const pages = /const PAGES = `([^`$]+)\$\{VERSION\}`/.exec(swSource)?.[1];
    expect([files, pages]).toEqual([SERVICE_WORKER_CACHES.files, SERVICE_WORKER_CACHES.pages]);
    expect(text).toContain(`I cachen ${files}… sparar den webbplatsens egna filer`);
    expect(text).toContain(
      `I cachen ${pages}… sparar den två sidor som säger att du är offline och, när du har gjort ett cookieval, de sidor du läser.`,
    );
    // The pages kept at install, and the rule that only pages rendered after a cookie choice are kept.
    expect(swSource).toMatch(/for \(const page of \[OFFLINE_PAGE, CONNECTION_FAILED_PAGE\]\)/);
    expect(swSource).toMatch(/headers\.get\(OWN_ANSWER_HEADER\) === "made"/);
    // Thank-you pages and private answers are never kept, form posts never touch the caches.
    const never = /!url\.searchParams\.has\("([^"]+)"\)/.exec(swSource)?.[1];
    expect(never).toBe(SENT_PARAM);
    expect(swSource).toMatch(/no-store\|private/);
    expect(swSource).toMatch(/if \(request\.method !== "GET"\) \{/);
    expect(text).toContain(
      `Tacksidor efter ett skickat formulär (adresser med ?${never}=), svar på formulär och sidor med dina egna uppgifter sparas aldrig.`,
    );
    expect(text).toContain("Gör du ett nytt cookieval töms sidcachen");
    // Both ways a choice is posted: the page's form, and Remix's data request for it with JavaScript.
    const choicePaths = JSON.parse(/const COOKIE_CHOICE_PATHS = (\[[^\]]*\]);/.exec(swSource)?.[1] ?? "[]") as unknown;
    expect(choicePaths).toEqual([COOKIE_FORM_ACTION, `${COOKIE_FORM_ACTION}.data`]);
    expect(swSource).toMatch(/COOKIE_CHOICE_PATHS\.includes\(url\.pathname\)\) event\.waitUntil\(emptyPageCache\(\)\)/);
  });

  it("the consent cookie's stated lifetime is the Max-Age the site sets", async () => {
    const response = await worker.fetch("/cookies", {
      method: "POST",
      body: new URLSearchParams({ intent: "reject-all", returnTo: "/" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const maxAge = Number(/Max-Age=(\d+)/.exec(response.headers.get("set-cookie") ?? "")?.[1]);
    expect(maxAge).toBe(COOKIE_CONSENT_MAX_AGE);
    const days = maxAge / 86_400;
    expect(policy).toContain(`Den sparas i ${days} dagar, eller tills du tar bort ditt val på sidan Cookies.`);
    expect(cookies).toMatch(new RegExp(`cookieConsent Nödvändig .*? ${days} dagar Transist \\(förstapart\\)`));
    expect(cookies).not.toContain("12 månader");
  });

  it("/cookies says that drafts and kept pages exist besides the one cookie", () => {
    expect(cookies).toContain("Annat som sparas i din webbläsare");
    expect(cookies).toContain("Två saker till sparas i din webbläsare utan att vara cookies");
    expect(cookies).toContain("Utkasten av formulären (se nedan) är ingen cookie och sparas oavsett valet här.");
  });
});

describe("the map on /kontakt hands the visitor's IP address to OpenStreetMap, said on both pages", () => {
  it.each(["policy", "cookies"])(
    "%s: OpenStreetMap Foundation (UK) gets the IP address once the map is shown, and nothing before",
    (page) => {
      const text = page === "policy" ? policy : cookies;
      expect(text).toContain("Kartan på sidan Kontakt visas först när du trycker på ”Visa kartan”.");
      expect(text).toContain(
        "Då hämtar din webbläsare kartan direkt från OpenStreetMap Foundation i Storbritannien (openstreetmap.org), som därmed får din IP-adress",
      );
      expect(text).toContain("Trycker du inte på knappen hämtas ingenting från OpenStreetMap.");
    },
  );
});

describe("the policy lists every field each form stores, from the database's own columns", () => {
  const tables: Record<string, Readonly<Record<string, string | null>>> = {
    bookings: bookingPolicyColumns(),
    quotes: quotePolicyColumns(),
    job_applications: jobApplicationPolicyColumns(),
    newsletter_subscriptions: newsletterPolicyColumns(),
  };

  it.each(Object.keys(tables))("%s: each column of the migrated table is described, and what it holds is in the policy", async (table) => {
    const texts = tables[table]!;
    const columns = (await worker.sql<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)).map((row) => row.name);
    expect(columns.length).toBeGreaterThan(3);
    expect(Object.keys(texts).sort()).toEqual([...columns].sort());
    for (const [column, phrase] of Object.entries(texts)) if (phrase !== null) expect(policy, column).toContain(phrase);
  });

  it("the bookings' line names all /boka stores: company, moving date, both addresses, size, floors, lifts, services, special items", () => {
    const line = /Bokningar, kontaktformulären och snabbkontakten: ([^.]*)\./.exec(policy)?.[1] ?? "";
    for (const phrase of [
      "namn",
      "företag",
      "e-post",
      "telefon",
      "flyttdatum",
      "adressen du flyttar från",
      "adressen du flyttar till",
      "bostadens storlek",
      "våning på båda adresserna",
      "om det finns hiss",
      "de tjänster du väljer",
      "särskilda föremål",
      "ditt meddelande",
    ])
      expect(line, phrase).toContain(phrase);
  });

  it("a booking posted with every field fills only columns the policy describes", async () => {
    const body = formBody(
      validBooking({
        customer_email: "policy-test@example.se",
        company: "Policy AB",
        property_size: "3 rum",
        floor_from: "3",
        floor_to: "2",
        elevator_from: "on",
        elevator_to: "on",
        included_services: "Transport",
        additional_services: "Packning",
        special_items: "Piano",
        notes: "Portkod 1234",
        returnTo: "/boka",
      }),
    );
    const response = await worker.fetch("/boka", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    const [row] = await worker.sql<Record<string, unknown>>("SELECT * FROM bookings WHERE customer_email = ?", "policy-test@example.se");
    expect(row).toBeDefined();
    const filled = Object.entries(row!).filter(([, value]) => value !== null && value !== 0 && value !== "" && value !== "[]");
    for (const [column] of filled) {
      if (column === "id" || column === "status") continue;
      expect(tables.bookings![column], column).toEqual(expect.any(String));
    }
    expect(filled.length).toBeGreaterThanOrEqual(18);
  });
});

describe("/integritetspolicy says what the forms' data leaves behind, with the same periods", () => {
  it("the notifications: in the company's mailbox outside the deletion times, a CV attached, the mailbox provider receives them", () => {
    expect(policy).toContain("Varje avisering kommer som ett mejl till vår e-postlåda, en jobbansökan med CV:t bifogat.");
    expect(policy).toContain("Mejlen omfattas inte av tiderna ovan: de finns kvar i e-postlådan tills vi raderar dem.");
    expect(policy).toContain(
      "Aviseringarna levereras till vår e-postlåda hos vår e-postleverantör, som därmed tar emot uppgifterna i dem, CV:n inräknade",
    );
  });

  it("an unsubscribed address may remain in its notification, as long as the notifications' own period", () => {
    const days = retentionPolicy({}).sentNotificationDays;
    expect(policy).toContain("Avregistrerar du dig från nyhetsbrevet tas din adress bort ur listan direkt.");
    expect(policy).toContain(
      `Aviseringen till oss om din bekräftade anmälan innehåller adressen och raderas först som den föregående punkten säger (${days} dagar efter att den skickats)`,
    );
  });

  it("the visitor's own confirmation: that it is sent, what it holds and what it never holds", () => {
    expect(policy).toContain("Du får själv ett bekräftelsemejl till den e-postadress du angav.");
    expect(policy).toContain(
      "Det innehåller en referens, det du valde ur formulärets fasta listor (till exempel tjänst, typ av flytt, bostadens storlek och önskat datum), när vi hör av oss och vårt telefonnummer.",
    );
    expect(policy).toContain("Det innehåller aldrig något du har skrivit själv, som namn, adress eller meddelande.");
    expect(policy).toContain("vi får veta om anmälan först när du har bekräftat den.");
  });

  it("the caps on visitors' mails as configured, per budget, with the client's key and when its day turns", () => {
    const days = retentionPolicy({}).sentNotificationDays;
    expect(policy).toContain(
      "i två separata budgetar: bekräftelser på formulär, och mejl om nyhetsbrevet (länken som bekräftar en anmälan och länken som avregistrerar).",
    );
    expect(policy).toContain(`En e-postlåda får högst ${CONFIRMATIONS_PER_ADDRESS} mejl av varje slag under 24 timmar`);
    expect(policy).toContain("Gmail-adresser med eller utan punkter, Proton-adresser med eller utan punkter, understreck och bindestreck");
    // The configured 7 and 250, not the defaults; senderKey hashes the UTC date with the IPv6 /48.
    expect(policy).toContain(
      "Samma internetanslutning kan få högst 7 mejl av varje slag skickade per dygn; dygnet börjar vid midnatt UTC (klockan 01 svensk vintertid, 02 sommartid).",
    );
    expect(policy).toContain("För mejlen räknas en IPv6-anslutning per /48");
    expect(policy).toContain("Hela webbplatsen skickar högst 250 mejl av varje slag under 24 timmar.");
    expect(policy).toContain("Vi sparar en kod räknad ur e-postlådan med en hemlig nyckel (HMAC-SHA-256)");
    expect(policy).toContain(`Koderna raderas med mejlet, ${days} dagar efter att det skickats.`);
  });

  it("logs, backups and D1 Time Travel, each with how long it keeps data, from the code's constants", () => {
    expect([LOG_DAYS, BACKUP_DAYS, TIME_TRAVEL_DAYS]).toEqual([7, 30, 30]);
    expect(policy).toContain(`Webbplatsens loggar (Cloudflare Workers Logs) sparas i ${LOG_DAYS} dagar och raderas sedan automatiskt.`);
    expect(policy).toContain(`Säkerhetskopior av databasen förvaras åtkomstbegränsade och raderas efter ${BACKUP_DAYS} dagar.`);
    expect(policy).toContain(`under de senaste ${TIME_TRAVEL_DAYS} dagarna (Cloudflare D1 Time Travel)`);
  });

  it("a notification that never went out is deleted with the data it is about, with the configured periods", () => {
    expect(policy).toContain(
      "En avisering som till slut inte gick att skicka raderas när uppgifterna den gäller raderas: efter 6 månader för jobbansökningar och 18 månader för allt annat.",
    );
  });
});
