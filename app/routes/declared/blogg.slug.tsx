import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthorBox } from "~/components/blog/author-box";
import { PostCard } from "~/components/blog/post-card";
import { findPublishedPost, findRelatedPosts, listCategories } from "~/server/blog/blog.server";
import { DEFAULT_POST_IMAGE, formatPostDate, isPlausibleSlug, tagSlug } from "~/shared/blog";
import { contentPageHeaders } from "~/shared/cache-headers";
import { sanitizeHtml } from "~/shared/sanitize-html";
import { buttonClasses, Container, company, absoluteUrl, breadcrumbJsonLd, seo } from "~/page-bundle";

export const headers = contentPageHeaders;

export const links: LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Transists blogg", href: "/blogg/rss.xml" },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!isPlausibleSlug(slug)) throw new Response("Sidan hittades inte", { status: 404 });
  const [post, categories] = await Promise.all([findPublishedPost(context.env.DB, slug), listCategories(context.env.DB)]);
  if (!post) throw new Response("Sidan hittades inte", { status: 404 });
  const related = await findRelatedPosts(context.env.DB, post);
  return data({ post: { ...post, content: sanitizeHtml(post.content) }, related, categories });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { post } = data;
  const path = `/blogg/${post.slug}`;
  return seo({
    title: post.title,
    description: post.description,
    path,
    type: "article",
    image: post.image ?? DEFAULT_POST_IMAGE,
    keywords: post.tags,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.publishDate,
        image: absoluteUrl(post.image ?? DEFAULT_POST_IMAGE),
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        keywords: post.tags.join(", "),
        author: post.author ? { "@type": "Person", name: post.author.name } : { "@type": "Organization", name: company.name },
        publisher: { "@id": `${company.siteUrl}/#organization` },
      },
      breadcrumbJsonLd([
        { name: "Hem", path: "/" },
        { name: "Bloggen", path: "/blogg" },
        { name: post.title, path },
      ]),
    ],
  });
};

export { shouldRevalidate } from "~/page-bundle";

export default function ArticlePage() {
  const { post, related, categories } = useLoaderData<typeof loader>();
  const category = categories.find((c) => c.slug === post.category);
  const url = absoluteUrl(`/blogg/${post.slug}`);
  const share = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { label: "X", href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(post.title)}` },
    {
      label: "LinkedIn",
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(post.title)}`,
    },
  ];
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <Container className="py-12 sm:py-16">
          <nav aria-label="Brödsmulor" className="text-sm text-brand-100">
            <Link to="/" className="text-brand-100">
              Hem
            </Link>{" "}
            ›{" "}
            <Link to="/blogg" className="text-brand-100">
              Bloggen
            </Link>
          </nav>
          <h1 className="mt-4 max-w-3xl text-3xl text-white sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-brand-100">
            <time dateTime={post.publishDate}>{formatPostDate(post.publishDate)}</time> · {post.readingTime} läsning ·{" "}
            <Link to={`/blogg/kategori/${post.category}`} className="font-semibold text-white">
              {category?.name ?? post.category}
            </Link>
          </p>
        </Container>
      </header>
      <Container className="grid gap-12 py-12 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-3xl">
          <img
            src={post.image || DEFAULT_POST_IMAGE}
            alt=""
            width={400}
            height={200}
            // The largest thing on the article's first screen: fetched before the page's scripts.
            fetchPriority="high"
            className="aspect-[2/1] w-full rounded-card bg-brand-50 object-cover"
          />
          <p className="mt-8 text-xl text-muted">{post.description}</p>
          <div className="prose-article mt-6 text-lg" dangerouslySetInnerHTML={{ __html: post.content }} />
          {post.tags.length > 0 && (
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="Taggar">
              {post.tags.map((tag) => (
                <li key={tag}>
                  {/* A tag of no letter or digit tagSlug keeps has no page to link to. */}
                  {tagSlug(tag) ? (
                    <Link
                      to={`/blogg/tag/${tagSlug(tag)}`}
                      className="inline-block rounded-full bg-surface px-3 py-1 text-sm font-semibold no-underline"
                    >
                      #{tag}
                    </Link>
                  ) : (
                    <span className="inline-block rounded-full bg-surface px-3 py-1 text-sm font-semibold">#{tag}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8">
            <h2 className="text-lg">Dela artikeln</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {share.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener" className={buttonClasses("secondary", "sm")}>
                    Dela på {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {post.author && <AuthorBox author={post.author} />}
          {related.length > 0 && (
            <section className="mt-12" aria-labelledby="relaterade">
              <h2 id="relaterade" className="text-2xl">
                Relaterade artiklar
              </h2>
              <ul className="mt-5 grid gap-6 md:grid-cols-2">
                {related.map((other) => (
                  <li key={other.id}>
                    <PostCard
                      post={other}
                      categoryName={categories.find((c) => c.slug === other.category)?.name ?? other.category}
                      headingLevel="h3"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <nav className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-labelledby="artikel-kategorier">
          <div className="rounded-card bg-surface p-6">
            <h2 id="artikel-kategorier" className="text-lg">
              Kategorier
            </h2>
            <ul className="mt-2 space-y-1">
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link to={`/blogg/kategori/${c.slug}`}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-brand-800 p-6 text-white">
            <p className="text-lg font-bold">Behöver du hjälp med flytten?</p>
            <p className="mt-1 text-brand-100">Få ett prisförslag inom 24 timmar.</p>
            <Link to="/offert" className={buttonClasses("accent", "md", "mt-4")}>
              Få offert
            </Link>
          </div>
        </nav>
      </Container>
    </article>
  );
}
