import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";
import { cookiePair, postQuoteStep } from "../support/quote-step-pages";
import { KEY_TERMS_LINK_TEXT, KEY_TERMS_TITLE, keyTerms } from "~/content/key-terms";
import { QUOTE_REFUSED_ANCHOR, QUOTE_STEP_HEADING_ANCHOR } from "~/forms/quote/form-id";
import { formBody, MOVING_DETAILS, QUOTE_CONTACT, validQuotePost, validQuoteStep } from "../support/valid-forms";

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("the quote wizard without JavaScript: every step a page of its own", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("answers step 1's post with 303 to /offert?steg=2 and the answers in a short-lived HttpOnly cookie for /offert", async () => {
    const result = await postQuoteStep(worker, validQuoteStep(1));
    expect(result.status).toBe(303);
    expect(result.location).toBe("/offert?steg=2#offert-formular-steg");
    const attributes = result.setCookie!.split(/;\s*/).slice(1).sort();
    expect(result.setCookie).toMatch(/^quoteAnswers=[A-Za-z0-9%_-]+;/);
    expect(attributes).toEqual(["HttpOnly", "Max-Age=3600", "Path=/offert", "SameSite=Lax"]);
    // The address and the cookie carry nothing readable of what was typed.
    expect(result.setCookie).not.toContain("flytthjälp");
    const html = decode(result.html);
    expect(html).toContain("Berätta mer om dina behov");
    expect(html).toContain("Gatuadress, postnummer och ort");
    expect(html).toContain('type="hidden" name="service_type" value="flytthjälp"');
    expect(html).toContain('name="step" value="2"');
  });

  it("shows the key terms and the link to the whole terms on the last step's page, not before", async () => {
    const second = await postQuoteStep(worker, validQuoteStep(1));
    // Rendered, not only sent: the loader's data carries the lines on every step.
    expect(second.html).not.toContain(`>${KEY_TERMS_TITLE}</p>`);
    const third = await postQuoteStep(worker, validQuoteStep(2));
    expect(third.location).toBe(`/offert?steg=3#${QUOTE_STEP_HEADING_ANCHOR}`);
    const html = decode(third.html);
    expect(html).toContain(`>${KEY_TERMS_TITLE}</p>`);
    for (const term of keyTerms) expect(html).toContain(`<li>${term}</li>`);
    expect(html).toContain(`href="/villkor#angerratt">${KEY_TERMS_LINK_TEXT}</a>`);
  });

  it("marks the cookie Secure over https", async () => {
    const response = await worker.fetch("https://localhost/offert", {
      method: "POST",
      body: formBody(validQuoteStep(1, { service: "städning" })),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")!.split(/;\s*/)).toContain("Secure");
  });

  it("never keeps a step's page, which holds the answers so far, in any cache: private, no-store, bypassing the edge cache", async () => {
    const first = await postQuoteStep(worker, validQuoteStep(2));
    expect(first.location).toBe("/offert?steg=3#offert-formular-steg");
    for (let round = 0; round < 2; round++) {
      const page = await worker.fetch("/offert?steg=3", { headers: { Cookie: cookiePair(first.setCookie) } });
      expect(await page.text()).toContain("Så vi kan skicka din offert");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("cdn-cache-control")).toBeNull();
      expect(page.headers.get("x-cache")).toBe("BYPASS");
    }
    // Someone else asking for the same address gets none of it.
    const stranger = await worker.fetch("/offert?steg=3");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe("/offert?steg=1#offert-formular-steg");
    await stranger.arrayBuffer();
  });

  it("answers a refused step with 303 to its own page, which shows the messages and what was typed", async () => {
    const result = await postQuoteStep(worker, { ...validQuoteStep(1), step: "2", from_address: "Storgatan 1" });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/offert?steg=2&fel=1#offert-formular-felsammanfattning");
    const html = decode(result.html);
    expect(html).toContain("Välj typ av flytt");
    expect(html).toContain("Till-adress är obligatoriskt");
    expect(html).not.toContain("Från-adress är obligatoriskt");
    expect(html).toContain('value="Storgatan 1"');
    // The same step's page without `fel` shows the answers without the messages.
    const plain = await worker.fetch("/offert?steg=2", { headers: { Cookie: cookiePair(result.setCookie) } });
    const plainHtml = decode(await plain.text());
    expect(plainHtml).toContain('value="Storgatan 1"');
    expect(plainHtml).not.toContain("Välj typ av flytt");
  });

  it("answers Tillbaka with 303 to the step before, every answer kept, and Nästa brings the contact answers back", async () => {
    const back = await postQuoteStep(worker, validQuotePost({ intent: "back" }));
    expect(back.status).toBe(303);
    expect(back.location).toBe("/offert?steg=2#offert-formular-steg");
    expect(decode(back.html)).toContain("Berätta mer om dina behov");
    expect(decode(back.html)).toContain(`value="${MOVING_DETAILS.from_address}"`);
    expect(decode(back.html)).toContain(`type="hidden" name="namn" value="${QUOTE_CONTACT.namn}"`);
  });

  it("keeps the later steps' answers when step 1 is posted again from the shared /offert (Back twice), and only what is posted counts", async () => {
    const third = await postQuoteStep(worker, validQuotePost({ intent: "back" }));
    const cookie = { Cookie: cookiePair(third.setCookie) };
    // Step 1's page carries no answers: its post has only the service.
    const again = await postQuoteStep(worker, validQuoteStep(1), cookie);
    expect(again.location).toBe(`/offert?steg=2#${QUOTE_STEP_HEADING_ANCHOR}`);
    const second = decode(again.html);
    expect(second).toContain(`value="${MOVING_DETAILS.to_address}"`);
    expect(second).toContain(`type="hidden" name="namn" value="${QUOTE_CONTACT.namn}"`);
    // The final check reads the post alone: contact answers only in the cookie send nothing.
    const bare = await worker.fetch("/offert", {
      method: "POST",
      body: formBody(validQuoteStep(2, { step: "3", intent: "submit" })),
      headers: { Cookie: cookiePair(again.setCookie) },
    });
    await bare.arrayBuffer();
    expect(bare.status).toBe(303);
    expect(bare.headers.get("location")).toBe(`/offert?steg=3&fel=1#${QUOTE_REFUSED_ANCHOR}`);
    expect((await worker.sql<{ n: number }>("SELECT count(*) AS n FROM quotes WHERE epost = ?", QUOTE_CONTACT.epost))[0]!.n).toBe(0);
  });

  it("sends the quote once from step 3's page and deletes the cookie with the redirect to /tack", async () => {
    const steps = await postQuoteStep(worker, validQuoteStep(2));
    const response = await worker.fetch("/offert", {
      method: "POST",
      body: formBody(validQuotePost()),
      headers: { Cookie: cookiePair(steps.setCookie) },
    });
    await response.arrayBuffer();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/tack#main");
    expect(response.headers.get("set-cookie")!.split(/;\s*/).sort()).toEqual([
      "HttpOnly",
      "Max-Age=0",
      "Path=/offert",
      "SameSite=Lax",
      "quoteAnswers=",
    ]);
    expect((await worker.sql<{ n: number }>("SELECT count(*) AS n FROM quotes WHERE epost = ?", QUOTE_CONTACT.epost))[0]!.n).toBe(1);
  });

  it("answers the wizard's own script (a data request) with the step as data, no redirect and no cookie", async () => {
    const response = await worker.fetch("/offert.data", {
      method: "POST",
      body: formBody(validQuoteStep(1)),
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(text).toContain("flytthjälp");
    expect(text).not.toContain("redirect");
  });

  it("answers with the page itself, as before, when the answers would not fit in a cookie", async () => {
    const long = "Å".repeat(2000);
    const result = await postQuoteStep(worker, validQuotePost({ message: long, intent: "back" }));
    expect(result.status).toBe(200);
    expect(result.setCookie).toBeNull();
    expect(decode(result.html)).toContain("Berätta mer om dina behov");
  });

  it("never writes the answers or the cookie into a log line", async () => {
    const marked = validQuoteStep(2, { from_address: "Loggfrigatan 77" });
    const result = await postQuoteStep(worker, marked);
    const value = cookiePair(result.setCookie).split("=")[1]!;
    const lines = worker.logs().join("\n");
    expect(lines).not.toContain("Loggfrigatan");
    expect(lines).not.toContain(value);
    expect(lines).not.toContain("steg=");
  });
});
