import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { badNetworkContext, expectOneRow, formCases } from "../support/bad-network";
import { untilHydrated, useSite } from "../support/browser";

/** Each tab keeps its own draft of a form: typing in one never overwrites another's, and sending one never deletes it. */
const site = useSite();

const contact = formCases.find((form) => form.name === "the contact form on /kontakt")!;
const RESTORED = "Vi har fyllt i det du skrev förra gången";

async function tabAtContact(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/kontakt");
  await untilHydrated(page);
  return page;
}

const message = (page: Page) => contact.scope(page).getByLabel("Meddelande");

/** Types a message and waits until it is kept as a draft. */
async function type(page: Page, text: string): Promise<void> {
  await message(page).fill(text);
  await page.waitForFunction((value) => localStorage.getItem("transist-draft:kontakt")?.includes(value) === true, text);
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
