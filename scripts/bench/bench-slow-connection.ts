/**
 * Part of `npm run bench`: a first visit to a form page over a very slow connection, and the moment
 * its form can first be sent.
 */
import type { Browser } from "playwright-core";

/** 400 kbit/s both ways and a 2 s round trip: about the slowest a phone still calls a connection. */
export const SLOW_CONNECTION = { offline: false, latency: 2000, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

/** The form pages, each with its form and the button that sends its first step. */
export const FORM_PAGES = [
  { name: "Offert", path: "/offert", form: "#offertformular", button: "Nästa" },
  { name: "Kontakt", path: "/kontakt", form: "#kontaktformular", button: "Skicka meddelande" },
] as const;

export interface Submittable {
  /** From the start of navigation until the form's button is drawn and would send the form. */
  ms: number;
  /** Bytes over the wire (headers included) of what had arrived by then. */
  bytes: number;
  /** Bytes over the wire of what the form needs to be sent: the page and its stylesheet. */
  criticalBytes: number;
  /** What had arrived by then, besides the page itself. */
  files: string[];
}

/**
 * Watches the page from its first byte, every frame it draws: the first frame in which the form's
 * button is there, styled (every stylesheet has arrived), shown (not hidden, a box with a size) and
 * would post its form is the moment a visitor could send it. A frame is only drawn once the
 * render-blocking stylesheet has arrived, and the check asks for it too.
 */
function watchSubmittable({ form, button }: { form: string; button: string }) {
  const state = window as unknown as { __submittableAt?: number };
  const ready = () => {
    const element = [...document.querySelectorAll<HTMLButtonElement>(`${form} button[type=submit], ${form} button:not([type])`)].find(
      (candidate) => candidate.textContent?.trim() === button,
    );
    if (!element || element.disabled || !element.form || element.form.method !== "post" || !element.form.action) return false;
    const sheets = [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")];
    if (sheets.length === 0 || sheets.some((link) => !link.sheet)) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const frame = () => {
    if (ready()) state.__submittableAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Visits per form page; the median counts (a busy machine's worker answers some files late). */
export const SLOW_VISITS = 3;

/**
 * SLOW_VISITS first visits to the page, side by side (each in a context of its own with its own
 * slow connection: they wait on the connection, not on the cores); the one with the median time.
 */
export async function medianSubmittable(browser: Browser, origin: string, formPage: (typeof FORM_PAGES)[number]): Promise<Submittable> {
  const visits = await Promise.all(Array.from({ length: SLOW_VISITS }, () => measureSubmittable(browser, origin, formPage)));
  return visits.sort((a, b) => a.ms - b.ms)[Math.floor(visits.length / 2)]!;
}

/** A first visit over SLOW_CONNECTION with an empty cache: when the form could first be sent. */
async function measureSubmittable(browser: Browser, origin: string, formPage: (typeof FORM_PAGES)[number]): Promise<Submittable> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_CONNECTION);
  // As source text with esbuild's `__name` (which tsx wraps named inner functions in) defined, since the page has none.
  const watch = { form: formPage.form, button: formPage.button };
  await page.addInitScript(
    `(function () { var __name = function (target) { return target; }; (${watchSubmittable.toString()})(${JSON.stringify(watch)}); })()`,
  );
  await page.goto(`${origin}${formPage.path}`, { waitUntil: "commit", timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __submittableAt?: number }).__submittableAt !== undefined, undefined, {
    timeout: 120_000,
    polling: 250,
  });
  const result = await page.evaluate(() => {
    const at = (window as unknown as { __submittableAt: number }).__submittableAt;
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    // A module preloaded but not yet fetched has an entry already, with no response in it.
    const arrived = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (entry) => entry.responseStart > 0 && entry.responseEnd <= at,
    );
    const stylesheets = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (entry) => entry.initiatorType === "link" && new URL(entry.name).pathname.endsWith(".css"),
    );
    return {
      ms: Math.round(at),
      bytes: navigation.transferSize + arrived.reduce((sum, entry) => sum + entry.transferSize, 0),
      criticalBytes: navigation.transferSize + stylesheets.reduce((sum, entry) => sum + entry.transferSize, 0),
      files: arrived.map((entry) => new URL(entry.name).pathname),
    };
  });
  await context.close();
  return result;
}
