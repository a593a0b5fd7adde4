import { company, fullAddress } from "~/shared/company";
import { TERMS_PATH, WITHDRAWAL_ANCHOR } from "~/shared/legal-paths";
import { datedMoveExempt, followsBohag, WITHDRAWAL_DAYS } from "./key-terms";

/**
 * What Swedish consumer law asks the site to tell a visitor before they are bound, and the
 * withdrawal form: stated once here, read by /villkor, the form's own page and file, the quote's
 * and the booking's last step and the confirmation mails. The company's own choices (which
 * industry terms, whether a move on a set date keeps the right of withdrawal) are placeholders in
 * app/shared/company.ts; the law behind each sentence is listed in docs/drift.md
 * ("Konsumentlagstiftningen: källor").
 */

/** One heading and its text; the terms page numbers the headings. */
interface TermsPart {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

const moveLine = datedMoveExempt
  ? "Flytt: ingen ångerrätt för själva flytten, när den görs på ett datum vi har avtalat. Lagen undantar transport av varor på en bestämd dag. Packning, städning och andra tjänster som du bokar till flytten har ändå ångerrätt."
  : `Flytt: ${WITHDRAWAL_DAYS} dagars ångerrätt. Lagen tillåter oss att undanta flytt på ett avtalat datum, men det gör vi inte.`;

/** The parts of /villkor about the right of withdrawal, complaints and the industry terms. */
export const withdrawalParts: readonly TermsPart[] = [
  {
    id: WITHDRAWAL_ANCHOR,
    title: "Ångerrätt",
    paragraphs: [
      "Du gör din förfrågan och bokning på distans, via webbplatsen, e-post eller telefon. Därför har du som privatperson ångerrätt enligt lagen om distansavtal och avtal utanför affärslokaler.",
      `Ångerfristen är ${WITHDRAWAL_DAYS} dagar och räknas från den dag avtalet ingås, alltså när både du och vi har bekräftat bokningen. Du behöver inte säga varför du ångrar dig. Så gäller det för våra tjänster:`,
    ],
    list: [
      moveLine,
      `Städning (flyttstädning, grundstädning, fönsterputsning, kontorsstädning och regelbunden städning): ${WITHDRAWAL_DAYS} dagars ångerrätt.`,
      `Packning, bärhjälp, möbelmontering, magasinering, bortforsling och våra andra tjänster: ${WITHDRAWAL_DAYS} dagars ångerrätt.`,
    ],
  },
  {
    id: "sa-angrar-du-dig",
    title: "Så ångrar du dig",
    paragraphs: [
      `Meddela oss innan ångerfristen har gått ut: mejla ${company.email}, ring ${company.phoneDisplay} eller skriv till ${company.legalName}, ${fullAddress}. Det räcker att du skickar meddelandet innan fristen går ut.`,
      "Du kan använda standardformuläret för utövande av ångerrätt, ångerblanketten, men du måste inte. Ett tydligt meddelande om att du ångrar avtalet räcker lika bra.",
      `Har du betalat något betalar vi tillbaka det senast ${WITHDRAWAL_DAYS} dagar efter att vi fick ditt meddelande.`,
    ],
  },
  {
    id: "arbete-inom-angerfristen",
    title: "Om vi börjar inom ångerfristen",
    paragraphs: [
      `Vill du att vi börjar arbetet, till exempel städar eller packar, innan de ${WITHDRAWAL_DAYS} dagarna har gått, ber du oss om det uttryckligen när vi bekräftar bokningen, skriftligt eller via e-post.`,
      "Ångrar du dig efter att vi har börjat betalar du för den del av arbetet vi hunnit göra, i proportion till hela det avtalade priset.",
    ],
  },
  {
    id: "nar-angerratten-inte-galler",
    title: "När ångerrätten inte gäller",
    paragraphs: [
      datedMoveExempt
        ? "Lagen undantar tjänster som gäller transport av varor när avtalet anger en bestämd dag. Därför har själva flytten ingen ångerrätt när vi har avtalat datum för den. Vill du boka om eller avboka flytten gäller avbokningsreglerna nedan."
        : "Lagen undantar tjänster som gäller transport av varor när avtalet anger en bestämd dag. Vi ger dig ändå ångerrätt även för flytten.",
      "Ångerrätten gäller dig som privatperson. Ett företag som anlitar oss har ingen ångerrätt enligt lagen.",
      "Ångerrätten upphör också när arbetet är helt utfört, om du har bett oss börja inom ångerfristen och godkänt att ångerrätten då upphör.",
    ],
  },
];

/** Bohag 2010 or the company's own terms, and what that means for damage and liability. */
export const industryTermsPart: TermsPart = followsBohag
  ? {
      id: "branschvillkor",
      title: "Branschvillkor: Bohag 2010",
      paragraphs: [
        "När vi flyttar ditt bohag åt dig som privatperson inom Sverige följer vi Bohag 2010, de allmänna flyttbestämmelser som Sveriges Åkeriföretag och Sveriges Möbeltransportörers Förbund har kommit överens om med Konsumentverket. De står i avtalet du får före flytten och gäller före de här villkoren för själva flytten.",
        "Bohag 2010 säger bland annat vad flytten omfattar, när den börjar och slutar, hur avbokning går till och vad som gäller om något skadas, försvinner eller blir försenat.",
        "Det betyder för dig: vi ansvarar för ditt bohag från att vi får tillgång till det för packning, eller börjar bära om packning inte ingår, tills det är lossat eller uppackat, även om vi anlitar någon annan för en del av uppdraget. Ersättningen vid skada, förlust eller försening följer Bohag 2010.",
      ],
    }
  : {
      id: "branschvillkor",
      title: "Branschvillkor",
      paragraphs: [
        "Vi följer inte branschens allmänna flyttbestämmelser Bohag 2010. För alla uppdrag gäller de här villkoren och lagen.",
        "Det betyder för dig: vi ansvarar för skador som vi orsakar på ditt gods under uppdraget, enligt lagen och vår försäkring (se Ansvar och försäkring).",
      ],
    };

/** Complaints: the company first, then Allmänna reklamationsnämnden. */
export const complaintsParagraphs: readonly string[] = [
  `Är du inte nöjd? Hör av dig till oss först, på ${company.email} eller ${company.phoneDisplay}, så försöker vi lösa det tillsammans med dig.`,
  "Kommer vi inte överens kan du som privatperson vända dig till Allmänna reklamationsnämnden (ARN), som prövar tvisten kostnadsfritt och ger en rekommendation om hur den bör lösas. ARN: www.arn.se, Box 174, 101 23 Stockholm.",
];

/**
 * The standard withdrawal form (standardformulär för utövande av ångerrätt): the form Konsumentverket
 * provides under förordning (2014:19), as the EU directive's annex I B words it, filled in with the
 * company's name and addresses. The lines the consumer fills in are its fields.
 */
export const withdrawalForm = {
  title: "Standardformulär för utövande av ångerrätt",
  instruction: "Fyll i och skicka det här formuläret endast om du vill frånträda avtalet.",
  to: `Till ${company.legalName}, ${fullAddress}, e-post ${company.email}:`,
  fields: [
    "Jag/Vi (*) meddelar härmed att jag/vi (*) frånträder mitt/vårt (*) avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*):",
    "Beställd den (*)/mottagen den (*):",
    "Konsumentens/konsumenternas namn:",
    "Konsumentens/konsumenternas adress:",
    "Konsumentens/konsumenternas namnteckning (endast om formuläret skickas på papper):",
    "Datum:",
  ],
  footnote: "(*) Stryk det som inte gäller.",
} as const;

/** The form as the plain text file says it: the same lines, with room to write. */
export function withdrawalFormText(siteUrl: string): string {
  return [
    withdrawalForm.title,
    "",
    withdrawalForm.instruction,
    "",
    withdrawalForm.to,
    "",
    ...withdrawalForm.fields.flatMap((field) => [field, "", "____________________________________________", ""]),
    withdrawalForm.footnote,
    "",
    `Skicka formuläret till ${company.email} eller till ${company.legalName}, ${fullAddress}, innan ångerfristen har gått ut.`,
    `Villkoren och ångerrätten: ${siteUrl}${TERMS_PATH}#${WITHDRAWAL_ANCHOR}`,
    "",
  ].join("\r\n");
}
