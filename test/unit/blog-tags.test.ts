import { describe, expect, it } from "vitest";
import { builtInPosts } from "~/content/blog";
import { isPlausibleSlug, legacyTagSlug, movedTagSlug, tagSlug } from "~/shared/blog";

describe("tagSlug", () => {
  it("spells a tag's address as the site's other slugs: accents off, å and ä as a, ö as o", () => {
    expect(tagSlug("Café")).toBe("cafe");
    expect(tagSlug("Företagsflytt")).toBe("foretagsflytt");
    expect(tagSlug("Åre")).toBe("are");
    expect(tagSlug("ÅÄÖ åäö")).toBe("aao-aao");
    expect(tagSlug("RUT-avdrag")).toBe("rut-avdrag");
    expect(tagSlug("crème brûlée")).toBe("creme-brulee");
    // Decomposed (NFD) input as well as composed.
    expect(tagSlug("Fo\u0308retagsflytt")).toBe("foretagsflytt");
    expect(tagSlug("Straße")).toBe("strasse");
    expect(tagSlug("Ærøskøbing")).toBe("aeroskobing");
    expect(tagSlug("Łódź")).toBe("lodz");
  });

  it("makes everything but letters and digits a single dash, never at either end", () => {
    expect(tagSlug("Flytt & städ")).toBe("flytt-stad");
    expect(tagSlug("🚚 Flytt!!")).toBe("flytt");
    expect(tagSlug("  flytt -- 2026 ")).toBe("flytt-2026");
    expect(tagSlug("🚚✨")).toBe("");
    expect(tagSlug("?!")).toBe("");
    for (const tag of ["Flytt & städ", "Café", "🚚 Flytt!!", "Åre"]) expect(isPlausibleSlug(tagSlug(tag)), tag).toBe(true);
  });

  it("gives every built-in tag the address it had before", () => {
    for (const tag of builtInPosts.flatMap((post) => post.tags)) expect(tagSlug(tag), tag).toBe(legacyTagSlug(tag));
  });
});

describe("movedTagSlug", () => {
  it("finds the tag whose old address was asked for", () => {
    expect(legacyTagSlug("Café")).toBe("caf");
    expect(movedTagSlug(["flytt", "Café"], "caf")).toBe("cafe");
    expect(movedTagSlug(["flytt", "Café"], "cafe")).toBeNull();
    expect(movedTagSlug(["flytt"], "caf")).toBeNull();
  });

  it("leaves an address alone that a tag has today", () => {
    expect(movedTagSlug(["Café", "caf"], "caf")).toBeNull();
    expect(movedTagSlug(["caf", "Café"], "caf")).toBeNull();
  });
});
