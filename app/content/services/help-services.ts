import type { ServicePageContent } from "./types";

export const barhjalp: ServicePageContent = {
  slug: "barhjalp",
  title: "Bärhjälp per timme – starka händer när du behöver dem",
  description:
    "Bärhjälp från Transist: erfarna bärare per timme, minst 2 timmar, för flytt, leveranser och tunga lyft. Fri avbokning fram till 24 timmar före.",
  heroTitle: "Bärhjälp per timme",
  heroDescription:
    "Har du redan bil men saknar armar? Vi skickar två vana bärare med säckkärra och möbelfiltar som tar trapporna åt dig. Du bokar minst 2 timmar och betalar sedan för den tid som går åt.",
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
    {
      number: 1,
      title: "Boka tid",
      description:
        "Välj dag och ungefär hur länge du behöver hjälp. Berätta om våningar, hiss och om något är extra tungt, så skickar vi rätt antal bärare.",
    },
    {
      number: 2,
      title: "Vi kommer",
      description: "Bärarna kommer på utsatt tid med bärselar, säckkärra och filtar. Ställ gärna hyrbilen så nära porten som det går.",
    },
    {
      number: 3,
      title: "Vi bär",
      description:
        "Du visar vad som ska var, vi lyfter och bär. Tunga möbler lastas först och längst in, så att lasset står stadigt under körningen.",
    },
    {
      number: 4,
      title: "Klart",
      description: "Du betalar för den tid vi faktiskt arbetat, räknat per påbörjad halvtimme och minst 2 timmar.",
    },
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
    {
      question: "Hur får jag timmarna att räcka längre?",
      answer:
        "Packa klart innan vi kommer, töm byråer och hyllor och ställ kartongerna nära dörren. Ordna parkering nära porten – en lång bärväg äter tid.",
    },
    {
      question: "Kan ni bära både ut och in?",
      answer: "Ja, bärarna kan lasta på den gamla adressen och lossa på den nya. Säg det när du bokar, så planerar vi tiden därefter.",
    },
    {
      question: "Kan ni bära ett piano eller kassaskåp?",
      answer: "Nej, det kräver specialutrustning. För riktigt tunga föremål är kassaskåpsflytt rätt tjänst.",
    },
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
  title: "Möbelmontering med tre månaders garanti",
  description:
    "Möbelmontering från Transist: vi monterar och demonterar garderober, sängar, kök och kontorsmöbler – med 3 månaders garanti på arbetet.",
  heroTitle: "Möbelmontering – rätt från början",
  heroDescription:
    "Platta paket, hundra skruvar och en otydlig ritning? Vi monterar snabbt och stabilt, fäster höga möbler i väggen och tar med oss kartongerna när vi går. Arbetet har tre månaders garanti.",
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
    {
      number: 1,
      title: "Berätta vad",
      description:
        "Lista möblerna, gärna med modellnamn eller en länk till produkten. Berätta om väggarna är av betong, gips eller trä, så tar vi med rätt fästen.",
    },
    {
      number: 2,
      title: "Tid bokas",
      description:
        "Vi uppskattar hur lång tid monteringen tar och bokar en montör. Se till att alla paket har levererats innan, så att inget saknas.",
    },
    {
      number: 3,
      title: "Montering",
      description:
        "Vi monterar enligt tillverkarens anvisning, fäster höga möbler i väggen och kontrollerar att dörrar och lådor går lätt och att allt står stadigt.",
    },
    {
      number: 4,
      title: "Garanti",
      description: "Lossnar något på grund av monteringen inom 3 månader kommer vi tillbaka och åtgärdar det utan kostnad.",
    },
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
    {
      question: "Varför ska höga möbler fästas i väggen?",
      answer:
        "En bokhylla eller garderob kan välta om ett barn klättrar på den eller om flera lådor dras ut samtidigt. Tillverkaren skickar oftast med ett väggbeslag, och vi sätter upp det med fästen som passar din vägg.",
    },
    {
      question: "Kan ni ta isär möbler inför en flytt?",
      answer:
        "Ja. Vi demonterar sängar, garderober och skrivbord, samlar skruv och beslag i märkta påsar och monterar ihop allt igen på nya adressen.",
    },
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
  title: "Kassaskåpsflytt och tunga lyft",
  description:
    "Kassaskåpsflytt med Transist: säker flytt av kassaskåp, pianon och andra tunga föremål med rätt lyftutrustning och försäkrat gods.",
  heroTitle: "Kassaskåp, pianon och tunga lyft",
  heroDescription:
    "Ett kassaskåp, ett piano eller något annat riktigt tungt kräver rätt utrustning och en plan. Vi mäter upp bärvägen, väljer trappklättrare eller specialkärra, skyddar trappan och flyttar säkert – med försäkrat gods hela vägen.",
  features: {
    title: "Det här ingår i en kassaskåpsflytt",
    items: [
      "Besiktning av vikt, mått och bärväg",
      "Trappklättrare, specialkärror och lyftband",
      "Skydd av golv, trappor och dörrkarmar",
      "Förankring i bilen under transporten",
      "Försäkrat gods",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Mått och vikt",
      description:
        "Vi frågar om mått, vikt och bärväg: trappor, trösklar, hiss och dörrbredder. Ibland gör vi en kostnadsfri besiktning på plats för att vara säkra.",
    },
    {
      number: 2,
      title: "Plan för lyftet",
      description:
        "Utifrån vikt och bärväg väljer vi utrustning och hur många som behövs, och bestämmer i vilken ordning trappor och dörrar ska passeras.",
    },
    {
      number: 3,
      title: "Flytten",
      description:
        "Föremålet lyfts med trappklättrare eller specialkärra, skyddas med filtar och förankras med spännband i bilen under transporten.",
    },
    {
      number: 4,
      title: "På plats",
      description: "Vi placerar det där det ska stå, ser till att det står plant och går igenom golv och trappa med dig innan vi åker.",
    },
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
    {
      question: "Vad behöver ni veta för att ge ett pris?",
      answer:
        "Vikt och mått, gärna modell eller en bild på typskylten, var föremålet står och vart det ska. Berätta också om trappor, hiss, trösklar och hur nära bilen kan stå.",
    },
    {
      question: "Måste kassaskåpet vara tömt?",
      answer:
        "Ja. Ett tomt skåp är lättare att flytta och innehållet riskerar inte att skadas. Lås skåpet och behåll nyckeln eller koden själv – vi behöver den inte.",
    },
    {
      question: "Behöver pianot stämmas efter flytten?",
      answer:
        "Ofta, eftersom temperatur och luftfuktighet skiljer sig mellan rummen. Vänta gärna några veckor så att pianot hinner vänja sig vid det nya rummet innan det stäms.",
    },
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
  title: "Vindsröjning – vind, källare och förråd tömda",
  description:
    "Vindsröjning med Transist: vi tömmer vind, källare och förråd på 1–3 dagar, sorterar för återbruk och återvinning och lämnar utrymmet sopat.",
  heroTitle: "Vindsröjning på 1–3 dagar",
  heroDescription:
    "Årtionden av saker på vinden? Vi bär ner, sorterar och lämnar till återbruk och återvinning – du bestämmer vad som ska sparas. De flesta vindar, källare och förråd är tomma på 1–3 dagar, och vi lämnar utrymmet sopat.",
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
    {
      number: 1,
      title: "Titt",
      description:
        "Vi ser hur mycket det är och hur bärvägen ser ut – på plats eller via bilder du skickar. Därefter får du ett fast pris.",
    },
    {
      number: 2,
      title: "Sortering",
      description:
        "Du märker det som ska sparas, med tejp eller lappar. Resten sorterar vi i det som kan få ett nytt hem och det som ska till återvinning.",
    },
    {
      number: 3,
      title: "Röjning",
      description: "Vi bär ner och lastar i den takt trappor och gångar tillåter. De flesta vindar och källare är tomma på 1–3 dagar.",
    },
    {
      number: 4,
      title: "Avslut",
      description: "Vi sopar ur och lämnar kvitto på det som återvunnits. Innan vi åker går du igenom utrymmet med oss.",
    },
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
    {
      question: "Vad gör ni med papper och foton vi hittar?",
      answer:
        "Brev, personliga papper och fotografier lägger vi åt sidan så att du får gå igenom dem. Inget sådant slängs utan att du har sagt till.",
    },
    {
      question: "Kan ni städa efter röjningen?",
      answer:
        "Vi sopar alltid ur. Ska bostaden säljas eller lämnas tillbaka kan du boka flyttstädning med besiktningsgaranti när utrymmena är tomma.",
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
  title: "Bortforsling av möbler och skräp inom 24–48 timmar",
  description:
    "Bortforsling med Transist: vi hämtar gamla möbler, vitvaror och skräp inom 24–48 timmar och lämnar till återbruk och återvinning.",
  heroTitle: "Bortforsling – borta inom 24–48 timmar",
  heroDescription:
    "Gammal soffa, trasig tvättmaskin eller byggrester? Vi bär ut från där sakerna står, kör bort och lämnar till återbruk och återvinning – oftast inom 24–48 timmar. Du får ett fast pris innan vi kommer.",
  features: {
    title: "Det här ingår i bortforslingen",
    items: [
      "Utbärning från lägenhet, hus, förråd eller kontor",
      "Transport till återbruk och återvinningscentral",
      "Vitvaror och elektronik lämnas enligt reglerna",
      "Snabb hämtning, oftast inom 24–48 timmar",
      "Skydd av trappor och dörrkarmar när vi bär ut",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Skicka en lista",
      description:
        "Berätta vad som ska bort och var det står: våning, hiss och hur långt det är till bilen. Bilder hjälper oss att ge rätt pris.",
    },
    {
      number: 2,
      title: "Pris",
      description:
        "Du får ett fast pris direkt, som bygger på mängd, bärväg och avgifterna för återvinning. Det gäller så länge mängden stämmer med det du beskrivit.",
    },
    {
      number: 3,
      title: "Hämtning",
      description: "Vi kommer inom 24–48 timmar, bär ut allt och skyddar trappor och dörrkarmar på vägen ner.",
    },
    {
      number: 4,
      title: "Återvinning",
      description:
        "Det som är helt går till återbruk. Resten sorterar vi och lämnar på rätt ställe, vitvaror och elektronik enligt reglerna för elavfall.",
    },
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
    {
      question: "Finns det något ni inte tar med?",
      answer:
        "Farligt avfall som färgrester, lösningsmedel, asbest och gasolflaskor kräver särskild hantering. Berätta vad du har, så säger vi om vi kan ta det eller var du kan lämna det.",
    },
    {
      question: "Kan ni hämta i ett förråd eller en källare?",
      answer: "Ja, var som helst i huset. Se bara till att vi får nyckel eller kod och att gången fram till sakerna är fri.",
    },
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
  title: "Bemanning – flyttare och lagerpersonal inom 24–48 timmar",
  description: "Bemanning från Transist: erfarna flyttare, bärare och lagerpersonal till ert företag, på plats inom 24–48 timmar.",
  heroTitle: "Bemanning när det behövs fler händer",
  heroDescription:
    "Inventering, lagerflytt eller en topp i leveranserna? Vi skickar vana flyttare, bärare och lagerpersonal inom 24–48 timmar, och ni har en kontaktperson hos oss som håller ihop uppdraget från beställning till uppföljning.",
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
    {
      number: 1,
      title: "Behovet",
      description:
        "Berätta hur många ni behöver, vilka dagar och tider och vilka arbetsuppgifter det gäller. Nämn också krav på behörighet eller skyddsutrustning.",
    },
    {
      number: 2,
      title: "Matchning",
      description:
        "Vi väljer personal med erfarenhet av just den sortens arbete och bekräftar antal, dagar och tider med er innan första passet.",
    },
    {
      number: 3,
      title: "På plats",
      description:
        "Personalen är hos er inom 24–48 timmar, i arbetskläder och skyddsskor. Ni visar arbetsplatsen och berättar hur ni vill ha arbetet gjort.",
    },
    {
      number: 4,
      title: "Uppföljning",
      description:
        "Vi stämmer av med er under uppdraget och när det är klart. Behöver ni fler personer eller fler pass säger ni till er kontaktperson.",
    },
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
    { question: "Har personalen truckkort?", answer: "Säg vad som krävs när ni beställer, så matchar vi personal med rätt behörighet." },
    {
      question: "Vilka uppdrag passar för bemanning?",
      answer:
        "Lagerflyttar, inventeringar, inleveranser, ommöbleringar och perioder med många leveranser. Gemensamt är att ni behöver vana händer under en begränsad tid.",
    },
    {
      question: "Vem leder arbetet på plats?",
      answer:
        "Ni berättar vad som ska göras och i vilken ordning. Vid större uppdrag kan en av våra medarbetare hålla ihop gruppen och vara er kontakt på plats.",
    },
    {
      question: "Vad behöver vi förbereda?",
      answer:
        "Berätta var personalen ska anmäla sig, vem som tar emot dem och om det finns särskilda säkerhetsregler på arbetsplatsen. Då kommer de igång direkt.",
    },
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
  title: "Planering och flytt – en plan och en kontaktperson",
  description:
    "Planering och flytt med Transist: vi gör flyttplanen, samordnar packning, flytt och städning och ger dig en kontaktperson. Planering 1–4 veckor.",
  heroTitle: "Planering och flytt från start till mål",
  heroDescription:
    "Vi tar fram en flyttplan, bokar in packning, flytt och städning i rätt ordning och håller ihop allt – så att du slipper. Du har en kontaktperson som känner till hela flytten, från första samtalet till uppföljningen efteråt.",
  features: {
    title: "Det här ingår i planeringen",
    items: [
      "Flyttplan med datum och checklista",
      "En kontaktperson för hela flytten",
      "Samordning av packning, flytt, magasinering och städning",
      "Påminnelser om adressändring, el och bredband",
      "Uppföljning efter flytten",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Startsamtal",
      description:
        "Vi går igenom datum, bostäder, tillträde och vad du vill ha hjälp med. Har du redan bokat något själv tar vi med det i planen.",
    },
    {
      number: 2,
      title: "Flyttplan",
      description:
        "Planeringen tar 1–4 veckor för privatpersoner och 2–4 veckor för företag. Du får datum för varje moment och en checklista för det du gör själv.",
    },
    {
      number: 3,
      title: "Genomförande",
      description:
        "Vi bokar och leder varje moment enligt planen: packning före flyttdagen, själva flytten och städningen när bostaden är tom. Ändras ett datum flyttar vi resten med.",
    },
    {
      number: 4,
      title: "Efteråt",
      description: "Vi hör av oss efter flytten och följer upp att allt blev som du ville. Har något skadats anmäler du det inom 7 dagar.",
    },
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
    {
      question: "Vad står i checklistan?",
      answer:
        "Det du själv behöver göra och när: adressändring, el, bredband och hemförsäkring till nya adressen, parkering för flyttbilen och tid för nyckelöverlämning.",
    },
    {
      question: "Går det att planera om tillträdet dröjer?",
      answer:
        "Ja. Då lägger vi in magasinering i planen, så att bohaget förvaras tryggt tills du kommer in i den nya bostaden och vi kan flytta in allt.",
    },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Själva flytten.", path: "/tjanster/bohagsflytt" },
    { title: "Packning", description: "Packat och märkt.", path: "/tjanster/packning" },
    { title: "Flyttstädning", description: "Städat med garanti.", path: "/tjanster/flyttstadning" },
  ],
  keywords: ["flyttplanering", "flyttplan", "flyttkoordinator", "planera flytt", "flytt helhetslösning"],
};
