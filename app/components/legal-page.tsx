import type { ReactNode } from "react";
import type { LegalSection } from "~/content/legal";
import { company, fullAddress, mailtoHref, telHref } from "~/shared/company";
import { Container, PageHero } from "~/ui/layout";

/** A legal text page: numbered sections with a table of contents, and a contact box. */
export function LegalPage({
  title,
  intro,
  sections,
  extra,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  extra?: Record<string, ReactNode>;
}) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Innehåll" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-lg">Innehåll</h2>
          {/* The titles carry their numbers, so the list adds none. */}
          <ul className="mt-3 space-y-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-rubrik`} className="scroll-mt-28">
              <h2 id={`${section.id}-rubrik`} className="text-2xl">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-3 list-disc space-y-1.5 pl-6">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {extra?.[section.id]}
            </section>
          ))}
          <aside className="rounded-card bg-brand-50 p-6" aria-labelledby="kontaktruta">
            <h2 id="kontaktruta" className="text-xl">
              Frågor? Kontakta oss
            </h2>
            <p className="mt-2">
              {company.legalName}, org.nr {company.registrationNumber}
              <br />
              {fullAddress}
              <br />
              Telefon <a href={telHref}>{company.phoneDisplay}</a> · E-post <a href={mailtoHref}>{company.email}</a>
            </p>
          </aside>
        </div>
      </Container>
    </>
  );
}
