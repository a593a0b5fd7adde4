import { describe, expect, it } from "vitest";
import { base64Size, fitsAsAttachment, SEND_EMAIL_MAX_BYTES, structuredMail, type OutgoingMail } from "~/server/mail/email.server";
import { CV_MAX_BYTES } from "~/forms/job-application/fields";

const base: OutgoingMail = {
  from: "webbplats@transist.se",
  fromName: "Transist webbplats",
  to: "info@transist.se",
  replyTo: "asa.oberg@example.se",
  subject: "Ny offertförfrågan: flyttstädning från Åsa Öberg",
  text: "Hej!\nNamn: Åsa Öberg\nAdress: Ängsvägen 12",
};

describe("the mail as Email Service's structured send() takes it", () => {
  it("names the sender, the recipient, Reply-To, the subject and the text, å, ä and ö as they are", () => {
    expect(structuredMail(base)).toEqual({
      from: { email: "webbplats@transist.se", name: "Transist webbplats" },
      to: "info@transist.se",
      replyTo: "asa.oberg@example.se",
      subject: "Ny offertförfrågan: flyttstädning från Åsa Öberg",
      text: "Hej!\nNamn: Åsa Öberg\nAdress: Ängsvägen 12",
    });
  });

  it("hands the CV's bytes over as they were read, without a copy or base64 of ours", () => {
    const content = new ArrayBuffer(CV_MAX_BYTES);
    const mail = structuredMail({
      ...base,
      attachments: [{ fileName: "CV-asa-oberg-2026-11-22.pdf", contentType: "application/pdf", content }],
    });
    expect(mail.attachments).toEqual([
      { disposition: "attachment", filename: "CV-asa-oberg-2026-11-22.pdf", type: "application/pdf", content },
    ]);
    expect(mail.attachments![0]!.content).toBe(content);
  });

  it("adds the html part and X- headers when given", () => {
    const mail = structuredMail({ ...base, html: "<p>Hej</p>", headers: { "X-Transist-Reference": "TR-0A1B2C3D" } });
    expect(mail.html).toBe("<p>Hej</p>");
    expect(mail.headers).toEqual({ "X-Transist-Reference": "TR-0A1B2C3D" });
  });

  it("refuses an address that could inject a header or carry a second address", () => {
    expect(() => structuredMail({ ...base, replyTo: "a@example.se\r\nBcc: b@example.se" })).toThrow(
      "Unsafe characters in mail header Reply-To",
    );
    expect(() => structuredMail({ ...base, to: "Anna <a@example.se>" })).toThrow("Ogiltig e-postadress i e-posthuvudet To");
    expect(() => structuredMail({ ...base, subject: "Hej\r\nBcc: b@example.se" })).toThrow("Unsafe characters in mail header Subject");
  });

  it("refuses a content type that could inject a header", () => {
    const content = new ArrayBuffer(8);
    expect(() =>
      structuredMail({ ...base, attachments: [{ fileName: "cv.pdf", contentType: "application/pdf\r\nBcc: b@example.se", content }] }),
    ).toThrow();
  });

  it("takes the largest CV the form takes (5 MB, about 6.8 MB as the base64 Email Service writes) well under its 25 MiB", () => {
    expect(SEND_EMAIL_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(base64Size(CV_MAX_BYTES) / (1024 * 1024)).toBeCloseTo(6.8, 1);
    expect(fitsAsAttachment(CV_MAX_BYTES)).toBe(true);
    expect(fitsAsAttachment(20 * 1024 * 1024)).toBe(false);
  });
});
