/**
 * A made-up value the site shows until the company gives the real one. The value is what pages
 * show meanwhile; the mark says what it is and why it cannot go live. A production deploy refuses
 * while any value is still wrapped (scripts/check-placeholders.ts), and the README's list "Före
 * lansering" is written from the same marks. Replacing the wrapper with the real value is the
 * whole change: `placeholder("Storgatan 1", …)` becomes `"Storgatan 1"`.
 */
export class Placeholder<T> {
  constructor(
    readonly value: T,
    /** What it is, in Swedish, as the list names it: "Gatuadress". */
    readonly what: string,
    /** Why it is a stand-in and what to put there instead, in Swedish. */
    readonly why: string,
  ) {}
}

export function placeholder<T>(value: T, what: string, why: string): Placeholder<T> {
  return new Placeholder(value, what, why);
}

/** A fact as written in a facts record: the real value, or a placeholder for it. */
export type Fact<T> = T | Placeholder<T>;

/** A fact as pages read it: the value, whether or not it is still a placeholder. */
export type FactValue<F> = F extends Placeholder<infer Value> ? Value : F;

/** A facts record as pages read it: every placeholder replaced by the value it stands for. */
export type Unwrapped<Facts> = { readonly [Key in keyof Facts]: FactValue<Facts[Key]> };

export function unwrap<Facts extends Record<string, unknown>>(facts: Facts): Unwrapped<Facts> {
  return Object.fromEntries(
    Object.entries(facts).map(([key, fact]) => [key, fact instanceof Placeholder ? fact.value : fact]),
  ) as Unwrapped<Facts>;
}

/** One placeholder still in the code: what it is, why, and where to change it (file and key). */
export interface PlaceholderEntry {
  what: string;
  why: string;
  file: string;
  key: string;
}

/** The placeholders of one facts record, in the record's order; `file` is where the record is written. */
export function placeholdersIn(file: string, facts: Record<string, unknown>): PlaceholderEntry[] {
  return Object.entries(facts).flatMap(([key, fact]) =>
    fact instanceof Placeholder ? [{ what: fact.what, why: fact.why, file, key }] : [],
  );
}
