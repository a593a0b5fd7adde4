import type { BlogPost } from "~/shared/blog";
import { builtInAuthors } from "./categories";

export const flyttips: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000001",
  title: "10 flyttips som gör flyttdagen lugnare",
  slug: "10-flyttips-som-gor-flyttdagen-lugnare",
  description: "Från att boka i tid till att packa en första-natten-låda: tio konkreta råd som gör flytten enklare för hela familjen.",
  author: builtInAuthors.elin,
  publishDate: "2026-11-12",
  readingTime: "2 min",
  image: "/images/blog/flyttips.svg",
  tags: ["flytt", "checklista", "planering"],
  category: "flyttips",
  isPublished: true,
  content: `<p>En flytt är ett av de större projekten i livet, men den behöver inte vara kaotisk. Efter hundratals flyttar vet vi vad som skiljer en lugn flyttdag från en stressig. Här är våra tio bästa råd.</p>
<h2>1. Boka i god tid</h2>
<p>Boka flytthjälpen två till tre veckor i förväg, gärna tidigare om du flyttar kring ett månadsskifte eller på sommaren. Då är det lättare att få den dag och tid du vill ha.</p>
<h2>2. Rensa innan du packar</h2>
<p>Allt du slänger, säljer eller skänker behöver du varken packa, bära eller betala för att flytta. Gå igenom ett rum i taget och var ärlig: har du använt det senaste året?</p>
<h2>3. Skaffa rätt material</h2>
<p>Riktiga flyttkartonger håller för tyngden och staplas stabilt. Komplettera med silkespapper för porslin, tejp och en tjock märkpenna.</p>
<h2>4. Märk varje kartong med rum och innehåll</h2>
<p>Skriv vilket rum kartongen ska till och ungefär vad den innehåller, på ovansidan och en kortsida. Då kan flyttarna ställa allt rätt direkt.</p>
<h2>5. Packa en första-natten-låda</h2>
<p>Lägg sängkläder, tandborste, laddare, medicin, några verktyg och kaffe i en egen låda som åker med dig. Den första kvällen blir mycket trevligare.</p>
<h2>6. Ta hand om värdesaker själv</h2>
<p>Pass, smycken, viktiga papper och nycklar ska inte ligga i en flyttkartong. Ha dem i väskan hela dagen.</p>
<h2>7. Mät stora möbler och dörrar</h2>
<p>En soffa som inte går genom dörren är ett tråkigt besked på flyttdagen. Mät i förväg och berätta om stora möbler när du begär offert.</p>
<h2>8. Ordna parkering</h2>
<p>Ju närmare porten flyttbilen står, desto snabbare går det. Kontrollera om ni behöver tillstånd eller kan reservera en plats.</p>
<h2>9. Gör adressändringen</h2>
<p>Anmäl flytten till Skatteverket, och glöm inte el, bredband, hemförsäkring och prenumerationer.</p>
<h2>10. Boka flyttstädningen samtidigt</h2>
<p>Med flytt och städning i samma bokning slipper du samordna två firmor. Med besiktningsgaranti kan du dessutom lämna nycklarna utan oro.</p>
<p>Vill du ha hjälp med någon av delarna? <a href="/offert">Begär en kostnadsfri offert</a> så hör vi av oss inom 24 timmar.</p>`,
};

export const packaPorslin: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000002",
  title: "Så packar du porslin, glas och tavlor utan att något går sönder",
  slug: "sa-packar-du-porslin-glas-och-tavlor",
  description: "Tallrikar på högkant, glas i celler och tavlor i hörnskydd. Så packar proffsen det ömtåliga – steg för steg.",
  author: builtInAuthors.elin,
  publishDate: "2026-10-20",
  readingTime: "2 min",
  image: "/images/blog/packning.svg",
  tags: ["packning", "porslin", "flytt"],
  category: "packning",
  isPublished: true,
  content: `<p>De flesta skador vid en flytt sker inte i bilen utan i kartongen. Med rätt teknik och rätt material kommer porslinet fram helt. Så här gör vi.</p>
<h2>Välj mindre kartonger</h2>
<p>Porslin och glas är tunga. En mindre kartong blir lagom tung att bära och trycks inte ihop i botten. Förstärk botten med extra tejp i kryss.</p>
<h2>Tallrikar på högkant</h2>
<p>Det kan kännas fel, men tallrikar tål tryck mycket bättre på högkant än liggande i en hög. Linda varje tallrik i silkespapper och ställ dem tätt som skivor i en skivback.</p>
<h2>Glas och koppar för sig</h2>
<p>Stoppa lite papper inuti varje glas, linda det och ställ det upprätt. Vinglas och andra glas med fot packas helst i kartonger med fack.</p>
<h2>Fyll tomrummen</h2>
<p>Det som rör sig i kartongen går sönder. Fyll ut med skrynkligt papper eller handdukar tills inget skramlar när du lyfter kartongen försiktigt.</p>
<h2>Tavlor och speglar</h2>
<ul>
<li>Tejpa ett kryss över glaset, så hålls skärvorna samman om olyckan är framme.</li>
<li>Sätt hörnskydd av kartong på alla fyra hörnen.</li>
<li>Linda in i bubbelplast och ställ på högkant, aldrig liggande under annat.</li>
</ul>
<h2>Märk tydligt</h2>
<p>Skriv "ÖMTÅLIGT" och rita en pil som visar vilket håll som är upp. Då vet flyttarna hur kartongen ska bäras och var den ska stå i bilen.</p>
<p>Vill du hellre slippa? Vår <a href="/tjanster/packning">packhjälp</a> packar en trea på en till två dagar – med material som håller.</p>`,
};

export const kontorsflytt: BlogPost = {
  id: "c0ffee00-0000-4000-8000-000000000003",
  title: "Checklista för en smidig kontorsflytt",
  slug: "checklista-for-en-smidig-kontorsflytt",
  description: "Från planritning till måndagsmorgon: det här behöver ni tänka på när företaget ska flytta, och i vilken ordning.",
  author: builtInAuthors.elin,
  publishDate: "2026-09-15",
  readingTime: "1 min",
  image: "/images/blog/foretag.svg",
  tags: ["företagsflytt", "kontor", "checklista"],
  category: "flyttips",
  isPublished: true,
  content: `<p>En kontorsflytt påverkar alla på arbetsplatsen. Med en tydlig plan kan ni flytta en fredag och vara igång på måndagen. Den här checklistan följer vi själva.</p>
<h2>Sex till åtta veckor innan</h2>
<ul>
<li>Utse en intern flyttansvarig som har mandat att fatta beslut.</li>
<li>Begär offert och boka en genomgång av båda lokalerna.</li>
<li>Gå igenom vad som ska med, vad som ska slängas och vad som kan magasineras.</li>
</ul>
<h2>Fyra veckor innan</h2>
<ul>
<li>Ta fram en planritning för nya kontoret och numrera varje arbetsplats.</li>
<li>Boka IT-leverantören för nedkoppling och uppkoppling.</li>
<li>Informera kunder och leverantörer om ny adress.</li>
</ul>
<h2>Veckan innan</h2>
<ul>
<li>Dela ut flyttbackar och etiketter till alla medarbetare.</li>
<li>Töm kylskåp och gemensamma förråd.</li>
<li>Kontrollera hissbokning, lastzon och passerkort i båda fastigheterna.</li>
</ul>
<h2>Flyttdagen</h2>
<p>Varje medarbetare packar sitt skrivbord och märker backen med sitt platsnummer. Flyttfirman packar gemensamma ytor, kök och arkiv, och allt ställs på rätt nummer i nya lokalen.</p>
<h2>Efter flytten</h2>
<p>Gå igenom den gamla lokalen tillsammans med hyresvärden, och se till att allt som ska forslas bort är borta. Med flyttstädning i samma beställning blir avflyttningen enkel.</p>
<p>Läs mer om hur vi gör en <a href="/tjanster/kontorsflytt">kontorsflytt</a>, eller <a href="/offert">begär offert</a> för ert företag.</p>`,
};
