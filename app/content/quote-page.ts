/**
 * The side column of /offert. It reaches the page as loader data, not as code: the page's
 * JavaScript is the quote wizard, and copy that never changes in the browser need not ride along.
 */
export const quotePageAside = {
  offer: {
    title: "20 % rabatt för nya kunder",
    beforeCode: "Ange koden ",
    code: "TRANSISTNY20",
    afterCode: " i meddelandet så drar vi av 20 % på din första flytt. Kan inte kombineras med andra erbjudanden.",
  },
  howItWorks: {
    title: "Så går det till",
    steps: [
      "Du berättar vad du behöver – det tar ett par minuter.",
      "Vi hör av oss inom 24 timmar med ett prisförslag.",
      "Vill du kan vi göra en kostnadsfri besiktning först.",
    ],
    rut: "RUT-avdrag på upp till 50 % av arbetskostnaden dras direkt på fakturan.",
  },
  call: { title: "Hellre prata?", hours: "Vi svarar vardagar 06–18 och lördagar 10–18." },
};
