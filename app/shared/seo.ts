import type { MetaDescriptor } from "@remix-run/cloudflare";
import { company } from "./company";

interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/tjanster/bohagsflytt". */
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  keywords?: readonly string[];
  /** Extra JSON-LD objects for this page (Service, FAQPage, BlogPosting, BreadcrumbList …). */
  jsonLd?: readonly object[];
  /** false for an error page: no canonical link or og:url pointing at an address that has no page. */
  canonical?: boolean;
}

const DEFAULT_OG_IMAGE = "/images/og-transist.png";

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${company.siteUrl}${path}`;
}

/** The not-found page's title: "404" in it marks the page noindex. */
const NOT_FOUND_TITLE = "404 – Sidan hittades inte";
const FORBIDDEN_TITLE = "Formuläret kunde inte tas emot";
const NOT_FOUND_DESCRIPTION = "Sidan du letar efter finns inte. Hitta rätt bland våra tjänster eller kontakta Transist.";

/**
 * The head of an error page (a 404 a loader threw, a refused form, an unexpected error): title,
 * description and Open Graph as on any page, noindex, and no canonical link to the failed address.
 */
export function errorPageSeo(status: number): MetaDescriptor[] {
  const title = status === 404 ? NOT_FOUND_TITLE : status === 403 ? FORBIDDEN_TITLE : "Något gick fel";
  return seo({
    title,
    description: status === 404 ? NOT_FOUND_DESCRIPTION : `${company.name}: flytt och städning i hela Sverige.`,
    path: "/",
    noindex: true,
    canonical: false,
  });
}

function pageTitle(title: string): string {
  return `${title} | ${company.name}`;
}

/** Everything a page puts in its head: title, description, canonical, Open Graph, Twitter, robots, JSON-LD. */
export function seo(page: PageSeo): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? DEFAULT_OG_IMAGE);
  const noindex = page.noindex || page.title.includes("404");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    ...(page.canonical === false ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "sv_SE" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(page.canonical === false ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/**
 * The site-wide MovingCompany record, rendered in the root layout on every page. It carries no
 * rating: Google ignores review markup a business writes about itself on its own pages.
 */
export function organizationJsonLd(): object {
  return {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    "@id": `${company.siteUrl}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: company.siteUrl,
    logo: absoluteUrl("/images/logo.svg"),
    image: absoluteUrl(DEFAULT_OG_IMAGE),
    telephone: company.phoneE164,
    email: company.email,
    taxID: company.registrationNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.location.latitude, longitude: company.location.longitude },
    areaServed: { "@type": "Country", name: "Sverige" },
    openingHoursSpecification: company.openingHours
      .filter((entry) => entry.opens)
      .map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: entry.days.map((day) => `https://schema.org/${day}`),
        opens: entry.opens,
        closes: entry.closes,
      })),
    sameAs: company.social.map((s) => s.url),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in the data. */
export function jsonLdString(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
