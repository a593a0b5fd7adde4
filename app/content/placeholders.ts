import { COMPANY_FILE, companyFacts } from "~/shared/company";
import { placeholdersIn, type PlaceholderEntry } from "~/shared/placeholder";
import { companyPlaceholderNotes, reviewPlaceholderNotes } from "./placeholder-notes";
import { REVIEWS_FILE, reviewFacts } from "./reviews";

/**
 * Every made-up value still in the site, from the marks beside the values and their notes: what a
 * production deploy refuses (scripts/check-placeholders.ts) and what the README lists under "Före
 * lansering". A new facts record with placeholders is added here.
 */
export function sitePlaceholders(): PlaceholderEntry[] {
  return [
    ...placeholdersIn(COMPANY_FILE, companyFacts, companyPlaceholderNotes),
    ...placeholdersIn(REVIEWS_FILE, reviewFacts, reviewPlaceholderNotes),
  ];
}

/** Where to change one, as the lists say it: the file and the key. */
const where = (entry: PlaceholderEntry) => `${entry.file} (${entry.key})`;

/** The list a deploy prints: one line per placeholder, what it is, why, and where to change it. */
export function placeholderLines(entries: readonly PlaceholderEntry[]): string[] {
  return entries.map((entry) => `  - ${entry.what}: ${entry.why} Ändra i ${where(entry)}.`);
}

/** The README's markers around the generated list; everything between them is rewritten. */
export const README_START = "<!-- före-lansering:start (skrivs av npm run placeholders:readme) -->";
export const README_END = "<!-- före-lansering:end -->";

/** The README's list, Markdown, as Prettier writes it. */
export function placeholderReadmeList(entries: readonly PlaceholderEntry[]): string {
  if (entries.length === 0) return "Inga platshållare finns kvar.";
  return entries.map((entry) => `- **${entry.what}**: ${entry.why} Ändra i \`${entry.file}\` (\`${entry.key}\`).`).join("\n");
}

/** The README with the list between the markers written anew; throws if a marker is missing. */
export function withPlaceholderList(readme: string, entries: readonly PlaceholderEntry[]): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start) throw new Error(`README.md saknar markeringarna ${README_START} och ${README_END}`);
  return `${readme.slice(0, start + README_START.length)}\n\n${placeholderReadmeList(entries)}\n\n${readme.slice(end)}`;
}
