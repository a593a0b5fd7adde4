import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * A mail the simulated send_email binding accepted through the structured send(), as miniflare
 * reports it: a log message with the From, To and Subject lines and the path of one file per text
 * part, html part and attachment. Reply-To and custom headers are not reported.
 */
export interface SentMail {
  /** As miniflare writes it: `"Transist webbplats" <webbplats@transist.se>` or a bare address. */
  from: string;
  /** The address alone. */
  fromAddress: string;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  /**
   * `fingerprint` (length and SHA-256) is of the bytes handed to send(), as the recording binding saw
   * them; `file` is miniflare's copy, whose non-UTF-8 bytes miniflare mangles.
   */
  attachments: Array<{ disposition: string; filename: string; type: string | undefined; fingerprint: string | undefined; file: string }>;
  /** Reply-To and the custom headers, as the test harness's recording binding saw the send() (miniflare's log leaves them out). */
  replyTo: string | null;
  headers: Record<string, string>;
  /** Every line and part of the mail together, to search for what must never be in a mail. */
  all: string;
}

/** The files of a mail in miniflare's log message, or null for a message about something else. */
export interface LoggedMail {
  from: string;
  to: string[];
  subject: string;
  textFile?: string;
  htmlFile?: string;
  attachments: Array<{ disposition: string; filename: string; file: string }>;
}

const ANSI = /\u001b\[[0-9;]*m/g;

export function parseMailLog(message: string): LoggedMail | null {
  const plain = message.replace(ANSI, "");
  const start = plain.indexOf("send_email binding called with MessageBuilder:");
  if (start < 0) return null;
  const lines = plain.slice(start).split("\n").slice(1);
  const value = (prefix: string) => lines.find((line) => line.startsWith(prefix))?.slice(prefix.length);
  const attachments = lines.flatMap((line) => {
    const match = /^Attachment \(([^)]*)\): (.*) -> (\S+)$/.exec(line);
    return match ? [{ disposition: match[1]!, filename: match[2]!, file: match[3]! }] : [];
  });
  return {
    from: value("From: ") ?? "",
    to: (value("To: ") ?? "").split(", ").filter(Boolean),
    subject: value("Subject: ") ?? "",
    textFile: value("Text: "),
    htmlFile: value("HTML: "),
    attachments,
  };
}

export interface MailExtras {
  to: string;
  subject: string;
  replyTo: string | null;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; type: string; fingerprint: string }>;
}

export async function readMail(logged: LoggedMail, extras?: MailExtras): Promise<SentMail> {
  const text = logged.textFile ? await readFile(logged.textFile, "utf8") : "";
  const html = logged.htmlFile ? await readFile(logged.htmlFile, "utf8") : undefined;
  const attachments = logged.attachments.map(({ disposition, filename, file }, index) => ({
    disposition,
    filename,
    type: extras?.attachments[index]?.type,
    fingerprint: extras?.attachments[index]?.fingerprint,
    file,
  }));
  const fromAddress = /<([^>]+)>$/.exec(logged.from)?.[1] ?? logged.from;
  const all = [`From: ${logged.from}`, `To: ${logged.to.join(", ")}`, `Subject: ${logged.subject}`, text, html ?? ""].join("\n");
  return {
    from: logged.from,
    fromAddress,
    to: logged.to,
    subject: logged.subject,
    text,
    html,
    attachments,
    replyTo: extras?.replyTo ?? null,
    headers: extras?.headers ?? {},
    all,
  };
}

/**
 * Length and SHA-256 of some bytes, to compare files of megabytes: a deep toEqual on 5 MB takes
 * most of a minute, and a mismatch still shows as two different fingerprints.
 */
export function fingerprint(bytes: Uint8Array | undefined): string {
  if (!bytes) return "no bytes";
  return `${bytes.byteLength} bytes, sha256 ${createHash("sha256").update(bytes).digest("hex")}`;
}
