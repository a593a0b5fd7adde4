/**
 * What every page loads, in one place: the site's shell, its UI primitives and the form kit. The
 * root, every route and the dialogs import these from here, so the client build puts them in one
 * file (esbuild groups modules by the entry points that reach them, file by file), instead of a
 * dozen small files that each page would fetch and that compress worse apart.
 */
export { SiteHeader, type NavService } from "~/shell/site-header";
export { SiteFooter } from "~/shell/site-footer";
export { NavigationStatus } from "~/shell/navigation-status";
export { FloatingCallButton } from "~/shell/floating-call-button";
export { CookieBanner } from "~/forms/cookies/cookie-banner";
export {
  COOKIE_CONSENT_NAME,
  COOKIE_CONSENT_MAX_AGE,
  readCookie,
  parseConsent,
  hasConsent,
  serializeConsent,
  clearConsentCookie,
  COOKIE_FORM_ACTION,
  type CookieConsent,
} from "~/shared/cookie-consent";
export { stockholmToday } from "~/shared/dates";
export { QUOTE_FORM, QUOTE_FORM_ANCHOR } from "~/forms/quote/form-id";
export { buttonClasses, Button, ButtonLink, ButtonAnchor, Spinner, StatusButton, type ButtonVariant, type ButtonSize } from "~/ui/button";
export { Container, Section, SectionHeading, Card, PageHero } from "~/ui/layout";
export {
  PhoneIcon,
  MailIcon,
  PinIcon,
  ClockIcon,
  CheckIcon,
  ChevronDownIcon,
  MenuIcon,
  CloseIcon,
  StarIcon,
  FiveStarsIcon,
  ShieldIcon,
  ArrowRightIcon,
  ServiceIcon,
  SocialIcon,
} from "~/ui/icons";
export {
  ErrorList,
  Field,
  TextareaField,
  SelectField,
  CheckboxField,
  Honeypot,
  FormAlert,
  type FieldErrors,
  type SelectOption,
} from "~/ui/forms";
export {
  company,
  fullAddress,
  telHref,
  mailtoHref,
  mapUrl,
  directionsUrl,
  openingHoursText,
  type Company,
  type SocialLink,
} from "~/shared/company";
export { cn } from "~/shared/cn";
export {
  DEFAULT_OG_IMAGE,
  absoluteUrl,
  NOT_FOUND_TITLE,
  FORBIDDEN_TITLE,
  NOT_FOUND_DESCRIPTION,
  errorPageSeo,
  pageTitle,
  seo,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  jsonLdString,
  type PageSeo,
} from "~/shared/seo";
export {
  dialogs,
  dialogNames,
  DIALOG_PARAM,
  openDialogName,
  dialogHref,
  closeDialogHref,
  dialogPageHref,
  type DialogName,
  type DialogParams,
} from "~/shared/dialogs";
export { SENT_PARAM, sentForm, MAIN_ANCHOR, sentHref, withoutSentHref } from "~/shared/sent-url";
export { DialogLink } from "~/ui/dialog-link";
export { preloadChecks, useValidatedForm, type FieldProps, type ValidatedFormOptions } from "~/forms/kit/use-validated-form";
export { resilientClientAction, formClientAction, type NetworkOutcome, type FormActionData } from "~/forms/kit/client-action";
export { shouldRevalidate } from "~/forms/kit/revalidation";
export { FormErrors, ThankYouPanel, useCurrentPath, wasChosen } from "~/forms/kit/form-parts";
export {
  patience,
  networkMessages,
  CALL_US_LEAD,
  pageTimeoutMessage,
  offlineLinkMessage,
  isOffline,
  isNetworkError,
  SubmitTimeout,
  withTimeout,
  failureOf,
  resendDelayMs,
  noteRetryAfter,
  retryAfterSince,
  retryAfterHeaderMs,
  type NetworkFailure,
  type NetworkNoticeKind,
} from "~/forms/kit/network";
export {
  formDraft,
  saveDraft,
  readDraft,
  clearDraft,
  sweepDrafts,
  restoreDraft,
  useFormDraft,
  DraftNote,
  useDraftHousekeeping,
  type DraftValues,
} from "~/forms/kit/drafts";
export { NotFoundContent, ErrorPage, OfflinePageError, ForbiddenContent } from "~/shell/error-pages";
export { registerServiceWorker, keptForOffline, openKeptCopy } from "~/shell/service-worker";
export { OpeningHours } from "~/components/opening-hours";
