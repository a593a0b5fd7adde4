import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { button, css, field, link, openEngine, type EngineName, type EnginePage } from "../support/engines";
import { startFront, type Front } from "../support/front";
import { pageRoutes } from "../support/site-routes";
import { startWorker, type TestWorker } from "../../harness/worker";
import { MOVING_DETAILS, QUOTE_CONTACT, validContact, validJobApplication } from "../support/valid-forms";

/**
 * The paths to a lead in WebKit (Safari's engine) and Firefox, with JavaScript on and
 * off, as test/browser/ does in Chromium. The worker runs with real D1 and R2 behind a local
 * front (test/support/front.ts) that collects CSP reports; the cookie choice is made over the
 * front's https, as visitors make it. The browsers are driven through test/support/engines.ts.
 *
 * One test file per engine (lead-path.<engine>.test.ts), each with its own worker, so that the
 * engines can be scheduled apart (decision 0030).
 */

const site = {} as { worker: TestWorker; http: Front; https: Front; dir: string; cv: string };

export function leadPath(engine: EngineName): void {
  beforeAll(async () => {
    site.worker = await startWorker({ port: 0, seed: true });
    site.http = await startFront(site.worker.url, { tls: false });
    site.https = await startFront(site.worker.url, { tls: true });
    site.dir = mkdtempSync(join(tmpdir(), "transist-engines-"));
    site.cv = join(site.dir, "cv.pdf");
    const pdf = Buffer.alloc(4096);
    pdf.write("%PDF-1.7\n");
    writeFileSync(site.cv, pdf);
  });

  afterAll(async () => {
    await site.http?.close();
    await site.https?.close();
    await site.worker?.dispose();
    if (site.dir) rmSync(site.dir, { recursive: true, force: true });
  });

  describe.each(["on", "off"] as const)(`${engine}, JavaScript %s`, (js) => suite(engine, js));
}

const screenshots = resolve(import.meta.dirname, "../../test-results/engines");

async function count(table: "quotes" | "bookings" | "job_applications"): Promise<number> {
  const [row] = await site.worker.sql<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return row!.n;
}

async function rows(sql: string, ...params: unknown[]) {
  return site.worker.sql(sql, ...params);
}

/** The texts of the errors tied to a field (its aria-describedby), read in the page. */
function fieldErrors(name: string): string[] {
  const control = document.querySelector<HTMLElement>(`[name="${name}"]:not([type=hidden])`);
  const ids = control?.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent?.trim() ?? "");
}

/** Where a field sits in the window, next to the sticky header, once any smooth scroll has ended. */
async function settledPosition(page: EnginePage, name: string) {
  const measure = () =>
    page.evaluate((fieldName: string) => {
      const control = document.querySelector<HTMLElement>(`[name="${fieldName}"]:not([type=hidden])`)!;
      const rect = control.getBoundingClientRect();
      return {
        scrollY: Math.round(window.scrollY),
        top: Math.round(rect.top),
        bottom: Math.round(rect.bottom),
        headerBottom: Math.round(document.querySelector("header")!.getBoundingClientRect().bottom),
        windowHeight: window.innerHeight,
        focused: document.activeElement === control,
      };
    }, name);
  type Position = Awaited<ReturnType<typeof measure>>;
  const inPlace = (at: Position) => at.focused && at.top >= at.headerBottom && at.bottom <= at.windowHeight;
  // A smooth scroll can rest a few hundred milliseconds on its way (WebKit on a busy machine), and
  // WebKit first scrolls a focused field under the header by itself, before the form's own scroll,
  // which a timer starts and a busy machine can delay by more than a second. Settled means a whole
  // second without moving where the test wants the field; a field that never gets there (or does
  // not stay) is judged where it is after 20 s.
  const deadline = Date.now() + 20_000;
  let last = await measure();
  let still = 0;
  while (Date.now() < deadline && !(still >= 5 && inPlace(last))) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await measure();
    still = now.scrollY === last.scrollY && now.top === last.top ? still + 1 : 0;
    last = now;
  }
  return last;
}

const bannerShown = () => document.getElementById("cookie-banner-title") !== null;

function suite(engine: EngineName, js: "on" | "off") {
  const javascript = js === "on";
  const name = `${engine}-js-${js}`;
  const url = (path: string) => `${site.http.url}${path}`;
  let page: EnginePage;

  beforeAll(async () => {
    page = await openEngine(engine, { javascript, width: 390, fronts: [site.http, site.https] });
  });
  afterAll(async () => {
    await page?.close();
  });
  beforeEach(async ({ task, onTestFailed }) => {
    // Each test starts as a new visitor: no draft kept from the test before.
    if (javascript) {
      await page.goto(url("/om-oss"));
      await page.evaluate(() => localStorage.clear());
    }
    onTestFailed(async () => {
      mkdirSync(screenshots, { recursive: true });
      await page.screenshot(join(screenshots, `${name} ${task.name}.png`.replace(/[^\w.-]+/g, "_"))).catch(() => {});
    });
  });
  afterEach(async () => {
    expect(await page.consoleErrors(), "console errors, page errors and CSP violations").toEqual([]);
  });

  /** Step 1 and the start of step 2: the service, the move type and the from address. */
  async function startMoving() {
    await page.goto(url("/offert"));
    await page.check(field("Flytthjälp"));
    await page.click(button("Nästa"));
    await page.waitFor(field("Från adress"));
    await page.check(field("Lägenhet"));
    await page.fill(field("Från adress"), MOVING_DETAILS.from_address);
  }

  /** Steps 1 and 2 of a flytthjälp request. */
  async function movingSteps() {
    await startMoving();
    await page.fill(field("Till adress"), MOVING_DETAILS.to_address);
    await page.check(field("Piano eller flygel"));
    await page.click(button("Nästa"));
    await page.waitFor(field("Namn"));
  }

  async function fillContact(email: string) {
    await page.fill(field("Namn"), QUOTE_CONTACT.namn);
    await page.fill(field("E-post"), email);
    await page.fill(field("Telefon"), QUOTE_CONTACT.telefon);
  }

  it("requests a flytthjälp quote on /offert in three steps, lands on /tack and stores exactly one quote", async () => {
    const email = `${name}-flytt@example.se`;
    const before = await count("quotes");
    await movingSteps();
    await fillContact(email);
    await page.click(button("Skicka offertförfrågan"));
    await page.waitForURL(/^\/tack#main$/);
    expect(await count("quotes")).toBe(before + 1);
    expect(
      await rows("SELECT service_type, move_type, has_piano, telefon, from_address, to_address FROM quotes WHERE epost = ?", email),
    ).toEqual([
      {
        service_type: "flytthjälp",
        move_type: "lägenhet",
        has_piano: 1,
        telefon: "+46701234567",
        from_address: MOVING_DETAILS.from_address,
        to_address: MOVING_DETAILS.to_address,
      },
    ]);
  });

  it("keeps every answer when the visitor goes Back a step and forward again", async () => {
    await movingSteps();
    await fillContact(`${name}-tillbaka@example.se`);
    await page.click(button("Tillbaka"));
    await page.waitFor(field("Från adress"));
    expect(await page.value(field("Från adress"))).toBe(MOVING_DETAILS.from_address);
    expect(await page.value(field("Till adress"))).toBe(MOVING_DETAILS.to_address);
    expect(await page.isChecked(field("Lägenhet"))).toBe(true);
    expect(await page.isChecked(field("Piano eller flygel"))).toBe(true);
    await page.click(button("Nästa"));
    await page.waitFor(field("Namn"));
    expect(await page.value(field("Namn"))).toBe(QUOTE_CONTACT.namn);
    expect(await page.value(field("E-post"))).toBe(`${name}-tillbaka@example.se`);
  });

  it("shows the Swedish error at an invalid field and brings the field into view below the sticky header", async () => {
    await startMoving();
    // Without JavaScript step 2 keeps what an earlier, unsent walk through the steps left in the
    // answers cookie (the test before this one leaves one): the field is emptied, as a visitor would.
    await page.fill(field("Till adress"), "");
    await page.click(button("Nästa"));
    await page.waitFor(() => document.body.innerText.includes("Till-adress är obligatoriskt"));
    expect(await page.evaluate(fieldErrors, "to_address")).toEqual(["Till-adress är obligatoriskt"]);
    // With JavaScript and without, the answer lands on the error summary (focus, or the page's
    // fragment), and the summary's link takes the visitor to the field.
    await page.click(link("Till-adress är obligatoriskt"));
    const position = await settledPosition(page, "to_address");
    expect(position.focused, "focus is on the field").toBe(true);
    expect(position.top, `the field's top (${JSON.stringify(position)}) is below the sticky header`).toBeGreaterThanOrEqual(
      position.headerBottom,
    );
    expect(position.bottom, "the field ends inside the window").toBeLessThanOrEqual(position.windowHeight);
  });

  it("sends the contact form on /kontakt and stores exactly one booking", async () => {
    const email = `${name}-kontakt@example.se`;
    const before = await count("bookings");
    const form = "#kontaktformular";
    const contact = validContact({ email, service: "packning" });
    await page.goto(url("/kontakt"));
    await page.fill(field("Namn", form), contact.name);
    await page.fill(field("E-post", form), contact.email);
    await page.fill(field("Telefon", form), contact.phone);
    await page.selectOption(field("Tjänst", form), contact.service);
    await page.fill(field("Meddelande", form), contact.message);
    await page.click(button("Skicka meddelande", form));
    await page.waitFor(() => document.body.innerText.includes("Vi har tagit emot ditt meddelande och återkommer inom kort."));
    expect(await count("bookings")).toBe(before + 1);
    expect(await rows("SELECT source, service, status, customer_phone FROM bookings WHERE customer_email = ?", email)).toEqual([
      { source: "kontakt", service: "packning", status: "pending", customer_phone: "+46701234567" },
    ]);
  });

  /** The dialog's steps 2 and 3 and the send; step 1 is done by the caller. */
  async function completeQuoteDialog(email: string) {
    await page.waitFor(field("Från adress"));
    await page.check(field("Hus"));
    await page.fill(field("Från adress"), MOVING_DETAILS.from_address);
    await page.fill(field("Till adress"), MOVING_DETAILS.to_address);
    await page.click(button("Nästa"));
    await page.waitFor(field("Namn"));
    await fillContact(email);
    await page.click(button("Skicka offertförfrågan"));
    await page.waitForURL(/^\/tack#main$/);
  }

  const isModal = () => document.querySelector("dialog")?.matches(":modal") === true;
  const noDialog = () => document.querySelector("dialog") === null;

  it.runIf(javascript)(
    "opens the home page's quote dialog from 'Få prisförslag' as a modal; Escape and the close button close it; completing it stores one quote",
    async () => {
      const email = `${name}-dialog@example.se`;
      const before = await count("quotes");
      await page.goto(url("/"));
      await page.click(button("Få prisförslag"));
      await page.waitFor(isModal);
      expect(await page.url()).toBe(url("/?dialog=offert"));

      await page.press("Escape");
      await page.waitFor(noDialog);
      expect(await page.url()).toBe(url("/"));

      await page.click(button("Få prisförslag"));
      await page.waitFor(isModal);
      await page.click(button("Stäng offertförfrågan", "dialog"));
      await page.waitFor(noDialog);
      expect(await page.url()).toBe(url("/"));

      await page.click(button("Få prisförslag"));
      await page.waitFor(isModal);
      await page.check(field("Flytthjälp", "dialog"));
      await page.click(button("Nästa", "dialog"));
      // The steps advance inside the dialog.
      await page.waitFor(field("Från adress", "dialog"));
      expect(await page.evaluate(isModal)).toBe(true);
      await completeQuoteDialog(email);
      expect(await count("quotes")).toBe(before + 1);
      expect(await rows("SELECT move_type, telefon FROM quotes WHERE epost = ?", email)).toEqual([
        { move_type: "hus", telefon: "+46701234567" },
      ]);
    },
  );

  it.runIf(!javascript)("renders the quote dialog at /?dialog=offert and completes it (on /offert) with one new quote", async () => {
    const email = `${name}-dialog@example.se`;
    const before = await count("quotes");
    await page.goto(url("/?dialog=offert"));
    expect(await page.exists(css("dialog[open]"))).toBe(true);
    expect(await page.text(css("#offert-dialog-rubrik"))).toBe("Få prisförslag");
    await page.check(field("Flytthjälp", "dialog[open]"));
    await page.click(button("Nästa", "dialog[open]"));
    // Without JavaScript each step is a page of its own: step 2's is /offert?steg=2.
    await page.waitForURL(/^\/offert(\?steg=2)?(#offert-formular-steg)?$/);
    await completeQuoteDialog(email);
    expect(await count("quotes")).toBe(before + 1);
    expect(await rows("SELECT move_type, telefon FROM quotes WHERE epost = ?", email)).toEqual([
      { move_type: "hus", telefon: "+46701234567" },
    ]);
  });

  for (const scheme of ["https", "http"] as const) {
    // Over http too, as under npm start: a cookie set with Secure there is refused by WebKit.
    it(`keeps the cookie banner away after 'Acceptera alla', also after a reload, over ${scheme}`, async () => {
      const front = scheme === "https" ? site.https : site.http;
      // A new visitor: a clean cookie jar and HTTP cache (the other scheme's choice is not kept).
      const fresh = await page.newVisitor([front]);
      try {
        const at = (path: string) => `${front.url}${path}`;
        await fresh.goto(at("/kontakt"));
        expect(await fresh.evaluate(bannerShown)).toBe(true);
        await fresh.goto(at("/om-oss"));
        await fresh.click(button("Acceptera alla"));
        await fresh.waitFor(() => document.getElementById("cookie-banner-title") === null);
        expect(await fresh.url()).toBe(at("/om-oss"));
        await fresh.reload();
        expect(await fresh.evaluate(bannerShown), "banner after a reload").toBe(false);
        await fresh.goto(at("/kontakt"));
        expect(await fresh.evaluate(bannerShown), "banner on a page seen before the choice").toBe(false);
        expect(await fresh.consoleErrors()).toEqual([]);
      } finally {
        await fresh.close();
      }
    });
  }

  it("sends a job application with a small PDF: one row in job_applications and the CV in R2", async () => {
    const email = `${name}-jobb@example.se`;
    const before = await count("job_applications");
    await page.goto(url("/jobba-hos-oss"));
    const application = validJobApplication({ email, position: "Städare" });
    await page.fill(field("Namn"), application.name);
    await page.fill(field("E-post"), application.email);
    await page.fill(field("Telefon"), application.phone);
    await page.selectOption(field("Tjänst du söker"), application.position);
    await page.setFile(field("CV (valfritt, PDF, högst 5 MB)"), site.cv);
    await page.click(button("Skicka ansökan"));
    await page.waitFor(() => document.body.innerText.includes("Tack för din ansökan!"));
    expect(await count("job_applications")).toBe(before + 1);
    const [row] = await site.worker.sql<{ position: string; cv_key: string; cv_size: number }>(
      "SELECT position, cv_key, cv_size FROM job_applications WHERE email = ?",
      email,
    );
    expect(row).toMatchObject({ position: "Städare", cv_size: 4096 });
    const stored = await site.worker.bucket.head(row!.cv_key);
    expect(stored?.size).toBe(4096);
  });

  it("fits every page into 390 px: nothing reaches past the right edge", async () => {
    const overflowing: string[] = [];
    for (const path of pageRoutes) {
      await page.goto(url(path));
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        innerWidth: window.innerWidth,
      }));
      expect(size.innerWidth, "the window is 390 CSS px wide").toBe(390);
      if (size.scrollWidth > 390 || size.scrollWidth > size.clientWidth) overflowing.push(`${path}: ${JSON.stringify(size)}`);
    }
    expect(overflowing).toEqual([]);
  });

  it("notices a console error, a page error and a CSP violation when a page has them", async () => {
    await page.goto(url("/om-oss"));
    await page.evaluate((withScript: boolean) => {
      // A picture from another host: the site's CSP (img-src 'self' data:) refuses it.
      const image = document.createElement("img");
      image.src = "https://192.0.2.1/spion.png";
      document.body.appendChild(image);
      if (withScript) {
        console.error("testfel i konsolen", new Error("felobjektets text"));
        setTimeout(() => {
          throw new Error("testfel på sidan");
        }, 0);
      }
    }, javascript);
    const seen = (await page.consoleErrors()).join("\n");
    expect(seen).toContain("img-src");
    if (javascript) {
      expect(seen).toContain("testfel i konsolen Error: felobjektets text");
      expect(seen).toContain("testfel på sidan");
    }
  });
}
