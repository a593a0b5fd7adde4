/**
 * The notification e-mail to the company, one per lead: a subject and a plain-text body with one
 * "Etikett: värde" line per field, stored in the outbox with the lead and sent from there.
 * Every value is cleaned here again, whatever the form checked: the subject on one line, the text
 * with LF line breaks and without other controls or bidi controls. Pure: no I/O.
 */
import { cleanMultiLine, cleanOneLine } from "~/shared/unsafe-characters";

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
  if (Array.isArray(value)) return value.length ? cleanOneLine(value.join(", ")) : "–";
  const text = cleanMultiLine(String(value)).trim();
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
    subject: cleanOneLine(subject).replace(/\s+/g, " ").trim().slice(0, 200),
    body: `${cleanOneLine(intro).trim()}\n\n${fieldLines(fields)}\n\n${FOOTER}\n`,
  };
}

/** Letters that NFKD does not take apart into an ASCII letter and a mark. */
const ASCII_LETTERS: Readonly<Record<string, string>> = { æ: "ae", ø: "o", œ: "oe", ß: "ss", ð: "d", đ: "d", þ: "th", ł: "l" };

/**
 * The attached CV's file name, "CV-marta-linden-2026-11-23.pdf": from the visitor's name and the
 * day they applied, in plain ASCII, so it reads the same in every mail program and never carries
 * whatever the uploaded file happened to be called.
 */
export function cvAttachmentName(visitorName: string, day: string): string {
  const slug = visitorName
    .toLowerCase()
    .replace(/[æøœßðđþł]/g, (letter) => ASCII_LETTERS[letter] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 50)
    .replace(/^-+|-+$/g, "");
  return `CV-${slug || "ansokan"}${/^\d{4}-\d{2}-\d{2}$/.test(day) ? `-${day}` : ""}.pdf`;
}

export const NO_CV = "Inget CV skickades med ansökan";

/** What became of the CV when the notification was sent, which decides its line in the mail. */
export type CvAtSending =
  | { status: "attached"; fileName: string; bytes: number }
  | { status: "missing"; key: string }
  | { status: "too-large"; key: string; bytes: number }
  /** Attached, but Email Service refused the message for its size: the notification went again without it. */
  | { status: "refused-for-size"; bytes: number; reference: string };

/** The operators' command that copies an application's CV from the CV bucket (scripts/ops/cv.ts). */
export const FETCH_CV_COMMAND = "npm run cv --";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The notification's "CV: …" line, written by the outbox once it has looked for the file in R2. */
export function cvLine(cv: CvAtSending): string {
  switch (cv.status) {
    case "attached":
      return fieldLines([["CV", `bifogas som PDF (${kilobytes(cv.bytes)}), ${cv.fileName}`]]);
    case "missing":
      return fieldLines([
        ["CV", `saknas – filen fanns inte i CV-arkivet när mejlet skickades (den kan ha gallrats). Nyckel i R2: ${cv.key}`],
      ]);
    case "too-large":
      return fieldLines([["CV", `för stort för att bifogas (${kilobytes(cv.bytes)}); det finns i CV-arkivet i R2 med nyckeln ${cv.key}`]]);
    case "refused-for-size":
      return fieldLines([
        [
          "CV",
          `för stort för att skickas med e-post (${kilobytes(cv.bytes)}), så det här mejlet kommer utan bilaga. CV:t finns kvar i CV-arkivet; den som sköter webbplatsen hämtar det med kommandot ${FETCH_CV_COMMAND} ${cv.reference}`,
        ],
      ]);
  }
}

/**
 * A stored body with one more field line, last among the fields and above the footer: where the
 * outbox puts what it only knows when it sends (whether the CV is still there).
 */
export function withFieldLine(body: string, line: string): string {
  const footer = body.lastIndexOf(`\n\n${FOOTER}`);
  if (footer < 0) return `${body.trimEnd()}\n${line}\n`;
  return `${body.slice(0, footer)}\n${line}${body.slice(footer)}`;
}
