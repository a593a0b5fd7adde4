import type { companyFacts } from "~/shared/company";
import type { PlaceholderNotes } from "~/shared/placeholder";
import type { heroFilmFacts } from "./hero-film";
import type { legalChoiceFacts } from "./legal-choices";
import type { reviewFacts } from "./reviews";

/**
 * What each made-up value is and why it cannot go live, beside nothing a page loads: the values
 * sit in the facts records (app/shared/company.ts, app/content/reviews.ts), which every page's
 * JavaScript carries, and these sentences are read only by the deploy's check and docs/drift.md's
 * list (app/content/placeholders.ts). A value that becomes real loses its wrapper there and its
 * note here; the type check holds the two lists to each other.
 */
export const companyPlaceholderNotes: PlaceholderNotes<typeof companyFacts> = {
  rating: {
    what: "Betyget och antalet kunder",
    why: "Siffrorna 4,9/5 och över 150 kunder är påhittade och har ingen källa. Ange ett verkligt betyg med sourceUrl till sidan där det kan kontrolleras, eller null för inget betyg.",
  },
  phoneDisplay: {
    what: "Telefonnumret (som det visas)",
    why: "Numret är ur PTS serie för fiktion (070-174 06 05 – 070-174 06 99) och går inte till företaget.",
  },
  phoneE164: {
    what: "Telefonnumret (+46…, för tel:-länkar)",
    why: "Samma påhittade nummer som phoneDisplay, i internationell form.",
  },
  street: {
    what: "Gatuadressen",
    why: "Adressen är påhittad.",
  },
  postalCode: {
    what: "Postnumret",
    why: "Postnumret är påhittat.",
  },
  city: {
    what: "Orten",
    why: "Orten är påhittad; den står också i historien på /om-oss.",
  },
  location: {
    what: "Koordinaterna",
    why: "En rimlig punkt för postnumret, inte företagets adress. Kartan på /kontakt och JSON-LD:s geo visar den; ange adressens latitud och longitud.",
  },
  registrationNumber: {
    what: "Organisationsnumret",
    why: "Numret är påhittat.",
  },
  foundedYear: {
    what: "Året företaget startade",
    why: "Årtalet är påhittat; det står i historien på /om-oss.",
  },
  social: {
    what: "Länkarna till sociala medier",
    why: "Adresserna är gissade; ingen vet om kontona finns eller är företagets. Behåll bara företagets egna konton.",
  },
  reviewServiceUrl: {
    what: "Länken Skriv en recension",
    why: "Ingen vet om företaget finns på Trustpilot; ange sidan där kunderna ska skriva sitt omdöme.",
  },
  partnerCredit: {
    what: "Partnerlänken i sidfoten",
    why: "Byrån och adressen är påhittade; ange den som byggt webbplatsen.",
  },
  founders: {
    what: "Grundarna",
    why: "Namnen är påhittade; ange grundarnas namn och roller (texten om var och en står på /om-oss). Samma namn står som bloggens skribenter i app/content/blog/categories.ts (builtInAuthors); kör npm run db:seed:generate efter ändringen.",
  },
};

export const reviewPlaceholderNotes: PlaceholderNotes<typeof reviewFacts> = {
  reviews: {
    what: "Kundomdömena",
    why: "De fem omdömena är påhittade exempel. Byt dem mot verkliga omdömen med kundens lov och ange var vart och ett gavs (source, sourceUrl).",
  },
  howChecked: {
    what: "Meningen om hur omdömena kontrolleras",
    why: "Marknadsföringslagen (2008:486) kräver att den som visar konsumenters omdömen säger om och hur den kontrollerar att de kommer från kunder som använt tjänsten. Meningen är ett förslag; skriv det företaget faktiskt gör (eller att omdömena inte kontrolleras).",
  },
};

export const heroFilmPlaceholderNotes: PlaceholderNotes<typeof heroFilmFacts> = {
  film: {
    what: "Filmen i startsidans hjälte",
    why: "Filmen är ritad av scripts/build/render-hero-film.ts ur affischens teckning (skåpbilen kör ett varv, fönster tänds), inte företagets egen. Företagets film ersätter den: några sekunder utan ljud som går runt utan skarv, 1280 px bred, som MP4 (H.264) och WebM (VP9) på högst cirka 300 kB vardera, och helst med en första bild som liknar affischen (.hero-poster i app/styles/app.css), så att inget hoppar när den startar. Koda den med samma inställningar: npx tsx scripts/build/render-hero-film.ts --from film.mov skriver public/media/hero.mp4 och public/media/hero.webm (kräver ffmpeg), och kör sedan npx vitest run test/unit/hero-film.test.ts. Ligger filmen någon annanstans, ange dess adresser i HERO_VIDEO_URL i wrangler.toml (alla tre miljöerna) och här.",
  },
};

export const legalChoicePlaceholderNotes: PlaceholderNotes<typeof legalChoiceFacts> = {
  transportPermitNumber: {
    what: "Numret på yrkestrafiktillståndet (gods)",
    why: "Numret är påhittat. Den som transporterar gods åt andra mot betalning behöver Transportstyrelsens yrkestrafiktillstånd (yrkestrafiklagen 2012:210); ange tillståndets nummer som det står i beslutet. Sidfoten visar det med Transportstyrelsen som tillsynsmyndighet (lag 2002:562 om elektronisk handel, 8 §).",
  },
  industryTerms: {
    what: "Branschvillkoren för flytt (Bohag 2010 eller egna)",
    why: "Företagets val, inte gjort än: bohag-2010 om företaget följer Bohag 2010 (Konsumentverkets överenskommelse med Sveriges Åkeriföretag och Sveriges Möbeltransportörers Förbund) för flytt åt privatpersoner, egna om bara /villkor gäller. Valet styr texten om skador och ansvar på /villkor, i offertens och bokningens sista steg och i bekräftelsemejlen.",
  },
  datedMoveWithdrawal: {
    what: "Ångerrätt för flytt på ett bestämt datum",
    why: "Företagets val, inte gjort än: undantag om flytten (transport av bohag på ett avtalat datum) inte ska ha ångerrätt, som lagen tillåter (lag 2005:59, 2 kap. 11 §), eller ångerrätt om kunden ska få ångra även flytten i 14 dagar. Låt en jurist bekräfta valet; /villkor, formulärens sista steg och bekräftelsemejlen följer det.",
  },
};
