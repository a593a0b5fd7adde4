/**
 * The page bundle: what every page loads, as one file. A chunking device for the build, not an API.
 * esbuild puts a module in a file of its own for every different set of entry points that reach it.
 * The root, every route, the entry and the dialogs import this module, so the modules named here
 * (the shell, the UI primitives and the form kit), and everything they import, share one set with
 * React and Remix, and one file. A module counts as reached through a named re-export; `export *`
 * reaches only the names an importer takes, and would scatter them again. So each module is named
 * with the names imported through here, or with one (`stockholmToday`, `QUOTE_FORM`, `cn`) when its
 * users import it directly. By which path a name is imported does not matter otherwise;
 * test/worker/client-build.test.ts fails when one of these modules lands in another file.
 */
export { SiteHeader } from "~/shell/site-header";
export { SiteFooter } from "~/shell/site-footer";
export { NavigationStatus } from "~/shell/navigation-status";
export { FloatingCallButton } from "~/shell/floating-call-button";
export { NotFoundContent, ErrorPage, OfflinePageError, ForbiddenContent } from "~/shell/error-pages";
export { registerServiceWorker } from "~/shell/service-worker";
export { CookieBanner } from "~/forms/cookies/cookie-banner";
export { stockholmToday } from "~/shared/dates";
export { company, companyRating, fullAddress, telHref, mailtoHref } from "~/shared/company";
export { cn } from "~/shared/cn";
export { absoluteUrl, errorPageSeo, seo, breadcrumbJsonLd, faqJsonLd } from "~/shared/seo";
export { dialogHref, closeDialogHref, dialogPageHref } from "~/shared/dialogs";
export { sentForm, MAIN_ANCHOR } from "~/shared/sent-url";
export { buttonClasses, StatusButton } from "~/ui/button";
export { Container, Section, SectionHeading, Card, PageHero } from "~/ui/layout";
export { PhoneIcon, MailIcon, PinIcon, ClockIcon, CheckIcon, StarIcon, ShieldIcon } from "~/ui/icons";
export { Field, Honeypot, FormAlert } from "~/ui/forms";
export { KeyTerms } from "~/ui/key-terms";
export { DialogLink } from "~/ui/dialog-link";
export { OpeningHours } from "~/components/opening-hours";
export { QUOTE_FORM } from "~/forms/quote/form-id";
export { useValidatedForm } from "~/forms/kit/use-validated-form";
export { lazySchema } from "~/forms/kit/lazy-schema";
export { formClientAction, type FormActionData } from "~/forms/kit/client-action";
export { shouldRevalidate } from "~/forms/kit/revalidation";
export { ThankYouPanel } from "~/forms/kit/form-parts";
export { isNetworkError } from "~/forms/kit/network";
export { useDraftHousekeeping } from "~/forms/kit/drafts";
export { ArrivedPageError, isArrival } from "~/forms/kit/arrival";
