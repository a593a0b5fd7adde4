/**
 * A plain-text e-mail as raw MIME (RFC 5322), the form Cloudflare's send_email binding takes
 * inside an EmailMessage. UTF-8 throughout: the subject as RFC 2047 encoded words, the body
 * base64, so å, ä and ö arrive intact whatever the mail servers in between do. Pure: no I/O.
 */
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
}

const CRLF = "\r\n";
const MAX_LINE = 76;

/** A conservative address check: headers must never carry a line break or a second address. */
export function isPlainAddress(address: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    address,
  );
}

export function buildRawEmail(email: PlainEmail): string {
  for (const address of [email.from, email.to, ...(email.replyTo ? [email.replyTo] : [])]) {
    if (!isPlainAddress(address)) throw new Error(`Ogiltig e-postadress i e-posthuvud: ${JSON.stringify(address)}`);
  }
  const domain = email.from.slice(email.from.indexOf("@") + 1);
  const messageId = email.messageId ?? `${crypto.randomUUID()}@${domain}`;
  const headers = [
    `From: ${email.fromName ? `${encodeWords(email.fromName, "From: ".length)} <${email.from}>` : email.from}`,
    `To: ${email.to}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `Subject: ${encodeWords(email.subject, "Subject: ".length)}`,
    `Date: ${rfc5322Date(email.date ?? new Date())}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  const body = base64Lines(new TextEncoder().encode(email.text.replace(/\r?\n/g, CRLF)));
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body}${CRLF}`;
}

/**
 * A header value as it is when plain ASCII without line breaks; otherwise as RFC 2047 "B" encoded
 * words on folded lines of at most 78 characters (`used`: what the header name already takes of
 * the first line), never splitting a UTF-8 character between words.
 */
export function encodeWords(value: string, used = 0): string {
  const clean = value.replace(/[\r\n]+/g, " ").trim();
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
  const encoded = toBase64(bytes);
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += MAX_LINE) lines.push(encoded.slice(i, i + MAX_LINE));
  return lines.join(CRLF);
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
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
