import type { QuoteLink } from "~/shared/quote-link";
import type { ServiceSlug } from "../service-index";

/** One typed object per service page. */
export interface ServicePageContent {
  slug: ServiceSlug;
  /** What the page's 'Få offert' opens the quote wizard with. */
  quote: QuoteLink;
  /** Page title in the head. */
  title: string;
  /** Meta description, written for this page. */
  description: string;
  heroTitle: string;
  heroDescription: string;
  features: { title: string; items: readonly string[] };
  /** Exactly four steps. */
  processSteps: readonly [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  pricing: { title: string; intro: string; groups: readonly { label: string; description: string }[] };
  faqs: readonly { question: string; answer: string }[];
  relatedServices: readonly { title: string; description: string; path: `/tjanster/${ServiceSlug}` }[];
  keywords: readonly string[];
}

interface ProcessStep {
  number: 1 | 2 | 3 | 4;
  title: string;
  description: string;
}
