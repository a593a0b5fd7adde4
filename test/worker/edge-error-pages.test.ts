import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, telHref } from "~/shared/company";
import { EDGE_ERROR_PAGES, edgeErrorPage, edgeErrorPageFile } from "../../scripts/ops/edge-error-pages";
import { startWorker, type TestWorker } from "../../harness/worker";
import { htmlErrors } from "../support/html-validity";
import { lynx } from "../support/text-browser";

const root = resolve(import.meta.dirname, "../..");
const committed = (page: (typeof EDGE_ERROR_PAGES)[number]) => readFileSync(resolve(root, edgeErrorPageFile(page)), "utf8");

/** A page the edge serves on a bad connection: a few kilobytes, well under Cloudflare's 1.5 MB for an asset. */
const MAX_BYTES = 4 * 1024;

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe.each(EDGE_ERROR_PAGES)("the edge's error page for $kind errors ($path)", (page) => {
  const html = committed(page);

  it("is the page edge-error-pages.ts writes from company.ts (after a change: npm run edge-pages)", () => {
    expect(html).toBe(edgeErrorPage(page));
  });

  it("carries the token Cloudflare requires for these errors, once, and the phone number and e-mail from company.ts", () => {
    expect(html.split(page.token)).toHaveLength(2);
    expect(html).toContain(`href="${telHref}"`);
    expect(html).toContain(`>${company.phoneDisplay}</a>`);
    expect(html).toContain(`mailto:${company.email}`);
  });

  it("is self-contained and in Swedish: lang sv, no script, no style element, nothing to fetch", () => {
    expect(html).toMatch(/<html lang="sv">/);
    expect(html).not.toMatch(/<script|<style|<link|<img|<iframe|@import|url\(/i);
    // Every link leaves the page for a call or a mail; nothing is loaded from anywhere.
    expect([...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1]!.split(":")[0])).toEqual(["tel", "mailto"]);
  });

  it(`weighs under ${MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(html)).toBeLessThan(MAX_BYTES);
  });

  it("reads in a text browser: what happened, that nothing typed has been sent and Back keeps it, and the number", () => {
    const text = lynx(html)
      .map((line) => line.trim())
      .join(" ")
      .replace(/\s+/g, " ");
    expect(text).toContain("Sidan kunde inte visas just nu");
    expect(text).toContain("Något gick fel på vägen mellan dig och vår webbplats");
    expect(text).toContain("Har du fyllt i ett formulär är det inte skickat än.");
    expect(text).toContain("Gå tillbaka med webbläsarens Tillbaka-knapp, så finns det du skrev kvar.");
    expect(text).toContain(`Ring oss på ${company.phoneDisplay}`);
  });

  it("is served by the site at its address, where Cloudflare fetches the asset from", async () => {
    const response = await worker.fetch(page.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toBe(html);
  });
});

describe("the edge's error pages' HTML", () => {
  it("is valid (Nu Html Checker)", async () => {
    const files = EDGE_ERROR_PAGES.map((page) => resolve(root, edgeErrorPageFile(page)));
    expect(await htmlErrors(files)).toEqual([]);
  }, 60_000);
});
