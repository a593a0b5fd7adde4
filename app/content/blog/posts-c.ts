import type { BlogPost } from "~/shared/blog";
import { builtInAuthors } from "./categories";

export const flyttstadningChecklista: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000007",
  title: "Flyttstädning steg för steg: checklistan som klarar besiktningen",
  slug: "flyttstadning-steg-for-steg-checklista",
  description:
    "Kök, badrum, fönster och alla rum i rätt ordning. Checklistan vi själva städar efter – och det som besiktningen oftast hittar.",
  author: builtInAuthors.elin,
  publishDate: "2026-10-29",
  readingTime: "3 min",
  image: "/images/blog/stadning.svg",
  tags: ["flyttstädning", "checklista", "besiktning"],
  category: "stadning",
  isPublished: true,
  content: `<p>När du lämnar en hyresrätt eller säljer din bostad ska den vara så ren att nästa person kan flytta in direkt. Hyresvärden eller köparen går igenom bostaden efteråt, och det är då bristerna syns. Här är checklistan vi själva städar efter, rum för rum.</p>
<h2>Innan du börjar</h2>
<ul>
<li>Töm bostaden helt, även förråd, balkong och vind. Det går inte att städa ordentligt runt flyttkartonger.</li>
<li>Frosta av frysen dagen innan och låt kyl och frys stå öppna.</li>
<li>Se till att el och vatten finns kvar tills städningen är klar.</li>
<li>Ta fram allrengöringsmedel, ugnsrengöring, kalkborttagning, mikrofiberdukar, en fönsterskrapa och en stege eller pall.</li>
</ul>
<p>Räkna med att det tar längre tid än du tror. Våra städare är två eller tre och behöver 4–8 timmar för en vanlig lägenhet. Boka därför gärna städningen till dagen efter flytten, när bostaden är tom.</p>
<h2>Uppifrån och ned, ett rum i taget</h2>
<p>Börja med det som sitter högt – lampor, ovansidan av skåp och dörrkarmar, ventiler – och sluta med golvet. Då hamnar dammet där du ändå ska torka sist. Gör klart ett rum i taget, så vet du vad som återstår.</p>
<h2>Köket</h2>
<ul>
<li>Ugnen in- och utvändigt, plåtar, galler och luckans glas. Går glaset att ta isär sitter det ofta fett mellan skivorna.</li>
<li>Spis och häll, även kanterna. Dra fram spisen om det går och torka sidorna och golvet under.</li>
<li>Spisfläkten utvändigt och filtret. Ett metallfilter kan ofta blötläggas i hett vatten med diskmedel.</li>
<li>Kyl och frys: hyllor, lådor, gummilister och rännan längst bak i kylen. Dra fram dem och städa bakom om det går.</li>
<li>Diskmaskinen: silen i botten, luckans kanter och gummilisten.</li>
<li>Alla skåp och lådor in- och utvändigt, även ovanpå överskåpen.</li>
<li>Kakel, bänkskiva, diskho och blandare. Avkalka kranen.</li>
</ul>
<h2>Badrummet</h2>
<ul>
<li>Kakel och fogar från tak till golv. Kalk och tvålrester är det besiktningen oftast anmärker på.</li>
<li>Golvbrunnen: lyft av locket, ta upp silen och rensa bort hår och slam.</li>
<li>Toaletten in- och utvändigt, även foten och bakom.</li>
<li>Handfat, badkar eller dusch, duschvägg och blandare, avkalkade.</li>
<li>Spegel och badrumsskåp in- och utvändigt.</li>
<li>Ventilen i taket utvändigt. Ändra inte inställningen på den.</li>
<li>Tvättmedelsfacket i tvättmaskinen och luddfiltret i torktumlaren, om de hör till bostaden.</li>
</ul>
<h2>Alla rum</h2>
<ul>
<li>Fönster in- och utvändigt och mellan glasen, fönsterbänkar och karmar.</li>
<li>Element, även bakom och mellan flänsarna.</li>
<li>Golvlister, dörrar, dörrkarmar och handtag.</li>
<li>Eluttag, strömbrytare och lampor.</li>
<li>Garderober och skåp in- och utvändigt.</li>
<li>Golven dammsugs och våttorkas sist av allt.</li>
</ul>
<h2>Det som är lätt att glömma</h2>
<ul>
<li>Balkongen: sopa golvet och torka räcket och fönsterbrädan.</li>
<li>Förrådet i källaren eller på vinden: tomt och sopat.</li>
<li>Krokar, spikar och tejpbitar på väggarna. Fråga hyresvärden vad som gäller för hål – det är inte städning, men det kontrolleras samtidigt.</li>
<li>Brevinkastet, dörrens ovankant och insidan av skåpluckorna.</li>
</ul>
<h2>Så går besiktningen till</h2>
<p>I en hyresrätt går hyresvärden igenom bostaden vid avflyttningen, ofta tillsammans med dig. Hittar hyresvärden något som inte är städat kan du få betala för en omstädning. Säljer du står det ofta i köpekontraktet att bostaden ska lämnas städad, och då är det köparen som tittar. Läs avtalet, så vet du vad som gäller.</p>
<h2>När du anlitar oss</h2>
<p>Flyttstädning prissätts efter bostadens storlek, och du får ett fast pris i offerten. Vi städar efter samma lista, tar med eget material och går igenom resultatet innan vi lämnar. Med vår besiktningsgaranti kommer vi tillbaka utan kostnad om hyresvärden eller köparen hittar något vi har missat. Som privatperson betalar du dessutom bara halva arbetskostnaden tack vare RUT-avdraget.</p>
<p><a href="/tjanster/flyttstadning">Läs mer om flyttstädning</a> eller <a href="/offert">begär en kostnadsfri offert</a>.</p>`,
};

export const rutStadning: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000008",
  title: "Så får du RUT-avdrag för städning – och vad som inte räknas",
  slug: "sa-far-du-rut-avdrag-for-stadning",
  description:
    "Vilken städning ger avdrag, i vilken bostad och för vem? Reglerna för RUT vid flyttstädning och fönsterputs, och det som inte räknas.",
  author: builtInAuthors.amir,
  publishDate: "2026-09-30",
  readingTime: "3 min",
  image: "/images/blog/ekonomi.svg",
  tags: ["RUT-avdrag", "flyttstädning", "ekonomi"],
  category: "stadning",
  isPublished: true,
  content: `<p>RUT-avdraget halverar arbetskostnaden när du köper städning till ditt hem. I stort är reglerna enkla, men några detaljer är bra att känna till innan du bokar – särskilt vid en flyttstädning. Här går vi igenom dem.</p>
<h2>Hur mycket blir det?</h2>
<p>Avdraget är 50 procent av arbetskostnaden inklusive moms, och du kan få högst 75 000 kronor per person och år. Taket gäller RUT- och ROT-avdraget tillsammans, så har du renoverat med ROT-avdrag under året har du mindre kvar.</p>
<p>Ett räkneexempel: är arbetskostnaden 6 000 kronor inklusive moms drar vi av 3 000 kronor på fakturan, och du betalar 3 000 kronor.</p>
<h2>Städning som ger avdrag</h2>
<ul>
<li>Flyttstädning av bostaden du flyttar från, och städning av den nya innan du flyttar in.</li>
<li>Fönsterputs, in- och utvändigt.</li>
<li>Rengöring av ugn, kyl, frys, skåp och lådor.</li>
<li>Att flytta undan möbler när det behövs för att kunna städa.</li>
<li>Städning av ett fritidshus du använder, och av dina föräldrars bostad.</li>
</ul>
<h2>Det här räknas inte</h2>
<ul>
<li>Material, maskinhyra och resor. Bara själva arbetet ger avdrag.</li>
<li>Trappstädning och städning av gemensamma utrymmen, till exempel tvättstugan i ett flerfamiljshus.</li>
<li>Grovstädning med maskiner som högtryckstvätt eller skurmaskin.</li>
<li>Städning som beror på ett byggarbete, till exempel efter en renovering. Den hör till byggarbetet.</li>
<li>Städning av kontor och andra lokaler. RUT gäller privatpersoners bostäder.</li>
</ul>
<h2>Villkor för dig som köper</h2>
<ul>
<li>Du är privatperson och har fyllt 18 år senast vid årets slut.</li>
<li>Du har betalat tillräckligt med skatt under året. Avdraget kan inte bli större än din skatt.</li>
<li>Du har utrymme kvar under taket på 75 000 kronor.</li>
<li>Städningen gäller en bostad som du bor i eller använder som fritidshus. Du behöver inte äga den – en hyresrätt går lika bra.</li>
</ul>
<h2>Så går det till</h2>
<ol>
<li>Du uppger ditt personnummer och adressen där vi städar när du bokar.</li>
<li>Vi drar av 50 procent av arbetskostnaden direkt på fakturan. Arbetskostnaden och övriga kostnader står var för sig, så du ser vad avdraget gäller.</li>
<li>Du betalar din del. Sedan ansöker vi om resten hos Skatteverket.</li>
<li>Avdraget syns i Skatteverkets e-tjänst och i din deklaration året efter.</li>
</ol>
<p>Om Skatteverket inte godkänner hela avdraget, till exempel för att ditt utrymme redan är använt, kan du behöva betala mellanskillnaden själv. Kontrollera därför hur mycket du har kvar i Skatteverkets e-tjänst innan en stor beställning.</p>
<h2>Två som delar på avdraget</h2>
<p>Bor ni två i bostaden och betalar tillsammans kan ni dela på avdraget. Var och en har sitt eget tak på 75 000 kronor, så en flytt med städning ryms lättare. Säg till när du bokar, så delar vi upp fakturan på er båda.</p>
<h2>Flytt och städning i samma beställning</h2>
<p>Arbetet vid en flytt – packning, bärande, lastning och lossning – ger också RUT-avdrag, medan lastbilen, bränslet, packmaterialet och hyran för magasin inte gör det. Läs mer i <a href="/blogg/rut-avdrag-for-flytt-och-stadning">RUT-avdrag för flytt och städning</a>. Bokar du båda hos oss hamnar de på samma faktura, och avdraget räknas på hela arbetskostnaden på en gång.</p>
<p>Undrar du vad som gäller för just dig? <a href="/kontakt">Hör av dig</a> så räknar vi på det, eller <a href="/offert?tjanst=stadning&amp;typ=flyttstadning">begär offert på flyttstädning</a>.</p>`,
};
