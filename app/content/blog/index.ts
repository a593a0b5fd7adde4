import type { BlogPost } from "~/lib/blog";
import { flyttips, kontorsflytt, packaPorslin } from "./posts-a";
import { hallbarFlytt, rutAvdrag, tungaLyft } from "./posts-b";

export { builtInAuthors, builtInCategories } from "./categories";

/** Spec: six built-in posts, served when D1 fails or has no posts. */
export const builtInPosts: readonly BlogPost[] = [flyttips, packaPorslin, kontorsflytt, rutAvdrag, hallbarFlytt, tungaLyft];
