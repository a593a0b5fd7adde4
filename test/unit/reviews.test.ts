import { describe, expect, it } from "vitest";
import { reviews, reviewsForService, type Review } from "~/content/reviews";
import { reviewGridClasses } from "~/components/service-page/service-page";

describe("the reviews content", () => {
  it("has five reviews with initials, a relative time, a rating and a source", () => {
    expect(reviews).toHaveLength(5);
    for (const review of reviews) {
      expect(review.initials, review.author).toMatch(/^\p{Lu}{1,3}$/u);
      expect(review.when, review.author).toMatch(/^för /);
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.source.trim(), review.author).not.toBe("");
    }
  });

  it("names a review service only for a review that links to it there", () => {
    for (const review of reviews) {
      if (!review.sourceUrl) expect(review.source, review.author).not.toMatch(/trustpilot|google|reco|facebook|yelp/i);
      else expect(review.sourceUrl, review.author).toMatch(/^https:\/\//);
    }
  });

  it("picks a service's own reviews first, then general ones, at most the limit", () => {
    expect(reviewsForService("flyttstadning").map((review) => review.author)).toEqual(["Johan Eriksson", "Emma Nilsson"]);
    expect(reviewsForService("kontorsflytt", 1).map((review) => review.author)).toEqual(["Lars Pettersson"]);
    expect(reviewsForService("magasinering").map((review) => review.author)).toEqual(["Emma Nilsson"]);
    const many: Review[] = Array.from({ length: 5 }, (_, i) => ({
      author: `A${i}`,
      initials: "A",
      when: "för 1 dag sedan",
      rating: 5,
      text: "Bra",
      source: "Kundomdöme",
      services: ["packning"],
    }));
    expect(reviewsForService("packning", 3, many)).toHaveLength(3);
  });
});

describe("the reviews row's layout on a service page", () => {
  it("is one centred card, two columns, or three columns for three cards or more", () => {
    expect(reviewGridClasses(1)).toBe("mx-auto max-w-xl");
    expect(reviewGridClasses(2)).toBe("mx-auto max-w-4xl md:grid-cols-2");
    expect(reviewGridClasses(3)).toBe("md:grid-cols-3");
    expect(reviewGridClasses(6)).toBe("md:grid-cols-3");
  });
});
