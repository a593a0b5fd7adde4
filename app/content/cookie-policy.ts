import { consentCookieLifetime, draftText, mapText, quoteAnswersCookieLifetime, serviceWorkerText } from "./browser-storage";
import { QUOTE_ANSWERS_COOKIE } from "~/shared/quote-step-pages";
import { COOKIE_CONSENT_NAME } from "~/shared/cookie-consent";

/** The cookie policy's text (/cookies). What the site really sets is listed in `cookiesWeSet`. */

type ConsentCategory = "necessary" | "analytics" | "marketing" | "functional";

interface CookieCategoryText {
  id: ConsentCategory;
  title: string;
  description: string;
  /** What this site does in the category today. */
  onThisSite: string;
}

export const cookieCategories: readonly CookieCategoryText[] = [
  {
    id: "necessary",
    title: "Nödvändiga cookies",
    description:
      "Behövs för att webbplatsen ska fungera, till exempel för att komma ihåg vilka cookies du har godkänt. De kan inte stängas av.",
    onThisSite: `Vi sparar ditt cookieval (${COOKIE_CONSENT_NAME}), och dina svar mellan offertformulärets steg när JavaScript är avstängt (${QUOTE_ANSWERS_COOKIE}).`,
  },
  {
    id: "analytics",
    title: "Analyscookies",
    description: "Visar hur besökare använder webbplatsen, till exempel vilka sidor som läses mest, så att vi kan göra den bättre.",
    onThisSite: "Vi använder inga analyscookies i dag. Om vi börjar göra det sätts de bara om du har sagt ja.",
  },
  {
    id: "marketing",
    title: "Marknadsföringscookies",
    description: "Används för att visa annonser som passar dig på andra webbplatser och för att mäta hur kampanjer fungerar.",
    onThisSite: "Vi använder inga marknadsföringscookies i dag. Om vi börjar göra det sätts de bara om du har sagt ja.",
  },
  {
    id: "functional",
    title: "Funktionella cookies",
    description: "Kommer ihåg val som gör webbplatsen smidigare, till exempel inbäddat innehåll eller uppgifter du redan har fyllt i.",
    onThisSite:
      "Vi använder inga funktionella cookies i dag. Om vi börjar göra det sätts de bara om du har sagt ja. Utkasten av formulären (se nedan) är ingen cookie och sparas oavsett valet här.",
  },
];

interface CookieWeSet {
  name: string;
  category: string;
  purpose: string;
  lifetime: string;
  party: string;
}

export const cookiesWeSet: readonly CookieWeSet[] = [
  {
    name: COOKIE_CONSENT_NAME,
    category: "Nödvändig",
    purpose: "Sparar ditt cookieval: vilka kategorier du har godkänt och när du valde.",
    lifetime: consentCookieLifetime,
    party: "Transist (förstapart)",
  },
  {
    name: QUOTE_ANSWERS_COOKIE,
    category: "Nödvändig",
    purpose:
      "Sätts bara när du fyller i offertformuläret med JavaScript avstängt: håller dina svar från de tidigare stegen medan du går mellan dem. Raderas när förfrågan har skickats.",
    lifetime: quoteAnswersCookieLifetime,
    party: "Transist (förstapart)",
  },
];

export const cookieIntro = [
  "En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Den kan till exempel komma ihåg ett val du har gjort, så att du slipper göra det igen.",
  "Vi håller det enkelt: den här webbplatsen sätter bara två nödvändiga cookies. Den ena sparar ditt cookieval, den andra dina svar mellan offertformulärets steg när JavaScript är avstängt. Vi följer inte dig mellan webbplatser och visar inga annonser.",
  "Två saker till sparas i din webbläsare utan att vara cookies: utkast av formulär du fyller i och sidor att läsa utan uppkoppling. De beskrivs längre ned.",
] as const;

/** The section "Annat som sparas i din webbläsare": the same text as the privacy policy's. */
export const otherBrowserStorage = [draftText, serviceWorkerText] as const;

/** The section on the map's third party: the same text as the privacy policy's. */
export const thirdPartyContent = [mapText] as const;
