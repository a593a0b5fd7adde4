import type { ServicePageContent } from "./types";

export const barhjalp: ServicePageContent = {
  slug: "barhjalp",
  quote: { tjanst: "flytthjalp" },
  title: "Bärhjälp per timme – starka händer när du behöver dem",
  description:
    "Bärhjälp från Transist: erfarna bärare per timme, minst 2 timmar, för flytt, leveranser och tunga lyft. Fri avbokning fram till 24 timmar före.",
  heroTitle: "Bärhjälp per timme",
  heroDescription: "Har du redan bil men saknar armar? Vi skickar två vana bärare som tar trapporna åt dig – från minst 2 timmar.",
  features: {
    title: "Det här ingår i bärhjälpen",
    items: [
      "Två erfarna bärare (fler vid behov)",
      "Bärselar, säckkärra och möbelfiltar",
      "Lastning och lossning av din hyrbil eller släpvagn",
      "Bärning i trappor, även utan hiss",
      "Enklare demontering av möbler",
    ],
  },
  processSteps: [
    { number: 1, title: "Boka tid", description: "Välj dag och ungefär hur länge du behöver hjälp." },
    { number: 2, title: "Vi kommer", description: "Bärarna kommer med rätt utrustning på utsatt tid." },
    { number: 3, title: "Vi bär", description: "Du visar vad som ska var, vi lyfter och bär." },
    { number: 4, title: "Klart", description: "Du betalar för den tid vi faktiskt arbetat, minst 2 timmar." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Bärhjälp debiteras per påbörjad halvtimme med en minsta tid på 2 timmar.",
    groups: [
      { label: "Minst 2 timmar", description: "Kortaste bokningen är 2 timmar. Därefter betalar du för den tid som går åt." },
      { label: "RUT-avdrag", description: "Bärhjälp i hemmet ger RUT-avdrag på 50 % av arbetskostnaden." },
      { label: "Fri avbokning", description: "Avboka kostnadsfritt fram till 24 timmar före." },
    ],
  },
  faqs: [
    {
      question: "Vad är minsta tiden jag kan boka?",
      answer: "Minst 2 timmar. Det räcker ofta för att lasta en hyrbil eller bära in en ny soffa.",
    },
    { question: "Kan jag avboka?", answer: "Ja, kostnadsfritt fram till 24 timmar före bokad tid." },
    { question: "Har ni med egen bil?", answer: "Bärhjälp är utan bil. Behöver du transport också är en bohagsflytt rätt val." },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Bärhjälp och transport i ett.", path: "/tjanster/bohagsflytt" },
    { title: "Möbelmontering", description: "Vi monterar när vi ändå är där.", path: "/tjanster/mobelmontering" },
    { title: "Studentflytt", description: "Den lilla flytten.", path: "/tjanster/studentflytt" },
  ],
  keywords: ["bärhjälp", "flytthjälp per timme", "hjälp att bära", "lastning hyrbil", "bärare"],
};

export const mobelmontering: ServicePageContent = {
  slug: "mobelmontering",
  quote: { tjanst: "flytthjalp" },
  title: "Möbelmontering med tre månaders garanti",
  description:
    "Möbelmontering från Transist: vi monterar och demonterar garderober, sängar, kök och kontorsmöbler – med 3 månaders garanti på arbetet.",
  heroTitle: "Möbelmontering – rätt från början",
  heroDescription: "Platta paket, hundra skruvar och en otydlig ritning? Vi monterar snabbt, stabilt och fäster i väggen där det behövs.",
  features: {
    title: "Det här ingår i möbelmonteringen",
    items: [
      "Montering av garderober, sängar, byråer och bokhyllor",
      "Demontering inför flytt och montering efteråt",
      "Väggförankring av höga möbler",
      "Eget verktyg och rätt fästen för väggen",
      "Bortforsling av kartonger och emballage",
      "3 månaders garanti på arbetet",
    ],
  },
  processSteps: [
    { number: 1, title: "Berätta vad", description: "Lista möblerna, gärna med modellnamn." },
    { number: 2, title: "Tid bokas", description: "Vi uppskattar tiden och bokar en montör." },
    { number: 3, title: "Montering", description: "Vi monterar, fäster och kontrollerar att allt står stadigt." },
    { number: 4, title: "Garanti", description: "Lossnar något inom 3 månader åtgärdar vi det utan kostnad." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Montering debiteras per timme eller som fast pris per möbel.",
    groups: [
      { label: "3 månaders garanti", description: "Garantin gäller arbetet vi utfört, i tre månader." },
      { label: "RUT-avdrag", description: "Möbelmontering i hemmet ger RUT-avdrag på 50 % av arbetskostnaden." },
      { label: "Fästmaterial", description: "Skruv och pluggar för vanliga väggar ingår." },
    ],
  },
  faqs: [
    { question: "Monterar ni möbler från alla varuhus?", answer: "Ja, så länge delar och beslag finns med." },
    {
      question: "Vad gäller garantin?",
      answer: "Arbetet har 3 månaders garanti. Lossnar något på grund av monteringen kommer vi tillbaka.",
    },
    { question: "Kan ni hänga upp tavlor och hyllor också?", answer: "Ja, vi tar gärna med det när vi ändå är på plats." },
  ],
  relatedServices: [
    { title: "Bärhjälp", description: "Bära in möblerna först.", path: "/tjanster/barhjalp" },
    { title: "Kontorsflytt", description: "Skrivbord och förvaring på kontoret.", path: "/tjanster/kontorsflytt" },
    { title: "Bohagsflytt", description: "Demontering och montering vid flytt.", path: "/tjanster/bohagsflytt" },
  ],
  keywords: ["möbelmontering", "montera möbler", "montering garderob", "demontering", "montör"],
};

export const kassaskapsflytt: ServicePageContent = {
  slug: "kassaskapsflytt",
  quote: { tjanst: "flytthjalp" },
  title: "Kassaskåpsflytt och tunga lyft",
  description:
    "Kassaskåpsflytt med Transist: säker flytt av kassaskåp, pianon och andra tunga föremål med rätt lyftutrustning och försäkrat gods.",
  heroTitle: "Kassaskåp, pianon och tunga lyft",
  heroDescription: "Tunga föremål kräver rätt utrustning och erfarenhet. Vi planerar lyftet, skyddar trappan och flyttar säkert.",
  features: {
    title: "Det här ingår",
    items: [
      "Besiktning av vikt, mått och bärväg",
      "Trappklättrare, specialkärror och lyftband",
      "Skydd av golv, trappor och dörrkarmar",
      "Förankring i bilen under transporten",
      "Försäkrat gods",
    ],
  },
  processSteps: [
    { number: 1, title: "Mått och vikt", description: "Vi frågar om mått, vikt och bärväg – ibland med en snabb besiktning." },
    { number: 2, title: "Plan för lyftet", description: "Vi väljer utrustning och antal personer." },
    { number: 3, title: "Flytten", description: "Föremålet flyttas säkert och förankras i bilen." },
    { number: 4, title: "På plats", description: "Vi placerar det där det ska stå och kontrollerar golvet." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Priset beror på vikt, bärväg och avstånd. Du får ett fast pris efter besiktning.",
    groups: [
      { label: "Fast pris", description: "Preliminärt tills vikt och bärväg är kontrollerade." },
      { label: "Försäkring", description: "Godset är försäkrat under flytten." },
      { label: "Avbokning", description: "Kostnadsfri fram till 7 dagar före." },
    ],
  },
  faqs: [
    {
      question: "Hur tunga kassaskåp flyttar ni?",
      answer: "De flesta kassaskåp för hem och kontor. Berätta vikt och mått så säger vi direkt om vi kan ta uppdraget.",
    },
    { question: "Flyttar ni pianon?", answer: "Ja, både pianon och flyglar, med specialutrustning." },
    { question: "Tål golvet vikten?", answer: "Vi bedömer golv och bärväg innan och skyddar underlaget under flytten." },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Det tunga och allt det andra.", path: "/tjanster/bohagsflytt" },
    { title: "Företagsflytt", description: "Kassaskåp och arkiv på kontoret.", path: "/tjanster/foretagsflytt" },
    { title: "Bärhjälp", description: "För det som är tungt men inte extremt.", path: "/tjanster/barhjalp" },
  ],
  keywords: ["kassaskåpsflytt", "flytta kassaskåp", "pianoflytt", "tunga lyft", "specialtransport"],
};

export const vindsrojning: ServicePageContent = {
  slug: "vindsrojning",
  quote: { tjanst: "flytthjalp" },
  title: "Vindsröjning – vind, källare och förråd tömda",
  description:
    "Vindsröjning med Transist: vi tömmer vind, källare och förråd på 1–3 dagar, sorterar för återbruk och återvinning och lämnar utrymmet sopat.",
  heroTitle: "Vindsröjning på 1–3 dagar",
  heroDescription:
    "Årtionden av saker på vinden? Vi bär ner, sorterar och lämnar till återbruk och återvinning – du bestämmer vad som ska sparas.",
  features: {
    title: "Det här ingår i vindsröjningen",
    items: [
      "Nedbärning från vind, källare och förråd",
      "Sortering: spara, skänka, återvinna",
      "Transport till återbruk och återvinningscentral",
      "Utrymmet sopat när vi går",
      "Kvitto på det som lämnats",
    ],
  },
  processSteps: [
    { number: 1, title: "Titt", description: "Vi ser hur mycket det är – på plats eller via bilder." },
    { number: 2, title: "Sortering", description: "Du märker det som ska sparas; resten sorterar vi." },
    { number: 3, title: "Röjning", description: "De flesta vindar och källare är tomma på 1–3 dagar." },
    { number: 4, title: "Avslut", description: "Vi sopar ur och lämnar kvitto på det som återvunnits." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Priset beror på mängd, bärväg och avgifter för återvinning. Du får ett fast pris efter att vi sett utrymmet.",
    groups: [
      { label: "Fast pris", description: "Preliminärt tills vi har sett vinden eller källaren." },
      { label: "RUT-avdrag", description: "Arbetet i ditt hem ger RUT-avdrag. Deponiavgifter och transport gör det inte." },
      { label: "Avbokning", description: "Kostnadsfri fram till 7 dagar före." },
    ],
  },
  faqs: [
    { question: "Hur lång tid tar en vindsröjning?", answer: "Oftast 1–3 dagar, beroende på mängd och bärväg." },
    { question: "Vad händer med sakerna?", answer: "Det som är helt går till återbruk, resten sorteras och lämnas till återvinning." },
    {
      question: "Kan ni röja ett dödsbo?",
      answer: "Ja, varsamt och i den takt familjen vill. Vi hjälper till med sortering av det som ska sparas.",
    },
  ],
  relatedServices: [
    { title: "Bortforsling", description: "När det bara ska bort.", path: "/tjanster/bortforsling" },
    { title: "Flyttstädning", description: "Städning efter röjningen.", path: "/tjanster/flyttstadning" },
    { title: "Magasinering", description: "Förvara det du vill spara.", path: "/tjanster/magasinering" },
  ],
  keywords: ["vindsröjning", "källarröjning", "tömma förråd", "dödsbo röjning", "röjning"],
};

export const bortforsling: ServicePageContent = {
  slug: "bortforsling",
  quote: { tjanst: "flytthjalp" },
  title: "Bortforsling av möbler och skräp inom 24–48 timmar",
  description:
    "Bortforsling med Transist: vi hämtar gamla möbler, vitvaror och skräp inom 24–48 timmar och lämnar till återbruk och återvinning.",
  heroTitle: "Bortforsling – borta inom 24–48 timmar",
  heroDescription: "Gammal soffa, trasig tvättmaskin eller byggrester? Vi bär ut och kör bort, oftast inom 24–48 timmar.",
  features: {
    title: "Det här ingår i bortforslingen",
    items: [
      "Utbärning från lägenhet, hus, förråd eller kontor",
      "Transport till återbruk och återvinningscentral",
      "Vitvaror och elektronik lämnas enligt reglerna",
      "Snabb hämtning, oftast inom 24–48 timmar",
    ],
  },
  processSteps: [
    { number: 1, title: "Skicka en lista", description: "Berätta vad som ska bort – bilder hjälper." },
    { number: 2, title: "Pris", description: "Du får ett fast pris direkt." },
    { number: 3, title: "Hämtning", description: "Vi kommer inom 24–48 timmar och bär ut allt." },
    { number: 4, title: "Återvinning", description: "Vi sorterar och lämnar på rätt ställe." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Priset beror på mängd, bärväg och avgifter för återvinning.",
    groups: [
      { label: "Fast pris", description: "Du vet kostnaden innan vi kommer." },
      { label: "RUT-avdrag", description: "Bärarbetet i hemmet kan ge RUT-avdrag; transport och avgifter gör det inte." },
      { label: "Snabb hämtning", description: "Vi hämtar oftast inom 24–48 timmar." },
    ],
  },
  faqs: [
    { question: "Hur snabbt kan ni hämta?", answer: "Oftast inom 24–48 timmar från att du bokat." },
    { question: "Tar ni vitvaror?", answer: "Ja, kylar, frysar, spisar och tvättmaskiner lämnas till korrekt återvinning." },
    { question: "Måste jag bära ut själv?", answer: "Nej, vi hämtar där sakerna står." },
  ],
  relatedServices: [
    { title: "Vindsröjning", description: "Större röjningar av vind och källare.", path: "/tjanster/vindsrojning" },
    { title: "Flyttstädning", description: "Städat när det är tomt.", path: "/tjanster/flyttstadning" },
    { title: "Företagsflytt", description: "Gamla kontorsmöbler bort vid flytten.", path: "/tjanster/foretagsflytt" },
  ],
  keywords: ["bortforsling", "hämta möbler", "skräphämtning", "återvinning möbler", "bortforsling vitvaror"],
};

export const bemanning: ServicePageContent = {
  slug: "bemanning",
  quote: { tjanst: "flytthjalp" },
  title: "Bemanning – flyttare och lagerpersonal inom 24–48 timmar",
  description: "Bemanning från Transist: erfarna flyttare, bärare och lagerpersonal till ert företag, på plats inom 24–48 timmar.",
  heroTitle: "Bemanning när det behövs fler händer",
  heroDescription: "Inventering, lagerflytt eller en topp i leveranserna? Vi skickar vana medarbetare inom 24–48 timmar.",
  features: {
    title: "Det här ingår i bemanningen",
    items: [
      "Flyttare, bärare och lagerpersonal med erfarenhet",
      "Arbetskläder och skyddsskor",
      "En kontaktperson hos oss för hela uppdraget",
      "Korta och längre uppdrag",
      "Personal på plats inom 24–48 timmar",
    ],
  },
  processSteps: [
    { number: 1, title: "Behovet", description: "Berätta hur många, vilka dagar och vilka arbetsuppgifter." },
    { number: 2, title: "Matchning", description: "Vi väljer personal med rätt erfarenhet." },
    { number: 3, title: "På plats", description: "Personalen är hos er inom 24–48 timmar." },
    { number: 4, title: "Uppföljning", description: "Vi stämmer av under och efter uppdraget." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Bemanning debiteras per timme och person. Vid längre uppdrag sätter vi ett fast timpris.",
    groups: [
      { label: "Timpris", description: "Per person och timme, med en minsta tid per pass." },
      { label: "Fakturering", description: "Faktura med 30 dagars betalningstid efter kreditprövning." },
      { label: "Leveranstid", description: "Personal på plats inom 24–48 timmar." },
    ],
  },
  faqs: [
    { question: "Hur snabbt kan ni leverera personal?", answer: "Normalt inom 24–48 timmar." },
    { question: "Kan vi beställa samma personer igen?", answer: "Ja, vi försöker alltid skicka samma team till återkommande kunder." },
    { question: "Har personalen truckkort?", answer: "Säg vad som krävs när du beställer, så matchar vi personal med rätt behörighet." },
  ],
  relatedServices: [
    { title: "Företagsflytt", description: "Hela flytten i våra händer.", path: "/tjanster/foretagsflytt" },
    { title: "Bärhjälp", description: "Bärare per timme.", path: "/tjanster/barhjalp" },
    { title: "Magasinering", description: "Lager när ni behöver mer plats.", path: "/tjanster/magasinering" },
  ],
  keywords: ["bemanning", "hyra personal", "lagerpersonal", "flyttpersonal", "bemanningsföretag"],
};

export const planOchFlytt: ServicePageContent = {
  slug: "plan-och-flytt",
  quote: { tjanst: "flytthjalp" },
  title: "Planering och flytt – en plan och en kontaktperson",
  description:
    "Planering och flytt med Transist: vi gör flyttplanen, samordnar packning, flytt och städning och ger dig en kontaktperson. Planering 1–4 veckor.",
  heroTitle: "Planering och flytt från start till mål",
  heroDescription:
    "Vi tar fram en flyttplan, bokar in packning, flytt och städning i rätt ordning och håller ihop allt – så att du slipper.",
  features: {
    title: "Det här ingår",
    items: [
      "Flyttplan med datum och checklista",
      "En kontaktperson för hela flytten",
      "Samordning av packning, flytt, magasinering och städning",
      "Påminnelser om adressändring, el och bredband",
      "Uppföljning efter flytten",
    ],
  },
  processSteps: [
    { number: 1, title: "Startsamtal", description: "Vi går igenom datum, bostäder och vad du vill ha hjälp med." },
    { number: 2, title: "Flyttplan", description: "Planeringen tar 1–4 veckor för privatpersoner och 2–4 veckor för företag." },
    { number: 3, title: "Genomförande", description: "Vi bokar och leder varje moment enligt planen." },
    { number: 4, title: "Efteråt", description: "Vi följer upp att allt blev som du ville." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Du får ett samlat pris för de delar du väljer. Planeringen ingår när du bokar flytten hos oss.",
    groups: [
      { label: "Ett samlat pris", description: "Packning, flytt och städning i en offert – preliminär tills besiktning." },
      { label: "RUT-avdrag", description: "Arbetet med packning, flytt och städning ger RUT-avdrag för privatpersoner." },
      { label: "Avbokning", description: "Kostnadsfri fram till 7 dagar före flyttdagen." },
    ],
  },
  faqs: [
    {
      question: "Hur tidigt ska jag höra av mig?",
      answer: "Gärna 1–4 veckor före flytten, företag 2–4 veckor. Boka flyttdagen 2–3 veckor i förväg.",
    },
    { question: "Måste jag köpa alla delar?", answer: "Nej, du väljer själv vilka moment du vill ha hjälp med." },
    { question: "Vem ringer jag om något ändras?", answer: "Din kontaktperson, som känner till hela din flytt." },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Själva flytten.", path: "/tjanster/bohagsflytt" },
    { title: "Packning", description: "Packat och märkt.", path: "/tjanster/packning" },
    { title: "Flyttstädning", description: "Städat med garanti.", path: "/tjanster/flyttstadning" },
  ],
  keywords: ["flyttplanering", "flyttplan", "flyttkoordinator", "planera flytt", "flytt helhetslösning"],
};
