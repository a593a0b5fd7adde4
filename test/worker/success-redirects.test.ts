import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";
import {
  formBody,
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
  validQuotePost,
  type Answers,
} from "../support/valid-forms";

/**
 * A browser keeps the fragment of the address a form posted to (`/offert#offertformular`) across
 * a redirect whose Location has none. So every success names a fragment of its own: an element of
 * the page it lands on, never the anchor of the form that was sent.
 */
const cases: Array<{ form: string; action: string; fields: Answers; lands: string }> = [
  { form: "quote wizard", action: "/offert#offertformular", fields: validQuotePost({ epost: "r1@example.se" }), lands: "/tack#main" },
  {
    form: "booking page",
    action: "/boka#bokning",
    fields: validBooking({ customer_email: "r2@example.se", returnTo: "/boka" }),
    lands: "/boka?skickat=boka#bokning",
  },
  {
    form: "booking dialog",
    action: "/boka#bokning",
    fields: validBooking({ customer_email: "r3@example.se", returnTo: "/tjanster?dialog=boka" }),
    lands: "/tjanster?dialog=boka&skickat=boka#dialog-tack",
  },
  {
    form: "quick contact dialog",
    action: "/snabbkontakt",
    fields: validQuickContact({ customerEmail: "r4@example.se", returnTo: "/om-oss?dialog=snabbkontakt" }),
    lands: "/om-oss?dialog=snabbkontakt&skickat=snabbkontakt#dialog-tack",
  },
  {
    form: "newsletter dialog",
    action: "/nyhetsbrev",
    fields: validNewsletter({ email: "r5@example.se", returnTo: "/?dialog=nyhetsbrev" }),
    lands: "/?dialog=nyhetsbrev&skickat=nyhetsbrev-discount#dialog-tack",
  },
  {
    form: "home contact form",
    action: "/?index#kontaktformular",
    fields: validContact({ email: "r6@example.se" }),
    lands: "/?skickat=home#kontaktformular",
  },
  {
    form: "Kontakt form",
    action: "/kontakt#kontaktformular",
    fields: validContact({ email: "r7@example.se" }),
    lands: "/kontakt?skickat=kontakt#kontaktformular",
  },
  {
    form: "job application",
    action: "/jobba-hos-oss#ansokan",
    fields: validJobApplication({ email: "r8@example.se" }),
    lands: "/jobba-hos-oss?skickat=jobb#ansokan",
  },
];

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe("a form's success redirect carries a fragment of its own", () => {
  it.each(cases)("$form: posted to $action, lands on $lands", async ({ action, fields, lands }) => {
    // The fragment never reaches the server: it is what the browser would carry over.
    const response = await worker.fetch(action.split("#")[0]!, {
      method: "POST",
      body: formBody(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe(lands);
    const fragment = new URL(location, "https://www.transist.se").hash.slice(1);
    const page = await (await worker.fetch(location)).text();
    expect(page, `an element with id="${fragment}" on ${location}`).toContain(`id="${fragment}"`);
  });
});
