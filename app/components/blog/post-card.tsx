import { Link } from "@remix-run/react";
import { DEFAULT_POST_IMAGE, formatPostDate, type BlogPostSummary } from "~/shared/blog";
import { cn } from "~/shared/cn";

/** A post in a listing; the featured one ('Utvalda') is larger. */
export function PostCard({
  post,
  categoryName,
  featured = false,
  headingLevel = "h2",
}: {
  post: BlogPostSummary;
  categoryName: string;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-card border border-brand-100 bg-white shadow-sm",
        featured && "md:flex-row",
      )}
    >
      <img
        src={post.image || DEFAULT_POST_IMAGE}
        alt=""
        width={400}
        height={200}
        loading={featured ? "eager" : "lazy"}
        // The featured post's picture is the largest thing on /blogg's first screen: fetched first.
        fetchPriority={featured ? "high" : undefined}
        className={cn("aspect-[2/1] w-full bg-brand-50 object-cover", featured && "md:w-1/2")}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          {featured && <span className="mr-2 rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-ink">Utvalda</span>}
          <span className="font-semibold text-brand-700">{categoryName}</span> ·{" "}
          <time dateTime={post.publishDate}>{formatPostDate(post.publishDate)}</time> · {post.readingTime}
        </p>
        <Heading className={cn("mt-2", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          <Link to={`/blogg/${post.slug}`} className="text-brand-900 no-underline hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-muted">{post.description}</p>
        <p className="mt-4">
          <Link to={`/blogg/${post.slug}`} className="font-semibold">
            Läs mer<span className="sr-only">: {post.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
