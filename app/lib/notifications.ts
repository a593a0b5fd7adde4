/**
 * The notification e-mail to the company, one per lead: a subject and a plain-text body with one
 * "Etikett: värde" line per field, stored in the outbox with the lead and sent from there.
 * Pure: no I/O.
 */
export interface LeadNotification {
  subject: string;
  body: string;
}

type Printable = string | number | boolean | null | undefined | readonly string[];

/** Continuation lines of a multi-line value (a message) are indented under their label. */
const INDENT = "    ";

function printable(value: Printable): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "boolean") return value ? "Ja" : "Nej";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "–";
  const text = String(value).replace(/\r\n?/g, "\n").trim();
  return text === "" ? "–" : text;
}

/** One line per field: "Etikett: värde"; lists joined with commas, yes/no in Swedish, empty as "–". */
export function fieldLines(fields: ReadonlyArray<readonly [label: string, value: Printable]>): string {
  return fields
    .map(([label, value]) => {
      const [first, ...rest] = printable(value).split("\n");
      return [`${label}: ${first}`, ...rest.map((line) => (line.trim() ? INDENT + line.trimEnd() : ""))].join("\n");
    })
    .join("\n");
}

const FOOTER = "-- \nSkickat automatiskt från webbplatsens formulär. Uppgifterna finns också sparade i databasen.";

export function leadNotification(subject: string, intro: string, fields: ReadonlyArray<readonly [string, Printable]>): LeadNotification {
  return {
    subject: subject.replace(/\s+/g, " ").trim().slice(0, 200),
    body: `${intro.trim()}\n\n${fieldLines(fields)}\n\n${FOOTER}\n`,
  };
}

/**
 * How a notification names an uploaded CV without linking to it: the visitor's file name and where
 * it is stored in R2, for whoever fetches it from the bucket.
 */
export function cvReference(fileName: string | null | undefined, key: string | null | undefined, bytes?: number | null): string {
  if (!key) return "Inget CV bifogat";
  const size = bytes ? `, ${Math.max(1, Math.round(bytes / 1024))} kB` : "";
  return `${fileName || "namnlös fil"} (sparad i CV-arkivet i R2 med nyckeln ${key}${size})`;
}
