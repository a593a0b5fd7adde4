import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { buttonClasses } from "~/ui/button";
import { Container } from "~/ui/layout";
import { company, telHref } from "~/shared/company";
import { seo } from "~/shared/seo";

/**
 * What the service worker (public/sw.js) shows for a page that was not kept while the visitor is
 * offline. It keeps this page from its install; no cookie banner, so it is the same for everyone.
 */
export const meta: MetaFunction = () =>
  seo({
    title: "Du är offline",
    description: "Sidan kunde inte hämtas utan internetanslutning.",
    path: "/offline",
    noindex: true,
    canonical: false,
  });

export default function OfflinePage() {
  return (
    <Container className="py-16 text-center sm:py-24">
      <h1 className="text-4xl">Du är offline</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Sidan du försökte öppna har inte sparats för läsning utan anslutning. Det du har skrivit i våra formulär finns kvar i din webbläsare
        och kommer tillbaka när du öppnar formuläret igen. Ladda om sidan när du är uppkopplad.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={telHref} className={buttonClasses("primary")}>
          Ring {company.phoneDisplay}
        </a>
        <Link to="/" className={buttonClasses("secondary")}>
          Till startsidan
        </Link>
      </div>
    </Container>
  );
}
