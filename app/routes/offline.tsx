import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { OFFLINE_REASON_PARAM, offlineReasons } from "~/shared/offline";
import { contentPageHeaders } from "~/shared/cache-headers";
import { buttonClasses, Container, company, telHref, seo } from "~/page-bundle";

/**
 * What the service worker (public/sw.js) shows for a page it has not kept when the page cannot be
 * had: offline, or (`?orsak=anslutning`) online but the connection failed or did not answer. It
 * keeps both from its install; no cookie banner, so they are the same for everyone.
 */
export const headers = contentPageHeaders;

export const meta: MetaFunction = ({ location }) => {
  const reason = offlineReasons[new URLSearchParams(location.search).get(OFFLINE_REASON_PARAM) === "anslutning" ? "anslutning" : "offline"];
  return seo({ title: reason.title, description: reason.description, path: "/offline", noindex: true, canonical: false });
};

export default function OfflinePage() {
  const [params] = useSearchParams();
  const reason = offlineReasons[params.get(OFFLINE_REASON_PARAM) === "anslutning" ? "anslutning" : "offline"];
  return (
    <Container className="py-16 text-center sm:py-24">
      <h1 className="text-4xl">{reason.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        {reason.text} Ett formulär du har börjat på men inte skickat finns kvar i din webbläsare och kommer tillbaka när du öppnar det igen.
        Har du precis skickat något? Då kan det redan ha kommit fram – ring oss om du vill vara säker.
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
