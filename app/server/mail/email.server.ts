/**
 * A mail as Cloudflare Email Service's structured send() takes it: the platform writes the MIME,
 * encodes the subject, the text and the attachments and sets Date and Message-ID, so this module
 * only checks what goes into a header and shapes the object. Pure: no I/O.
 */
import { cleanMultiLine, hasUnsafeCharacter } from "~/shared/unsafe-characters";

export interface OutgoingMail {
  from: string;
  /** Shown beside the sender address, e.g. "Transist webbplats". */
  fromName?: string;
  to: string;
  /** Where "Svara" goes: the visitor who sent the lead (to the company), or the company (to the visitor). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** X- headers only: Email Service refuses any other header it does not list. */
  headers?: Record<`X-${string}`, string>;
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  /** As the recipient sees it. */
  fileName: string;
  /** e.g. "application/pdf" */
  contentType: string;
  /** The bytes as read from R2: Email Service encodes them, so no copy and no base64 of ours. */
  content: ArrayBuffer;
}

/** What `SendEmail.send()` takes besides a raw EmailMessage (workers-types' builder). */
export type StructuredMail = Exclude<Parameters<SendEmail["send"]>[0], EmailMessage>;

/**
 * The largest message Email Service delivers, attachments included as the base64 it writes them in:
 * 25 MiB per "Email content limits" in https://developers.cloudflare.com/email-service/platform/limits/.
 */
export const SEND_EMAIL_MAX_BYTES = 25 * 1024 * 1024;

/** The room left for headers and text when deciding whether a file still fits as an attachment. */
const NON_ATTACHMENT_ROOM = 1024 * 1024;

/**
 * Refuses a header value holding a line break, another control or a bidi control, which could end
 * the header and start another (Bcc:) or hide what it says. The error names the header, never the
 * value: it goes to outbox.last_error and the logs, and the value may be a visitor's address.
 */
export function assertOneHeader(header: string, value: string): void {
  if (hasUnsafeCharacter(value)) throw new Error(`Unsafe characters in mail header ${header}`);
}

/** A conservative address check: headers must never carry a line break or a second address. */
export function isPlainAddress(address: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
    address,
  );
}

/**
 * The object for `send()`: every address a plain one, every header value on one line. Email
 * Service would refuse some of these itself; refusing them here names the header in last_error.
 */
export function structuredMail(mail: OutgoingMail): StructuredMail {
  const addresses: Array<[string, string | undefined]> = [
    ["From", mail.from],
    ["To", mail.to],
    ["Reply-To", mail.replyTo],
  ];
  for (const [header, address] of addresses) {
    if (address === undefined) continue;
    assertOneHeader(header, address);
    if (!isPlainAddress(address)) throw new Error(`Ogiltig e-postadress i e-posthuvudet ${header}`);
  }
  if (mail.fromName !== undefined) assertOneHeader("From", mail.fromName);
  assertOneHeader("Subject", mail.subject);
  for (const [name, value] of Object.entries(mail.headers ?? {})) assertOneHeader(name, value);
  const attachments = (mail.attachments ?? []).map((attachment) => {
    assertOneHeader("Content-Disposition", attachment.fileName);
    assertOneHeader("Content-Type", attachment.contentType);
    if (!/^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/.test(attachment.contentType)) throw new Error("Ogiltig innehållstyp för bilaga");
    return {
      disposition: "attachment" as const,
      filename: attachment.fileName.trim() || "bilaga",
      type: attachment.contentType,
      content: attachment.content,
    };
  });
  return {
    from: mail.fromName ? { email: mail.from, name: mail.fromName } : mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject.trim(),
    // Without the controls and bidi controls a mail program might act on or hide text with.
    text: cleanMultiLine(mail.text),
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers && Object.keys(mail.headers).length ? { headers: { ...mail.headers } } : {}),
    ...(attachments.length ? { attachments } : {}),
  };
}

/** Bytes a file takes in the message once Email Service has written it as base64 on 76-character lines. */
export function base64Size(bytes: number): number {
  const characters = Math.ceil(bytes / 3) * 4;
  return characters + Math.ceil(characters / 76) * 2;
}

/** Whether a file of this size still goes out attached under SEND_EMAIL_MAX_BYTES. */
export function fitsAsAttachment(bytes: number): boolean {
  return base64Size(bytes) + NON_ATTACHMENT_ROOM <= SEND_EMAIL_MAX_BYTES;
}
