import { DRAFT_MAX_AGE_MS, DRAFT_TAB_KEY, SERVICE_WORKER_CACHES } from "~/shared/browser-storage";
import { company } from "~/shared/company";
import { COOKIE_CONSENT_MAX_AGE, COOKIE_CONSENT_NAME } from "~/shared/cookie-consent";
import { durationText } from "~/shared/retention";
import { SENT_PARAM } from "~/shared/sent-url";
import { QUOTE_ANSWERS_COOKIE, QUOTE_ANSWERS_MAX_AGE, QUOTE_ANSWERS_PATH } from "~/shared/quote-step-pages";

/**
 * What the site keeps in the visitor's browser, as the privacy policy and the cookie page both
 * say it: every period and name is the code's own (shared/browser-storage.ts, shared/cookie-consent.ts).
 */

export const consentCookieLifetime = durationText(COOKIE_CONSENT_MAX_AGE);

export const consentCookieText = `Webbplatsen sätter två nödvändiga cookies. Den första, ${COOKIE_CONSENT_NAME}, kommer ihåg ditt cookieval: vilka kategorier du har godkänt och när du valde. Den sparas i ${consentCookieLifetime}, eller tills du tar bort ditt val på sidan Cookies. Vi använder inga analys- eller marknadsföringscookies.`;

export const quoteAnswersCookieLifetime = durationText(QUOTE_ANSWERS_MAX_AGE);

/** The quote wizard's cookie between its step pages without JavaScript (shared/quote-step-pages.ts). */
export const quoteAnswersCookieText = `Den andra, ${QUOTE_ANSWERS_COOKIE}, sätts bara när du fyller i offertformuläret med JavaScript avstängt. Den håller det du har svarat i formulärets tidigare steg, till exempel tjänst, adresser och kontaktuppgifter, medan du går mellan stegen, så att webbläsarens Tillbaka och Framåt visar stegen med dina svar. Den skickas bara till sidan ${QUOTE_ANSWERS_PATH}, sparas i högst ${quoteAnswersCookieLifetime} efter det senaste steget och raderas när offertförfrågan har skickats. Vi sparar den aldrig hos oss, och den hamnar aldrig i någon logg eller cache.`;

export const draftText = `När du fyller i något av de längre formulären (offert, bokning, kontakt, snabbkontakt och jobbansökan) sparar din webbläsare ett utkast av det du skriver, till exempel namn, e-post, telefon, adress och meddelande, i webbläsarens lokala lagring (localStorage). Då försvinner inget om sidan laddas om eller anslutningen bryts. Utkastet skickas aldrig till oss. Det raderas när formuläret har skickats, direkt när du väljer ”Rensa formuläret” och annars när det är äldre än ${durationText(DRAFT_MAX_AGE_MS / 1000)}: varje gång en sida på webbplatsen laddas tas äldre utkast bort. Varje flik har sitt eget utkast, så att två flikar med samma formulär aldrig skriver över eller raderar varandras: fliken känns igen på en slumpad kod, ${DRAFT_TAB_KEY}, i webbläsarens sessionslagring (sessionStorage), som försvinner när fliken stängs. En stängd fliks utkast tas över av nästa flik där du öppnar formuläret. Bifogade filer, som ett CV, sparas aldrig i utkastet.`;

export const serviceWorkerText = `För att sidor ska gå att läsa utan uppkoppling eller på en dålig anslutning installerar webbplatsen en service worker i din webbläsare. I cachen ${SERVICE_WORKER_CACHES.files}… sparar den webbplatsens egna filer (kod, stilmallar, ikoner och typsnitt). I cachen ${SERVICE_WORKER_CACHES.pages}… sparar den två sidor som säger att du är offline och, när du har gjort ett cookieval, de sidor du läser. Namnen slutar med webbplatsens versionsnummer. Tacksidor efter ett skickat formulär (adresser med ?${SENT_PARAM}=), svar på formulär och sidor med dina egna uppgifter sparas aldrig. Gör du ett nytt cookieval töms sidcachen, och när webbplatsen uppdateras raderas den förra versionens cacher. Inget av detta skickas till oss. Du tar bort allt genom att rensa webbplatsdata för ${new URL(company.siteUrl).hostname} i din webbläsare.`;

/** The one third party a page can make the browser talk to, and only when the visitor asks: the map on /kontakt. */
export const mapText =
  "Kartan på sidan Kontakt visas först när du trycker på ”Visa kartan”. Då hämtar din webbläsare kartan direkt från OpenStreetMap Foundation i Storbritannien (openstreetmap.org), som därmed får din IP-adress och uppgifter om din webbläsare, precis som när du besöker deras webbplats. OpenStreetMap Foundation behandlar dem enligt sin egen integritetspolicy (osmfoundation.org/wiki/Privacy_Policy); EU-kommissionen har beslutat att Storbritannien har en adekvat skyddsnivå. Trycker du inte på knappen hämtas ingenting från OpenStreetMap.";
