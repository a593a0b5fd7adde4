import { consentCookieText, draftText, mapText, quoteAnswersCookieText, serviceWorkerText } from "./browser-storage";
import { mailCaps as defaultMailCaps, type MailCaps } from "~/shared/mail-caps";
import { company } from "~/shared/company";
import { storedFieldsText, type ColumnTexts } from "./stored-data";
import { complaintsParagraphs, industryTermsPart, withdrawalParts } from "./consumer-terms";
import { durationText, retentionStatements, type RetentionPolicy } from "~/shared/retention";

/** The privacy policy and the general terms as data: headings and paragraphs. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** The facts the privacy policy states that the Worker's configuration decides (wrangler.toml's [vars]). */
interface PrivacyFacts {
  retention: RetentionPolicy;
  /** The rate limit's window (RATE_LIMIT_WINDOW_SECONDS). */
  rateLimitWindowSeconds: number;
  /** The caps on mails to visitors (VISITOR_MAILS_PER_CLIENT, VISITOR_MAILS_PER_DAY); their defaults when not given. */
  mailCaps?: MailCaps;
  /** What each column of the lead tables holds, as the forms' definitions describe their fields. */
  storedColumns: Record<"quotes" | "bookings" | "jobApplications" | "newsletter", ColumnTexts>;
}

/** When the keys of the limits turn: the day is UTC's, which begins at 01 in Swedish winter time and 02 in summer. */
const UTC_MIDNIGHT = "midnatt UTC (klockan 01 svensk vintertid, 02 sommartid)";

/** The privacy policy, every period from the same values the code uses. */
export function privacySections({
  retention,
  rateLimitWindowSeconds,
  mailCaps = defaultMailCaps({}),
  storedColumns,
}: PrivacyFacts): LegalSection[] {
  return [
    {
      id: "insamling",
      title: "1. Vilka uppgifter vi samlar in",
      paragraphs: ["Vi samlar bara in det du själv skickar till oss via webbplatsens formulär:"],
      // Every field each form stores, one phrase per database column (the forms' definitions and stored-data.ts).
      list: [
        `Offertförfrågningar: ${storedFieldsText(storedColumns.quotes)}.`,
        `Bokningar, kontaktformulären och snabbkontakten: ${storedFieldsText(storedColumns.bookings)}.`,
        `Jobbansökningar: ${storedFieldsText(storedColumns.jobApplications)}.`,
        `Nyhetsbrevet: ${storedFieldsText(storedColumns.newsletter)}.`,
      ],
    },
    {
      id: "anvandning",
      title: "2. Hur vi använder uppgifterna",
      paragraphs: [
        "Vi använder uppgifterna för att svara dig, lämna offert, planera och utföra uppdraget, fakturera och hantera reklamationer. Jobbansökningar använder vi bara för rekrytering. Nyhetsbrevet skickar vi bara till dig som anmält dig.",
        "När du skickar ett formulär får vi ett e-postmeddelande med uppgifterna (till en jobbansökan bifogas CV:t), så att någon hos oss kan svara inom 24 timmar.",
        "Du får själv ett bekräftelsemejl till den e-postadress du angav. Det innehåller en referens, det du valde ur formulärets fasta listor (till exempel tjänst, typ av flytt, bostadens storlek och önskat datum), när vi hör av oss och vårt telefonnummer. Det innehåller aldrig något du har skrivit själv, som namn, adress eller meddelande. Anmäler du dig till nyhetsbrevet får du i stället ett mejl med en länk som bekräftar anmälan; vi får veta om anmälan först när du har bekräftat den.",
      ],
    },
    {
      id: "delning",
      title: "3. Vilka vi delar uppgifterna med",
      paragraphs: [
        "Vi säljer aldrig dina uppgifter. Vårt personuppgiftsbiträde är Cloudflare, Inc., som behandlar uppgifterna för vår räkning: Cloudflare Workers kör webbplatsen, Cloudflare D1 är databasen, Cloudflare R2 lagrar CV-filerna och Cloudflare Email Service skickar mejlen: aviseringarna om nya förfrågningar till oss och bekräftelsemejlen till dig. Uppgifterna lagras inom EU. Cloudflare behandlar också din IP-adress för att kunna leverera sidorna till dig.",
        "Aviseringarna levereras till vår e-postlåda hos vår e-postleverantör, som därmed tar emot uppgifterna i dem, CV:n inräknade, och lagrar dem för vår räkning.",
        mapText,
        "För RUT-avdrag lämnar vi de uppgifter Skatteverket kräver. I övrigt delar vi bara uppgifter när lagen kräver det.",
      ],
    },
    {
      id: "lagring",
      title: "4. Var och hur länge vi sparar uppgifterna",
      paragraphs: [
        "Förfrågningar, bokningar, ansökningar och nyhetsbrevsadresser lagras i en databas (Cloudflare D1). CV-filer lagras som filer (Cloudflare R2) under ett slumpat namn. Så länge sparas uppgifterna:",
      ],
      list: retentionStatements(retention),
    },
    {
      id: "missbruk",
      title: "5. Skydd mot missbruk",
      paragraphs: [
        `För att stoppa den som försöker skicka hundratals formulär räknar vi hur många formulär som skickas från samma internetanslutning. Din IP-adress sparas inte. I stället räknar vi fram en kod ur adressen och dagens datum med en hemlig nyckel (HMAC-SHA-256), och det är koden vi räknar med. Utan nyckeln går koden inte att räkna tillbaka till adressen, och den byts vid ${UTC_MIDNIGHT}, så samma anslutning känns inte igen från en dag till nästa. En IPv6-adress räknas här per nät (/64), det nät en bredbandsanslutning eller en mobil brukar få.`,
        `Vi räknar i perioder om ${durationText(rateLimitWindowSeconds)}: skickas för många formulär under en period får du vänta tills nästa period börjar. Koderna och räknarna raderas automatiskt när de är ${durationText(retention.technicalDays * 86_400)} gamla.`,
        `Eftersom vem som helst kan skriva in vilken e-postadress som helst begränsar vi också mejlen till besökare, i två separata budgetar: bekräftelser på formulär, och mejl om nyhetsbrevet (länken som bekräftar en anmälan och länken som avregistrerar). En e-postlåda får högst ${mailCaps.perAddress} mejl av varje slag under ${mailCaps.windowHours} timmar, hur många formulär som än anger den. Stavningar som kommer till samma låda räknas som en, till exempel namn+något@exempel.se, Gmail-adresser med eller utan punkter, Proton-adresser med eller utan punkter, understreck och bindestreck (på proton.me, protonmail.com, protonmail.ch och pm.me) och Fastmails vadsomhelst@namn.fastmail.com.`,
        `Samma internetanslutning kan få högst ${mailCaps.perClient} mejl av varje slag skickade per dygn; dygnet börjar vid ${UTC_MIDNIGHT}. För mejlen räknas en IPv6-anslutning per /48, det större nät som en bostad, ett företag eller en hyrd server brukar få, så den som har många /64-nät räknas ändå som en. Hela webbplatsen skickar högst ${mailCaps.perDay} mejl av varje slag under ${mailCaps.windowHours} timmar. Blir det fler sparar vi ändå det du skickat och svarar som vanligt; bara mejlet till dig uteblir.`,
        `För att räkna sparar vi inte e-postadressen eller IP-adressen en gång till. Vi sparar en kod räknad ur e-postlådan med en hemlig nyckel (HMAC-SHA-256), och en kod ur internetanslutningens nät och dagens datum (UTC), tillsammans med mejlet i vår utkorg. Koderna raderas med mejlet, ${retention.sentNotificationDays} dagar efter att det skickats.`,
      ],
    },
    {
      id: "cookies",
      title: "6. Cookies och annat i din webbläsare",
      paragraphs: [consentCookieText, quoteAnswersCookieText, draftText, serviceWorkerText],
    },
    {
      id: "rattigheter",
      title: "7. Dina rättigheter",
      paragraphs: [
        "Du har rätt att få veta vilka uppgifter vi har om dig och att få en kopia av dem, att få felaktiga uppgifter rättade och att få dina uppgifter raderade. Du kan också invända mot behandlingen och klaga hos Integritetsskyddsmyndigheten (IMY).",
        `Mejla oss på ${company.email} så svarar vi inom en månad.`,
        "Nyhetsbrevet avslutar du själv när du vill på sidan /avregistrera.",
      ],
    },
    {
      id: "kontakt",
      title: "8. Kontakt",
      paragraphs: [
        "Personuppgiftsansvarig är Transist AB. Har du frågor om hur vi behandlar dina uppgifter är du välkommen att höra av dig.",
      ],
    },
  ];
}

/** The general terms, unnumbered: the spec's terms with what consumer law asks beside them (consumer-terms.ts). */
const termsParts: readonly LegalSection[] = [
  {
    id: "avtal",
    title: "Avtalet",
    paragraphs: ["Avtalet är bindande när både du och Transist har bekräftat bokningen, skriftligt eller via e-post."],
  },
  {
    id: "pris",
    title: "Priser",
    paragraphs: [
      "Priser i offerter är preliminära tills slutlig besiktning har gjorts. Ändras uppdragets omfattning stämmer vi av ett nytt pris med dig innan arbetet utförs.",
      "Alla priser till dig som privatperson är i kronor inklusive moms. Priset sätter vi i en offert efter dina svar i offertformuläret, och när det behövs gör vi först en kostnadsfri besiktning av det som ska flyttas eller städas.",
    ],
  },
  ...withdrawalParts,
  {
    id: "betalning",
    title: "Betalning",
    paragraphs: [
      "Betalning sker 10 dagar netto om inget annat har avtalats. Faktura beviljas efter kreditprövning. Du kan betala med banköverföring eller Swish.",
    ],
  },
  {
    id: "rut",
    title: "RUT-avdrag",
    paragraphs: [
      "För privatpersoner drar vi RUT-avdraget direkt på fakturan. Om Skatteverket inte godkänner avdraget, till exempel för att du redan använt ditt utrymme, betalar du mellanskillnaden.",
    ],
  },
  {
    id: "avbokning",
    title: "Avbokning",
    paragraphs: [
      "Avbokning ska ske skriftligt eller per telefon.",
      "Ångrar du dig inom ångerfristen gäller ångerrätten i stället, och då betalar du ingen avbokningsavgift.",
    ],
    list: [
      "Mer än 7 dagar före uppdraget: kostnadsfritt.",
      "3–7 dagar före: 50 % av bokningsvärdet.",
      "Mindre än 3 dagar före: 100 % av bokningsvärdet.",
    ],
  },
  industryTermsPart,
  {
    id: "ansvar",
    title: "Ansvar och försäkring",
    paragraphs: [
      "Godset är försäkrat under uppdraget. Du ansvarar för att värdesaker, kontanter och viktiga dokument tas om hand av dig själv, och för att vi får tillgång till bostaden vid avtalad tid.",
    ],
  },
  {
    id: "reklamation",
    title: "Reklamation och tvister",
    paragraphs: [
      "Skador och anmärkningar ska reklameras inom 7 dagar efter att uppdraget utförts. Vi åtgärdar fel utan kostnad eller ersätter skadan enligt försäkringen. Upptäcker du ett fel senare har du ändå de rättigheter lagen ger dig.",
      ...complaintsParagraphs,
    ],
  },
  {
    id: "lag",
    title: "Tillämplig lag",
    paragraphs: [
      "Svensk lag gäller för avtalet. Tvister som vi inte löser tillsammans kan prövas av Allmänna reklamationsnämnden eller allmän domstol.",
    ],
  },
];

/** The general terms, each title numbered in order. */
export const termsSections: readonly LegalSection[] = termsParts.map((part, index) => ({ ...part, title: `${index + 1}. ${part.title}` }));
