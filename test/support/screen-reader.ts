import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The virtual screen reader (@guidepup/virtual-screen-reader) inside the real page: its browser
 * bundle, read from node_modules (no download), with its ES export turned into a global so that a
 * plain script can carry it. It follows focus and live regions as a reader does, and logs what it
 * would say.
 */
const bundle = (() => {
  // The package's exports name no browser bundle: found beside its package.json.
  const manifest = createRequire(import.meta.url).resolve("@guidepup/virtual-screen-reader/package.json");
  const file = join(dirname(manifest), "lib/esm/index.browser.js");
  const source = readFileSync(file, "utf8");
  const exported = /export\{([\w$]+) as Virtual,([\w$]+) as virtual\};?/;
  const match = exported.exec(source);
  if (!match) throw new Error("The virtual screen reader's bundle no longer ends with the export this test expects.");
  return source.replace(exported, `window.__screenReader={Virtual:${match[1]},virtual:${match[2]}};`);
})();

declare global {
  interface Window {
    __screenReader?: {
      virtual: { start(options: { container: Element }): Promise<void>; spokenPhraseLog(): Promise<string[]>; stop(): Promise<void> };
    };
  }
}

/** Starts the reader on the page as it is now (with JavaScript: it then follows focus and live regions). */
export async function startScreenReader(page: Page): Promise<void> {
  if (!(await page.evaluate(() => Boolean(window.__screenReader)))) await page.evaluate(bundle);
  await page.evaluate(() => window.__screenReader!.virtual.start({ container: document.body }));
}

export async function spokenLog(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__screenReader!.virtual.spokenPhraseLog());
}

/**
 * Waits until the reader has said each of `expected`, in this order (other phrases between them
 * are allowed), and returns the log.
 */
export async function expectSpokenInOrder(page: Page, expected: ReadonlyArray<string | RegExp>): Promise<string[]> {
  let log: string[] = [];
  await expect
    .poll(
      async () => {
        log = await spokenLog(page);
        return missingFrom(log, expected);
      },
      { timeout: 10_000 },
    )
    .toBeNull();
  return log;
}

/** The first of `expected` not said after the ones before it, or null when all were. */
function missingFrom(log: readonly string[], expected: ReadonlyArray<string | RegExp>): string | null {
  let at = 0;
  for (const phrase of expected) {
    const found = log.findIndex((said, index) => index >= at && (typeof phrase === "string" ? said.includes(phrase) : phrase.test(said)));
    if (found === -1) return String(phrase);
    at = found + 1;
  }
  return null;
}
