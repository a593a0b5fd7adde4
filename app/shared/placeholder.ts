/**
 * A made-up value the site shows until the company gives the real one. The value is what pages
 * show meanwhile. What it is and why it cannot go live is written apart from it (Swedish notes in
 * app/content/placeholder-notes.ts), so that no page's JavaScript carries the explanations. A
 * production deploy refuses while any value is still wrapped (scripts/ops/check-placeholders.ts), and
 * the list "Före lansering" in docs/drift.md is written from the same marks and notes. Replacing the
 * wrapper with the real value (and deleting its note, which the type check then asks for) is the
 * whole change: `placeholder("Storgatan 1")` becomes `"Storgatan 1"`.
 */
export class Placeholder<T> {
  /** Makes the class nominal: a real value that happens to have a `value` field is no placeholder. */
  protected readonly isPlaceholder = true;
  constructor(readonly value: T) {}
}

export function placeholder<T>(value: T): Placeholder<T> {
  return new Placeholder(value);
}

/** A fact as written in a facts record: the real value, or a placeholder for it. */
export type Fact<T> = T | Placeholder<T>;

/** A fact as pages read it: the value, whether or not it is still a placeholder. */
type FactValue<F> = F extends Placeholder<infer Value> ? Value : F;

/** A facts record as pages read it: every placeholder replaced by the value it stands for. */
type Unwrapped<Facts> = { readonly [Key in keyof Facts]: FactValue<Facts[Key]> };

export function unwrap<Facts extends Record<string, unknown>>(facts: Facts): Unwrapped<Facts> {
  return Object.fromEntries(
    Object.entries(facts).map(([key, fact]) => [key, fact instanceof Placeholder ? fact.value : fact]),
  ) as Unwrapped<Facts>;
}

/** The keys of a facts record whose value is still a placeholder. */
type PlaceholderKey<Facts> = { [Key in keyof Facts]: Facts[Key] extends Placeholder<unknown> ? Key : never }[keyof Facts];

/** What a placeholder is ("Gatuadressen") and why it cannot go live, with what to put there instead, in Swedish. */
interface PlaceholderNote {
  what: string;
  why: string;
}

/** A note for exactly the placeholders of a facts record: one missing, or one left for a real value, fails the type check. */
export type PlaceholderNotes<Facts> = { readonly [Key in PlaceholderKey<Facts>]: PlaceholderNote };

/** One placeholder still in the code: what it is, why, and where to change it (file and key). */
export interface PlaceholderEntry {
  what: string;
  why: string;
  file: string;
  key: string;
}

/** The placeholders of one facts record, in the record's order; `file` is where the record is written. */
export function placeholdersIn<Facts extends Record<string, unknown>>(
  file: string,
  facts: Facts,
  notes: PlaceholderNotes<Facts>,
): PlaceholderEntry[] {
  const noteOf = notes as Readonly<Record<string, PlaceholderNote | undefined>>;
  return Object.entries(facts).flatMap(([key, fact]) => {
    if (!(fact instanceof Placeholder)) return [];
    const note = noteOf[key];
    if (!note) throw new Error(`Platshållaren ${key} i ${file} saknar förklaring`);
    return [{ ...note, file, key }];
  });
}
