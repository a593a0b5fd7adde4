import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountSteps } from "~/content/home";
import { termsSections, type LegalSection } from "~/content/legal";
import { privacyPageContent } from "~/server/privacy/privacy-policy.server";
import { startWorker, type TestWorker } from "../../harness/worker";
import { lynx } from "../support/text-browser";

/** Two list numbers in a row ("1. 1. Avtalet"), or a number repeated after its marker ("1. 1Tjänst"). */
const DOUBLE_NUMBER = /(^|\s)(?:\d+\.\s+\d+\.\s|(\d+)\.\s+\2(?!\d))/;

/** The numbers in front of `text` on a line: "* 1. Avtalet" → ["1"]. */
function numbersBefore(line: string, text: string): string[] {
  const prefix = line.slice(0, line.indexOf(text));
  return [...prefix.matchAll(/(\d+)\./g)].map((match) => match[1]!);
}

const pages = ["/integritetspolicy", "/villkor", "/landingpage", "/offert", "/tjanster/flyttstadning"];

let worker: TestWorker;
const dumps = new Map<string, string[]>();
beforeAll(async () => {
  worker = await startWorker();
  for (const path of pages) {
    const response = await worker.fetch(path);
    expect(response.status, path).toBe(200);
    dumps.set(path, lynx(await response.text()));
  }
});
afterAll(() => worker?.dispose());

describe("pages in a text browser", () => {
  it.each(pages)("%s numbers every list item once", (path) => {
    const doubled = dumps.get(path)!.filter((line) => DOUBLE_NUMBER.test(line));
    expect(doubled).toEqual([]);
  });

  describe.each([
    {
      path: "/integritetspolicy",
      sections: privacyPageContent({}).sections,
    },
    { path: "/villkor", sections: termsSections },
  ])("$path", ({ path, sections }: { path: string; sections: readonly LegalSection[] }) => {
    it.each(sections.map((section, index) => ({ ...section, number: String(index + 1) })))(
      "shows '$title' once as a heading and once in the contents, numbered once",
      ({ title, number }) => {
        const bare = title.replace(/^\d+\.\s*/, "");
        expect(title, "the title carries its number").toBe(`${number}. ${bare}`);
        const lines = dumps.get(path)!;
        const numbered = lines.filter((line) => line.trimEnd().endsWith(bare) && numbersBefore(line, bare).length > 0);
        expect(numbered.map((line) => numbersBefore(line, bare))).toEqual([[number], [number]]);
        expect(lines.filter((line) => line.trimEnd() === title)).toHaveLength(1);
      },
    );
  });

  it("/landingpage numbers the steps to the discount once each, in order", () => {
    const lines = dumps.get("/landingpage")!;
    discountSteps.forEach((step, index) => {
      const found = lines.filter((line) => line.includes(step));
      expect(found, step).toHaveLength(1);
      expect(numbersBefore(found[0]!, step)).toEqual([String(index + 1)]);
    });
  });
});
