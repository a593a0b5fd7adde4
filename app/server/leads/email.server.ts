/**
 * An e-mail as raw MIME (RFC 5322), the form Cloudflare's send_email binding takes inside an
 * EmailMessage: plain text, or plain text plus attachments as multipart/mixed (RFC 2046). UTF-8
 * throughout: the subject as RFC 2047 encoded words, the text base64, so å, ä and ö arrive intact
 * whatever the mail servers in between do. Pure: no I/O.
 */
import { cleanMultiLine, hasUnsafeCharacter } from "~/shared/unsafe-characters";

export interface PlainEmail {
  from: string;
  /** Shown beside the sender address, e.g. "Transist webbplats". */
  fromName?: string;
  to: string;
  /** Where "Svara" goes: the visitor who sent the lead, when their address is known. */
  replyTo?: string;
  subject: string;
  text: string;
  date?: Date;
  /** Without angle brackets; one is made from a random id and the sender's domain when absent. */
  messageId?: string;
  attachments?: readonly EmailAttachment[];
}

export interface EmailAttachment {
  /** As the recipient sees it; anything outside printable ASCII is encoded (RFC 2231). */
  fileName: string;
  /** e.g. "application/pdf" */
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The largest message the send_email binding delivers, attachments and base64 included:
 * 25 MiB per "Email content limits" in https://developers.cloudflare.com/email-service/platform/limits/
 * (and Email Routing's own limits page). That 25 MiB holds for verified destination addresses
 * only, 5 MiB otherwise; NOTIFY_TO is a verified address (README), which a 5 MB CV relies on:
 * as base64 with line breaks it is about 6.8 MiB.
 */
export const SEND_EMAIL_MAX_BYTES = 25 * 1024 * 1024;

/** The room left for headers and text when deciding whether a file still fits as an attachment. */
const NON_ATTACHMENT_ROOM = 1024 * 1024;

const CRLF = "\r\n";
const MAX_LINE = 76;

/**
 * Refuses a header value holding a line break, another control or a bidi control, which could end
 * the header and start another (Bcc:) or hide what it says. The error names the header, never the
 * value: it goes to outbox.last_error and the logs, and the value may be a visitor's address.
 */
export function assertOneHeader(header: string, value: string): void {
  if (hasUnsafeCharacter(value)) throw new Error(`Otillåtna tecken i e-posthuvudet ${header}`);
}

/** A conservative address check: headers must never carry a line break or a second address. */
export function isPlainAddress(address: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    address,
  );
}

export function buildRawEmail(email: PlainEmail): string {
  const addresses: Array<[string, string | undefined]> = [
    ["From", email.from],
    ["To", email.to],
    ["Reply-To", email.replyTo],
  ];
  for (const [header, address] of addresses) {
    if (address === undefined) continue;
    assertOneHeader(header, address);
    if (!isPlainAddress(address)) throw new Error(`Ogiltig e-postadress i e-posthuvudet ${header}`);
  }
  if (email.messageId !== undefined) assertOneHeader("Message-ID", email.messageId);
  const domain = email.from.slice(email.from.indexOf("@") + 1);
  const messageId = email.messageId ?? `${crypto.randomUUID()}@${domain}`;
  const headers = [
    `From: ${email.fromName ? `${encodeWords(email.fromName, "From: ".length, "From")} <${email.from}>` : email.from}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${encodeWords(email.subject, "Subject: ".length)}`,
    `Date: ${rfc5322Date(email.date ?? new Date())}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
  ];
  const text = textPart(email.text);
  const attachments = email.attachments ?? [];
  if (attachments.length === 0) return entity([...headers, ...text.headers], text.body);

  const boundary = randomBoundary();
  const parts = [text, ...attachments.map(attachmentPart)].map((part) => `--${boundary}${CRLF}${entity(part.headers, part.body)}`);
  return entity([...headers, `Content-Type: multipart/mixed; boundary="${boundary}"`], `${parts.join("")}--${boundary}--`);
}

interface Part {
  headers: string[];
  body: string;
}

function entity(headers: readonly string[], body: string): string {
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body}${CRLF}`;
}

/** The text with CRLF line ends and without the controls and bidi controls a mail program might act on or hide text with. */
function textPart(text: string): Part {
  return {
    headers: ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64"],
    body: base64Lines(new TextEncoder().encode(cleanMultiLine(text).replace(/\n/g, CRLF))),
  };
}

function attachmentPart(attachment: EmailAttachment): Part {
  assertOneHeader("Content-Type", attachment.contentType);
  if (!/^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/.test(attachment.contentType)) throw new Error("Ogiltig innehållstyp för bilaga");
  assertOneHeader("Content-Disposition", attachment.fileName);
  const name = attachment.fileName.trim() || "bilaga";
  return {
    headers: [
      `Content-Type: ${attachment.contentType};${CRLF} name="${asciiFallback(name)}"`,
      `Content-Disposition: attachment;${CRLF} ${fileNameParameter(name)}`,
      "Content-Transfer-Encoding: base64",
    ],
    body: base64Lines(attachment.bytes),
  };
}

/**
 * "=_" never occurs in base64 (the alphabet has no "_", and "=" only pads the end), so no line of
 * an encoded part can be mistaken for the boundary; the random part keeps nested or forwarded
 * copies apart. The "=" makes the quotes around the parameter necessary.
 */
function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `=_${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * What a mail program that only reads Content-Type's name shows: printable ASCII without quote or
 * backslash, at most 60 characters, the extension kept so that it still opens with the right program.
 */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (ascii.length <= 60) return ascii;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(ascii)?.[0] ?? "";
  return ascii.slice(0, 60 - extension.length) + extension;
}

/** Characters RFC 2231 lets stand unencoded in an extended parameter value (attribute-char). */
const ATTRIBUTE_CHAR = /^[A-Za-z0-9!#$&+.^_`|~-]$/;
/** Encoded characters per continuation, so that each one fits a folded header line. */
const SECTION_LENGTH = 60;

/**
 * The filename parameter of Content-Disposition: quoted when it is short printable ASCII, else
 * (RFC 2231) UTF-8 and percent-encoded, split into numbered sections on folded lines when long.
 */
function fileNameParameter(name: string): string {
  if (/^[\x20-\x7e]*$/.test(name) && name.length <= SECTION_LENGTH) return `filename="${name.replace(/["\\]/g, "\\$&")}"`;
  const encoded = [...new TextEncoder().encode(name)].map((byte) => {
    const char = String.fromCharCode(byte);
    return ATTRIBUTE_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  });
  const sections: string[] = [];
  let section = "UTF-8''";
  for (const piece of encoded) {
    if (section.length + piece.length > SECTION_LENGTH) {
      sections.push(section);
      section = "";
    }
    section += piece;
  }
  sections.push(section);
  if (sections.length === 1) return `filename*=${section}`;
  return sections.map((value, i) => `filename*${i}*=${value}`).join(`;${CRLF} `);
}

/** Bytes a file takes in the message as base64 on 76-character lines with CRLF. */
export function base64Size(bytes: number): number {
  const characters = Math.ceil(bytes / 3) * 4;
  return characters + Math.ceil(characters / MAX_LINE) * CRLF.length;
}

/** Whether a file of this size still goes out attached under SEND_EMAIL_MAX_BYTES. */
export function fitsAsAttachment(bytes: number): boolean {
  return base64Size(bytes) + NON_ATTACHMENT_ROOM <= SEND_EMAIL_MAX_BYTES;
}

/**
 * A header value as it is when plain printable ASCII; otherwise as RFC 2047 "B" encoded words on
 * folded lines of at most 78 characters (`used`: what the header name already takes of the first
 * line), never splitting a UTF-8 character between words. A value with a line break is refused
 * (assertOneHeader, with `header` named in the error).
 */
export function encodeWords(value: string, used = 0, header = "Subject"): string {
  assertOneHeader(header, value);
  const clean = value.trim();
  if (/^[\x20-\x7e]*$/.test(clean) && !clean.includes("=?")) return clean;
  const prefix = "=?UTF-8?B?";
  const suffix = "?=";
  // An encoded word is 12 characters of wrapping plus 4 of base64 per 3 bytes, and at most 75 long.
  const bytesFor = (room: number) => Math.floor((Math.min(75, room) - prefix.length - suffix.length) / 4) * 3;
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk: number[] = [];
  let maxBytes = bytesFor(78 - used);
  for (const char of clean) {
    const bytes = [...encoder.encode(char)];
    if (chunk.length + bytes.length > maxBytes) {
      words.push(prefix + toBase64(new Uint8Array(chunk)) + suffix);
      chunk = [];
      maxBytes = bytesFor(77);
    }
    chunk.push(...bytes);
  }
  if (chunk.length) words.push(prefix + toBase64(new Uint8Array(chunk)) + suffix);
  return words.join(`${CRLF} `);
}

function base64Lines(bytes: Uint8Array): string {
  return base64(bytes, MAX_LINE);
}

function toBase64(bytes: Uint8Array): string {
  return base64(bytes, Infinity);
}

const BASE64_ALPHABET = new TextEncoder().encode("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/");
const PAD = 0x3d; // "="

/**
 * Base64 (RFC 2045) written straight into ASCII bytes, CRLF after every `lineLength` characters (a
 * multiple of 4). One pass without intermediate strings: a 5 MB CV takes tens of milliseconds,
 * where String.fromCharCode(...chunk) and btoa took more than half a second.
 */
function base64(bytes: Uint8Array, lineLength: number): string {
  const chars = Math.ceil(bytes.length / 3) * 4;
  const breaks = Number.isFinite(lineLength) && chars > 0 ? Math.ceil(chars / lineLength) - 1 : 0;
  const out = new Uint8Array(chars + breaks * CRLF.length);
  let o = 0;
  let column = 0;
  for (let i = 0; i < bytes.length; i += 3) {
    if (column === lineLength) {
      out[o++] = 0x0d;
      out[o++] = 0x0a;
      column = 0;
    }
    const left = bytes.length - i;
    const group = (bytes[i]! << 16) | ((left > 1 ? bytes[i + 1]! : 0) << 8) | (left > 2 ? bytes[i + 2]! : 0);
    out[o++] = BASE64_ALPHABET[group >>> 18]!;
    out[o++] = BASE64_ALPHABET[(group >>> 12) & 63]!;
    // "=" stands for each byte the last group lacks.
    out[o++] = left > 1 ? BASE64_ALPHABET[(group >>> 6) & 63]! : PAD;
    out[o++] = left > 2 ? BASE64_ALPHABET[group & 63]! : PAD;
    column += 4;
  }
  return new TextDecoder().decode(out);
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Sun, 22 Nov 2026 14:05:00 +0000" */
export function rfc5322Date(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}
