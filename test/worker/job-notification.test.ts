import { FormData } from "miniflare";
import { afterEach, describe, expect, it } from "vitest";
import { stockholmToday } from "~/shared/dates";
import { fingerprint, type SentMail } from "../../harness/mail";
import { NOTIFY_FROM, NOTIFY_TO, startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker | undefined;
afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

const MB = 1024 * 1024;
const minutes = (n: number) => n * 60_000;

const applicant = {
  name: "Åsa Öberg-Lindén",
  email: "asa.oberg@example.se",
  phone: "070-123 45 67",
  position: "Städare",
  message: "Hej!\nJag har städat i fem år och kör gärna bilen till jobben i Växjö.",
};

/** A PDF of random bytes after its magic number, so any slip in encoding or decoding shows. */
function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 65_536) crypto.getRandomValues(bytes.subarray(i, i + 65_536));
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

async function apply(w: TestWorker, cv: Uint8Array<ArrayBuffer>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(applicant)) data.append(name, value);
  // The uploaded name must not reach the mail: the attachment is named from the visitor and the day.
  data.append("cv", new Blob([cv], { type: "application/pdf" }), "Mitt CV (slutversion).pdf");
  const response = await w.fetch("/jobba-hos-oss", { method: "POST", body: data });
  expect(response.status).toBe(302);
  await response.arrayBuffer();
}

interface OutboxState {
  status: string;
  attempts: number;
  last_error: string | null;
  attachment_key: string | null;
  attachment_name: string | null;
  body: string;
}

async function outbox(w: TestWorker): Promise<OutboxState | undefined> {
  const [row] = await w.sql<OutboxState>(
    "SELECT status, attempts, last_error, attachment_key, attachment_name, body FROM outbox WHERE lead_type = 'job_application' AND recipient = 'company'",
  );
  return row;
}

/** The request's own send runs in waitUntil after the redirect; wait until it has left its mark. */
async function outboxWhen(w: TestWorker, done: (row: OutboxState) => boolean, timeoutMs = 10_000): Promise<OutboxState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await outbox(w);
    if (row && done(row)) return row;
    if (Date.now() > deadline) throw new Error(`outbox row never reached the expected state: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function cvKey(w: TestWorker): Promise<string> {
  const [row] = await w.sql<{ cv_key: string }>("SELECT cv_key FROM job_applications WHERE email = ?", applicant.email);
  return row!.cv_key;
}

/** The mails to the company (the applicant's own confirmation goes beside them). */
const toCompany = (mails: SentMail[]) => mails.filter((mail) => mail.to.join() === NOTIFY_TO);

/** The one mail to the company the binding accepted. */
async function onlyMail(w: TestWorker, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let sent = toCompany(await w.sentEmails({ atLeast: 1, timeoutMs }));
  while (sent.length === 0 && Date.now() < deadline) sent = toCompany(await w.sentEmails());
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

/** From, To, Reply-To, subject and every field of the application, å, ä and ö intact. */
function expectApplicationMail(mail: SentMail) {
  expect(mail.from).toBe(`"Transist webbplats" <${NOTIFY_FROM}>`);
  expect(mail.to).toEqual([NOTIFY_TO]);
  expect(mail.replyTo).toBe(applicant.email);
  expect(mail.subject).toBe("Ny jobbansökan: Åsa Öberg-Lindén (Städare)");
  expect(mail.text).toContain("Åsa Öberg-Lindén söker jobb som städare via webbplatsen.");
  expect(mail.text).toContain(
    [
      "Namn: Åsa Öberg-Lindén",
      "E-post: asa.oberg@example.se",
      "Telefon: +46701234567",
      "Tjänst: Städare",
      "Meddelande: Hej!",
      "    Jag har städat i fem år och kör gärna bilen till jobben i Växjö.",
      "Referens: TR-",
    ].join("\n"),
  );
  expect(mail.text).toMatch(/\nReferens: TR-[0-9A-F]{8}\nCV: /);
  expect(mail.text).not.toContain("Mitt CV");
}

/** The attachment's name is made from the visitor's name and the day they applied (Swedish time). */
function expectedFileNames(before: string) {
  return [`CV-asa-oberg-linden-${before}.pdf`, `CV-asa-oberg-linden-${stockholmToday()}.pdf`];
}

describe("the company's mail about a job application", () => {
  it("carries the uploaded PDF as its attachment, byte for byte, under a name from the visitor and the day; the outbox row holds only the key", async () => {
    worker = await startWorker();
    const day = stockholmToday();
    const cv = pdf(3000);
    await apply(worker, cv);

    const mail = await onlyMail(worker);
    expectApplicationMail(mail);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ disposition: "attachment" });
    expect(expectedFileNames(day)).toContain(attachment!.filename);
    expect(mail.text).toContain(`CV: bifogas som PDF (3 kB), ${attachment!.filename}`);
    expect(attachment!.type).toBe("application/pdf");
    expect(attachment!.fingerprint).toBe(fingerprint(cv));

    const row = await outboxWhen(worker, (r) => r.status === "sent");
    expect(row).toMatchObject({ attempts: 1, attachment_key: await cvKey(worker), attachment_name: attachment!.filename });
    expect(row.body.length).toBeLessThan(1000);

    // A later scheduled run sends nothing more.
    await worker.scheduled(new Date(Date.now() + minutes(10)));
    expect(toCompany(await worker.sentEmails())).toHaveLength(1);
  });

  it("counts a failing R2 read as a failed attempt and attaches the file on the retry after the back-off", async () => {
    worker = await startWorker({ r2GetFailFirst: 1 });
    const day = stockholmToday();
    const cv = pdf(20_000);
    await apply(worker, cv);

    const failed = await outboxWhen(worker, (r) => r.attempts === 1 && r.status === "pending");
    expect(failed.last_error).toContain("injected read fault");
    expect(toCompany(await worker.sentEmails())).toHaveLength(0);

    await worker.scheduled(new Date(Date.now() + minutes(2)));
    expect(await outbox(worker)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    const mail = await onlyMail(worker);
    expectApplicationMail(mail);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toMatch(/\.pdf$/);
    expect(expectedFileNames(day)).toContain(mail.attachments[0]!.filename);
    expect(mail.attachments[0]!.fingerprint).toBe(fingerprint(cv));
  });

  it("attaches the largest CV the form takes, 5 MB, intact", async () => {
    worker = await startWorker();
    const cv = pdf(5 * MB);
    await apply(worker, cv);

    const mail = await onlyMail(worker, 20_000);
    expectApplicationMail(mail);
    expect(mail.text).toContain("CV: bifogas som PDF (5120 kB), CV-asa-oberg-linden-");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.fingerprint).toBe(fingerprint(cv));
  }, 60_000);

  it("still goes out when the CV is gone from R2 by the time it is sent, and says so", async () => {
    // The binding refuses the first send, as for a sender it does not allow, so the mail waits in the outbox.
    worker = await startWorker({ emailDown: true });
    await apply(worker, pdf(3000));
    await outboxWhen(worker, (r) => r.attempts === 1 && r.status === "pending");

    const key = await cvKey(worker);
    await worker.bucket.delete(key);
    await worker.reconfigure({ emailDown: false });
    await worker.scheduled(new Date(Date.now() + minutes(5)));

    expect(await outbox(worker)).toMatchObject({ status: "sent", attempts: 2 });
    const mail = await onlyMail(worker);
    expectApplicationMail(mail);
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain(
      `CV: saknas – filen fanns inte i CV-arkivet när mejlet skickades (den kan ha gallrats). Nyckel i R2: ${key}`,
    );
  });
});
