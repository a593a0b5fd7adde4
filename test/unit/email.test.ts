import { describe, expect, it } from "vitest";
import {
  base64Size,
  buildRawEmail,
  encodeWords,
  fitsAsAttachment,
  rfc5322Date,
  SEND_EMAIL_MAX_BYTES,
  type EmailAttachment,
} from "~/server/leads/email.server";
import { CV_MAX_BYTES } from "~/forms/job-application/fields";
import { addresses, fingerprint, parseMail } from "../support/mail";

const base = {
  from: "webbplats@transist.se",
  fromName: "Transist webbplats",
  to: "info@transist.se",
  subject: "Ny offertförfrågan: flyttstädning från Åsa Öberg",
  text: "Hej!\nNamn: Åsa Öberg\nAdress: Ängsvägen 12",
  date: new Date("2026-11-22T14:05:09Z"),
  messageId: "abc@transist.se",
};

/** A small PDF whose bytes cover every value, so any slip in the base64 shows. */
function pdf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 151 + 7) % 256;
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

const cv = (bytes = pdf(3000), fileName = "CV-asa-oberg-2026-11-22.pdf"): EmailAttachment => ({
  fileName,
  contentType: "application/pdf",
  bytes,
});

function split(raw: string) {
  const index = raw.indexOf("\r\n\r\n");
  return { head: raw.slice(0, index), body: raw.slice(index + 4) };
}

describe("the notification e-mail as raw MIME", () => {
  it("has the headers the send_email binding checks: From, To, Date, Message-ID, MIME-Version", async () => {
    const raw = buildRawEmail(base);
    const mail = await parseMail(raw);
    expect(mail.from).toEqual({ name: "Transist webbplats", address: "webbplats@transist.se" });
    expect(addresses(mail.to)).toEqual(["info@transist.se"]);
    expect(mail.date).toBe("2026-11-22T14:05:09.000Z");
    expect(mail.messageId).toBe("<abc@transist.se>");
    expect(mail.header("MIME-Version")).toBe("1.0");
    const { head } = split(raw);
    expect(head).toContain("Date: Sun, 22 Nov 2026 14:05:09 +0000");
    expect(head).toContain("Content-Type: text/plain; charset=utf-8");
    expect(head).toContain("Content-Transfer-Encoding: base64");
  });

  it("uses CRLF line ends and no line longer than 78 characters, with or without an attachment", () => {
    const long = { ...base, text: "Ä".repeat(500), subject: "Ö".repeat(120) };
    for (const raw of [
      buildRawEmail(long),
      buildRawEmail({ ...long, attachments: [cv(pdf(10_000), `Märta Lindén ${"långt namn ".repeat(12)}.pdf`)] }),
    ]) {
      expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    }
  });

  it("carries å, ä and ö intact in the subject and the body", async () => {
    const mail = await parseMail(buildRawEmail(base));
    expect(mail.subject).toBe(base.subject);
    expect(mail.plainText).toBe(base.text);
  });

  it("splits a long subject into encoded words of at most 75 characters without breaking a letter", async () => {
    const subject = "Ny jobbansökan: Märta Lindén söker tjänsten som flyttare i Småstad och Jönköping";
    const encoded = encodeWords(subject);
    const words = encoded.split("\r\n ");
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      expect(Buffer.from(/\?B\?([^?]*)\?=/.exec(word)![1]!, "base64").toString("utf8")).not.toContain("\uFFFD");
    }
    expect((await parseMail(buildRawEmail({ ...base, subject }))).subject).toBe(subject);
  });

  it("leaves a plain ASCII subject readable and refuses one with a line break", () => {
    expect(encodeWords("New lead: Anna Ek")).toBe("New lead: Anna Ek");
    expect(() => encodeWords("New lead\r\nBcc: evil@example.com")).toThrow();
    expect(() => buildRawEmail({ ...base, subject: "New lead\r\nBcc: evil@example.com" })).toThrow();
  });

  it("adds Reply-To with the visitor's address", async () => {
    const mail = await parseMail(buildRawEmail({ ...base, replyTo: "asa.oberg@example.se" }));
    expect(addresses(mail.replyTo)).toEqual(["asa.oberg@example.se"]);
    expect((await parseMail(buildRawEmail(base))).replyTo).toBeUndefined();
  });

  it("refuses an address that could inject a header", () => {
    expect(() => buildRawEmail({ ...base, replyTo: "a@example.se\r\nBcc: b@example.se" })).toThrow();
    expect(() => buildRawEmail({ ...base, to: "Info <info@transist.se>" })).toThrow();
  });

  it("writes dates as RFC 5322 in UTC", () => {
    expect(rfc5322Date(new Date("2026-01-05T03:04:05Z"))).toBe("Mon, 05 Jan 2026 03:04:05 +0000");
  });
});

describe("the notification e-mail with an attachment", () => {
  it("is multipart/mixed: the UTF-8 text, then the PDF with its name and exactly its bytes", async () => {
    const bytes = pdf(3000);
    const raw = buildRawEmail({ ...base, replyTo: "asa.oberg@example.se", attachments: [cv(bytes)] });
    expect(split(raw).head).toMatch(/^Content-Type: multipart\/mixed; boundary="=_[0-9a-f]{32}"$/m);
    const mail = await parseMail(raw);
    expect(mail.subject).toBe(base.subject);
    expect(mail.plainText).toBe(base.text);
    expect(addresses(mail.replyTo)).toEqual(["asa.oberg@example.se"]);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      mimeType: "application/pdf",
      disposition: "attachment",
      filename: "CV-asa-oberg-2026-11-22.pdf",
    });
    expect(mail.attachmentBytes[0]).toEqual(bytes);
  });

  it("writes each part base64 on lines of 76 characters and draws a new boundary for every message", () => {
    const first = buildRawEmail({ ...base, attachments: [cv(pdf(5000))] });
    const second = buildRawEmail({ ...base, attachments: [cv(pdf(5000))] });
    const boundary = (raw: string) => /boundary="([^"]+)"/.exec(raw)![1]!;
    expect(boundary(first)).not.toBe(boundary(second));
    const lines = first.split("\r\n");
    // The boundary appears as delimiter lines only: before each of the two parts and once closing.
    expect(lines.filter((line) => line.includes(boundary(first)))).toEqual([
      expect.stringContaining("multipart/mixed"),
      `--${boundary(first)}`,
      `--${boundary(first)}`,
      `--${boundary(first)}--`,
    ]);
    const attachmentLines = lines.slice(lines.lastIndexOf(`--${boundary(first)}`)).filter((line) => /^[A-Za-z0-9+/=]+$/.test(line));
    expect(attachmentLines.length).toBeGreaterThan(80);
    for (const line of attachmentLines.slice(0, -1)) expect(line).toHaveLength(76);
  });

  it("encodes a file name outside ASCII (RFC 2231, in sections when long) and escapes quotes, so mail programs read it back", async () => {
    const names: [string, string, string] = [
      "Märta Lindén – CV.pdf",
      `Märta Lindén – CV för tjänsten som flyttare i Småstad och Jönköping ${"ö".repeat(40)}.pdf`,
      'Kim "KE" Ek\\cv.pdf',
    ];
    for (const fileName of names) {
      const mail = await parseMail(buildRawEmail({ ...base, attachments: [cv(pdf(100), fileName)] }));
      expect(mail.attachments[0]?.filename).toBe(fileName);
    }
    // Content-Type's name, for programs that read only that: plain ASCII, short, still a .pdf.
    const long = buildRawEmail({ ...base, attachments: [cv(pdf(100), names[1])] });
    expect(/ name="([^"]*)"/.exec(long)?.[1]).toMatch(/^Marta Linden _ CV for tjansten .{20,}\.pdf$/);
    expect(() => buildRawEmail({ ...base, attachments: [cv(pdf(100), "Märta\r\nBcc: evil@example.com.pdf")] })).toThrow();
  });

  it("refuses a content type that could inject a header", () => {
    expect(() => buildRawEmail({ ...base, attachments: [{ ...cv(), contentType: "application/pdf\r\nBcc: b@example.se" }] })).toThrow();
  });

  it("sends the largest CV the form takes (5 MB, about 6.8 MB as base64) intact and well under the binding's 25 MiB", async () => {
    const bytes = pdf(CV_MAX_BYTES);
    const raw = buildRawEmail({ ...base, attachments: [cv(bytes)] });
    expect(SEND_EMAIL_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(base64Size(CV_MAX_BYTES) / (1024 * 1024)).toBeCloseTo(6.8, 1);
    expect(raw.length).toBeGreaterThan(base64Size(CV_MAX_BYTES));
    expect(raw.length).toBeLessThan(base64Size(CV_MAX_BYTES) + 4096);
    expect(fitsAsAttachment(CV_MAX_BYTES)).toBe(true);
    expect(fitsAsAttachment(20 * 1024 * 1024)).toBe(false);
    const mail = await parseMail(raw);
    expect(fingerprint(mail.attachmentBytes[0])).toBe(fingerprint(bytes));
  });
});
