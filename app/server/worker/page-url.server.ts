import { isPlausibleSlug } from "~/shared/blog";
import { MAX_CATEGORY_LENGTH, PAGE_PARAM } from "~/shared/blog-listing";
import { DIALOG_PARAM, dialogNames, dialogs, type DialogName } from "~/shared/dialogs";
import { linkedCleaningType, linkedService } from "~/shared/quote-link";
import { MAP_PAGE, MAP_PARAM, MAP_SHOWN } from "~/shared/contact-map";
import { OFFLINE_REASON_PARAM } from "~/shared/offline";
import { SENT_PARAM } from "~/shared/sent-url";
import { NEWSLETTER_OPT_IN_PATH, OPT_IN_SIGNATURE_PARAM, UNSUBSCRIBE_LINK_PATH } from "~/shared/newsletter-opt-in-link";
import { parseStepParam, QUOTE_REFUSED_PARAM, QUOTE_STEP_PARAM } from "~/shared/quote-step-pages";

/**
 * One address for each page: what a page view is rendered from and cached under. A path has one
 * spelling (lower case, no empty segments or trailing slash, only what must be percent-encoded,
 * encoded); a variant is redirected to it. The query keeps only what the page reads, as it reads
 * it; and of that only valid values may make a cache entry of their own.
 */

/**
 * Remix's own requests: Single Fetch data (`/kontakt.data`, `/_root.data` for the home page) and
 * route discovery (`/__manifest?p=…&version=…`). They keep their URL as it is and are never cached
 * at the edge: their parameters are Remix's, and a discovery answer depends on the build's version.
 */
export function isFrameworkRequest(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.pathname === "/__manifest";
}

/** Page views are GETs of a page; Remix's own requests, form posts and the client build's files keep their URL. */
export function isPageView(request: Request, url = new URL(request.url)): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !isFrameworkRequest(url) && !url.pathname.startsWith("/build/");
}

/** What a segment of a page's address is made of, once decoded: letters (å, ä, ö), digits, dots and dashes. */
const PAGE_SEGMENT = /^[\p{L}\p{N}._-]+$/u;

function encodeSegment(segment: string): string {
  return [...segment]
    .map((character) =>
      /[A-Za-z0-9._-]/.test(character)
        ? character
        : [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
    )
    .join("");
}

/**
 * The one spelling of a page's address. Routes match case-insensitively and after
 * percent-decoding, and every address the site writes is lower case, so `/Kontakt`, `/%6Bontakt`,
 * `//kontakt` and `/kontakt/` are all /kontakt. Only the first segment is folded to lower case:
 * what follows (a service, post, category or tag) is looked up by its own route, which knows
 * whether a spelling names anything (a tag as its chip reads redirects there in one step; an
 * unknown one is a 404, never a redirect to another unknown address).
 * Null for a path no page could have (one that does not decode, or decodes to a slash, a percent
 * sign, a space…): it is left as it is, answered by whatever route matches, and never cached.
 */
export function canonicalPath(path: string): string | null {
  try {
    const segments = path
      .split("/")
      .filter(Boolean)
      .map((segment, index) => (index === 0 ? decodeURIComponent(segment).toLowerCase() : decodeURIComponent(segment)));
    if (!segments.every((segment) => PAGE_SEGMENT.test(segment))) return null;
    return `/${segments.map(encodeSegment).join("/")}`;
  } catch {
    return null;
  }
}

interface ParamRule {
  /** Whether the page at `path` with the query `query` reads the parameter; on every other page it is dropped. */
  readBy(path: string, query: URLSearchParams): boolean;
  /** The value as the page reads it, or null when the page shows the same as without it (dropped). */
  asRead(value: string): string | null;
  /** Whether the value may make a cache entry of its own; else the page is rendered and not stored. */
  mayCache(value: string): boolean;
}

const everyPage = () => true;
const always = () => true;
const isBlogListing = (path: string) => path === "/blogg" || /^\/blogg\/(kategori|tag|arkiv)\/[^/]+$/.test(path);
/** The quote wizard starts where a link says on its page and in its dialog (over any page). */
const showsQuoteWizard = (path: string, query: URLSearchParams) =>
  path === dialogs.offert.page || query.get(DIALOG_PARAM) === ("offert" satisfies DialogName);
const [SERVICE_PARAM, CLEANING_TYPE_PARAM] = dialogs.offert.params;

/**
 * Every query parameter a page reads. Any other parameter (a tracking tag, a random string)
 * changes nothing on the page, so it is dropped before rendering; so is a value the page ignores
 * (an unknown dialog, `klart=2`), and the page is the one without it. A value a page reads but
 * cannot bound (a search) makes no entry at all.
 */
const PAGE_PARAMS: ReadonlyMap<string, ParamRule> = new Map<string, ParamRule>([
  [
    DIALOG_PARAM,
    { readBy: everyPage, asRead: (value) => ((dialogNames as readonly string[]).includes(value) ? value : null), mayCache: always },
  ],
  // The service a quote link names, and for cleaning its kind (only with a service that is cleaning):
  // an unknown value starts the wizard as it would without it.
  [
    SERVICE_PARAM,
    {
      readBy: showsQuoteWizard,
      asRead: (value) => (linkedService(value) ? value : null),
      mayCache: (value) => linkedService(value) !== undefined,
    },
  ],
  [
    CLEANING_TYPE_PARAM,
    {
      readBy: (path, query) => showsQuoteWizard(path, query) && linkedService(query.get(SERVICE_PARAM)) === "städning",
      asRead: (value) => (linkedCleaningType(value) ? value : null),
      mayCache: (value) => linkedCleaningType(value) !== undefined,
    },
  ],
  // A quote step's own page, rendered from the visitor's answers: personal, never cached (isPersonal).
  [
    QUOTE_STEP_PARAM,
    { readBy: (path) => path === dialogs.offert.page, asRead: (value) => (parseStepParam(value) ? value : null), mayCache: () => false },
  ],
  [
    QUOTE_REFUSED_PARAM,
    {
      readBy: (path, query) => path === dialogs.offert.page && parseStepParam(query.get(QUOTE_STEP_PARAM)) !== null,
      asRead: (value) => (value === "1" ? value : null),
      mayCache: () => false,
    },
  ],
  // The thank-you state: personal, never cached whatever it says (isPersonal).
  [SENT_PARAM, { readBy: everyPage, asRead: (value) => value, mayCache: () => false }],
  // A search is never kept at the edge: any visitor can write any value, so every search would
  // be an entry of its own, and the search costs D1 one batch, about what a miss of /blogg costs.
  ["q", { readBy: (path) => path === "/blogg", asRead: (value) => value.trim() || null, mayCache: () => false }],
  [
    "kategori",
    {
      readBy: (path) => path === "/blogg",
      asRead: (value) => value || null,
      // A well-formed slug may still name no category: the page then sends no edge policy.
      mayCache: (value) => value.length <= MAX_CATEGORY_LENGTH && isPlausibleSlug(value),
    },
  ],
  // Page 1 has no `sida` (the listing redirects `sida=1`); anything but 2, 3 … is a 404.
  [PAGE_PARAM, { readBy: isBlogListing, asRead: (value) => value, mayCache: (value) => /^[1-9]\d{0,5}$/.test(value) && value !== "1" }],
  [
    "klart",
    {
      readBy: (path) => path === "/avregistrera" || path === NEWSLETTER_OPT_IN_PATH || path === UNSUBSCRIBE_LINK_PATH,
      asRead: (value) => (value === "1" ? value : null),
      mayCache: always,
    },
  ],
  // The newsletter's confirmation and unsubscribe links: what they name, until when, and their
  // signature. Personal (isPersonal): never a cache entry, whatever the values.
  ...["id", "exp", OPT_IN_SIGNATURE_PARAM].map((name): [string, ParamRule] => [
    name,
    {
      readBy: (path) => path === NEWSLETTER_OPT_IN_PATH || path === UNSUBSCRIBE_LINK_PATH,
      asRead: (value) => value,
      mayCache: () => false,
    },
  ]),
  // The contact page with OpenStreetMap's map in place of the drawing.
  [MAP_PARAM, { readBy: (path) => path === MAP_PAGE, asRead: (value) => (value === MAP_SHOWN ? value : null), mayCache: always }],
  [
    OFFLINE_REASON_PARAM,
    { readBy: (path) => path === "/offline", asRead: (value) => (value === "anslutning" ? value : null), mayCache: always },
  ],
]);

/** The query a page reads: its parameters, first value each, as the page reads them, in one order. */
function pageSearch(url: URL): string {
  const kept = new URLSearchParams();
  for (const [name, rule] of PAGE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value === null || !rule.readBy(url.pathname, url.searchParams)) continue;
    const read = rule.asRead(value);
    if (read !== null) kept.set(name, read);
  }
  return kept.toString();
}

/**
 * The request a page view is rendered from: its URL with only the query the page reads, so the
 * page rendered and the cache key are built from the same URL. Anything else is unchanged.
 */
export function pageRequest(request: Request): Request {
  const url = new URL(request.url);
  if (!isPageView(request, url)) return request;
  const search = pageSearch(url);
  if (search === url.searchParams.toString()) return request;
  url.search = search;
  return new Request(url.toString(), request);
}

/** Whether a URL from `pageRequest` may make a cache entry: its path canonical and every value within its limits. */
export function mayCache(url: URL): boolean {
  if (canonicalPath(url.pathname) !== url.pathname) return false;
  for (const [name, value] of url.searchParams) if (!PAGE_PARAMS.get(name)?.mayCache(value)) return false;
  return true;
}
