import { describe, expect, it } from "vitest";
import { serviceSlugs } from "~/content/service-index";
import { servicePages } from "~/content/services";

/** Fields that address a page or feed the search engines' keywords, not text a visitor reads. */
const addressFields = new Set(["slug", "path", "keywords", "href", "url"]);

const MIN_OWN_WORDS = 300;

/** Every readable string of a page, at any depth, once each. */
function strings(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") found.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!addressFields.has(key)) strings(item, found);
  return found;
}

function words(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const pageStrings = new Map(serviceSlugs.map((slug) => [slug, strings(servicePages[slug])]));

/** Words in strings no other service page has: a shared block (terms, RUT) does not make a page longer. */
function ownWords(slug: (typeof serviceSlugs)[number]): number {
  let count = 0;
  for (const text of pageStrings.get(slug)!) {
    const shared = serviceSlugs.some((other) => other !== slug && pageStrings.get(other)!.has(text));
    if (!shared) count += words(text);
  }
  return count;
}

describe("the service pages' own copy", () => {
  it("reads every string but addresses and keywords, and counts no letterless token as a word", () => {
    expect(words("Fri avbokning – 7 dagar före.")).toBe(5);
    expect(strings({ slug: "x", a: ["b", { path: "/p", c: "b" }], keywords: ["k"] })).toEqual(new Set(["b"]));
  });

  it.each([...serviceSlugs])("/tjanster/%s has at least 300 words of its own", (slug) => {
    const count = ownWords(slug);
    if (count < MIN_OWN_WORDS) expect.fail(`${slug} has ${count} own words, needs at least ${MIN_OWN_WORDS}`);
  });
});
