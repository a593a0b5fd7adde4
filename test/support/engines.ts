import { spawn, type ChildProcess } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import type { Front } from "./front";

/**
 * One interface to drive the site in WebKit (Safari's engine) and Firefox, so the cross-engine
 * Suite reads the same in both.
 *
 * - WebKit: Debian's webkit2gtk-driver, i.e. WebKitWebDriver starting MiniBrowser, over W3C
 *   WebDriver (plain fetch to its HTTP endpoint), on an Xvfb display started for the test file.
 * - Firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi.
 *
 * Elements are found by a script in the page (`agent` below) in both engines: the WebKit driver
 * does not match CSS selectors with non-ASCII values ("flytthjälp"), and a script can find a
 * control by its label or a button by its text the way a visitor does. A click scrolls the element
 * to the middle of the window at once (the site's `scroll-behavior: smooth` would move it under a
 * pointer), checks that nothing covers it, and then presses a real (synthesized) mouse at that
 * point. Typing goes through the driver's keyboard. Scripts run in both engines with the page's
 * JavaScript off.
 *
 * What each engine lets a test observe (`consoleErrors()`):
 * - CSP violations: every engine, JavaScript on or off, from the first byte, through the test
 *   front's report-uri (front.ts), for the fronts passed to `openEngine`.
 * - Firefox: console.error and uncaught page errors from the page's start (BiDi log events).
 * - WebKit: the driver offers no console or log (no BiDi, no `/se/log`), and MiniBrowser's
 *   `--enable-write-console-messages-to-stdout` is ignored under automation. With JavaScript on the
 *   helper installs listeners (error, unhandledrejection, securitypolicyviolation, console.error)
 *   when a page has loaded and before every action, keeping what they catch in sessionStorage
 *   across navigations: an error thrown while a page loads, before that, is not seen.
 * - With JavaScript off no page script runs, so there is nothing but CSP to observe.
 *
 * Found on this machine (webkit2gtk 2.50.6, firefox-esr 153):
 * - WebKit: `--enable-javascript=false` turns the page's scripts off, yet the driver's Execute
 *   Script still works, as do element Send Keys (non-ASCII text too) and file upload through it.
 *   `acceptInsecureCerts` accepts the front's self-signed certificate. At GDK_DPI_SCALE=2 (a 780 px
 *   window for 390 CSS px) the driver's own Element Click lands at half the coordinates, so clicks
 *   are pointer actions at the scaled point. It refuses a `Secure` cookie on http://127.0.0.1.
 * - Firefox: `ui.useOverlayScrollbars` gives the page the whole 390 px, as on a phone (classic
 *   scrollbars took 12). It keeps a `Secure` cookie on http://127.0.0.1.
 * - Both: behind a modal <dialog> the page is inert, so targets are looked for in the dialog.
 */

export type EngineName = "webkit" | "firefox";

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export interface EngineOptions {
  javascript: boolean;
  /** Viewport width in CSS px (default 1280). */
  width?: number;
  /** Viewport height in CSS px (default 844 below 500 px wide, else 900); WebKit's is about this. */
  height?: number;
  /** Fronts whose CSP reports count among this browser's errors, from when it opens. */
  fronts?: Front[];
}

/**
 * What to find on the page, as a visitor would: a form control by its label, a button or link by
 * its text (or aria-label), or any CSS selector, optionally inside the first match of `within`.
 */
export interface Target {
  css?: string;
  text?: string;
  label?: string;
  within?: string;
}

export const css = (selector: string, within?: string): Target => ({ css: selector, within });
export const field = (label: string, within?: string): Target => ({ label, within });
export const button = (text: string, within?: string): Target => ({ css: "button, a, input[type=submit], [role=button]", text, within });
export const link = (text: string, within?: string): Target => ({ css: "a", text, within });
export const heading = (text: string, within?: string): Target => ({ css: "h1, h2, h3, h4", text, within });

/** Where to press the mouse, in CSS px of the viewport, and whether the element is what is there. */
interface Point {
  x: number;
  y: number;
  ok: boolean;
  problem: string;
}

type AgentOp = "find" | "shown" | "point" | "measure" | "text" | "value" | "checked" | "select" | "clear" | "focus";

/**
 * Runs in the page (serialized; keep it self-contained). Finds the target or throws, then does `op`.
 */
function agent(op: AgentOp, target: Target, arg: string | null): unknown {
  const norm = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const shown = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const describe = (element: HTMLElement) => {
    const id = element.id ? `#${element.id}` : "";
    return `<${element.tagName.toLowerCase()}${id}> "${norm(element.textContent).slice(0, 60)}"`;
  };
  // Behind a modal dialog the page is inert: look inside the dialog unless told where.
  const modal = document.querySelector<HTMLElement>("dialog:modal");
  const roots: Array<Document | HTMLElement> = target.within
    ? Array.from(document.querySelectorAll<HTMLElement>(target.within)).filter(shown)
    : [modal ?? document];
  const exact: HTMLElement[] = [];
  const partial: HTMLElement[] = [];
  for (const root of roots) {
    if (target.label !== undefined) {
      const wanted = norm(target.label);
      for (const label of Array.from(root.querySelectorAll("label"))) {
        const control = label.control ?? label.querySelector<HTMLElement>("input, select, textarea");
        if (!control) continue;
        const text = norm(label.innerText || label.textContent).replace(/\s*\*$/, "");
        if (text === wanted) exact.push(control);
        else if (text.startsWith(`${wanted} `)) partial.push(control);
      }
    } else {
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(target.css ?? "*"))) {
        if (target.text === undefined) {
          exact.push(element);
          continue;
        }
        const wanted = norm(target.text);
        const names = [
          norm(element.innerText || element.textContent),
          norm(element.getAttribute("aria-label")),
          norm((element as HTMLInputElement).value),
        ];
        if (names.includes(wanted)) exact.push(element);
        else if (names.some((name) => name.includes(wanted))) partial.push(element);
      }
    }
  }
  const found = exact.find(shown) ?? partial.find(shown) ?? exact[0] ?? partial[0];
  if (!found) throw new Error(`Hittar inte ${JSON.stringify(target)} på ${location.pathname}${location.search}`);

  switch (op) {
    case "find":
      return found;
    case "shown":
      return shown(found);
    case "point":
    case "measure": {
      // A radio or checkbox drawn by its label is pressed through the label.
      let box: HTMLElement = found;
      const small = found.getBoundingClientRect().width * found.getBoundingClientRect().height < 16;
      if (found instanceof HTMLInputElement && (small || !shown(found)) && found.labels?.[0]) box = found.labels[0];
      if (!shown(box)) return { x: 0, y: 0, ok: false, problem: `${describe(box)} syns inte` } satisfies Point;
      if (op === "point") box.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const rect = box.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = document.elementFromPoint(x, y) as HTMLElement | null;
      const ok = hit !== null && (box.contains(hit) || found.contains(hit) || hit.closest("label")?.control === found);
      return {
        x,
        y,
        ok,
        problem: ok ? "" : `${describe(found)} täcks av ${hit ? describe(hit) : "ingenting"} vid (${Math.round(x)}, ${Math.round(y)})`,
      } satisfies Point;
    }
    case "text":
      return norm(found.innerText ?? found.textContent);
    case "value":
      return (found as HTMLInputElement).value;
    case "checked":
      return (found as HTMLInputElement).checked;
    case "select": {
      const select = found as unknown as HTMLSelectElement;
      const option = Array.from(select.options).find((candidate) => candidate.value === arg || norm(candidate.textContent) === arg);
      if (!option) throw new Error(`${describe(found)} har inget val ${arg}`);
      select.value = option.value;
      found.dispatchEvent(new Event("input", { bubbles: true }));
      found.dispatchEvent(new Event("change", { bubbles: true }));
      return option.value;
    }
    case "clear":
      (found as HTMLInputElement).value = "";
      return null;
    case "focus":
      // Scrolled here at once; focus itself must not start a (smooth) scroll of its own.
      found.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      found.focus({ preventScroll: true });
      return null;
  }
}

/**
 * WebKit without a console: listeners for what the page reports, installed once per page; what they
 * catch waits in sessionStorage (it survives navigations within the site) until this runs again.
 */
function watchErrors(): string[] {
  const key = "__engineErrors";
  const state = window as unknown as { __engineWatching?: boolean };
  const store = (entry: string) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
    list.push(`${entry} [${location.pathname}${location.search}]`);
    sessionStorage.setItem(key, JSON.stringify(list));
  };
  if (!state.__engineWatching) {
    state.__engineWatching = true;
    window.addEventListener(
      "error",
      (event: Event) => {
        // An ErrorEvent is an uncaught error; a plain Event from an element is a file that failed to load.
        const { message, filename, lineno } = event as Event & { message?: string; filename?: string; lineno?: number };
        const source = event.target as HTMLElement | null;
        if (message !== undefined) store(`pageerror: ${message} (${filename}:${lineno})`);
        else if (source?.tagName)
          store(`lasta inte: <${source.tagName.toLowerCase()}> ${source.getAttribute("src") ?? source.getAttribute("href") ?? ""}`);
      },
      true,
    );
    window.addEventListener("unhandledrejection", (event) => store(`unhandledrejection: ${String(event.reason)}`));
    document.addEventListener("securitypolicyviolation", (event) => store(`CSP ${event.violatedDirective}: ${event.blockedURI}`));
    const original = console.error;
    console.error = (...args: unknown[]) => {
      store(`console.error: ${args.map(String).join(" ")}`);
      original.apply(console, args);
    };
  }
  const list = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
  sessionStorage.removeItem(key);
  return list;
}

export type Key = "Escape" | "Enter" | "Tab";

export interface EnginePage {
  readonly engine: EngineName;
  readonly javascript: boolean;
  /** Opens the URL and waits for it to load; with JavaScript on, also for hydration. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  click(target: Target): Promise<void>;
  /** Replaces a field's text by typing `value`. */
  fill(target: Target, value: string): Promise<void>;
  selectOption(target: Target, value: string): Promise<void>;
  /** Clicks a radio or checkbox unless it is already checked. */
  check(target: Target): Promise<void>;
  setFile(target: Target, path: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The element's visible text. */
  text(target: Target): Promise<string>;
  value(target: Target): Promise<string>;
  isChecked(target: Target): Promise<boolean>;
  exists(target: Target): Promise<boolean>;
  /** Runs `fn` in the page (serialized, so self-contained) and returns its JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Waits until the target exists (and is shown), or until `fn` run in the page returns truthy. */
  waitFor(what: Target | (() => unknown), options?: { timeout?: number }): Promise<void>;
  waitForURL(test: RegExp | ((url: URL) => boolean), options?: { timeout?: number }): Promise<void>;
  url(): Promise<string>;
  screenshot(path: string): Promise<void>;
  /** Console errors, page errors and CSP violations seen since the last call (see the top of the file). */
  consoleErrors(): Promise<string[]>;
  /**
   * A new visitor in this engine with the same options: an empty cookie jar, storage and HTTP
   * cache. Firefox: a user context of this browser (a launch costs seconds); WebKit: a browser of
   * its own. Close it before this page.
   */
  newVisitor(fronts: Front[]): Promise<EnginePage>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT = 15_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries `attempt` until it returns a value other than undefined, or throws its last error. */
async function retry<T>(what: string, timeout: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const reason = last instanceof Error ? last.message : last === undefined ? "" : String(last);
      throw new Error(`${what}: gav upp efter ${timeout} ms${reason ? ` (${reason})` : ""}`);
    }
    await sleep(100);
  }
}

/**
 * The source of an expression that calls `fn` with `args` in the page. A function's own source is
 * sent, with JSON arguments; `__name` is what esbuild (tsx, vite) wraps named inner functions in
 * when it keeps names, so it is defined as a no-op around the function.
 */
function callSource(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(function () { var __name = function (target) { return target; }; return (${fn.toString()}).apply(null, ${JSON.stringify(args)}); })()`;
}

function targetOrPredicate(what: Target | (() => unknown)): what is () => unknown {
  return typeof what === "function";
}

export async function openEngine(engine: EngineName, options: EngineOptions): Promise<EnginePage> {
  const width = options.width ?? 1280;
  const height = options.height ?? (width < 500 ? 844 : 900);
  const driver =
    engine === "webkit" ? await openWebKit(options.javascript, width, height) : await openFirefox(options.javascript, width, height);
  return enginePage(engine, driver, options);
}

function enginePage(engine: EngineName, driver: Driver, options: EngineOptions): EnginePage {
  const fronts = (options.fronts ?? []).map((front) => ({ front, seen: front.cspReports.length }));

  const agentCall = <T>(op: AgentOp, target: Target, arg: string | null = null) => driver.evaluate(agent, op, target, arg) as Promise<T>;

  /** Finds where to press for `target`, waiting until it exists, is shown and nothing covers it. */
  const pointFor = (target: Target) =>
    retry(`Klicka på ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, async () => {
      await driver.beforeAction();
      const point = await agentCall<Point>("point", target);
      if (!point.ok) throw new Error(point.problem);
      // Still there a moment later, twice? A smooth scroll the page started moves it, and on a busy
      // machine such a scroll can pause on its way.
      for (let i = 0; i < 2; i++) {
        await sleep(100);
        const settled = await agentCall<Point>("measure", target);
        if (!settled.ok) throw new Error(settled.problem);
        if (Math.abs(settled.x - point.x) > 1 || Math.abs(settled.y - point.y) > 1) throw new Error(`${JSON.stringify(target)} rör sig`);
      }
      return point;
    });

  const waitFor: EnginePage["waitFor"] = async (what, { timeout = DEFAULT_TIMEOUT } = {}) => {
    await retry(`Vänta på ${targetOrPredicate(what) ? what.toString().slice(0, 120) : JSON.stringify(what)}`, timeout, async () => {
      if (targetOrPredicate(what)) return (await driver.evaluate(what)) ? true : undefined;
      return (await agentCall<boolean>("shown", what)) ? true : undefined;
    });
  };

  const page: EnginePage = {
    engine,
    javascript: options.javascript,
    async goto(url) {
      await driver.goto(url);
      if (options.javascript) await waitFor(() => document.documentElement.dataset.hydrated === "true");
    },
    async reload() {
      await driver.reload();
      if (options.javascript) await waitFor(() => document.documentElement.dataset.hydrated === "true");
    },
    async click(target) {
      const point = await pointFor(target);
      await driver.mouseClick(point.x, point.y);
    },
    async fill(target, value) {
      await retry(`Fyll i ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, async () => {
        await driver.beforeAction();
        await agentCall("clear", target);
        await agentCall("focus", target);
        return true;
      });
      // Filling with nothing is the clear alone (WebKitWebDriver refuses keys without text).
      if (value !== "") await driver.type(target, value);
      // Keys that went nowhere (focus refused, say) would otherwise only show much later.
      const typed = await agentCall<string>("value", target);
      if (typed !== value)
        throw new Error(`Fyll i ${JSON.stringify(target)}: fältet har ${JSON.stringify(typed)}, inte ${JSON.stringify(value)}`);
    },
    async selectOption(target, value) {
      await retry(`Välj ${value} i ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, async () => {
        await driver.beforeAction();
        return agentCall<string>("select", target, value);
      });
    },
    async check(target) {
      // Checking twice does no harm, so a click that missed (the page moved under it) is tried again.
      for (let attempt = 1; ; attempt++) {
        if (await agentCall<boolean>("checked", target).catch(() => false)) return;
        if (attempt > 3) throw new Error(`Kryssa i ${JSON.stringify(target)}: fortfarande inte ikryssad efter ${attempt - 1} klick`);
        await page.click(target);
        await retry(`Kryssa i ${JSON.stringify(target)}`, 2000, async () =>
          (await agentCall<boolean>("checked", target)) ? true : undefined,
        ).catch(() => {});
      }
    },
    async setFile(target, path) {
      await retry(`Välj fil i ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, async () => {
        await driver.beforeAction();
        await driver.setFile(target, path);
        return true;
      });
    },
    press: (key) => driver.press(key),
    text: (target) => retry(`Läs ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, () => agentCall<string>("text", target)),
    value: (target) => retry(`Läs ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, () => agentCall<string>("value", target)),
    isChecked: (target) => retry(`Läs ${JSON.stringify(target)}`, DEFAULT_TIMEOUT, () => agentCall<boolean>("checked", target)),
    exists: (target) =>
      agentCall("find", target).then(
        () => true,
        () => false,
      ),
    evaluate: (fn, ...args) => driver.evaluate(fn, ...args),
    waitFor,
    async waitForURL(test, { timeout = DEFAULT_TIMEOUT } = {}) {
      const matches = (url: URL) => (test instanceof RegExp ? test.test(`${url.pathname}${url.search}${url.hash}`) : test(url));
      await retry(`Vänta på adressen ${test.toString()}`, timeout, async () => (matches(new URL(await driver.url())) ? true : undefined));
      await waitFor(() => document.readyState === "complete", { timeout });
    },
    url: () => driver.url(),
    screenshot: (path) => driver.screenshot().then((png) => writeFile(path, png)),
    async consoleErrors() {
      // A CSP report is a request of its own, sent a moment after the violation.
      await sleep(300);
      const reports = fronts.flatMap((entry) => {
        const fresh = entry.front.cspReports.slice(entry.seen);
        entry.seen = entry.front.cspReports.length;
        return fresh.map(
          (report) => `CSP ${report.directive}: ${report.blocked} [${report.page}${report.source ? ` ${report.source}` : ""}]`,
        );
      });
      // Remix logs its eager route discovery when the browser cancels it because the page is left
      // (WebKit: "Load failed"; Firefox names it a NetworkError, or an AbortError when the fetch is
      // aborted as the page goes); the visitor sees nothing and the next page discovers again.
      const leftPage =
        /^console\.error: Failed to fetch manifest patches (TypeError: (Load failed|NetworkError|Failed to fetch)|AbortError: The operation was aborted)/;
      return [...(await driver.takeErrors()).filter((error) => !leftPage.test(error)), ...reports];
    },
    newVisitor: async (visitorFronts) => enginePage(engine, await driver.newVisitor(), { ...options, fronts: visitorFronts }),
    close: () => driver.close(),
  };
  return page;
}

/** The engine-specific half: each implements the same few primitives. */
interface Driver {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Called before each action: WebKit collects what its page listeners caught. */
  beforeAction(): Promise<void>;
  mouseClick(x: number, y: number): Promise<void>;
  /** Types into the focused element found by `target`. */
  type(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  setFile(target: Target, path: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  takeErrors(): Promise<string[]>;
  /** The same engine and settings with nothing kept: cookies, storage, HTTP cache. */
  newVisitor(): Promise<Driver>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- Firefox (puppeteer, BiDi)

async function openFirefox(javascript: boolean, width: number, height: number): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
    protocolTimeout: 30_000,
    defaultViewport: { width, height },
    extraPrefsFirefox: {
      "javascript.enabled": javascript,
      // Phones draw scrollbars over the page: the layout gets the full width, as there.
      "ui.useOverlayScrollbars": 1,
      "intl.accept_languages": "sv-SE, sv",
      // Headless, its refresh driver ticks on while pages sit open; at a lower rate than a screen's the
      // pages lay out, scroll and focus the same, for less CPU on a busy machine.
      "layout.frame_rate": 20,
    },
  });
  try {
    return await firefoxPage(browser, (await browser.pages())[0] ?? (await browser.newPage()), width, height, () => browser.close());
  } catch (error) {
    await browser.close().catch(() => {});
    throw error;
  }
}

/**
 * One tab of a Firefox browser as a Driver. A new visitor is a tab in a user context of its own
 * (cookies, storage and the HTTP cache are kept per user context), closed with its context.
 */
async function firefoxPage(browser: Browser, page: Page, width: number, height: number, close: () => Promise<void>): Promise<Driver> {
  await page.setViewport({ width, height });
  const errors: string[] = [];
  // BiDi hands an Error argument over as a bare "JSHandle@error": the page prints its name and
  // message instead, as the other engines show them.
  await page.evaluateOnNewDocument(() => {
    const original = console.error;
    console.error = (...args: unknown[]) =>
      original.apply(
        console,
        args.map((value) => (value instanceof Error ? `${value.name}: ${value.message}` : value)),
      );
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error: ${message.text()} [${message.location().url ?? ""}]`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));

  const handleFor = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page.evaluateHandle(callSource(agent, ["find", target, null]));
    const element = handle.asElement();
    if (!element) throw new Error(`Hittar inte ${JSON.stringify(target)}`);
    return element as ElementHandle<Element>;
  };

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    async reload() {
      await page.reload({ waitUntil: "load" });
    },
    // page.url() follows BiDi events and can trail the document a moment after a navigation.
    url: () => page.evaluate(() => location.href),
    evaluate: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => page.evaluate(callSource(fn, args)) as Promise<Awaited<R>>,
    async beforeAction() {},
    // ElementHandle.click() hangs with JavaScript off: press the mouse where the element is.
    mouseClick: (x, y) => page.mouse.click(x, y),
    async type(_target, text) {
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    async setFile(target, path) {
      const element = (await handleFor(target)) as ElementHandle<HTMLInputElement>;
      await element.uploadFile(path);
      await element.dispose();
    },
    screenshot: async () => Buffer.from(await page.screenshot({ type: "png" })),
    async takeErrors() {
      return errors.splice(0);
    },
    async newVisitor() {
      const context = await browser.createBrowserContext();
      try {
        return await firefoxPage(browser, await context.newPage(), width, height, () => context.close());
      } catch (error) {
        await context.close().catch(() => {});
        throw error;
      }
    },
    close,
  };
}

// ---------------------------------------------------------------- WebKit (WebKitWebDriver, W3C WebDriver)

const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";
const WEBDRIVER_KEYS: Record<Key, string> = { Escape: "\uE00C", Enter: "\uE007", Tab: "\uE004" };

/** One Xvfb for the test file (the module is loaded once per file), shared by its WebKit browsers. */
let display: { process: ChildProcess; name: Promise<string>; users: number } | undefined;

function acquireDisplay(): Promise<string> {
  if (!display) {
    // -displayfd: Xvfb picks a free display number and writes it to stdout when it is ready.
    const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1600x2000x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    const name = new Promise<string>((resolve, reject) => {
      let output = "";
      xvfb.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("\n")) resolve(`:${output.trim()}`);
      });
      xvfb.on("error", reject);
      xvfb.on("exit", (code) => reject(new Error(`Xvfb avslutades (${code})`)));
    });
    display = { process: xvfb, name, users: 0 };
    process.once("exit", () => xvfb.kill());
  }
  display.users++;
  return display.name;
}

function releaseDisplay(): void {
  if (display && --display.users === 0) {
    display.process.kill();
    display = undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface WebDriverError {
  error: string;
  message: string;
}

async function openWebKit(javascript: boolean, width: number, height: number): Promise<Driver> {
  // GTK windows are at least ~447 px wide: a phone's 390 CSS px is a 780 px window at DPI scale 2.
  const scale = width < 500 ? 2 : 1;
  const displayName = await acquireDisplay();
  const port = await freePort();
  // Xvfb has no GPU: WebKit's accelerated compositing would draw every frame through Mesa's software
  // OpenGL, a large share of the CPU a test spends. Without it WebKit paints with cairo; layout,
  // scrolling, focus and events are the same, and the tests read only those.
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: displayName, GDK_DPI_SCALE: String(scale), NO_AT_BRIDGE: "1", WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T | WebDriverError };
    if (!response.ok) {
      const error = value as WebDriverError;
      throw new Error(`WebKitWebDriver ${method} ${path}: ${error.error}: ${error.message}`);
    }
    return value as T;
  };

  const cleanup = () => {
    driverProcess.kill();
    releaseDisplay();
  };
  let sessionPath: string;
  try {
    await retry("WebKitWebDriver startar", 10_000, () =>
      call<{ ready: boolean }>("GET", "/status").then((status) => (status.ready ? true : undefined)),
    );
    const args = ["--automation", ...(javascript ? [] : ["--enable-javascript=false"])];
    const session = await call<{ sessionId: string }>("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "MiniBrowser",
          acceptInsecureCerts: true,
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args },
        },
      },
    });
    sessionPath = `/session/${session.sessionId}`;
    await call("POST", `${sessionPath}/timeouts`, { pageLoad: 30_000, script: 30_000 });
    await call("POST", `${sessionPath}/window/rect`, { width: width * scale, height: height * scale });
  } catch (error) {
    cleanup();
    throw error;
  }

  const errors: string[] = [];
  const execute = <R>(script: string, args: unknown[]) => call<R>("POST", `${sessionPath}/execute/sync`, { script, args });
  const evaluate = <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => execute<Awaited<R>>(`return ${callSource(fn, args)}`, []);
  const collect = async () => {
    if (javascript) errors.push(...(await evaluate(watchErrors)));
  };
  const elementFor = async (target: Target): Promise<string> => {
    const element = await evaluate(agent, "find", target, null);
    const reference = (element as Record<string, string> | null)?.[ELEMENT_KEY];
    if (!reference) throw new Error(`Hittar inte ${JSON.stringify(target)}`);
    return reference;
  };
  const actions = (actions: unknown[]) => call("POST", `${sessionPath}/actions`, { actions });

  const viewport = await evaluate(() => window.innerWidth);
  if (viewport !== width) {
    await call("DELETE", sessionPath).catch(() => {});
    cleanup();
    throw new Error(`WebKit: fönstret blev ${viewport} CSS px brett, inte ${width}`);
  }

  return {
    async goto(url) {
      await call("POST", `${sessionPath}/url`, { url });
      await collect();
    },
    async reload() {
      await call("POST", `${sessionPath}/refresh`, {});
      await collect();
    },
    url: () => call<string>("GET", `${sessionPath}/url`),
    evaluate,
    beforeAction: collect,
    // The driver's own element click misses at a DPI scale other than 1 (it divides its point by the
    // scale); a pointer action lands where asked, in device pixels.
    mouseClick: (x, y) =>
      actions([
        {
          type: "pointer",
          id: "mus",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", origin: "viewport", x: Math.round(x * scale), y: Math.round(y * scale) },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ]).then(() => undefined),
    async type(target, text) {
      await call("POST", `${sessionPath}/element/${await elementFor(target)}/value`, { text });
    },
    press: (key) =>
      actions([
        {
          type: "key",
          id: "tangentbord",
          actions: [
            { type: "keyDown", value: WEBDRIVER_KEYS[key] },
            { type: "keyUp", value: WEBDRIVER_KEYS[key] },
          ],
        },
      ]).then(() => undefined),
    async setFile(target, path) {
      await call("POST", `${sessionPath}/element/${await elementFor(target)}/value`, { text: path });
    },
    screenshot: async () => Buffer.from(await call<string>("GET", `${sessionPath}/screenshot`), "base64"),
    async takeErrors() {
      await collect().catch(() => {});
      return errors.splice(0);
    },
    newVisitor: () => openWebKit(javascript, width, height),
    async close() {
      await call("DELETE", sessionPath).catch(() => {});
      cleanup();
    },
  };
}
