import { describe, expect, it } from "vitest";
import { cvAttachmentName, cvLine, fieldLines, leadNotification, withFieldLine } from "~/server/mail/lead-notifications.server";
import { monthsText, retentionPolicy, retentionStatements } from "~/shared/retention";

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

  it("names the attached CV from the visitor's name and the day, in plain ASCII", () => {
    expect(cvAttachmentName("Anna Svensson", "2026-11-23")).toBe("CV-anna-svensson-2026-11-23.pdf");
    expect(cvAttachmentName("  Märta Lindén-Åström ", "2026-01-05")).toBe("CV-marta-linden-astrom-2026-01-05.pdf");
    expect(cvAttachmentName("Søren Ærø Straße", "2026-01-05")).toBe("CV-soren-aero-strasse-2026-01-05.pdf");
    expect(cvAttachmentName('../../etc/passwd\r\n"x"', "2026-01-05")).toBe("CV-etc-passwd-x-2026-01-05.pdf");
    expect(cvAttachmentName("李小龙", "2026-01-05")).toBe("CV-ansokan-2026-01-05.pdf");
    expect(cvAttachmentName("A".repeat(300), "2026-01-05")).toMatch(/^CV-a{50}-2026-01-05\.pdf$/);
  });

  it("writes the CV line in Swedish for an attached file and for one that is gone, as the last field above the footer", () => {
    const notification = leadNotification("Ny jobbansökan: Kim Ek", "Kim Ek söker jobb.", [
      ["Namn", "Kim Ek"],
      ["Meddelande", "Hej!\nJag har körkort."],
    ]);
    const attached = withFieldLine(notification.body, cvLine({ status: "attached", fileName: "CV-kim-ek-2026-11-23.pdf", bytes: 48_213 }));
    expect(attached).toMatch(
      /^Kim Ek söker jobb\.\n\nNamn: Kim Ek\nMeddelande: Hej!\n {4}Jag har körkort\.\nCV: bifogas som PDF \(47 kB\), CV-kim-ek-2026-11-23\.pdf\n\n-- \n.+\n$/,
    );
    const missing = withFieldLine(notification.body, cvLine({ status: "missing", key: "cv/2026/11/abc.pdf" }));
    expect(missing).toContain(
      "\nCV: saknas – filen fanns inte i CV-arkivet när mejlet skickades (den kan ha gallrats). Nyckel i R2: cv/2026/11/abc.pdf\n\n-- \n",
    );
    expect(cvLine({ status: "too-large", key: "cv/x.pdf", bytes: 30 * 1024 * 1024 })).toBe(
      "CV: för stort för att bifogas (30720 kB); det finns i CV-arkivet i R2 med nyckeln cv/x.pdf",
    );
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
