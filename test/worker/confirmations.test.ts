import { FormData } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";
import { keyTerms } from "~/content/key-terms";
import type { SentMail } from "../../harness/mail";
import { NOTIFY_FROM, NOTIFY_TO, startWorker, type TestWorker } from "../../harness/worker";
import {
  formBody,
  validBooking,
  validContact,
  validJobApplication,
  validQuickContact,
  validQuotePost,
  type Answers,
  jobApplicationBody,
} from "../support/valid-forms";

/**
 * Every lead gets the visitor a mail at once: that it arrived, a reference, what they chose from
 * fixed lists, when we answer and the phone number, read back here from the simulated binding.
 * Whatever the visitor typed freely is marked, and no mark may reach their mail: otherwise anyone
 * could make the site mail a stranger their own words.
 */
const MARK = "Zqv";
const marked = {
  name: `${MARK}namn Märkt`,
  phone: "070-987 65 43",
  address: `${MARK}gatan 7, 123 45 Märkstad`,
  toAddress: `${MARK}vägen 9, 543 21 Märkby`,
  message: `${MARK} köp billiga klockor på http://skräp.example`,
  company: `${MARK} AB`,
  file: `${MARK}-cv.pdf`,
};
const FREE_TEXT = [MARK, MARK.toLowerCase(), "987 65 43", "9876543", "skräp", "http://"];
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

const body = (answers: Answers) => formBody(answers).toString();

const forms = (email: string, n = 0): Array<{ name: string; path: string; body: string | FormData; headers?: Record<string, string> }> => {
  const application = jobApplicationBody(
    validJobApplication({ name: marked.name, email, phone: marked.phone, position: "Flyttare", message: marked.message }),
    { bytes: `%PDF-1.7\n${n}\n%%EOF\n`, name: marked.file },
  );
  return [
    {
      name: "offert",
      path: "/offert",
      headers: FORM,
      body: body(
        validQuotePost({
          service: "flytthjälp",
          move_type: "lägenhet",
          property_size: "2 rum",
          from_address: marked.address,
          to_address: marked.toAddress,
          preferred_date: "2099-06-01",
          namn: marked.name,
          epost: email,
          telefon: marked.phone,
          message: `${marked.message} ${n}`,
        }),
      ),
    },
    {
      name: "boka",
      path: "/boka",
      headers: FORM,
      body: body(
        validBooking({
          customer_name: marked.name,
          customer_email: email,
          customer_phone: marked.phone,
          service: "flytthjälp",
          move_date: "2099-06-01",
          move_from: marked.address,
          move_to: marked.toAddress,
          property_size: "3 rum",
          company: marked.company,
          notes: `${marked.message} ${n}`,
          returnTo: "/boka",
        }),
      ),
    },
    {
      name: "kontakt",
      path: "/kontakt",
      headers: FORM,
      body: body(validContact({ name: marked.name, email, phone: marked.phone, service: "städning", message: `${marked.message} ${n}` })),
    },
    {
      name: "snabbkontakt",
      path: "/snabbkontakt",
      headers: FORM,
      body: body(
        validQuickContact({
          customerName: marked.name,
          customerEmail: email,
          customerPhone: marked.phone,
          service: "packning",
          notes: `${marked.message} ${n}`,
          returnTo: "/",
        }),
      ),
    },
    { name: "jobb", path: "/jobba-hos-oss", body: application },
  ];
};

const toVisitor = (mails: SentMail[], email: string) => mails.filter((mail) => mail.to.join() === email);
const toCompany = (mails: SentMail[]) => mails.filter((mail) => mail.to.join() === NOTIFY_TO);

describe("the visitor's confirmation", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("goes to the visitor for a quote, a booking, the contact form, a quick contact and a job application, with the reference, the choices, when we answer and the phone, and nothing they typed", async () => {
    const expected: Record<string, { subject: RegExp; lines: string[] }> = {
      offert: {
        subject: /^Vi har tagit emot din offertförfrågan \(TR-[0-9A-F]{8}\)$/,
        lines: [
          "Tjänst: Flytthjälp",
          "Typ av flytt: Lägenhet",
          "Bostadens storlek: 2 rum",
          "Önskat datum: 2099-06-01",
          "inom 24 timmar med ett prisförslag",
        ],
      },
      boka: {
        subject: /^Vi har tagit emot din bokning \(TR-[0-9A-F]{8}\)$/,
        lines: ["Tjänst: Flytthjälp", "Bostadens storlek: 3 rum", "Önskat datum: 2099-06-01", "inom 24 timmar för att bekräfta"],
      },
      kontakt: { subject: /^Vi har tagit emot din förfrågan \(TR-[0-9A-F]{8}\)$/, lines: ["Tjänst: Städning", "inom 24 timmar"] },
      snabbkontakt: { subject: /^Vi har tagit emot din förfrågan \(TR-[0-9A-F]{8}\)$/, lines: ["Tjänst: Packning", "inom 24 timmar"] },
      jobb: { subject: /^Vi har tagit emot din jobbansökan \(TR-[0-9A-F]{8}\)$/, lines: ["Tjänst: Flyttare", "hör av oss"] },
    };
    for (const form of forms("placeholder@example.se")) {
      const email = `${form.name}.besokare@example.se`;
      const [own] = forms(email).filter((candidate) => candidate.name === form.name);
      const response = await worker.fetch(own!.path, { method: "POST", body: own!.body, headers: own!.headers });
      expect(response.status, form.name).toBe(302);
      await response.arrayBuffer();
    }
    const mails = await worker.sentEmails({ atLeast: 10, timeoutMs: 20_000 });
    // A quote and a booking are where the visitor may become bound: their mail is the durable copy of the key terms.
    const terms = [...keyTerms, "https://www.transist.se/villkor", "https://www.transist.se/villkor/angerblankett"];
    expected.offert!.lines.push(...terms);
    expected.boka!.lines.push(...terms);
    for (const name of ["kontakt", "snabbkontakt", "jobb"])
      expect(toVisitor(mails, `${name}.besokare@example.se`)[0]?.text, name).not.toContain(keyTerms[0]);
    const failures: string[] = [];
    for (const [name, { subject, lines }] of Object.entries(expected)) {
      const email = `${name}.besokare@example.se`;
      const [mail, ...more] = toVisitor(mails, email);
      expect(more, name).toHaveLength(0);
      expect(mail, name).toBeDefined();
      expect(mail!.from).toBe(`"Transist" <${NOTIFY_FROM}>`);
      expect(mail!.replyTo).toBe("info@transist.se");
      expect(mail!.subject).toMatch(subject);
      const reference = /TR-[0-9A-F]{8}/.exec(mail!.subject)![0];
      expect(mail!.text).toContain(`Referens: ${reference}`);
      expect(mail!.headers).toEqual({ "X-Transist-Reference": reference });
      for (const line of lines) expect(mail!.text, name).toContain(line);
      expect(mail!.text).toContain("Ring oss på 070-174 06 50");
      expect(mail!.html).toContain(`Referens: ${reference}`);
      expect(mail!.attachments).toEqual([]);
      // The company's mail about the same lead names the same reference.
      const company = toCompany(mails).find((candidate) => candidate.replyTo === email);
      expect(company?.text, name).toContain(`Referens: ${reference}`);
      for (const text of FREE_TEXT) if (mail!.all.toLowerCase().includes(text.toLowerCase())) failures.push(`${name}: ${text}`);
      // Not even the address appears in what the mail says: only in To, where it was sent.
      if (`${mail!.subject}\n${mail!.text}\n${mail!.html}`.includes(email)) failures.push(`${name}: the address itself`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("goes at most 3 times a day to one address, however many leads name it", async () => {
    const email = "offer@example.se";
    const posts = Array.from({ length: 3 }, (_, n) => forms(email, n)).flat();
    for (const [i, post] of posts.entries()) {
      const response = await worker.fetch(post.path, {
        method: "POST",
        body: post.body,
        headers: { ...post.headers, "CF-Connecting-IP": `198.51.100.${i + 1}` },
      });
      expect(response.status, post.name).toBe(302);
      await response.arrayBuffer();
    }
    await worker.scheduled(new Date(Date.now() + 10 * 60_000));
    const rows = await worker.sql<{ recipient: string; n: number }>(
      `SELECT recipient, COUNT(*) AS n FROM outbox WHERE lead_id IN (
         SELECT id FROM quotes WHERE epost = ?1 UNION SELECT id FROM bookings WHERE customer_email = ?1 UNION SELECT id FROM job_applications WHERE email = ?1
       ) GROUP BY recipient ORDER BY recipient`,
      email,
    );
    // Every lead still reaches the company; the visitor's address gets three mails, not fifteen.
    expect(rows).toEqual([
      { recipient: "company", n: 15 },
      { recipient: "visitor", n: 3 },
    ]);
    const mails = await worker.sentEmails({ atLeast: 28, timeoutMs: 20_000 });
    expect(toVisitor(mails, email)).toHaveLength(3);
    // Another address is not held back by this one's cap.
    const [other] = forms("annan.adress@example.se").filter((form) => form.name === "kontakt");
    expect((await worker.fetch(other!.path, { method: "POST", body: other!.body, headers: other!.headers })).status).toBe(302);
    const deadline = Date.now() + 10_000;
    while (toVisitor(await worker.sentEmails(), "annan.adress@example.se").length === 0 && Date.now() < deadline);
    expect(toVisitor(await worker.sentEmails(), "annan.adress@example.se")).toHaveLength(1);
  }, 120_000);

  it("is announced on the thank-you page", async () => {
    const [contact] = forms("tack@example.se").filter((form) => form.name === "kontakt");
    const response = await worker.fetch(contact!.path, { method: "POST", body: contact!.body, headers: contact!.headers });
    expect(response.status).toBe(302);
    const page = await (await worker.fetch(response.headers.get("location")!)).text();
    expect(page).toContain(CONFIRMATION_ON_ITS_WAY);
    expect(await (await worker.fetch("/tack")).text()).toContain(CONFIRMATION_ON_ITS_WAY);
  });
});
