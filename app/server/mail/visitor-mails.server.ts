/**
 * The mail a visitor gets for every lead: that it arrived, a reference, what they chose from the
 * form's fixed lists, when we answer and the phone number. Nothing the visitor typed freely (name,
 * address, message, file name) is ever in it: anyone can post any address, and a mail that echoed
 * their words would let the forms carry an attacker's text to a stranger. Pure: no I/O.
 */
import { company } from "~/shared/company";
import { cleanOneLine } from "~/shared/unsafe-characters";

export type ConfirmationKind = "quote" | "booking" | "contact" | "quick-contact" | "job-application";

/**
 * A value from one of the form's fixed lists (a service, a type, a size) or a date the schema
 * checked. The type is a reminder; `visitorConfirmation` enforces it again: a value that is not a
 * date must be one of `allowed`, the labels of the list it came from.
 */
export type ConfirmationChoice =
  | { label: string; kind: "choice"; value: string | null | undefined; allowed: readonly string[] }
  | { label: string; kind: "date"; value: string | null | undefined };

/** A choice from a fixed list (plain values, or values with labels), shown by its label. */
export function listChoice(
  label: string,
  list: ReadonlyArray<string | { value: string; label: string }>,
  value: string | null | undefined,
): ConfirmationChoice {
  const entries = list.map((entry) => (typeof entry === "string" ? { value: entry, label: entry } : entry));
  return {
    label,
    kind: "choice",
    value: entries.find((entry) => entry.value === value)?.label,
    allowed: entries.map((entry) => entry.label),
  };
}

/** A date the form's schema checked (YYYY-MM-DD). */
export function dateChoice(label: string, value: string | null | undefined): ConfirmationChoice {
  return { label, kind: "date", value };
}

export interface VisitorConfirmation {
  subject: string;
  body: string;
}

const WHAT: Record<ConfirmationKind, { noun: string; answer: string }> = {
  quote: { noun: "offertförfrågan", answer: "Vi hör av oss inom 24 timmar med ett prisförslag." },
  booking: { noun: "bokning", answer: "Vi hör av oss inom 24 timmar för att bekräfta bokningen." },
  contact: { noun: "förfrågan", answer: "Vi svarar inom 24 timmar, oftast samma dag." },
  "quick-contact": { noun: "förfrågan", answer: "Vi hör av oss inom 24 timmar, oftast samma dag." },
  "job-application": { noun: "jobbansökan", answer: "Vi läser alla ansökningar och hör av oss när vi har läst din." },
};

/** The lead's reference as the visitor and the company see it: "TR-" and the first 8 characters of its id. */
export function leadReference(leadId: string): string {
  return `TR-${leadId
    .replace(/[^0-9a-fA-F]/g, "")
    .slice(0, 8)
    .toUpperCase()}`;
}

function choiceLine(choice: ConfirmationChoice): string | null {
  const value = cleanOneLine(choice.value ?? "").trim();
  if (value === "") return null;
  if (choice.kind === "date") return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${choice.label}: ${value}` : null;
  return choice.allowed.includes(value) ? `${choice.label}: ${value}` : null;
}

/**
 * `terms`: for a quote or a booking, the key points of the terms (app/content/key-terms.ts), the
 * company's own fixed text: the mail is the visitor's durable copy of what was said before they sent.
 */
export function visitorConfirmation(
  kind: ConfirmationKind,
  reference: string,
  choices: readonly ConfirmationChoice[],
  terms?: string,
): VisitorConfirmation {
  const { noun, answer } = WHAT[kind];
  const lines = [`Referens: ${reference}`, ...choices.flatMap((choice) => choiceLine(choice) ?? [])];
  return {
    subject: `Vi har tagit emot din ${noun} (${reference})`,
    body: [
      "Hej!",
      `Tack för din ${noun} till ${company.name}. Vi har tagit emot den.`,
      lines.join("\n"),
      `${answer} Brådskar det? Ring oss på ${company.phoneDisplay} (vardagar 06–18, lördagar 10–18) och uppge referensen.`,
      ...(terms ? [`Bra att veta:\n${terms}`] : []),
      "Har du inte skickat något till oss? Då har någon skrivit in din adress, och du kan bortse från det här mejlet.",
      `Vänliga hälsningar\n${company.name}\n${company.siteUrl.replace(/^https:\/\//, "")}`,
    ].join("\n\n"),
  };
}

/**
 * The html part of a mail to a visitor: the text's paragraphs, escaped, with their line breaks.
 * Made from the stored text when the mail is sent, so the two parts always say the same.
 */
export function htmlOfText(text: string): string {
  const escape = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split("\n").map(escape).join("<br>\n")}</p>`);
  return `<!doctype html>\n<html lang="sv"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs.join("\n")}\n</body></html>\n`;
}

/**
 * The mail a newsletter sign-up sends: the link that confirms the address, and nothing the visitor
 * typed. The link opens a page with a button, so following it (as a mail scanner does) confirms nothing.
 */
export function newsletterOptInMail(link: string, validHours: number): VisitorConfirmation {
  return {
    subject: `Bekräfta din prenumeration på ${company.name}s nyhetsbrev`,
    body: [
      "Hej!",
      `Någon, förhoppningsvis du, har anmält den här adressen till ${company.name}s nyhetsbrev. Öppna länken och tryck på knappen "Bekräfta prenumerationen" för att börja prenumerera:`,
      link,
      `Länken gäller i ${validHours} timmar. Bekräftar du inte raderar vi anmälan och adressen, och du får inga fler mejl från oss.`,
      "Har du inte anmält dig? Då kan du bortse från det här mejlet.",
      `Vänliga hälsningar\n${company.name}\n${company.siteUrl.replace(/^https:\/\//, "")}`,
    ].join("\n\n"),
  };
}

/**
 * The mail the unsubscribe page sends to a listed address: the link that removes it, and nothing
 * anyone typed. Only the inbox's owner can follow it, so nobody can remove someone else's address.
 */
export function newsletterUnsubscribeMail(link: string, validHours: number): VisitorConfirmation {
  return {
    subject: `Avregistrera dig från ${company.name}s nyhetsbrev`,
    body: [
      "Hej!",
      `Någon, förhoppningsvis du, har bett om att den här adressen tas bort från ${company.name}s nyhetsbrev. Öppna länken och tryck på knappen "Avregistrera mig" för att ta bort den:`,
      link,
      `Länken gäller i ${validHours} timmar.`,
      "Vill du fortsätta få nyhetsbrevet? Då kan du bortse från det här mejlet.",
      `Vänliga hälsningar\n${company.name}\n${company.siteUrl.replace(/^https:\/\//, "")}`,
    ].join("\n\n"),
  };
}
