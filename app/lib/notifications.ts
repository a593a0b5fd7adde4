/**
 * Notification e-mails to the company, one per lead. A plain first version: the outbox work
 * refines the wording and field labels. Pure: no I/O.
 */
export interface LeadNotification {
  subject: string;
  body: string;
}

type Printable = string | number | boolean | null | undefined | readonly string[];

function printable(value: Printable): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "Ja" : "Nej";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "–";
  return String(value);
}

/** One line per field: "Etikett: värde". */
export function fieldLines(fields: ReadonlyArray<readonly [label: string, value: Printable]>): string {
  return fields.map(([label, value]) => `${label}: ${printable(value)}`).join("\n");
}

export function leadNotification(subject: string, intro: string, fields: ReadonlyArray<readonly [string, Printable]>): LeadNotification {
  return { subject, body: `${intro}\n\n${fieldLines(fields)}\n` };
}
