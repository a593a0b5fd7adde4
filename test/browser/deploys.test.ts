import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUILD_B_MARK, buildB, copyBuildA, removeBuild } from "../support/builds";
import { launchBrowser, newContext, untilHydrated } from "../support/browser";
import { startWorker, type TestWorker } from "../../harness/worker";
import { fillForm, validContact } from "../support/valid-forms";

/**
 * A deploy while a visitor has a page open, with JavaScript on: the page came from build A, and
 * between two clicks the same server (same port, D1, R2 and edge cache) starts serving build B,
 * whose client files all differ. Build A's files are gone, as after a deploy of Workers static assets.
 */

let worker: TestWorker;
let browser: Browser;
let dirA: string;
let dirB: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dirA = copyBuildA();
  dirB = await buildB();
  worker = await startWorker({ port: 0, buildDirectory: dirA });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
  removeBuild(dirA);
});

beforeEach(async () => {
  await worker.reconfigure({ buildDirectory: dirA });
  context = await newContext(browser, { javaScript: true, baseURL: worker.url });
  page = await context.newPage();
});
afterEach(() => context?.close());

/** The build whose client code runs in the page: the manifest its document loaded. */
const documentBuild = () => page.evaluate(() => (window as unknown as { __remixManifest: { version: string } }).__remixManifest.version);
/** Set by build B's client code only. */
const buildMark = () => page.evaluate(() => document.documentElement.dataset.testBuild ?? null);

async function deploy(): Promise<{ idA: string; idB: string }> {
  const idA = (await worker.fetch("/", { method: "HEAD" })).headers.get("x-build-id")!;
  await worker.reconfigure({ buildDirectory: dirB });
  const idB = (await worker.fetch("/", { method: "HEAD" })).headers.get("x-build-id")!;
  expect(idB).not.toBe(idA);
  return { idA, idB };
}

describe("a deploy while a visitor has the site open", () => {
  it("a contact form filled in under build A and sent after the deploy is taken by build B: thanks, every answer stored, one row", async () => {
    const email = "driftsattning@example.se";
    await page.goto("/kontakt");
    await untilHydrated(page);
    const form = page.locator("#kontaktformular");
    const contact = validContact({ email });
    await fillForm(form, contact);
    const { idA, idB } = await deploy();
    expect(await documentBuild()).toBe(idA);

    const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/kontakt.data"));
    await page.getByRole("button", { name: "Skicka meddelande" }).click();
    expect((await answer).headers()["x-build-id"]).toBe(idB);
    await page.waitForURL("**/kontakt?skickat=kontakt#kontaktformular");
    await page.getByText("Vi har tagit emot ditt meddelande och återkommer inom kort.").waitFor();

    const rows = await worker.sql(
      "SELECT customer_name, customer_phone, service, notes, source FROM bookings WHERE customer_email = ?",
      email,
    );
    expect(rows).toEqual([
      {
        customer_name: contact.name,
        customer_phone: "+46701234567",
        service: contact.service,
        notes: contact.message,
        source: "kontakt",
      },
    ]);
    // The post and the thank-you's data were build B's answers; the page's own code is still build
    // A's until the document is next loaded (Remix had the route's code and needed nothing else).
    // It keeps working: the form comes back for another message.
    expect(await documentBuild()).toBe(idA);
    await page.getByRole("link", { name: "Skicka ett nytt meddelande" }).click();
    await form.getByLabel("Namn").waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await worker.sql("SELECT id FROM bookings WHERE customer_email = ?", email)).toHaveLength(1);
  });

  it("the first link followed after the deploy lands where it leads, on a working page of build B", async () => {
    await page.goto("/kontakt");
    await untilHydrated(page);
    const { idB } = await deploy();
    await page.getByRole("navigation").first().getByRole("link", { name: "Om oss" }).first().click();
    await page.waitForURL("**/om-oss");
    await untilHydrated(page);
    expect(await documentBuild()).toBe(idB);
    expect(await buildMark()).toBe(BUILD_B_MARK);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBeTruthy();
    // Build B's client now runs the site: the next link is an ordinary client-side navigation.
    await page.getByRole("navigation").first().getByRole("link", { name: "Kontakt" }).first().click();
    await page.waitForURL("**/kontakt");
    await page.locator("#kontaktformular").getByLabel("Namn").waitFor();
    expect(await buildMark()).toBe(BUILD_B_MARK);
    expect(await documentBuild()).toBe(idB);
  });

  it("in a page of the current build a missing route module fails like any missing file: no reload", async () => {
    await page.goto("/kontakt");
    await untilHydrated(page);
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    // A string: vitest would rewrite an import() written in the test's own code.
    const failure = await page.evaluate<string>(
      `import("/build/routes/finns-inte-AAAAAAAA.js").then(() => "loaded", (error) => String(error))`,
    );
    expect(failure).toContain("Route module missing from this build");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(navigations).toBe(0);
    expect(page.url()).toMatch(/\/kontakt$/);
  });
});
