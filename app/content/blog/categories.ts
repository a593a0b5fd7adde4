import type { BlogAuthor, BlogCategory } from "~/shared/blog";

/**
 * Built-in categories: the three the blog sidebar is about (flyttips, stadning, packning).
 * Every built-in post belongs to one of them, and each has at least two posts, so an article
 * always has related articles.
 */
export const builtInCategories: readonly BlogCategory[] = [
  { id: "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0001", name: "Flyttips", slug: "flyttips" },
  { id: "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0002", name: "Packning", slug: "packning" },
  { id: "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0003", name: "Städning", slug: "stadning" },
];

/**
 * Categories the built-in content once had (Företag, Ekonomi, Miljö, Specialtransporter). The
 * seed deletes them by id, so a database seeded before does not list categories with no posts.
 */
export const retiredCategoryIds: readonly string[] = [
  "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0004",
  "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0005",
  "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0006",
  "5b1f0e0a-1c1e-4c55-9a31-0c7f3e0b0007",
];

export const builtInAuthors = {
  elin: {
    id: "a7c2d9e4-0f5b-4b7e-8d11-2f6a9c3e0001",
    name: "Elin Sandberg",
    avatar: null,
    bio: "Affärsutvecklare på Transist. Har planerat hundratals flyttar och delar gärna med sig av det som gör flyttdagen lugnare.",
  },
  amir: {
    id: "a7c2d9e4-0f5b-4b7e-8d11-2f6a9c3e0002",
    name: "Amir Haddad",
    avatar: null,
    bio: "Ekonomiansvarig på Transist. Ser till att offerter, fakturor och RUT-avdrag blir rätt.",
  },
} as const satisfies Record<string, BlogAuthor & { id: string }>;
