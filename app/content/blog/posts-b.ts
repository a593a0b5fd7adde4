import type { BlogPost } from "~/shared/blog";
import { builtInAuthors } from "./categories";

export const rutAvdrag: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000004",
  title: "RUT-avdrag för flytt och städning – så fungerar det",
  slug: "rut-avdrag-for-flytt-och-stadning",
  description:
    "Halva arbetskostnaden dras direkt på fakturan. Vi reder ut vad som ger RUT-avdrag vid flytt och flyttstädning, och vad som inte gör det.",
  author: builtInAuthors.amir,
  publishDate: "2026-08-28",
  readingTime: "1 min",
  image: "/images/blog/ekonomi.svg",
  tags: ["RUT-avdrag", "ekonomi", "flyttstädning"],
  category: "stadning",
  isPublished: true,
  content: `<p>RUT-avdraget gör flytthjälp och flyttstädning betydligt billigare för privatpersoner. Men vad räknas egentligen som arbetskostnad? Här är det viktigaste.</p>
<h2>Hur mycket får man dra av?</h2>
<p>Du får dra av 50 procent av arbetskostnaden inklusive moms, upp till 75 000 kronor per person och år. Avdraget dras direkt på fakturan, så du betalar bara din del.</p>
<h2>Vad ger avdrag vid en flytt?</h2>
<ul>
<li>Arbetet med att packa och packa upp.</li>
<li>Bärandet, lastningen och lossningen.</li>
<li>Enklare demontering och montering av möbler.</li>
</ul>
<h2>Vad ger inte avdrag?</h2>
<ul>
<li>Lastbilen, körtiden och bränslet.</li>
<li>Flyttkartonger och annat material.</li>
<li>Hyra för förråd eller magasin.</li>
</ul>
<h2>Flyttstädning</h2>
<p>Flyttstädning är ett hushållsnära arbete och ger RUT-avdrag på arbetskostnaden. Det gäller både den bostad du flyttar från och den du flyttar till.</p>
<h2>Vad behöver vi från dig?</h2>
<p>Ditt personnummer och adressen där arbetet utförs. Vi ansöker om resten hos Skatteverket. Om du redan har använt en del av ditt utrymme under året kan avdraget bli mindre, så håll koll på Skatteverkets e-tjänst.</p>
<p>Osäker på vad som gäller just din flytt? <a href="/kontakt">Kontakta oss</a> så räknar vi på det tillsammans.</p>`,
};

export const hallbarFlytt: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000005",
  title: "Flytta hållbart: återbruk, återvinning och mindre emballage",
  slug: "flytta-hallbart",
  description: "En flytt är ett bra tillfälle att rensa – och att göra det klokt. Så minskar du avfallet och ger dina saker ett nytt liv.",
  author: builtInAuthors.elin,
  publishDate: "2026-07-09",
  readingTime: "1 min",
  image: "/images/blog/miljo.svg",
  tags: ["miljö", "återbruk", "flytt"],
  category: "flyttips",
  isPublished: true,
  content: `<p>Vid en flytt ser man plötsligt allt man äger. Det är ett perfekt läge att rensa – och att se till att så lite som möjligt hamnar i soporna.</p>
<h2>Sortera i tre högar</h2>
<p>Behålla, skänka eller sälja, och återvinna. Gör det rum för rum, gärna några veckor innan flytten, så blir det inte en stressad sista kväll.</p>
<h2>Ge saker ett nytt liv</h2>
<p>Hela möbler, köksprylar och kläder gör stor nytta hos second hand-butiker och välgörenhetsorganisationer. Många hämtar dessutom större saker.</p>
<h2>Låna eller återanvänd kartonger</h2>
<p>Hyrda flyttbackar kan användas hundratals gånger. Begagnade kartonger i gott skick fungerar också utmärkt. Använd handdukar och sängkläder som skydd i stället för extra bubbelplast.</p>
<h2>Samlastning sparar utsläpp</h2>
<p>En välplanerad flytt med rätt storlek på bilen kräver färre turer. Berätta gärna vad som ska med redan i offertförfrågan, så planerar vi lasten.</p>
<h2>Lämna rätt</h2>
<p>Elektronik, vitvaror och farligt avfall som färgburkar ska lämnas på återvinningscentralen. Vid <a href="/tjanster/bortforsling">bortforsling</a> sorterar vi åt dig och lämnar allt på rätt ställe.</p>`,
};

export const tungaLyft: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000006",
  title: "Så flyttas ett piano eller kassaskåp säkert",
  slug: "sa-flyttas-ett-piano-eller-kassaskap",
  description:
    "Tunga föremål kräver planering, rätt utrustning och vana händer. Så går en specialtransport till – och varför du inte ska göra den själv.",
  author: builtInAuthors.amir,
  publishDate: "2026-06-03",
  readingTime: "1 min",
  image: "/images/blog/specialtransporter.svg",
  tags: ["piano", "kassaskåp", "specialtransport"],
  category: "flyttips",
  isPublished: true,
  content: `<p>Ett piano kan väga flera hundra kilo och ett kassaskåp ännu mer. Fel lyft kan skada både föremålet, trappan och den som bär. Så här planerar vi en specialtransport.</p>
<h2>Mått, vikt och bärväg</h2>
<p>Först tar vi reda på vikt och mått, och hur vägen ser ut: trappor, svängar, dörrbredder och underlag. Ibland gör vi en snabb besiktning på plats.</p>
<h2>Rätt utrustning</h2>
<ul>
<li>Trappklättrare eller specialkärror för tunga föremål.</li>
<li>Lyftband och skydd för golv och trappsteg.</li>
<li>Spännband och förankring i bilen.</li>
</ul>
<h2>Tillräckligt många händer</h2>
<p>Ett piano bärs aldrig av två personer i en trappa. Vi planerar antalet flyttare efter vikt och bärväg, så att ingen behöver ta risker.</p>
<h2>Golvet på nya adressen</h2>
<p>Ett tungt kassaskåp belastar golvet på en liten yta. Vi bedömer underlaget och kan fördela vikten med skivor om det behövs.</p>
<h2>Stämning efter flytten</h2>
<p>Ett piano behöver ofta stämmas några veckor efter flytten, när det har vant sig vid det nya rummet.</p>
<p>Läs mer om vår <a href="/tjanster/kassaskapsflytt">kassaskåpsflytt</a> eller <a href="/offert">begär offert</a> på din specialtransport.</p>`,
};
