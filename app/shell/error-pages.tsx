import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { company, fullAddress, mailtoHref, telHref } from "~/shared/company";
import { buttonClasses } from "~/ui/button";
import { Container } from "~/ui/layout";

/** The not-found page. */
export function NotFoundContent() {
  return (
    <Container className="py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl">Oops! Sidan hittades inte</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Sidan du letar efter finns inte längre, eller så har adressen blivit fel. Här är några vägar vidare.
      </p>
      <nav aria-label="Vägar vidare" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          Till startsidan
        </Link>
        <Link to="/tjanster" className={buttonClasses("secondary")}>
          Våra tjänster
        </Link>
        <Link to="/offert" className={buttonClasses("accent")}>
          Få offert
        </Link>
        <Link to="/kontakt" className={buttonClasses("secondary")}>
          Kontakta oss
        </Link>
      </nav>
      <address className="mt-10 space-y-1 text-muted not-italic">
        <p>
          Ring <a href={telHref}>{company.phoneDisplay}</a> eller mejla <a href={mailtoHref}>{company.email}</a>
        </p>
        <p>{fullAddress}</p>
      </address>
    </Container>
  );
}

/** Unexpected errors: a calm Swedish page with a way forward, never a stack trace. */
export function ErrorPage() {
  return (
    <ProblemPage title="Något gick fel">
      Ett oväntat fel uppstod hos oss. Försök igen om en liten stund, eller ring oss på <a href={telHref}>{company.phoneDisplay}</a> så
      hjälper vi dig direkt.
    </ProblemPage>
  );
}

/** A page that could not be fetched: the connection failed on the way (with JavaScript, a page change). */
export function OfflinePageError() {
  return (
    <ProblemPage title="Sidan kunde inte hämtas">
      Anslutningen bröts innan sidan kom fram. Kontrollera att du är uppkopplad och ladda om sidan. Det du har skrivit i våra formulär finns
      kvar i din webbläsare. Du kan också ringa oss på <a href={telHref}>{company.phoneDisplay}</a>.
    </ProblemPage>
  );
}

/** A form posted from another site: refused (403), with the way to send it from ours. */
export function ForbiddenContent() {
  return (
    <ProblemPage title="Formuläret kunde inte tas emot">
      Av säkerhetsskäl tar vi bara emot formulär som skickas från vår egen webbplats. Öppna sidan hos oss och skicka igen, eller ring oss på{" "}
      <a href={telHref}>{company.phoneDisplay}</a> så hjälper vi dig direkt.
    </ProblemPage>
  );
}

function ProblemPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <h1 className="text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonClasses("primary")}>
          Till startsidan
        </a>
        <a href={telHref} className={buttonClasses("secondary")}>
          Ring {company.phoneDisplay}
        </a>
      </div>
    </Container>
  );
}
