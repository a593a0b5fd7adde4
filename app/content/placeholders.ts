import { COMPANY_FILE, companyFacts } from "~/shared/company";
import { placeholdersIn, type PlaceholderEntry } from "~/shared/placeholder";
import { HERO_FILM_FILE, heroFilmFacts } from "./hero-film";
import { LEGAL_CHOICES_FILE, legalChoiceFacts } from "./legal-choices";
import {
  companyPlaceholderNotes,
  heroFilmPlaceholderNotes,
  legalChoicePlaceholderNotes,
  reviewPlaceholderNotes,
} from "./placeholder-notes";
import { REVIEWS_FILE, reviewFacts } from "./reviews";

/**
 * Every made-up value still in the site, from the marks beside the values and their notes: what a
 * production deploy refuses (scripts/ops/check-placeholders.ts) and what docs/drift.md lists under "Före
 * lansering". A new facts record with placeholders is added here.
 */
export function sitePlaceholders(): PlaceholderEntry[] {
  return [
    ...placeholdersIn(COMPANY_FILE, companyFacts, companyPlaceholderNotes),
    ...placeholdersIn(LEGAL_CHOICES_FILE, legalChoiceFacts, legalChoicePlaceholderNotes),
    ...placeholdersIn(REVIEWS_FILE, reviewFacts, reviewPlaceholderNotes),
    ...placeholdersIn(HERO_FILM_FILE, heroFilmFacts, heroFilmPlaceholderNotes),
  ];
}

/** Where to change one, as the lists say it: the file and the key. */
const where = (entry: PlaceholderEntry) => `${entry.file} (${entry.key})`;

/** The list a deploy prints: one line per placeholder, what it is, why, and where to change it. */
export function placeholderLines(entries: readonly PlaceholderEntry[]): string[] {
  return entries.map((entry) => `  - ${entry.what}: ${entry.why} Ändra i ${where(entry)}.`);
}

/** The markers in docs/drift.md around the generated list; everything between them is rewritten. */
export const LIST_START = "<!-- före-lansering:start (skrivs av npm run placeholders:docs) -->";
export const LIST_END = "<!-- före-lansering:end -->";

/** The list in docs/drift.md, Markdown, as Prettier writes it. */
function placeholderReadmeList(entries: readonly PlaceholderEntry[]): string {
  if (entries.length === 0) return "Inga platshållare finns kvar.";
  return entries.map((entry) => `- **${entry.what}**: ${entry.why} Ändra i \`${entry.file}\` (\`${entry.key}\`).`).join("\n");
}

/** docs/drift.md with the list between the markers written anew; throws if a marker is missing. */
export function withPlaceholderList(readme: string, entries: readonly PlaceholderEntry[]): string {
  const start = readme.indexOf(LIST_START);
  const end = readme.indexOf(LIST_END);
  if (start === -1 || end < start) throw new Error(`docs/drift.md lacks the markers ${LIST_START} and ${LIST_END}`);
  return `${readme.slice(0, start + LIST_START.length)}\n\n${placeholderReadmeList(entries)}\n\n${readme.slice(end)}`;
}
