/** The footer's links: its columns of pages, and the legal pages in its bottom row. */
import { CLEANING_SECTION_ID } from "./anchors";

interface FooterLink {
  to: string;
  label: string;
}

interface FooterLinkColumn {
  heading: string;
  links: readonly FooterLink[];
}

export const footerLinkColumns: readonly FooterLinkColumn[] = [
  {
    heading: "Tjänster",
    // The four service links, each landing on what it names.
    links: [
      { to: "/tjanster", label: "Flyttjänster" },
      { to: `/tjanster#${CLEANING_SECTION_ID}`, label: "Städtjänster" },
      { to: "/tjanster/foretagsflytt", label: "Företagsflytt" },
      { to: "/tjanster#kontorsstadning", label: "Kontorsstädning" },
    ],
  },
  {
    heading: "Information",
    links: [
      { to: "/om-oss", label: "Om oss" },
      { to: "/blogg", label: "Blogg" },
      { to: "/faq", label: "Vanliga frågor" },
      { to: "/kontakt", label: "Kontakt" },
      { to: "/jobba-hos-oss", label: "Jobba hos oss" },
      { to: "/landingpage", label: "20 % rabatt för nya kunder" },
    ],
  },
];

export const footerLegalLinks: readonly FooterLink[] = [
  { to: "/integritetspolicy", label: "Integritetspolicy" },
  { to: "/villkor", label: "Villkor" },
  { to: "/cookies", label: "Cookies" },
];
