import { Link } from "@remix-run/react";
import type { ArchiveMonth, BlogCategory } from "~/shared/blog";
import { company } from "~/shared/company";
import { NewsletterForm } from "~/forms/newsletter/newsletter-form";
import { SocialIcon } from "~/ui/icons";

/** About the blog, categories, the last 12 months, the newsletter and social links. */
export function BlogSidebar({ categories, archive }: { categories: readonly BlogCategory[]; archive: readonly ArchiveMonth[] }) {
  return (
    <aside className="space-y-6" aria-label="Om bloggen">
      <section className="rounded-card bg-surface p-6" aria-labelledby="om-bloggen">
        <h2 id="om-bloggen" className="text-lg">
          Om bloggen
        </h2>
        <p className="mt-2 text-muted">Råd och erfarenheter från Transists flyttare och städare – om allt från packning till RUT-avdrag.</p>
        <Link to="/om-oss" className="mt-2 inline-block font-semibold">
          Läs mer om oss
        </Link>
      </section>
      <nav className="rounded-card bg-surface p-6" aria-labelledby="kategorier">
        <h2 id="kategorier" className="text-lg">
          Kategorier
        </h2>
        <ul className="mt-2 space-y-1">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={`/blogg/kategori/${category.slug}`}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="rounded-card bg-surface p-6" aria-labelledby="arkiv">
        <h2 id="arkiv" className="text-lg">
          Arkiv
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
          {archive.map((month) => (
            <li key={month.slug}>
              {month.hasPosts ? (
                <Link to={`/blogg/arkiv/${month.slug}`}>{month.label}</Link>
              ) : (
                <span className="text-muted">{month.label}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <section className="rounded-card bg-brand-800 p-6 text-white" aria-labelledby="nyhetsbrev-bloggen">
        <h2 id="nyhetsbrev-bloggen" className="text-lg text-white">
          Nyhetsbrev
        </h2>
        <p className="mt-1 mb-3 text-brand-100">Flyttips och erbjudanden, högst en gång i månaden.</p>
        <div className="rounded-xl bg-white p-4 text-ink">
          <NewsletterForm source="blogg" />
        </div>
      </section>
      <section className="rounded-card bg-surface p-6" aria-labelledby="folj-oss">
        <h2 id="folj-oss" className="text-lg">
          Följ oss
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {company.social.map((social) => (
            <li key={social.id}>
              <a
                href={social.url}
                rel="noopener"
                aria-label={`${company.name} på ${social.label}`}
                className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 hover:bg-brand-100"
              >
                <SocialIcon id={social.id} className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
