import type { BlogPost } from "~/shared/blog";
import { flyttips, kontorsflytt, packaPorslin } from "./posts-a";
import { hallbarFlytt, rutAvdrag, tungaLyft } from "./posts-b";
import { flyttstadningChecklista, rutStadning } from "./posts-c";
import { flyttkartonger, packaKoket } from "./posts-d";

export { builtInAuthors, builtInCategories, retiredCategoryIds } from "./categories";

/**
 * The built-in posts, served when D1 fails or has no posts, and written to seed/seed.sql.
 * Flyttips: 4, Packning: 3, Städning: 3.
 */
export const builtInPosts: readonly BlogPost[] = [
  flyttips,
  packaPorslin,
  kontorsflytt,
  rutAvdrag,
  hallbarFlytt,
  tungaLyft,
  flyttstadningChecklista,
  rutStadning,
  packaKoket,
  flyttkartonger,
];
