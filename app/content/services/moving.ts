import type { ServicePageContent } from "./types";

const movingTerms = {
  label: "Betalning och avbokning",
  description:
    "Vi fakturerar när flytten är klar. Företag har 30 dagars betalningstid, privatpersoner betalar inom 10 dagar. Avbokning är kostnadsfri fram till 7 dagar före flyttdagen.",
};

const rutForMoving = {
  label: "RUT-avdrag på arbetet",
  description:
    "Som privatperson får du RUT-avdrag på 50 % av arbetskostnaden inklusive moms, upp till 75 000 kr per person och år. Avdraget gäller bärandet och packandet – inte lastbil, bränsle, material eller förrådshyra – och vi drar det direkt på fakturan.",
};

export const bohagsflytt: ServicePageContent = {
  slug: "bohagsflytt",
  title: "Bohagsflytt – trygg flytt av hela hemmet",
  description:
    "Bohagsflytt med Transist: vi bär, packar och kör hela ditt hem, med försäkrat gods, RUT-avdrag och fast kontaktperson. Få offert inom 24 timmar.",
  heroTitle: "Bohagsflytt utan stress",
  heroDescription:
    "Från första kartongen till sista lampan på plats. Vi flyttar lägenheter, radhus och villor i hela Sverige – med vana flyttare, skyddade möbler och försäkrat gods.",
  features: {
    title: "Det här ingår i en bohagsflytt",
    items: [
      "Erfarna flyttare och lastbil anpassad efter bohaget",
      "Filtar, sträckfilm och möbeltransportörer som skyddar möbler och golv",
      "Bärning i trappor, även utan hiss",
      "Demontering och montering av sängar och enklare möbler",
      "Försäkrat gods under hela transporten",
      "En kontaktperson som håller ihop flytten",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Du berättar",
      description: "Fyll i offertformuläret eller ring oss. Vi frågar om adresser, våningar, hiss och hur mycket som ska med.",
    },
    {
      number: 2,
      title: "Kostnadsfri besiktning",
      description: "Vid större flyttar kommer vi gärna hem till dig och tittar, så att offerten stämmer från början.",
    },
    { number: 3, title: "Flyttdagen", description: "Vi kommer på utsatt tid, skyddar det som behöver skyddas och bär ut i rätt ordning." },
    {
      number: 4,
      title: "På plats",
      description: "Möblerna ställs i de rum du vill ha dem och sängarna monteras, så att du kan sova gott första natten.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro:
      "Priset bygger på bohagets storlek, bärvägar, våningar och avstånd. Du får ett skriftligt prisförslag inom 24 timmar – preliminärt tills vi sett bohaget.",
    groups: [
      {
        label: "Så sätts priset",
        description: "Timpris eller fast pris efter besiktning. Fast pris ger dig full koll på kostnaden innan flytten.",
      },
      rutForMoving,
      movingTerms,
    ],
  },
  faqs: [
    {
      question: "Hur lång tid tar en bohagsflytt?",
      answer:
        "En tvåa i samma stad tar oftast en halv till en hel dag. Ett större hus eller en flytt till en annan ort kan ta en till två dagar. Du får en tidsplan i offerten.",
    },
    {
      question: "Måste jag packa själv?",
      answer: "Nej. Du kan packa själv och låta oss bära, eller boka till packning så packar vi allt åt dig med rätt material.",
    },
    {
      question: "Vad händer om något går sönder?",
      answer:
        "Godset är försäkrat under hela flytten. Upptäcker du en skada anmäler du den till oss inom 7 dagar, så ordnar vi ersättning eller reparation.",
    },
    {
      question: "Kan jag avboka?",
      answer:
        "Ja, kostnadsfritt fram till 7 dagar före flyttdagen. Därefter gäller villkoren: 50 % av bokningsvärdet 3–7 dagar före och hela beloppet under 3 dagar.",
    },
  ],
  relatedServices: [
    { title: "Packning", description: "Vi packar och märker allt inför flytten.", path: "/tjanster/packning" },
    { title: "Flyttstädning", description: "Lämna bostaden skinande med besiktningsgaranti.", path: "/tjanster/flyttstadning" },
    { title: "Magasinering", description: "Förvara det som inte ska med direkt.", path: "/tjanster/magasinering" },
  ],
  keywords: ["bohagsflytt", "flyttfirma", "flytthjälp", "flytta hem", "RUT-avdrag flytt", "flytt villa", "flytt lägenhet"],
};

export const foretagsflytt: ServicePageContent = {
  slug: "foretagsflytt",
  title: "Företagsflytt – verksamheten igång igen direkt",
  description:
    "Företagsflytt med Transist: planerad flytt av kontor, butik eller lager med minimal driftstörning, märkningssystem och 30 dagars fakturering.",
  heroTitle: "Företagsflytt som inte stoppar verksamheten",
  heroDescription:
    "Vi planerar flytten tillsammans med er, flyttar på kvällar eller helger om det behövs och ser till att personalen kan börja jobba direkt på nya adressen.",
  features: {
    title: "Det här ingår i en företagsflytt",
    items: [
      "Flyttplan med tidslinje och ansvarsfördelning",
      "Märkningssystem så att allt hamnar på rätt plats",
      "Flyttkartonger och backar för pärmar och arkiv",
      "Skydd av golv, dörrkarmar och hissar i båda fastigheterna",
      "Flytt utanför kontorstid vid behov",
      "Bortforsling av det som inte ska med",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Genomgång på plats",
      description: "Vi går igenom lokalerna med er kontaktperson och ser vad som ska flyttas, slängas eller magasineras.",
    },
    {
      number: 2,
      title: "Flyttplan",
      description: "Ni får en plan med datum, ordning och märkning. Planeringen tar normalt 2–4 veckor för företag.",
    },
    {
      number: 3,
      title: "Flytten",
      description: "Vi packar, bär och kör enligt planen – gärna på helgen så att måndagen blir en vanlig arbetsdag.",
    },
    { number: 4, title: "Uppstart", description: "Möbler och kartonger ställs enligt ritningen. Vi tar med oss emballaget när vi går." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro:
      "Företagsflyttar prissätts efter genomgång: antal arbetsplatser, mängd arkiv, avstånd och tider. Ni får ett fast pris eller ett tak för timdebiteringen.",
    groups: [
      {
        label: "Fast pris efter genomgång",
        description: "Med fast pris vet ni kostnaden innan ni bestämmer er. Priset är preliminärt tills genomgången är gjord.",
      },
      {
        label: "Fakturering",
        description: "Vi fakturerar efter utfört uppdrag med 30 dagars betalningstid, efter sedvanlig kreditprövning.",
      },
      {
        label: "Avbokning",
        description: "Kostnadsfri fram till 7 dagar före flytten. Därefter 50 % av bokningsvärdet 3–7 dagar före och 100 % under 3 dagar.",
      },
    ],
  },
  faqs: [
    {
      question: "Hur långt i förväg ska vi höra av oss?",
      answer: "Räkna med 2–4 veckors planering för ett kontor eller en butik. Är det bråttom, ring oss – ofta går det att lösa snabbare.",
    },
    {
      question: "Kan ni flytta på helgen?",
      answer: "Ja. Många företag flyttar fredag kväll till söndag så att verksamheten inte påverkas.",
    },
    {
      question: "Flyttar ni IT-utrustning?",
      answer:
        "Vi packar och flyttar datorer, skärmar och skrivare säkert. Nedkoppling och uppkoppling sköts av er IT-leverantör, och vi hjälper gärna till att samordna.",
    },
  ],
  relatedServices: [
    { title: "Kontorsflytt", description: "Skrivbord, arkiv och teknik till nya kontoret.", path: "/tjanster/kontorsflytt" },
    { title: "Magasinering", description: "Förvaring av möbler och arkiv under flytten.", path: "/tjanster/magasinering" },
    { title: "Bortforsling", description: "Vi tar hand om det ni inte vill ha kvar.", path: "/tjanster/bortforsling" },
  ],
  keywords: ["företagsflytt", "flytta företag", "lokalflytt", "butiksflytt", "lagerflytt", "flyttfirma företag"],
};

export const kontorsflytt: ServicePageContent = {
  slug: "kontorsflytt",
  title: "Kontorsflytt – på måndag sitter alla vid sina skrivbord",
  description:
    "Kontorsflytt med Transist: skrivbord, arkiv och IT flyttas över en helg med märkning per arbetsplats. Fast pris efter kostnadsfri genomgång.",
  heroTitle: "Kontorsflytt över en helg",
  heroDescription:
    "Varje medarbetare packar sin back på fredag och hittar den vid sitt nya skrivbord på måndag. Vi planerar efter er nya planritning, flyttar utanför kontorstid och tar med oss emballaget när vi går.",
  features: {
    title: "Det här ingår i en kontorsflytt",
    items: [
      "Märkning per arbetsplats enligt ny planritning",
      "Personliga flyttbackar till varje medarbetare",
      "Demontering och montering av skrivbord och hurtsar",
      "Varsam hantering av skärmar och datorer",
      "Arkiv packat i rätt ordning, pärm för pärm",
      "Återvinning av gamla möbler och emballage",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Planritning",
      description:
        "Vi utgår från ritningen över nya kontoret och ger varje arbetsplats, skåp och mötesrum ett nummer. Samma nummer står på etiketterna, så att alla vet vart deras saker ska.",
    },
    {
      number: 2,
      title: "Packning",
      description:
        "Medarbetarna packar sina backar och märker dem med sitt nummer. Vi packar gemensamma ytor, kök, förråd och arkiv i den ordning pärmarna ska stå.",
    },
    {
      number: 3,
      title: "Helgflytt",
      description: "Vi bär, kör och ställer allt på rätt nummer utanför kontorstid, med golv och hissar skyddade i båda husen.",
    },
    {
      number: 4,
      title: "Måndag morgon",
      description:
        "Skrivbord och hurtsar står monterade, backarna vid rätt stol och tomma kartonger är bortforslade. Er IT-leverantör kan koppla in tekniken direkt.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Priset beror på antal arbetsplatser, mängd arkiv, våningar och avstånd. Efter en kostnadsfri genomgång får ni ett fast pris.",
    groups: [
      { label: "Fast pris", description: "Ett pris för hela flytten, preliminärt tills genomgången är gjord." },
      { label: "Fakturering", description: "Faktura efter utförd flytt med 30 dagars betalningstid, efter kreditprövning." },
      { label: "Avbokning", description: "Kostnadsfri fram till 7 dagar före flyttdagen." },
    ],
  },
  faqs: [
    {
      question: "Hur många arbetsplatser hinner ni flytta på en helg?",
      answer:
        "Det beror på våningar och avstånd, men ett kontor med ett par dussin arbetsplatser flyttar vi normalt mellan fredag kväll och söndag.",
    },
    {
      question: "Vem kopplar in datorerna?",
      answer: "Er IT-leverantör kopplar upp nätverk och datorer. Vi ställer utrustningen på rätt plats och tar hand om emballaget.",
    },
    { question: "Kan ni ta hand om gamla kontorsmöbler?", answer: "Ja, vi forslar bort och lämnar till återvinning eller återbruk." },
    {
      question: "Hur förbereder vi medarbetarna?",
      answer:
        "Vi ger er en kort instruktion att skicka ut: vad som ska i backen, hur den märks och vad som ska stå kvar. Det viktigaste är att varje back får rätt nummer och att skrivbordet är tömt innan flytten börjar.",
    },
  ],
  relatedServices: [
    { title: "Företagsflytt", description: "Butik, lager eller hela verksamheten.", path: "/tjanster/foretagsflytt" },
    { title: "Möbelmontering", description: "Skrivbord och förvaring monterade rätt.", path: "/tjanster/mobelmontering" },
    { title: "Planering och flytt", description: "En plan och en kontaktperson från start.", path: "/tjanster/plan-och-flytt" },
  ],
  keywords: ["kontorsflytt", "flytta kontor", "IT-flytt", "arkivflytt", "helgflytt kontor"],
};

export const langdistansflytt: ServicePageContent = {
  slug: "langdistansflytt",
  title: "Långdistansflytt – flytta till andra sidan Sverige",
  description:
    "Långdistansflytt med Transist: från Skåne till Norrland med fast plan, försäkrat gods och samma team från lastning till urlastning.",
  heroTitle: "Långdistansflytt med fast plan",
  heroDescription:
    "Ska du flytta långt? Vi kör hela vägen själva, utan omlastning och med samma team som lastade – så vet du alltid var dina saker är. Hämtdag och leveransdag står i tidsplanen innan du bokar.",
  features: {
    title: "Det här ingår i en långdistansflytt",
    items: [
      "Samma flyttare från lastning till urlastning",
      "Tidsplan med hämtdag och leveransdag",
      "Säker lastning med spännband och filtar",
      "Försäkrat gods under hela resan",
      "Möjlighet till mellanlagring om tillträdet dröjer",
      "Montering av möbler på nya adressen",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Planering",
      description:
        "Vi bestämmer hämtdag och leveransdag utifrån dina tillträden och räknar på volymen, gärna efter en kostnadsfri besiktning.",
    },
    {
      number: 2,
      title: "Lastning",
      description:
        "Allt lastas tätt och säkert med spännband och filtar, så att inget flyttar sig under resan. Det du behöver först lastar vi sist.",
    },
    {
      number: 3,
      title: "Transport",
      description:
        "Vi kör direkt, utan omlastning på vägen. Under våra öppettider når du oss på telefon, och vi hör av oss innan vi kommer fram.",
    },
    {
      number: 4,
      title: "Urlastning",
      description: "Samma team bär in, ställer allt i rätt rum och monterar sängar och möbler som togs isär inför resan.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "Priset räknas på volym, avstånd och bärarbete. Du får ett fast pris så att milen inte blir en överraskning.",
    groups: [
      { label: "Fast pris", description: "Ett pris som gäller hela vägen, preliminärt tills vi har sett bohaget." },
      rutForMoving,
      movingTerms,
    ],
  },
  faqs: [
    { question: "Flyttar ni i hela Sverige?", answer: "Ja, vi flyttar mellan alla orter i Sverige." },
    {
      question: "Vad händer om jag inte får tillträde samma dag?",
      answer: "Vi kan mellanlagra bohaget i vårt förråd tills du kommer in i bostaden.",
    },
    {
      question: "Får jag RUT-avdrag för en lång flytt?",
      answer: "Ja, för arbetskostnaden. Själva transporten och bränslet ger inte avdrag.",
    },
    {
      question: "Hur lång tid tar en flytt till en annan del av landet?",
      answer:
        "Det beror på avståndet och hur mycket som ska med. Du ser hämtdag och leveransdag i tidsplanen innan du bokar och kan planera din egen resa och tillträdet efter dem.",
    },
    {
      question: "Vad ska jag ha med mig själv under resan?",
      answer:
        "Värdesaker, viktiga papper, mediciner, laddare och det du behöver de första dygnen. Packa det i en väska som följer med dig och inte med lasset.",
    },
  ],
  relatedServices: [
    { title: "Bohagsflytt", description: "Allt om hur vi flyttar ett hem.", path: "/tjanster/bohagsflytt" },
    { title: "Magasinering", description: "Mellanlagring om tillträdet dröjer.", path: "/tjanster/magasinering" },
    { title: "Packning", description: "Packat för en lång resa.", path: "/tjanster/packning" },
  ],
  keywords: ["långdistansflytt", "flytta långt", "flytt mellan städer", "flytt Norrland", "flytt Skåne"],
};

export const studentflytt: ServicePageContent = {
  slug: "studentflytt",
  title: "Studentflytt – smidig flytt till studentrummet",
  description:
    "Studentflytt med Transist: snabb och prisvärd flytt av korridorsrum eller studentetta, med RUT-avdrag och fri avbokning upp till 7 dagar före.",
  heroTitle: "Studentflytt som passar budgeten",
  heroDescription:
    "Några kartonger, en säng och en skrivbordsstol? Med en liten lastbil och två flyttare flyttar vi dig till studentrummet på några timmar, så att du hinner till uppropet.",
  features: {
    title: "Det här ingår i en studentflytt",
    items: [
      "Liten lastbil och två flyttare – lagom för ett studentrum",
      "Bärning i trappor och korridorer",
      "Montering av säng och skrivbord",
      "Flyttkartonger att köpa eller låna",
      "Flytt mellan studentstäder i hela Sverige",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Berätta vad som ska med",
      description:
        "En lista räcker – säng, skrivbord, stol och ungefär hur många kartonger. Berätta också om våning och hiss på båda adresserna.",
    },
    {
      number: 2,
      title: "Välj dag",
      description: "Kvällar och helger går också bra. Boka gärna 2–3 veckor före terminsstart, när många vill flytta samma vecka.",
    },
    {
      number: 3,
      title: "Flytten",
      description: "Vi bär ut, kör och bär in – oftast på några timmar. Har du packat klart när vi kommer går det ännu fortare.",
    },
    { number: 4, title: "Klart", description: "Sängen står monterad, skrivbordet på plats och kartongerna i rätt rum." },
  ],
  pricing: {
    title: "Pris och villkor",
    intro: "En studentflytt tar sällan mer än några timmar. Priset räknas på tid och avstånd, och du ser det i offerten innan du bokar.",
    groups: [rutForMoving, movingTerms],
  },
  faqs: [
    {
      question: "Kan mina föräldrar betala?",
      answer: "Ja, men RUT-avdraget gäller den som bor i bostaden och betalar fakturan. Hör av dig så förklarar vi hur det fungerar.",
    },
    {
      question: "Kan jag hjälpa till att bära för att det ska bli billigare?",
      answer: "Absolut. Ju mer som är packat och klart, desto snabbare går det.",
    },
    { question: "Flyttar ni bara en säng?", answer: "Ja, då kan bärhjälp per timme vara det enklaste – från två timmar." },
    {
      question: "Var får jag tag på flyttkartonger?",
      answer: "Du kan köpa eller låna kartonger av oss. Säg hur många du behöver när du bokar, så kommer vi överens om hur du får dem.",
    },
    {
      question: "Måste rummet städas innan jag lämnar det?",
      answer:
        "Oftast kräver hyresvärden att rummet lämnas städat. Vi kan flyttstäda åt dig med besiktningsgaranti, och RUT-avdraget gäller städningen också.",
    },
  ],
  relatedServices: [
    { title: "Bärhjälp", description: "Starka händer per timme.", path: "/tjanster/barhjalp" },
    { title: "Bohagsflytt", description: "När det är mer än ett rum.", path: "/tjanster/bohagsflytt" },
    { title: "Långdistansflytt", description: "Till en studentstad långt bort.", path: "/tjanster/langdistansflytt" },
  ],
  keywords: ["studentflytt", "flytta studentrum", "billig flytt", "flytthjälp student", "korridorsrum flytt"],
};

export const evakueringsflytt: ServicePageContent = {
  slug: "evakueringsflytt",
  title: "Evakueringsflytt – när bostaden måste tömmas",
  description:
    "Evakueringsflytt med Transist: vi tömmer bostaden inför renovering eller efter vattenskada, förvarar allt tryggt och flyttar tillbaka när det är klart.",
  heroTitle: "Evakueringsflytt – ut och tillbaka",
  heroDescription:
    "Stambyte, renovering eller vattenskada? Vi packar, magasinerar och flyttar tillbaka allt när bostaden är klar – med en kontaktperson hela vägen. Du får ett pris för utflytt, förvaring och återflytt innan vi börjar.",
  features: {
    title: "Det här ingår i en evakueringsflytt",
    items: [
      "Packning av det som ska ut, med märkning per rum",
      "Flytt till evakueringsbostad eller magasin",
      "Torr, larmad förvaring under renoveringen",
      "Samordning med hyresvärd, bostadsrättsförening eller försäkringsbolag",
      "Återflytt och uppställning när bostaden är klar",
    ],
  },
  processSteps: [
    {
      number: 1,
      title: "Besiktning",
      description:
        "Vi går igenom bostaden och ser vad som ska flyttas och vad som kan stå kvar skyddat. Vi frågar också när hantverkarna börjar och hur länge arbetet väntas pågå.",
    },
    {
      number: 2,
      title: "Utflytt",
      description:
        "Vi packar, märker varje kartong per rum och flyttar ut inför starten av arbetet, så att hantverkarna har fria ytor från första dagen.",
    },
    {
      number: 3,
      title: "Förvaring",
      description:
        "Allt förvaras i vårt torra, larmade magasin eller flyttas till din tillfälliga bostad. Du får en förteckning över det som förvaras.",
    },
    {
      number: 4,
      title: "Återflytt",
      description: "När hantverkarna är klara flyttar vi tillbaka, ställer möblerna i rätt rum och monterar det vi tog isär.",
    },
  ],
  pricing: {
    title: "Pris och villkor",
    intro:
      "Du får ett pris för utflytt, förvaring per månad och återflytt. Vid försäkringsärenden skickar vi underlag direkt till försäkringsbolaget om du vill.",
    groups: [{ label: "Förvaring", description: "Månadspris för magasinet, uppsägning med en månads varsel." }, rutForMoving, movingTerms],
  },
  faqs: [
    {
      question: "Hur snabbt kan ni komma vid en vattenskada?",
      answer: "Ring oss direkt. Vid akuta skador försöker vi alltid hitta en tid inom ett par dagar.",
    },
    {
      question: "Kan möblerna stå kvar under renoveringen?",
      answer: "Ibland, om de skyddas väl. Vi hjälper dig bedöma vad som är säkrast.",
    },
    { question: "Betalar försäkringen?", answer: "Det avgör ditt försäkringsbolag. Vi tar fram de underlag de brukar behöva." },
    {
      question: "Vad händer om renoveringen drar ut på tiden?",
      answer:
        "Då står sakerna kvar i magasinet så länge det behövs. Förvaringen betalas per månad tills återflytten är gjord, och vi planerar återflytten efter hantverkarnas nya slutdatum.",
    },
    {
      question: "Kan jag hämta saker ur magasinet under tiden?",
      answer: "Ja, du har åtkomst till magasinet dygnet runt.",
    },
    {
      question: "Vad tar jag med till den tillfälliga bostaden?",
      answer:
        "Det du använder varje dag: kläder, enklare köksutrustning, mediciner och viktiga papper. Resten kan stå packat i magasinet, så blir återflytten enklare.",
    },
  ],
  relatedServices: [
    { title: "Magasinering", description: "Torr och larmad förvaring.", path: "/tjanster/magasinering" },
    { title: "Packning", description: "Allt packat och märkt per rum.", path: "/tjanster/packning" },
    { title: "Bohagsflytt", description: "När flytten är för gott.", path: "/tjanster/bohagsflytt" },
  ],
  keywords: ["evakueringsflytt", "stambyte flytt", "vattenskada flytt", "renovering magasinering", "tillfällig flytt"],
};
