import { describe, expect, it } from "vitest";
import { buildRawEmail, encodeWords, rfc5322Date } from "~/lib/email";

const base = {
  from: "webbplats@transist.se",
  fromName: "Transist webbplats",
  to: "info@transist.se",
  subject: "Ny offertförfrågan: flyttstädning från Åsa Öberg",
  text: "Hej!\nNamn: Åsa Öberg\nAdress: Ängsvägen 12",
  date: new Date("2026-11-22T14:05:09Z"),
  messageId: "abc@transist.se",
};

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_m, b64: string) => Buffer.from(b64, "base64").toString("utf8")).trim();
}

function split(raw: string) {
  const index = raw.indexOf("\r\n\r\n");
  return { head: raw.slice(0, index), body: raw.slice(index + 4) };
}

describe("the notification e-mail as raw MIME", () => {
  it("has the headers the send_email binding checks: From, To, Date, Message-ID, MIME-Version", () => {
    const { head } = split(buildRawEmail(base));
    expect(head).toContain("To: info@transist.se");
    expect(head).toMatch(/^From: =\?UTF-8\?B\?|^From: Transist webbplats <webbplats@transist\.se>/m);
    expect(head).toContain("<webbplats@transist.se>");
    expect(head).toContain("Date: Sun, 22 Nov 2026 14:05:09 +0000");
    expect(head).toContain("Message-ID: <abc@transist.se>");
    expect(head).toContain("MIME-Version: 1.0");
    expect(head).toContain("Content-Type: text/plain; charset=utf-8");
    expect(head).toContain("Content-Transfer-Encoding: base64");
  });

  it("uses CRLF line ends and no line longer than 78 characters", () => {
    const raw = buildRawEmail({ ...base, text: "Ä".repeat(500), subject: "Ö".repeat(120) });
    expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("carries å, ä and ö intact in the subject and the body", () => {
    const { head, body } = split(buildRawEmail(base));
    const subject = /^Subject: (.*(?:\r\n .*)*)/m.exec(head)?.[1] ?? "";
    expect(decodeHeaderWords(subject.replace(/\r\n /g, " "))).toBe(base.subject);
    expect(Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")).toBe(base.text.replace(/\n/g, "\r\n"));
  });

  it("splits a long subject into encoded words of at most 75 characters without breaking a letter", () => {
    const subject = "Ny jobbansökan: Märta Lindén söker tjänsten som flyttare i Småstad och Jönköping";
    const encoded = encodeWords(subject);
    const words = encoded.split("\r\n ");
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      expect(Buffer.from(/\?B\?([^?]*)\?=/.exec(word)![1]!, "base64").toString("utf8")).not.toContain("\uFFFD");
    }
    expect(decodeHeaderWords(encoded.replace(/\r\n /g, " "))).toBe(subject);
  });

  it("leaves a plain ASCII subject readable and turns line breaks into spaces", () => {
    expect(encodeWords("New lead\r\nBcc: evil@example.com")).toBe("New lead Bcc: evil@example.com");
  });

  it("adds Reply-To with the visitor's address", () => {
    expect(buildRawEmail({ ...base, replyTo: "asa.oberg@example.se" })).toContain("\r\nReply-To: asa.oberg@example.se\r\n");
  });

  it("refuses an address that could inject a header", () => {
    expect(() => buildRawEmail({ ...base, replyTo: "a@example.se\r\nBcc: b@example.se" })).toThrow();
    expect(() => buildRawEmail({ ...base, to: "Info <info@transist.se>" })).toThrow();
  });

  it("writes dates as RFC 5322 in UTC", () => {
    expect(rfc5322Date(new Date("2026-01-05T03:04:05Z"))).toBe("Mon, 05 Jan 2026 03:04:05 +0000");
  });
});
