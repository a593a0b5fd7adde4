import { describe, expect, it } from "vitest";
import { cvReference, fieldLines, leadNotification } from "~/lib/notifications";
import { monthsText, retentionPolicy, retentionStatements } from "~/lib/retention";

describe("the notification text", () => {
  it("writes one 'Etikett: värde' line per field, in Swedish for yes, no, lists and empty values", () => {
    expect(
      fieldLines([
        ["Namn", "Åsa Öberg"],
        ["Piano", true],
        ["Hiss", false],
        ["Förråd", ["källare", "vind"]],
        ["Önskat datum", null],
        ["Meddelande", "   "],
        ["Våning", 0],
      ]),
    ).toBe("Namn: Åsa Öberg\nPiano: Ja\nHiss: Nej\nFörråd: källare, vind\nÖnskat datum: –\nMeddelande: –\nVåning: 0");
  });

  it("indents the further lines of a message under its label", () => {
    expect(fieldLines([["Meddelande", "Hej!\r\nVi har ett piano.\n\nTack"]])).toBe("Meddelande: Hej!\n    Vi har ett piano.\n\n    Tack");
  });

  it("builds subject and body: intro, fields and a footer, the subject on one line", () => {
    const notification = leadNotification("Ny bokning:\nBjörn  Sjöström", "En ny bokning har kommit in.", [["Namn", "Björn Sjöström"]]);
    expect(notification.subject).toBe("Ny bokning: Björn Sjöström");
    expect(notification.body).toMatch(/^En ny bokning har kommit in\.\n\nNamn: Björn Sjöström\n\n-- \n.+\n$/);
    expect(notification.body).not.toMatch(/https?:\/\//);
  });

  it("names a CV by file name and storage key, without a link", () => {
    expect(cvReference("märta-cv.pdf", "cv/2026/abc.pdf", 48_213)).toBe("märta-cv.pdf (sparad i CV-arkivet i R2 med nyckeln cv/2026/abc.pdf, 47 kB)");
    expect(cvReference(null, null)).toBe("Inget CV bifogat");
  });
});

describe("the retention periods", () => {
  it("default to 24 months for job applications and 36 for quotes and bookings", () => {
    expect(retentionPolicy({})).toMatchObject({ jobApplicationMonths: 24, leadMonths: 36, sentNotificationDays: 7 });
    expect(retentionPolicy({ RETENTION_JOB_APPLICATION_MONTHS: "12", RETENTION_LEADS_MONTHS: "x" })).toMatchObject({
      jobApplicationMonths: 12,
      leadMonths: 36,
    });
  });

  it("are stated in the privacy policy's words from the same configuration", () => {
    const statements = retentionStatements(retentionPolicy({ RETENTION_LEADS_MONTHS: "18" })).join("\n");
    expect(statements).toContain("Offertförfrågningar och bokningar sparar vi i 18 månader");
    expect(statements).toContain("Jobbansökningar och bifogade CV:n sparar vi i 24 månader (2 år)");
    expect(statements).toContain("/avregistrera");
    expect(monthsText(36)).toBe("36 månader (3 år)");
  });
});
