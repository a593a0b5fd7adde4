import type { BlogPost } from "~/shared/blog";
import { builtInAuthors } from "./categories";

export const packaKoket: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000009",
  title: "Packa köket utan att något går sönder",
  slug: "packa-koket-utan-att-nagot-gar-sonder",
  description:
    "Köket tar längst tid att packa. Så packar du tallrikar, kastruller, knivar och småapparater – och det som ska vara kvar till sista morgonen.",
  author: builtInAuthors.elin,
  publishDate: "2026-10-06",
  readingTime: "3 min",
  image: "/images/blog/packning.svg",
  tags: ["packning", "kök", "flytt"],
  category: "packning",
  isPublished: true,
  content: `<p>Köket är rummet som tar längst tid att packa. Det är fullt av små saker, tunga saker och ömtåliga saker, ofta i samma skåp. Med en plan och rätt material går det ändå smidigt. Så här gör vi när vi packar ett kök.</p>
<h2>Börja med det du sällan använder</h2>
<p>Festporslin, bakformar, serveringsfat och extra glas kan packas en eller två veckor före flytten. Vardagssakerna får vänta till de sista dagarna. Lämna ett par tallrikar, glas och bestick per person framme, så klarar du dig fram till flyttdagen.</p>
<h2>Ät upp och rensa</h2>
<p>Planera maten de sista veckorna så att frysen och skafferiet blir tomma. Öppnade paket med mjöl, flingor och pasta läcker lätt i en kartong. Släng det som är gammalt och lägg resten i täta påsar eller burkar. Flaskor med olja och vinäger skruvas åt, tejpas runt korken och står upprätt i en plastpåse.</p>
<h2>Material för köket</h2>
<ul>
<li>Mindre kartonger för allt tungt: porslin, konserver och gjutjärn.</li>
<li>Gott om silkespapper eller packpapper. Tidningspapper kan färga av sig på porslinet.</li>
<li>Kartonger med fack för glas, om du har många.</li>
<li>Tejp, märkpenna och några plastpåsar för sådant som kan läcka.</li>
</ul>
<h2>Tallrikar, glas och skålar</h2>
<p>Tallrikar packas stående på högkant, var och en inlindad. Glas får papper inuti och runt om och står upprätt, gärna i fack. Skålar kan läggas i varandra med papper emellan, i låga staplar. Fyll tomrummen tills inget skramlar. Tekniken steg för steg finns i <a href="/blogg/sa-packar-du-porslin-glas-och-tavlor">vår guide om porslin, glas och tavlor</a>.</p>
<h2>Kastruller, stekpannor och knivar</h2>
<ul>
<li>Ställ kastrullerna i varandra med papper emellan och linda locken för sig.</li>
<li>Lägg tunga stekpannor och gjutjärn i botten av kartongen och lättare saker överst.</li>
<li>Linda vassa knivar i flera lager papper eller en kökshandduk, tejpa runt och skriv "KNIVAR" på paketet, så att ingen skär sig vid uppackningen.</li>
</ul>
<h2>Småapparater</h2>
<p>Kaffebryggare, mixer och brödrost packas helst i sina originalkartonger om du har kvar dem. Annars tömmer och torkar du dem, lindar upp sladden och tejpar fast den, och fyller ut kartongen så att inget rör sig. Lösa delar som glaskannor och mixerkannor lindas för sig.</p>
<h2>Kyl, frys och vitvaror</h2>
<p>Frosta av frysen i god tid, gärna dygnet innan flytten, och torka ur den. Kyl och frys transporteras helst stående. Många tillverkare vill att de får stå en stund innan de startas igen på nya adressen, så läs bruksanvisningen. Diskmaskin och tvättmaskin ska kopplas loss av någon som vet hur det görs, och en tvättmaskin behöver ofta sina transportbultar för att trumman inte ska skadas.</p>
<h2>Vikt och märkning</h2>
<p>En kartong med köksgrejer blir snabbt tung. Lyft på prov innan du tejpar igen: går den att bära utan att ta i? Annars ska något ur. Märk med "KÖK", vad den innehåller och "ÖMTÅLIGT" med en pil uppåt där det behövs.</p>
<h2>En egen låda för första dygnet</h2>
<p>Packa en låda med det du behöver första kvällen och morgonen: några tallrikar, bestick och glas, en kastrull, kaffe eller te, diskmedel, disktrasa, kökshanddukar, hushållspapper och soppåsar. Märk den tydligt och ha den med dig i stället för i flyttbilen.</p>
<p>Vill du slippa köket helt? Vår <a href="/tjanster/packning">packhjälp</a> packar det med riktigt material och märker allt per rum. Packningsarbetet ger RUT-avdrag, materialet gör det inte.</p>`,
};

export const flyttkartonger: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000010",
  title: "Hur många flyttkartonger behöver du? Så räknar och packar du",
  slug: "hur-manga-flyttkartonger-behover-du",
  description:
    "En tumregel per rum, rätt storlek för rätt saker och en packordning som håller flyttdagen lugn. Så vet du hur många kartonger du behöver.",
  author: builtInAuthors.elin,
  publishDate: "2026-04-21",
  readingTime: "3 min",
  image: "/images/blog/packning.svg",
  tags: ["packning", "flyttkartonger", "planering"],
  category: "packning",
  isPublished: true,
  content: `<p>För få kartonger betyder stress kvällen före flytten. För många betyder en hall full av tomma kartonger. Med en enkel tumregel hamnar du rätt, och med en bra packordning går själva packningen fortare.</p>
<h2>Tumregeln: räkna rummen</h2>
<p>Räkna med ungefär 10–15 kartonger per rum, med kök och förråd inräknade. En tvåa med förråd blir då runt 40–60 kartonger och en trea runt 50–75. Det är en grov uppskattning. Har du mycket böcker och kläder eller ett välfyllt förråd behöver du fler.</p>
<ul>
<li>Köket kräver ofta flest kartonger, eftersom nästan allt ska packas och porslinet behöver plats för papper.</li>
<li>Böcker väger mycket och ska i små kartonger, så de blir fler än du tror.</li>
<li>Kläder på galge flyttas bäst i garderobskartonger med en stång, då slipper du vika och stryka.</li>
<li>Gå igenom förråd och vind innan du räknar. Det är där överraskningarna brukar finnas.</li>
</ul>
<h2>Rätt storlek för rätt saker</h2>
<p>Grundregeln är enkel: tunga saker i små kartonger, lätta saker i stora. En stor kartong full av böcker går inte att bära säkert och kan spricka i botten. Kuddar, täcken och lampskärmar passar däremot bra i de största.</p>
<ul>
<li>Små kartonger: böcker, porslin, konserver, verktyg, pärmar och papper.</li>
<li>Mellanstora: köksredskap, skor, leksaker och småapparater.</li>
<li>Stora: sängkläder, handdukar, kuddar och lätta kläder.</li>
</ul>
<h2>Köpa, hyra eller låna?</h2>
<p>Hyrda flyttlådor i plast är stabila, går att stapla och lämnas tillbaka efteråt. Köpta kartonger kan du spara till nästa gång eller lämna till återvinning. Begagnade kartonger fungerar om de är hela och torra – en mjuk eller fuktig kartong ger efter i botten. Tänk på att materialet aldrig ger RUT-avdrag, bara arbetet gör det.</p>
<h2>Packa i rätt ordning</h2>
<ol>
<li>Tre till fyra veckor innan: förråd, vind, säsongskläder och sådant du sällan använder.</li>
<li>Två veckor innan: böcker, prydnadssaker, tavlor och det mesta i vardagsrummet.</li>
<li>Veckan innan: större delen av köket, kläder du klarar dig utan och badrumsskåpet utom det dagliga.</li>
<li>Sista dagen: sängkläder, hygienartiklar och första-natten-lådan.</li>
</ol>
<h2>Packa varje kartong rätt</h2>
<ul>
<li>Tejpa botten längs skarven och sedan tvärs över. Att vika ihop flikarna räcker inte.</li>
<li>Fyll kartongen hela vägen upp. En halvfull kartong trycks ihop när den hamnar under en annan.</li>
<li>Lyft på prov innan du tejpar igen. Går den inte att bära bekvämt, ta ur något.</li>
<li>Märk ovansidan och en kortsida med rum och innehåll. Numrera gärna kartongerna och skriv en enkel lista, så märker du direkt om någon saknas.</li>
</ul>
<p>Berätta ungefär hur mycket du har när du <a href="/offert">begär offert</a>, så planerar vi bilen och antalet flyttare efter det. Vill du hellre slippa packa tar vår <a href="/tjanster/packning">packhjälp</a> med sig material i rätt mängd.</p>`,
};
