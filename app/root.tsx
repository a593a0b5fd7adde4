import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useNonce } from "./shell/nonce";
import { FONT_PRELOAD, STYLESHEET_HREF } from "./shared/critical-assets";
import {
  ArrivedPageError,
  CookieBanner,
  ErrorPage,
  errorPageSeo,
  FloatingCallButton,
  ForbiddenContent,
  isArrival,
  isNetworkError,
  MAIN_ANCHOR,
  NavigationStatus,
  NotFoundContent,
  OfflinePageError,
  SiteFooter,
  SiteHeader,
  useDraftHousekeeping,
} from "./page-bundle";
import { rootLoader } from "./server/worker/root-loader.server";
import { DialogPreloadProvider, SiteDialogs } from "./dialogs/site-dialogs";

export const links: LinksFunction = () => [
  { rel: "preload", ...FONT_PRELOAD },
  { rel: "stylesheet", href: STYLESHEET_HREF },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Only used when an error boundary renders: every page sets its own head through `seo()`. */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  return errorPageSeo(isRouteErrorResponse(error) ? error.status : 500);
};

export const loader = rootLoader;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  useDraftHousekeeping();
  // Says the page has come alive (tests wait for it before they use JavaScript-only behaviour).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10385a" />
        <Meta />
        <Links />
        {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.organizationJsonLd }} />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <DialogPreloadProvider>
          <a
            href={`#${MAIN_ANCHOR}`}
            className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Hoppa till huvudinnehållet
          </a>
          {/* First after the skip link: without JavaScript an open dialog is read before the page behind it. */}
          <SiteDialogs />
          <NavigationStatus isArrival={isArrival} />
          <SiteHeader services={data?.navServices ?? []} />
          {/* The scroll margin clears the sticky header: #main (skip link, thank-you redirects) shows the page from its top. */}
          <main id={MAIN_ANCHOR} tabIndex={-1} className="flex-1 scroll-mt-24 focus:outline-none">
            {children}
          </main>
          <SiteFooter year={data?.year ?? new Date().getFullYear()} identity={data?.companyIdentity ?? null} />
          <FloatingCallButton />
          {data?.showCookieBanner && <CookieBanner />}
          <ScrollRestoration nonce={nonce} />
        </DialogPreloadProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export { shouldRevalidate } from "./forms/kit/revalidation";

export default function App() {
  return <Outlet />;
}

/**
 * The site's own error pages, in the page's own code: an error page must never need a file
 * Fetched at the moment something failed, or the visitor would get the framework's.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The page a sent form leads to says the post arrived, whatever failed on the way to it (the
  // network, or the network's edge answering for the site); no other page may say so.
  if (isArrival(location) && status !== 404 && status !== 403) return <ArrivedPageError />;
  if (isNetworkError(error)) return <OfflinePageError />;
  return status === 404 ? <NotFoundContent /> : status === 403 ? <ForbiddenContent /> : <ErrorPage />;
}
