import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtInAuthors, builtInCategories, builtInPosts } from "~/content/blog";
import { isServiceSlug } from "~/content/service-index";
import { linkedCleaningType, linkedService } from "~/shared/quote-link";
import { isPlausibleSlug, looksLikeUuid, readingTimeOf, relatedPosts } from "~/shared/blog";
import { sanitizeHtml } from "~/shared/sanitize-html";

/** The blog sidebar's categories. */
const SIDEBAR_CATEGORIES = ["flyttips", "stadning", "packning"];

describe("the built-in blog posts", () => {
  it("fill every sidebar category with at least two posts, so every article has related articles", () => {
    for (const slug of SIDEBAR_CATEGORIES)
      expect(builtInPosts.filter((post) => post.category === slug).length, slug).toBeGreaterThanOrEqual(2);
    for (const post of builtInPosts) expect(relatedPosts(builtInPosts, post).length, post.slug).toBeGreaterThan(0);
  });

  it("use only listed categories, and every listed category is used", () => {
    const listed = builtInCategories.map((category) => category.slug);
    for (const post of builtInPosts) expect(listed, post.slug).toContain(post.category);
    for (const slug of listed)
      expect(
        builtInPosts.some((post) => post.category === slug),
        slug,
      ).toBe(true);
    for (const slug of SIDEBAR_CATEGORIES) expect(listed).toContain(slug);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("have unique ids and slugs, a known author and a 2026 date before 2026-11-23", () => {
    expect(new Set(builtInPosts.map((post) => post.id)).size).toBe(builtInPosts.length);
    expect(new Set(builtInPosts.map((post) => post.slug)).size).toBe(builtInPosts.length);
    const authors = Object.values(builtInAuthors).map((author) => author.name);
    for (const post of builtInPosts) {
      expect(looksLikeUuid(post.id), post.slug).toBe(true);
      expect(isPlausibleSlug(post.slug), post.slug).toBe(true);
      expect(authors, post.slug).toContain(post.author?.name);
      expect(post.publishDate, post.slug).toMatch(/^2026-\d\d-\d\d$/);
      expect(post.publishDate < "2026-11-23", post.slug).toBe(true);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
    }
  });

  it("state a reading time that matches their length", () => {
    for (const post of builtInPosts) expect(post.readingTime, post.slug).toBe(readingTimeOf(post.content));
  });

  it("use only the HTML the sanitiser keeps, and images that exist", () => {
    for (const post of builtInPosts) {
      expect(sanitizeHtml(post.content), post.slug).toBe(post.content);
      if (post.image) expect(existsSync(`public${post.image}`), post.image).toBe(true);
    }
  });

  it("link only to posts and pages that exist", () => {
    const slugs = new Set(builtInPosts.map((post) => post.slug));
    for (const post of builtInPosts) {
      for (const [, href] of post.content.matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith("/blogg/")) expect(slugs, `${post.slug} → ${href}`).toContain(href!.slice("/blogg/".length));
        else if (href!.startsWith("/tjanster/"))
          expect(isServiceSlug(href!.slice("/tjanster/".length)), `${post.slug} → ${href}`).toBe(true);
        else if (href!.startsWith("/offert?")) {
          // A link that names a service opens the quote wizard with it: only values the wizard knows.
          const query = new URLSearchParams(href!.slice("/offert?".length).replace(/&amp;/g, "&"));
          expect([...query.keys()], `${post.slug} → ${href}`).toEqual(["tjanst", ...(query.has("typ") ? ["typ"] : [])]);
          expect(linkedService(query.get("tjanst")), `${post.slug} → ${href}`).toBeDefined();
          if (query.has("typ")) expect(linkedCleaningType(query.get("typ")), `${post.slug} → ${href}`).toBeDefined();
        } else expect(["/offert", "/kontakt"], `${post.slug} → ${href}`).toContain(href);
      }
    }
  });
});
