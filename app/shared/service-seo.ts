import { company } from "./company";
import { absoluteUrl, breadcrumbJsonLd, faqJsonLd, seo } from "./seo";

interface ServiceForSeo {
  slug: string;
  title: string;
  description: string;
  heroTitle: string;
  faqs: readonly { question: string; answer: string }[];
  keywords: readonly string[];
}

/** The head of a service page: Service, FAQPage and BreadcrumbList structured data. */
export function servicePageSeo(service: ServiceForSeo) {
  const path = `/tjanster/${service.slug}`;
  return seo({
    title: service.title,
    description: service.description,
    path,
    keywords: service.keywords,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.heroTitle,
        description: service.description,
        url: absoluteUrl(path),
        serviceType: service.heroTitle,
        areaServed: { "@type": "Country", name: "Sverige" },
        provider: { "@id": `${company.siteUrl}/#organization` },
      },
      faqJsonLd(service.faqs),
      breadcrumbJsonLd([
        { name: "Hem", path: "/" },
        { name: "Tjänster", path: "/tjanster" },
        { name: service.heroTitle, path },
      ]),
    ],
  });
}
