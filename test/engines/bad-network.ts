import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { button, field, openEngine, type EngineName, type EnginePage } from "../support/engines";
import { startFront, type Front } from "../support/front";
import { startLieFiProxy } from "../support/lie-fi-proxy";
import { startWorker, type TestWorker } from "../../harness/worker";
import { validContact } from "../support/valid-forms";

/**
 * The form kit on a bad network in WebKit and Firefox, with JavaScript on, as test/browser/ checks
 * it in Chromium: the network is a proxy between the engine and the site that answers with an
 * error page of the network's edge or loses the site's answer. The form keeps every answer, says
 * so in Swedish, sends again by itself and ends with exactly one row.
 *
 * Called from each engine's test file after its lead path, so that the two engine files share
 * the end of the run evenly instead of leaving a third file to run alone.
 */
export function badNetwork(engine: EngineName): void {
  describe(`${engine}, JavaScript on, on a bad network`, () => {
    const site = {} as { worker: TestWorker; proxy: Awaited<ReturnType<typeof startLieFiProxy>>; front: Front };
    let page: EnginePage;

    beforeAll(async () => {
      site.worker = await startWorker({ port: 0, seed: true });
      // The engine → the bad network → the front (which collects CSP reports) → the site.
      site.front = await startFront(site.worker.url, { tls: false });
      site.proxy = await startLieFiProxy(site.front.url);
      page = await openEngine(engine, { javascript: true, width: 390, fronts: [site.front] });
    });

    afterAll(async () => {
      await page?.close();
      await site.front?.close();
      await site.proxy?.close();
      await site.worker?.dispose();
    });

    async function fillContact(email: string) {
      await page.goto(`${site.proxy.url}/kontakt`);
      await page.evaluate(() => localStorage.clear());
      await page.waitFor(() => document.documentElement.dataset.hydrated === "true");
      const contact = validContact({ email });
      await page.fill(field("Namn", FORM), contact.name);
      await page.fill(field("E-post", FORM), contact.email);
      await page.fill(field("Telefon", FORM), contact.phone);
      await page.selectOption(field("Tjänst", FORM), contact.service);
      await page.fill(field("Meddelande", FORM), contact.message);
    }

    const rows = async (email: string) =>
      (await site.worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM bookings WHERE customer_email = ?", email))[0]!.n;

    it("an error page from the edge: the answers stay, a Swedish message, sent again by itself to one row", async () => {
      const email = `${engine}-503@example.se`;
      await fillContact(email);
      site.proxy.answer(isContactPost, 503, EDGE_503, { "Content-Type": "text/html", "Retry-After": "2" }, 1);
      await page.click(button("Skicka meddelande", FORM));
      await page.waitFor(() => document.querySelector('[data-network="unavailable"]') !== null);
      expect(await page.value(field("E-post", FORM))).toBe(email);
      expect(await page.evaluate(() => document.body.innerText.includes("Worker exceeded"))).toBe(false);
      await page.waitFor(() => document.body.innerText.includes("Vi har tagit emot ditt meddelande"), { timeout: 20_000 });
      expect(await rows(email)).toBe(1);
      site.proxy.heal();
    }, 60_000);

    it("an answer lost after the site got the post: it says it cannot tell, sends again by itself, one row", async () => {
      const email = `${engine}-tappat@example.se`;
      await fillContact(email);
      site.proxy.drop(isContactPost, 1);
      await page.click(button("Skicka meddelande", FORM));
      // Firefox sends a post again by itself when a reused connection drops before any answer: then
      // the thank-you comes at once; otherwise the form says what it knows.
      await page.waitFor(
        () =>
          document.querySelector("[data-network]")?.textContent?.includes("vet inte om det du skickade kom fram") === true ||
          document.body.innerText.includes("Vi har tagit emot ditt meddelande"),
      );
      expect(await page.evaluate(() => document.body.innerText.includes("Inget har skickats än"))).toBe(false);
      expect(await rows(email)).toBe(1);
      await page.waitFor(() => document.body.innerText.includes("Vi har tagit emot ditt meddelande"), { timeout: 20_000 });
      expect(await rows(email)).toBe(1);
      site.proxy.heal();
    }, 60_000);
  });
}

const FORM = "#kontaktformular";
const isContactPost = (path: string, method: string) => method === "POST" && path.startsWith("/kontakt");
const EDGE_503 = "<!DOCTYPE html><html><body><h1>Worker exceeded resource limits</h1></body></html>";
