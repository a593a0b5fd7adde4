import { FormData } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";
import { cookiePair } from "../support/quote-step-pages";
import {
  VALID_CV,
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
  validQuotePost,
  jobApplicationBody,
} from "../support/valid-forms";

/**
 * Plain form posts, as a browser without JavaScript sends them: a line break, another control, a
 * line separator or a bidi control in a one-line field is answered with 400 and 'Ogiltiga tecken'
 * beside the field, and nothing is written.
 */

const INVALID = "Ogiltiga tecken";
const TABLES = ["quotes", "bookings", "job_applications", "newsletter_subscriptions", "outbox"];

/** What a visitor (or a script posing as one) could type into a one-line field, built on a valid answer. */
function attacks(valid: string): string[] {
  return [
    `${valid}\r\nBcc: x@example.com`,
    `${valid}\r\n`,
    `${valid}\n`,
    `${valid.slice(0, 2)}\u202e${valid.slice(2)}`,
    `${valid}\u2066`,
    `${valid}\u0000`,
    `\u0007${valid}`,
    `${valid}\u007f`,
    `${valid}\u0085`,
    `${valid}\u2028`,
  ];
}
const NAMES = ["Anna\r\nBcc: x@example.com", "Anna \u202egnirps"];

const contact = validContact();
const booking = validBooking({ company: "Berg AB", notes: "Portkod 1234", returnTo: "/boka" });
const quote = validQuotePost({ preferred_date: "2099-05-01", message: "Portkod 1234" });

type Fields = Record<string, string>;

/** Each form as it is posted without JavaScript, and its one-line fields (the quote's earlier steps' too, carried as hidden fields). */
const forms: Array<{ name: string; path: string; fields: Fields; oneLine: string[]; multipart?: boolean }> = [
  { name: "Kontakt", path: "/kontakt", fields: contact, oneLine: ["name", "email", "phone"] },
  {
    name: "booking",
    path: "/boka",
    fields: booking,
    oneLine: ["customer_name", "customer_email", "customer_phone", "move_date", "move_from", "move_to", "company"],
  },
  {
    name: "quick contact",
    path: "/snabbkontakt",
    fields: validQuickContact(),
    oneLine: ["customerName", "customerEmail", "customerPhone"],
  },
  {
    name: "quote's last step",
    path: "/offert",
    fields: quote,
    oneLine: ["namn", "epost", "telefon", "from_address", "to_address", "preferred_date"],
  },
  { name: "job application", path: "/jobba-hos-oss", fields: validJobApplication(), oneLine: ["name", "email", "phone"], multipart: true },
  { name: "newsletter", path: "/nyhetsbrev", fields: validNewsletter(), oneLine: ["email"] },
];

/** The post a browser without JavaScript sends: urlencoded, or multipart with the CV for the job application. */
async function post(worker: TestWorker, form: (typeof forms)[number], fields: Fields) {
  let body: FormData | URLSearchParams;
  if (form.multipart) {
    body = jobApplicationBody(fields, VALID_CV);
  } else {
    body = new URLSearchParams(fields);
  }
  const response = await worker.fetch(form.path, { method: "POST", body });
  const location = response.headers.get("location");
  // The quote wizard answers a refused step with 303 to the step's own page (`fel=1`), which shows the messages.
  if (response.status === 303 && location?.includes("fel=1")) {
    await response.arrayBuffer();
    const page = await worker.fetch(location, { headers: { Cookie: cookiePair(response.headers.get("set-cookie")) } });
    return { refused: true, status: response.status, html: await page.text() };
  }
  return { refused: response.status === 400, status: response.status, html: await response.text() };
}

let worker: TestWorker;

async function rowCounts(): Promise<Record<string, number>> {
  const [row] = await worker.sql<Record<string, number>>(
    `SELECT ${TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(", ")}`,
  );
  return row!;
}

beforeAll(async () => {
  worker = await startWorker({ vars: { RATE_LIMIT_MAX: "1000000", RATE_LIMIT_TOTAL_MAX: "1000000" } });
});
afterAll(() => worker?.dispose());

describe.each(forms)("the $name form without JavaScript", (form) => {
  it("answers a control, a line separator or a bidi control in any one-line field with 400 (the quote: a 303 to its step's page) and 'Ogiltiga tecken', and writes nothing", async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const field of form.oneLine) {
      const typed = [...attacks(form.fields[field]!), ...(/name|namn/i.test(field) ? NAMES : [])];
      for (const value of typed) {
        const result = await post(worker, form, { ...form.fields, [field]: value });
        if (!result.refused || !result.html.includes(INVALID)) failures.push(`${field} = ${JSON.stringify(value)} → ${result.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 180_000);
});

describe("a message with controls, without JavaScript", () => {
  it("is stored and mailed with LF line breaks and tabs and without the other controls or bidi controls", async () => {
    const before = await rowCounts();
    const response = await worker.fetch("/kontakt", {
      method: "POST",
      body: new URLSearchParams({
        ...contact,
        email: "meddelande@example.se",
        message: "Hej!\r\nBcc: x@example.com\u0000\u202e\tslut\u0085",
      }),
    });
    expect(response.status).toBe(302);
    const [row] = await worker.sql<{ id: string; notes: string }>(
      "SELECT id, notes FROM bookings WHERE customer_email = 'meddelande@example.se'",
    );
    expect(row!.notes).toBe("Hej!\nBcc: x@example.com\tslut");
    // The company's notification and the visitor's confirmation.
    expect(await rowCounts()).toMatchObject({ bookings: before.bookings! + 1, outbox: before.outbox! + 2 });

    const mails = await worker.sentEmails({ atLeast: 1 });
    const mail = mails.find((sent) => sent.to.join() !== "meddelande@example.se" && sent.text.includes("meddelande@example.se"))!;
    expect(mail.to).toEqual(["info@transist.se"]);
    expect(mail.text).toContain("Meddelande: Hej!\n    Bcc: x@example.com\tslut\n");
    expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });
});
