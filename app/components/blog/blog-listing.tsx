import { Form, Link } from "@remix-run/react";
import type { ArchiveMonth, BlogCategory, BlogPostSummary } from "~/shared/blog";
import type { PageLinks } from "~/shared/blog-listing";
import { cn } from "~/shared/cn";
import { Container, PageHero } from "~/ui/layout";
import { BlogSidebar } from "./blog-sidebar";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";

interface BlogListingProps {
  title: string;
  intro: string;
  /** One page of the listing. */
  posts: readonly BlogPostSummary[];
  /** Where this page is among the listing's pages; links to the others. */
  pages: PageLinks;
  /** Search results are ordered by relevance, everything else by date. */
  order?: "date" | "relevance";
  /** A line above the posts, e.g. how many articles a search found. */
  summary?: string;
  categories: readonly BlogCategory[];
  archive: readonly ArchiveMonth[];
  /** The index's filter and search, as GET forms that work without JavaScript. */
  filters?: { category: string | null; query: string };
  emptyText: string;
}

/**
 * The blog index and every listing, one page at a time: on the first page the first post is
 * featured ('Utvalda'); the rest, and every post on later pages, in a two-column grid.
 */
export function BlogListing({
  title,
  intro,
  posts,
  pages,
  order = "date",
  summary,
  categories,
  archive,
  filters,
  emptyText,
}: BlogListingProps) {
  const categoryName = (slug: string) => categories.find((category) => category.slug === slug)?.name ?? slug;
  const featured = pages.page === 1 ? posts[0] : undefined;
  const grid = featured ? posts.slice(1) : posts;
  return (
    <>
      <PageHero eyebrow="Bloggen" title={title} intro={intro} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <div>
          {filters && (
            <div className="mb-8 space-y-4">
              <Form method="get" action="/blogg" role="search" className="flex gap-2">
                {filters.category && <input type="hidden" name="kategori" value={filters.category} />}
                <label htmlFor="blogg-sok" className="sr-only">
                  Sök i bloggen
                </label>
                <input
                  id="blogg-sok"
                  type="search"
                  name="q"
                  defaultValue={filters.query}
                  placeholder="Sök bland artiklarna"
                  className="block w-full rounded-lg border border-slate-400 px-3.5 py-3"
                />
                <button type="submit" className="rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
                  Sök
                </button>
              </Form>
              <nav aria-label="Filtrera på kategori">
                <ul className="flex flex-wrap gap-2">
                  {[{ slug: null, name: "Alla" }, ...categories].map((category) => {
                    const active = filters.category === category.slug;
                    const params = new URLSearchParams();
                    if (category.slug) params.set("kategori", category.slug);
                    if (filters.query) params.set("q", filters.query);
                    const query = params.toString();
                    return (
                      <li key={category.slug ?? "alla"}>
                        <Link
                          to={`/blogg${query ? `?${query}` : ""}`}
                          aria-current={active ? "page" : undefined}
                          className={cn(
                            "inline-block rounded-full px-4 py-2 text-sm font-semibold no-underline",
                            active ? "bg-brand-700 text-white" : "bg-surface text-brand-800 hover:bg-brand-100",
                          )}
                        >
                          {category.name}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            </div>
          )}
          {summary && <p className="mb-6 text-muted">{summary}</p>}
          {posts.length > 0 ? (
            <div className="space-y-8">
              {featured && <PostCard post={featured} categoryName={categoryName(featured.category)} featured />}
              {grid.length > 0 && (
                <ul className="grid gap-6 md:grid-cols-2">
                  {grid.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} categoryName={categoryName(post.category)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <div className="rounded-card border border-brand-100 p-8 text-center">
              <p className="text-lg">{emptyText}</p>
              <Link to="/blogg" className="mt-3 inline-block font-semibold">
                Tillbaka till alla artiklar
              </Link>
            </div>
          )}
          <Pagination pages={pages} order={order} />
        </div>
        <BlogSidebar categories={categories} archive={archive} />
      </Container>
    </>
  );
}
