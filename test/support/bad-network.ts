import type { Browser, BrowserContext, Locator, Page, Request, Route } from "playwright-core";
import { expect, vi } from "vitest";
import type { TestWorker } from "../../harness/worker";
import { fillForm, MOVING_DETAILS, QUOTE_CONTACT, validBooking, validContact, validJobApplication, validQuickContact } from "./valid-forms";

/**
 * Every form, each bad-network scenario. A form case says where the form is, how to fill
 * it in (everything but the last press), how to send it and how to count its rows in D1.
 */
export interface FormCase {
  name: string;
  path: string;
  /** The form opens in a modal dialog (wait until it is live). */
  dialog?: boolean;
  /** The pathname the form posts to. */
  action: string;
  scope: (page: Page) => Locator;
  /** Fills the form (and walks earlier steps); `email` identifies the row. */
  fill: (scope: Locator, email: string) => Promise<void>;
  /** The field that must still hold `email` after a failure. */
  emailField: (scope: Locator) => Locator;
  submit: (scope: Locator) => Promise<void>;
  rows: (worker: TestWorker, email: string) => Promise<number>;
}

const count = async (worker: TestWorker, sql: string, email: string) => (await worker.sql<{ n: number }>(sql, email))[0]!.n;

const contactFill = (scope: Locator, email: string) => fillForm(scope, validContact({ email }));
const bookings = (worker: TestWorker, email: string) => count(worker, "SELECT COUNT(*) AS n FROM bookings WHERE customer_email = ?", email);
const quotes = (worker: TestWorker, email: string) => count(worker, "SELECT COUNT(*) AS n FROM quotes WHERE epost = ?", email);
const byLabel = (label: string) => (scope: Locator) => scope.getByLabel(label);
const press = (name: string) => (scope: Locator) => scope.getByRole("button", { name }).click();

const quoteFill = async (scope: Locator, email: string) => {
  await scope.getByLabel("Flytthjälp").check();
  await scope.getByRole("button", { name: "Nästa" }).click();
  await scope.getByLabel("Lägenhet").check();
  await scope.getByLabel("Från adress").fill(MOVING_DETAILS.from_address);
  await scope.getByLabel("Till adress").fill(MOVING_DETAILS.to_address);
  await scope.getByRole("button", { name: "Nästa" }).click();
  await scope.getByLabel("Namn").fill(QUOTE_CONTACT.namn);
  await scope.getByLabel("E-post").fill(email);
  await scope.getByLabel("Telefon").fill(QUOTE_CONTACT.telefon);
};

export const formCases: FormCase[] = [
  {
    name: "the quote wizard on /offert",
    path: "/offert",
    action: "/offert",
    scope: (page) => page.locator("#offertformular"),
    fill: quoteFill,
    emailField: byLabel("E-post"),
    submit: press("Skicka offertförfrågan"),
    rows: quotes,
  },
  {
    name: "the quote wizard in the home page's dialog",
    path: "/?dialog=offert",
    dialog: true,
    action: "/offert",
    // Without its checks a step goes as a plain post, which answers with the /offert page.
    scope: (page) => page.locator("dialog[open], #offertformular").first(),
    fill: quoteFill,
    emailField: byLabel("E-post"),
    submit: press("Skicka offertförfrågan"),
    rows: quotes,
  },
  {
    name: "the contact form on /kontakt",
    path: "/kontakt",
    action: "/kontakt",
    scope: (page) => page.locator("#kontaktformular"),
    fill: contactFill,
    emailField: byLabel("E-post"),
    submit: press("Skicka meddelande"),
    rows: bookings,
  },
  {
    name: "the contact form on the home page",
    path: "/",
    action: "/",
    scope: (page) => page.locator("#kontaktformular"),
    fill: contactFill,
    emailField: byLabel("E-post"),
    submit: press("Skicka förfrågan"),
    rows: bookings,
  },
  {
    name: "the booking dialog",
    path: "/om-oss?dialog=boka",
    dialog: true,
    action: "/boka",
    scope: (page) => page.getByRole("dialog"),
    fill: (scope, email) => fillForm(scope, validBooking({ customer_email: email })),
    emailField: byLabel("E-post"),
    submit: press("Skicka bokning"),
    rows: bookings,
  },
  {
    name: "the quick contact widget",
    path: "/om-oss?dialog=snabbkontakt",
    dialog: true,
    action: "/snabbkontakt",
    scope: (page) => page.getByRole("dialog"),
    fill: (scope, email) => fillForm(scope, validQuickContact({ customerEmail: email })),
    emailField: byLabel("E-post"),
    submit: press("Skicka"),
    rows: bookings,
  },
  {
    name: "the newsletter dialog",
    path: "/om-oss?dialog=nyhetsbrev",
    dialog: true,
    action: "/nyhetsbrev",
    scope: (page) => page.getByRole("dialog"),
    fill: async (scope, email) => scope.getByLabel("E-post").fill(email),
    emailField: byLabel("E-post"),
    submit: press("Ge mig rabatten"),
    rows: (worker, email) => count(worker, "SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?", email),
  },
  {
    name: "the job application",
    path: "/jobba-hos-oss",
    action: "/jobba-hos-oss",
    scope: (page) => page.locator("#ansokan"),
    fill: async (scope, email) => {
      await fillForm(scope, validJobApplication({ email }));
      await scope.getByLabel(/CV/).setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048)]),
      });
    },
    emailField: byLabel("E-post"),
    submit: press("Skicka ansökan"),
    rows: (worker, email) => count(worker, "SELECT COUNT(*) AS n FROM job_applications WHERE email = ?", email),
  },
];

/** English a framework or a browser would show; none of it may reach a visitor. */
export const ENGLISH_ERRORS =
  /Application Error|Failed to fetch|TypeError|NetworkError|Load failed|Unexpected Server Error|Something went wrong/;

/** Service workers blocked: page.route must see every request (the worker has its own test). */
export function badNetworkContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: "sv-SE", serviceWorkers: "block" });
}

export async function openForm(page: Page, form: FormCase): Promise<Locator> {
  await page.goto(form.path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  if (form.dialog) await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  return form.scope(page);
}

/**
 * The form's post to its action: as Remix's data request with JavaScript (`/kontakt.data`, the
 * home page's `/_root.data`) or as a plain post to the page itself.
 */
let visitors = 0;

/** A new visitor (its own context, at 390 px) with the form open, and an e-mail no other test uses. */
export async function newVisitorAtForm(
  site: { browser: Browser; worker: TestWorker },
  form: FormCase,
  scenario: string,
  beforeOpening?: (page: Page) => Promise<unknown>,
) {
  const context = await badNetworkContext(site.browser, site.worker.url);
  const page = await context.newPage();
  trackPosts(page, form.action);
  await beforeOpening?.(page);
  const scope = await openForm(page, form);
  const email = `natverk-${scenario}-${++visitors}-${Date.now()}@example.se`;
  return { context, page, scope, email };
}

export const isPostTo = (action: string) => (url: URL, method: string) =>
  method === "POST" && (url.pathname === action || url.pathname === `${action === "/" ? "/_root" : action}.data`);

export async function routePost(page: Page, action: string, handler: (route: Route) => Promise<void>): Promise<void> {
  const matches = isPostTo(action);
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (matches(new URL(request.url()), request.method())) await handler(route);
    else await route.fallback();
  });
}

// The waits below are vi.waitFor, not expect.poll: a test that runs beside others (bad-network's
// scenarios) has no current test for expect.poll to find.

/** The visitor's view after a failure: the Swedish notice with the phone link, the answers kept, no English. */
export async function expectKeptWithNotice(page: Page, scope: Locator, form: FormCase, email: string, text: RegExp): Promise<void> {
  const notice = scope.locator("[data-network]");
  await notice.waitFor();
  await vi.waitFor(async () => expect(await notice.innerText()).toMatch(text));
  expect(await notice.locator('a[href^="tel:"]').count()).toBe(1);
  expect(await form.emailField(scope).inputValue()).toBe(email);
  expect(await page.locator("body").innerText()).not.toMatch(ENGLISH_ERRORS);
}

/** The form posts of each visitor's page that are still under way (a request without its end yet). */
const postsUnderWay = new WeakMap<Page, Set<Request>>();

function trackPosts(page: Page, action: string): void {
  const matches = isPostTo(action);
  const underWay = new Set<Request>();
  postsUnderWay.set(page, underWay);
  page.on("request", (request) => {
    if (matches(new URL(request.url()), request.method())) underWay.add(request);
  });
  const ended = (request: Request) => underWay.delete(request);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * Exactly one row once the form has gone through, and still one when every post the page had
 * under way has ended (a second post already on its way would have written by then). A page
 * that posted as plain HTML has ended its post when it shows the answer.
 */
export async function expectOneRow(worker: TestWorker, form: FormCase, email: string, page?: Page): Promise<void> {
  await vi.waitFor(async () => expect(await form.rows(worker, email)).toBe(1), { timeout: 20_000 });
  const underWay = page && postsUnderWay.get(page);
  if (underWay) await vi.waitFor(() => expect(underWay.size).toBe(0), { timeout: 20_000 });
  expect(await form.rows(worker, email)).toBe(1);
}

/**
 * A request the test holds: the route handler awaits `arrived()`, which notes the request and
 * waits until the test calls `release()`; `untilArrived()` waits for the first one.
 */
export function heldUntilReleased() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  return {
    arrived: () => {
      count++;
      return released;
    },
    untilArrived: () => vi.waitFor(() => expect(count).toBeGreaterThan(0), { timeout: 20_000 }),
    release,
  };
}

/** Waits until a draft this browser keeps matches `holds`: a draft is saved a moment after the last change. */
export async function untilDraft(page: Page, holds: (draft: { values: Record<string, string | string[]>; files: string[] }) => boolean) {
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("transist-draft:"))
        .map((key) => localStorage.getItem(key)!),
    );
  // A form's key holds one draft per tab (`tabs`); a draft in the older form is the value itself.
  type Draft = { values: Record<string, string | string[]>; files: string[] };
  const each = (text: string): Draft[] => {
    const stored = JSON.parse(text) as Draft | { tabs: Record<string, Draft> };
    return "tabs" in stored ? Object.values(stored.tabs) : [stored];
  };
  await vi.waitFor(async () => expect((await drafts()).flatMap(each).some(holds)).toBe(true));
}
