import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_MS, SERVICE_WORKER_CACHES } from "~/shared/browser-storage";
import { COOKIE_CONSENT_MAX_AGE } from "~/shared/cookie-consent";
import { durationText } from "~/shared/retention";
import { SENT_PARAM } from "~/shared/sent-url";
import { startWorker, type TestWorker } from "../../harness/worker";

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
    vars: { RETENTION_JOB_APPLICATION_MONTHS: "6", RETENTION_LEADS_MONTHS: "18", RATE_LIMIT_WINDOW_SECONDS: "900" },
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
      "Cloudflare Email Routing levererar aviseringarna",
    ])
      expect(policy).toContain(service);
    expect(policy).toContain("Uppgifterna lagras inom EU.");
  });

  it("the rights: a copy, correction, erasure, by e-mail, answered within a month", () => {
    expect(policy).toContain("att få veta vilka uppgifter vi har om dig och att få en kopia av dem");
    expect(policy).toContain("att få felaktiga uppgifter rättade och att få dina uppgifter raderade");
    expect(policy).toContain("Mejla oss på info@transist.se så svarar vi inom en månad.");
  });

  it("says no more that the site keeps only one thing in the browser", () => {
    expect(policy).not.toContain("sparar bara en cookie");
    expect(policy).toContain("Webbplatsen sätter en enda cookie, cookieConsent,");
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
    expect(swSource).toMatch(/url\.pathname === "\/cookies"\) event\.waitUntil\(emptyPageCache\(\)\)/);
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
