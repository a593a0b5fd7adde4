import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogSeedSql } from "../../scripts/build/generate-blog-seed";

describe("seed/seed.sql", () => {
  it("is generated from the built-in blog content (run npm run db:seed:generate after editing it)", () => {
    expect(readFileSync("seed/seed.sql", "utf8")).toBe(blogSeedSql());
  });
});
