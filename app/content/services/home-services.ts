import type { ServicePageContent } from "./types";

export const flyttstadning: ServicePageContent = {
  slug: "flyttstadning",
  title: "Flyttstädning med besiktningsgaranti och RUT-avdrag",
  description:
    "Flyttstädning med Transist: noggrann städning enligt checklista, besiktningsgaranti och 50 % RUT-avdrag direkt på fakturan. En vanlig lägenhet tar 4–8 timmar.",
  heroTitle: "Flyttstädning som klarar besiktningen",
  heroDescription:
    "Vi städar enligt en checklista som hyresvärdar och köpare känner igen. Blir något anmärkt kommer vi tillbaka och åtgärdar det – utan kostnad.",
  features: {
    title: "Det här ingår i flyttstädningen",
    items: [
      "Kök: ugn, spis, fläkt, kyl, frys och skåp in- och utvändigt",
      "Badrum: kakel, fogar, golvbrunn, wc och handfat avkalkade",
      "Alla rum: golv, lister, dörrar, karmar, eluttag och element",
      "Fönsterputs in- och utvändigt samt mellan glasen",
      "Garderober och förråd urtorkade",
      "Besiktningsgaranti: vi åtgärdar anmärkningar utan kostnad",
    ],
  },
  processSteps: [
    { number: 1, title: "Offert", description: "Berätta bostadens storlek och adress. Priset sätts efter yta, så du vet kostnaden innan." },
    { number: 2, title: "Städdagen", description: "2–3 städare kommer med eget material. En vanlig lägenhet tar 4–8 timmar." },
    { number: 3, title: "Kontroll", description: "Vi går igenom checklistan innan vi lämnar, gärna tillsammans med dig." },
    {
      number: 4,
      title: "Besiktning",
      description: "Om hyresvärden eller köparen har anmärkningar kommer vi tillbaka och åtgärdar dem kostnadsfritt.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Flyttstädning prissätts efter bostadens yta. Du får ett fast pris i offerten.",
    groups: [
      {
        label: "RUT-avdrag 50 %",
        description:
          "Som privatperson betalar du halva arbetskostnaden. Avdraget, upp till 75 000 kr per person och år, dras direkt på fakturan.",
      },
      { label: "Besiktningsgaranti", description: "Hittar hyresvärd eller köpare något vi missat åtgärdar vi det utan extra kostnad." },
      { label: "Material ingår", description: "Vi tar med rengöringsmedel, redskap och stegar." },
    ],
  },
  faqs: [
    {
      question: "Hur lång tid tar en flyttstädning?",
      answer: "En vanlig lägenhet tar 4–8 timmar med 2–3 personer. Ett hus tar längre; du får en tidsuppskattning i offerten.",
    },
    { question: "Måste jag vara hemma?", answer: "Nej. Det räcker att vi får nyckeln eller en portkod. Vi hör av oss när vi är klara." },
    {
      question: "Vad händer om besiktningen hittar något?",
      answer: "Då kommer vi tillbaka och åtgärdar det utan kostnad – det är vår besiktningsgaranti.",
    },
    {
      question: "Hur fungerar RUT-avdraget?",
      answer: "Du betalar 50 % av arbetskostnaden. Vi ansöker om resten hos Skatteverket. Du behöver bara uppge ditt personnummer.",
    },
    {
      question: "Vad behöver jag göra innan ni kommer?",
      answer:
        "Töm bostaden och förråden, frosta av frysen dagen innan och låt el och vatten vara påslagna. Då kan vi städa allt i ett svep.",
    },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Flytt och städning samma vecka.", path: "/tjanster/bohagsflytt" },
    { title: "Bortforsling", description: "Töm förrådet innan städningen.", path: "/tjanster/bortforsling" },
    { title: "Packning", description: "Vi packar medan du tar hand om resten.", path: "/tjanster/packning" },
  ],
  keywords: ["flyttstädning", "flyttstäd", "besiktningsgaranti", "RUT-avdrag städning", "städfirma flytt"],
};

export const packning: ServicePageContent = {
  slug: "packning",
  title: "Packning inför flytten – vi packar, märker och skyddar",
  description:
    "Packhjälp från Transist: vi packar porslin, kläder, böcker och tavlor med rätt material och märker allt per rum. En trea tar 1–2 dagar.",
  heroTitle: "Packning som sparar dig dagar",
  heroDescription:
    "Att packa ett hem tar längre tid än de flesta tror. Vi packar snabbt och säkert med riktigt material och märker varje kartong med rum och innehåll, så att uppackningen går lätt.",
  features: {
    title: "Det här ingår i packningen",
    items: [
      "Flyttkartonger, silkespapper, bubbelplast och garderobslådor",
      "Porslin och glas packat stående och väl skyddat",
      "Tavlor och speglar i specialemballage",
      "Märkning per rum och innehåll",
      "Uppackning på nya adressen om du vill",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Genomgång",
      description: "Vi ser hur mycket som ska packas och vad som behöver extra skydd, som porslin, tavlor och lampor.",
    },
    {
      number: 2,
      title: "Material",
      description: "Vi tar med kartonger och emballage i rätt mängd, så att inget behöver packas i påsar i sista stund.",
    },
    {
      number: 3,
      title: "Packdagarna",
      description:
        "En trerumslägenhet tar normalt 1–2 dagar att packa. Vi börjar med det du klarar dig utan och packar det du behöver varje dag sist.",
    },
    {
      number: 4,
      title: "Uppackning",
      description: "Vill du kan vi packa upp på nya adressen, ställa porslinet i skåpen och ta med de tomma kartongerna när vi går.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Packning debiteras per timme eller som fast pris tillsammans med flytten. Materialet anges separat i offerten.",
    groups: [
      { label: "RUT-avdrag", description: "Packningsarbetet ger RUT-avdrag på 50 % av arbetskostnaden. Material ger inte avdrag." },
      {
        label: "Tillsammans med flytten",
        description: "Bokar du packning och flytt samtidigt planerar vi dagarna så att inget står stilla.",
      },
      { label: "Avbokning", description: "Kostnadsfri fram till 7 dagar före." },
    ],
  },
  faqs: [
    {
      question: "Hur lång tid tar det att packa en trea?",
      answer: "Normalt 1–2 dagar, beroende på hur mycket som finns i skåp och förråd.",
    },
    {
      question: "Kan jag packa en del själv?",
      answer: "Ja, många packar kläder och personliga saker själva och låter oss ta köket och det ömtåliga.",
    },
    {
      question: "Är det jag packar själv försäkrat?",
      answer:
        "Försäkringen gäller under transporten. Det vi packar ansvarar vi fullt ut för; saker du packat själv bör vara ordentligt emballerade.",
    },
    {
      question: "Hur märker ni kartongerna?",
      answer:
        "Varje kartong får rummet den ska till och en kort beskrivning av innehållet. Det du behöver första kvällen packar vi i en egen kartong.",
    },
    {
      question: "Vad ska jag inte lämna till packningen?",
      answer:
        "Värdesaker, smycken, viktiga papper, mediciner och nycklar tar du helst hand om själv, i en väska som följer med dig och inte med lastbilen.",
    },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Flytten som följer packningen.", path: "/tjanster/bohagsflytt" },
    { title: "Magasinering", description: "Packat och förvarat tills du behöver det.", path: "/tjanster/magasinering" },
    { title: "Flyttstädning", description: "Den sista biten av flytten.", path: "/tjanster/flyttstadning" },
  ],
  keywords: ["packhjälp", "packning flytt", "flyttkartonger", "packa porslin", "uppackning"],
};

export const magasinering: ServicePageContent = {
  slug: "magasinering",
  title: "Magasinering – torr, larmad förvaring med åtkomst dygnet runt",
  description:
    "Magasinering hos Transist: möbler och bohag i torrt, larmat magasin med åtkomst dygnet runt och en månads uppsägningstid. Vi hämtar och lämnar.",
  heroTitle: "Magasinering när det inte får plats",
  heroDescription:
    "Mellan två bostäder, under en renovering eller när förrådet är fullt: vi hämtar, skyddar och förvarar dina saker i ett torrt och larmat magasin och kör hem dem när du vill. Du kommer åt dem dygnet runt.",
  features: {
    title: "Det här ingår i magasineringen",
    items: [
      "Torrt och larmat magasin",
      "Åtkomst dygnet runt, alla dagar",
      "Hämtning och leverans med våra flyttare",
      "Möbler inplastade och skyddade",
      "Förteckning över det som förvaras",
      "En månads uppsägningstid",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Hur mycket?",
      description:
        "Berätta vad som ska förvaras – en lista eller några bilder räcker – så räknar vi ut hur stort utrymme du behöver och vad det kostar per månad.",
    },
    {
      number: 2,
      title: "Hämtning",
      description: "Våra flyttare hämtar hemma hos dig, plastar in möblerna och märker varje kolli så att det är lätt att hitta senare.",
    },
    {
      number: 3,
      title: "Förvaring",
      description: "Du får en förteckning över det som förvaras, har åtkomst dygnet runt och kan hämta eller lämna saker när du vill.",
    },
    {
      number: 4,
      title: "Leverans",
      description: "När det är dags kör vi hem allt igen, till samma adress eller en ny, och bär in det i de rum du vill ha det.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Du betalar per månad för utrymmet, och för hämtning och leverans när de sker.",
    groups: [
      { label: "Månadspris", description: "Priset beror på hur stort utrymme du behöver. Uppsägning sker med en månads varsel." },
      { label: "Åtkomst", description: "Du kommer åt dina saker dygnet runt, alla dagar." },
      { label: "RUT-avdrag", description: "Bärarbetet vid hämtning och leverans ger RUT-avdrag. Själva förrådshyran gör det inte." },
    ],
  },
  faqs: [
    { question: "Hur länge kan jag magasinera?", answer: "Så länge du vill. Uppsägningstiden är en månad." },
    { question: "Kan jag hämta en sak mitt i förvaringstiden?", answer: "Ja, du har åtkomst dygnet runt." },
    {
      question: "Är sakerna försäkrade?",
      answer:
        "Godset är försäkrat under transport. Under förvaringen rekommenderar vi att du kontrollerar din hemförsäkring – vi hjälper gärna till med en förteckning.",
    },
    {
      question: "Vad får inte förvaras i magasinet?",
      answer:
        "Brandfarliga vätskor, gasol, livsmedel och annat som kan förstöras eller locka skadedjur. Är du osäker på något, fråga oss innan hämtningen.",
    },
    {
      question: "Hur packar jag bäst inför förvaringen?",
      answer:
        "Använd hela flyttkartonger av samma storlek, så staplas de stadigt, och fyll dem ordentligt. Kyl och frys ska vara avfrostade och torra innan de ställs in.",
    },
  ],
  relatedServices: [
    { title: "Evakueringsflytt", description: "Ut under renoveringen, tillbaka efteråt.", path: "/tjanster/evakueringsflytt" },
    { title: "Bohagsflytt", description: "Flytt direkt från magasinet.", path: "/tjanster/bohagsflytt" },
    { title: "Företagsflytt", description: "Förvaring av kontorsmöbler och arkiv.", path: "/tjanster/foretagsflytt" },
  ],
  keywords: ["magasinering", "förvaring möbler", "magasin", "förråd hyra", "mellanlagring"],
};
