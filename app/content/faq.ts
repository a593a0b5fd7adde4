/** Eight questions with real answers (facts as the company states them). */
export const faqs = [
  {
    question: "Hur långt i förväg behöver jag boka?",
    answer:
      "Vi rekommenderar att du bokar 2–3 veckor i förväg, särskilt kring månadsskiften och på sommaren. Har du bråttom – ring oss, ofta hittar vi en lösning ändå.",
  },
  {
    question: "Kan jag få RUT-avdrag?",
    answer:
      "Ja. Som privatperson får du RUT-avdrag på upp till 50 % av arbetskostnaden inklusive moms, högst 75 000 kr per person och år. Vi drar avdraget direkt på fakturan. Transport, material och förrådshyra ger inte avdrag.",
  },
  {
    question: "Hur betalar jag?",
    answer:
      "Privatpersoner betalar mot faktura inom 10 dagar efter utfört uppdrag. Du kan betala med bankgiro eller Swish. Faktura beviljas efter sedvanlig kreditprövning.",
  },
  {
    question: "Flyttar ni i hela Sverige?",
    answer:
      "Ja. Vi utgår från vår hemort men flyttar mellan alla orter i Sverige – från en gata till nästa eller från Skåne till Norrbotten.",
  },
  {
    question: "Är mina saker försäkrade under flytten?",
    answer:
      "Ja, godset är försäkrat under hela uppdraget. Upptäcker du en skada anmäler du den till oss inom 7 dagar efter att jobbet är klart, så hanterar vi ärendet.",
  },
  {
    question: "Vad kostar det att avboka?",
    answer:
      "Avbokning mer än 7 dagar före är kostnadsfri. Avbokar du 3–7 dagar före debiteras 50 % av bokningsvärdet och under 3 dagar före 100 %.",
  },
  {
    question: "Vad innebär besiktningsgarantin på flyttstädningen?",
    answer:
      "Om hyresvärden eller köparen hittar något vid besiktningen som vi borde ha städat, kommer vi tillbaka och åtgärdar det utan kostnad.",
  },
  {
    question: "Behöver jag packa själv?",
    answer:
      "Det väljer du. Många packar kläder och personliga saker själva och låter oss ta köket och det ömtåliga. Vi kan också packa allt – en trea tar normalt 1–2 dagar.",
  },
] as const;
