import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_FORMATS as formats } from "../support/phone-formats";
import { startWorker, type TestWorker } from "../../harness/worker";
import {
  formBody,
  jobApplicationBody,
  validBooking,
  validContact,
  validJobApplication,
  validQuickContact,
  validQuotePost,
  validQuoteStep,
  type Answers,
} from "../support/valid-forms";

const refused = ["070-12 3", "+46 70 123 45 67 89 01 23", "070-123 45 6x"];

const urlEncoded = (answers: Answers) => ({
  method: "POST",
  body: formBody(answers),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** One post to a form and where the phone it stored can be read back (by the unique e-mail). */
interface PhoneForm {
  name: string;
  submit: (worker: TestWorker, phone: string, email: string) => ReturnType<TestWorker["fetch"]>;
  stored: (worker: TestWorker, email: string) => Promise<unknown>;
  /** The status of the page that says a phone was refused: 400, or 200 for a quote step's own page after its 303. */
  refusedStatus?: number;
}

async function column(worker: TestWorker, sql: string, email: string): Promise<unknown> {
  const rows = await worker.sql<{ phone: unknown }>(sql, email);
  expect(rows, `rows for ${email}`).toHaveLength(1);
  return rows[0]!.phone;
}

const bookingPhone = (worker: TestWorker, email: string) =>
  column(worker, "SELECT customer_phone AS phone FROM bookings WHERE customer_email = ?", email);

const forms: PhoneForm[] = [
  {
    name: "the quote wizard (/offert, three steps)",
    async submit(worker, telefon, epost) {
      const one = await worker.fetch("/offert", urlEncoded(validQuoteStep(1)));
      expect(one.status).toBe(303);
      const two = await worker.fetch("/offert", urlEncoded(validQuoteStep(2)));
      expect(two.status).toBe(303);
      const three = await worker.fetch("/offert", urlEncoded(validQuotePost({ epost, telefon })));
      if (three.status !== 303) return three;
      // Refused: the step's own page shows why, as the browser without JavaScript follows to it.
      await three.arrayBuffer();
      const cookie = three.headers.get("set-cookie")!.split(";")[0]!;
      return worker.fetch(three.headers.get("location")!, { headers: { Cookie: cookie } });
    },
    refusedStatus: 200,
    stored: (worker, email) => column(worker, "SELECT telefon AS phone FROM quotes WHERE epost = ?", email),
  },
  {
    name: "the booking page (/boka)",
    submit: (worker, customer_phone, customer_email) =>
      worker.fetch("/boka", urlEncoded(validBooking({ customer_email, customer_phone, returnTo: "/boka" }))),
    stored: bookingPhone,
  },
  {
    name: "quick contact (/snabbkontakt)",
    submit: (worker, customerPhone, customerEmail) =>
      worker.fetch("/snabbkontakt", urlEncoded(validQuickContact({ customerEmail, customerPhone, returnTo: "/snabbkontakt" }))),
    stored: bookingPhone,
  },
  {
    name: "the contact page (/kontakt)",
    submit: (worker, phone, email) => worker.fetch("/kontakt", urlEncoded(validContact({ email, phone }))),
    stored: bookingPhone,
  },
  {
    name: "the job application (/jobba-hos-oss)",
    submit: (worker, phone, email) =>
      worker.fetch("/jobba-hos-oss", { method: "POST", body: jobApplicationBody(validJobApplication({ email, phone })) }),
    stored: (worker, email) => column(worker, "SELECT phone FROM job_applications WHERE email = ?", email),
  },
];

let worker: TestWorker;
beforeAll(async () => {
  // Some seventy posts from one address: more than the forms' shared budget allows a visitor.
  worker = await startWorker({ vars: { RATE_LIMIT_TOTAL_MAX: "1000" } });
});
afterAll(() => worker?.dispose());

describe.each(forms.map((form, index) => ({ ...form, index })))(
  "$name stores the phone in E.164",
  ({ submit, stored, index, refusedStatus = 400 }) => {
    it.each(formats.map(([typed, expected], row) => ({ typed, expected, row })))("$typed → $expected", async ({ typed, expected, row }) => {
      const email = `telefon-${index}-${row}@example.se`;
      const response = await submit(worker, typed, email);
      expect(response.status).toBe(302);
      await expect(stored(worker, email)).resolves.toBe(expected);
    });

    it.each(refused)(
      "refuses %s with 'Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67' and stores nothing",
      async (typed) => {
        const email = `ogiltigt-${index}-${refused.indexOf(typed)}@example.se`;
        const response = await submit(worker, typed, email);
        expect(response.status).toBe(refusedStatus);
        expect(await response.text()).toContain("Ange ett telefonnummer som 070-123 45 67 eller +46 70 123 45 67");
        for (const table of ["bookings WHERE customer_email = ?", "quotes WHERE epost = ?", "job_applications WHERE email = ?"])
          expect(await worker.sql(`SELECT 1 FROM ${table}`, email)).toHaveLength(0);
      },
    );
  },
);
