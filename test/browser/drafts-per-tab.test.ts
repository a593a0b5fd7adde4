import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { badNetworkContext, expectOneRow, formCases } from "../support/bad-network";
import { untilHydrated, untilShownAsTimePasses, useSite } from "../support/browser";

/** Each tab keeps its own draft of a form: typing in one never overwrites another's, and sending one never deletes it. */
const site = useSite();

const contact = formCases.find((form) => form.name === "the contact form on /kontakt")!;
const RESTORED = "Vi har fyllt i det du skrev förra gången";

/** Waits are polled on a timer: a clock the test installs holds the animation frames Playwright would wait on. */
const POLLED = { polling: 100 } as const;

async function tabAtContact(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/kontakt");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, POLLED);
  return page;
}

const message = (page: Page) => contact.scope(page).getByLabel("Meddelande");

/** Types a message and waits until it is kept as a draft. */
async function type(page: Page, text: string): Promise<void> {
  await message(page).fill(text);
  await page.waitForFunction((value) => localStorage.getItem("transist-draft:kontakt")?.includes(value) === true, text, POLLED);
}

describe("a draft per tab", () => {
  it("two tabs keep their own drafts through a reload, and sending one leaves the other's", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const first = await tabAtContact(context);
    await type(first, "Första fliken: packa köket.");
    const second = await tabAtContact(context);
    expect(await message(second).inputValue()).toBe("");
    await type(second, "Andra fliken: flytta pianot.");

    await first.reload();
    await untilHydrated(first);
    await first.getByText(RESTORED).waitFor();
    expect(await message(first).inputValue()).toBe("Första fliken: packa köket.");

    const email = `flikar-${Date.now()}@example.se`;
    await contact.fill(contact.scope(first), email);
    await contact.submit(contact.scope(first));
    await first.getByText("Vi har tagit emot ditt meddelande").waitFor({ timeout: 15_000 });
    await expectOneRow(site.worker, contact, email);

    // The second tab, discarded by the phone and loaded again, gets its own text back.
    await second.reload();
    await untilHydrated(second);
    await second.getByText(RESTORED).waitFor();
    expect(await message(second).inputValue()).toBe("Andra fliken: flytta pianot.");
    const kept = await second.evaluate(() => localStorage.getItem("transist-draft:kontakt") ?? "");
    expect(kept).not.toContain("Första fliken");
    await context.close();
  }, 90_000);

  it("a tab that closes leaves its draft to the next tab that opens the form, and only to one", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    const closing = await tabAtContact(context);
    await type(closing, "En flik som stängs.");
    await closing.close();
    const next = await tabAtContact(context);
    await next.getByText(RESTORED).waitFor();
    expect(await message(next).inputValue()).toBe("En flik som stängs.");
    const own = await next.evaluate(() => sessionStorage.getItem("transist-tab"));
    const owners = () => next.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("transist-draft:kontakt") ?? "{}").tabs ?? {}));
    expect(await owners()).toEqual([own]);
    const another = await tabAtContact(context);
    // The draft code has arrived (drafts exist, so every page loads it), and put nothing back.
    await another.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("draft-store")));
    await another.evaluate(() => new Promise(requestAnimationFrame));
    expect(await message(another).inputValue()).toBe("");
    expect(await another.getByText(RESTORED).count()).toBe(0);
    expect(await owners()).toEqual([own]);
    await context.close();
  }, 60_000);
});

describe("a tab that ends without a word (no pagehide: the system ended it)", () => {
  it("its draft stays its own while it lives, and once it has fallen silent is offered to the next tab's untouched form", async () => {
    const context = await badNetworkContext(site.browser, site.worker.url);
    // One clock for both tabs, moved by the test: the heartbeat and the wait are what is tested.
    await context.clock.install();
    const ending = await tabAtContact(context);
    await type(ending, "En flik som systemet avslutar.");
    const next = await tabAtContact(context);
    // Longer than the silence that frees a draft, in steps: the living tab keeps saying it is open.
    for (let step = 0; step < 8; step++) await context.clock.runFor(5_000);
    expect(await message(next).inputValue()).toBe("");
    expect(await next.getByText(RESTORED).count()).toBe(0);

    // The tab ends and its pagehide never reaches the page, as when a phone's system ends the browser.
    await ending.evaluate(() => window.addEventListener("pagehide", (event) => event.stopImmediatePropagation(), true));
    await ending.close();
    await untilShownAsTimePasses(next.getByText(RESTORED), () => context.clock.runFor(5_000), 20_000);
    expect(await message(next).inputValue()).toBe("En flik som systemet avslutar.");
    const own = await next.evaluate(() => sessionStorage.getItem("transist-tab"));
    const owners = await next.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("transist-draft:kontakt") ?? "{}").tabs ?? {}));
    expect(owners).toEqual([own]);
    await context.close();
  }, 60_000);
});
