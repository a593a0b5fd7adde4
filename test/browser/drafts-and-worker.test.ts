import { describe, expect, it } from "vitest";
import { untilHydrated, useSite } from "../support/browser";
import { startLieFiProxy } from "../support/lie-fi-proxy";
import { MANIFEST_GLOBAL, ROUTER_GLOBAL } from "~/shared/remix-globals";

/**
 * Drafts on a shared computer, and a service worker that a bad connection never switches off.
 */
const site = useSite();

const HOUR = 60 * 60 * 1000;

describe("drafts", () => {
  it("are forgotten after 24 hours on any page of the site, not only when their form is opened", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
    const page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    await page.evaluate((hour) => {
      const draft = (hoursAgo: number) =>
        JSON.stringify({ savedAt: Date.now() - hoursAgo * hour, values: { message: "Hemligt" }, files: [] });
      localStorage.setItem("transist-draft:kontakt", draft(25));
      localStorage.setItem("transist-draft:jobb", draft(23));
    }, HOUR);
    await page.goto("/villkor");
    await untilHydrated(page);
    // The sweep's code loads when drafts exist, so it runs a moment after the page comes alive.
    const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("transist-draft:")));
    await expect.poll(kept, { timeout: 15_000 }).toEqual(["transist-draft:jobb"]);
    await context.close();
  });

  it("a restored draft says how long it is kept, and 'Rensa formuläret' deletes it at once", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
    const page = await context.newPage();
    await page.goto("/kontakt");
    await untilHydrated(page);
    await page.locator("#kontaktformular").getByLabel("Meddelande").fill("Ett meddelande att rensa.");
    // The draft is saved a moment after the last keystroke: wait until it is.
    await page.waitForFunction(() => localStorage.getItem("transist-draft:kontakt")?.includes("Ett meddelande att rensa.") === true);
    await page.reload();
    await untilHydrated(page);
    await page.getByText("i högst 24 timmar").waitFor();
    await page.getByRole("button", { name: "Rensa formuläret" }).click();
    expect(await page.evaluate(() => localStorage.getItem("transist-draft:kontakt"))).toBeNull();
    expect(await page.locator("#kontaktformular").getByLabel("Meddelande").inputValue()).toBe("");
    await context.close();
  });
});

describe("the service worker", () => {
  it("stays registered when its file cannot be fetched, and is unregistered only when the file is gone (404)", async () => {
    const proxy = await startLieFiProxy(site.worker.url);
    const context = await site.browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
    const page = await context.newPage();
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    await page.goto("/om-oss");
    await untilHydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await registrations()).toBe(1);

    // A dropped connection right after a deploy: the new build's worker file cannot be fetched.
    proxy.answer((path) => path.startsWith("/sw.js"), 502, "", { "Content-Type": "text/plain" });
    proxy.rewritePages((html) => html.replace(/"version":\s*"([\w-]+)"/, '"version":"$1-next"'));
    await page.reload();
    await untilHydrated(page);
    await page.waitForTimeout(1_500);
    expect(await registrations()).toBe(1);

    // Deleted to switch it off: the next deploy (a new build version) has no /sw.js.
    proxy.heal();
    proxy.answer((path) => path.startsWith("/sw.js"), 404, "Not found", { "Content-Type": "text/plain" });
    proxy.rewritePages((html) => html.replace(/"version":\s*"([\w-]+)"/, '"version":"$1-next"'));
    await page.reload();
    await untilHydrated(page);
    await expect.poll(registrations, { timeout: 10_000 }).toBe(0);
    await context.close();
    await proxy.close();
  }, 60_000);

  // With preload on, WebKit could give a page the headers of one answer and the markup of another,
  // so that the CSP refused the page's scripts (decision 0039).
  it("keeps navigation preload off, and turns it off where an earlier version turned it on", async () => {
    const proxy = await startLieFiProxy(site.worker.url);
    const context = await site.browser.newContext({ baseURL: proxy.url, viewport: { width: 390, height: 844 }, locale: "sv-SE" });
    let page = await context.newPage();
    const preload = () => page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState());
    await page.goto("/om-oss");
    await untilHydrated(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
    expect((await preload()).enabled).toBe(false);

    // An earlier version of the worker turned preload on; the next deploy's worker, once it takes
    // over (when the last page of the old one has closed), turns it off.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.enable());
    proxy.rewritePages((html) => html.replace(/"version":\s*"([\w-]+)"/, '"version":"$1-next"'));
    await page.reload();
    await untilHydrated(page);
    const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? "");
    await expect.poll(waiting, { timeout: 15_000 }).toContain("-next");
    expect((await preload()).enabled).toBe(true);
    await page.close();
    page = await context.newPage();
    await page.goto("/om-oss");
    await untilHydrated(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 15_000 })
      .toContain("-next");
    await expect.poll(async () => (await preload()).enabled, { timeout: 15_000 }).toBe(false);
    await context.close();
    await proxy.close();
  }, 60_000);
});

/**
 * The form kit (the action route's module before a post), the service worker's registration (the
 * build's version) and the stale-build hand-over (where a page change was going) read Remix's
 * private globals by the names in shared/remix-globals.ts. A framework upgrade that renames or
 * reshapes them must fail here, loudly, rather than quietly leave forms to post as plain HTML.
 */
describe("Remix's private globals on a built page", () => {
  it("are there by the names shared/remix-globals.ts gives, with the shape the site reads", async () => {
    const context = await site.browser.newContext({ baseURL: site.worker.url, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto("/kontakt");
    await untilHydrated(page);
    const found = await page.evaluate(
      ([manifestName, routerName]) => {
        const scope = window as unknown as Record<string, unknown>;
        const manifest = scope[manifestName] as
          | {
              version?: unknown;
              url?: unknown;
              entry?: { module?: unknown };
              routes?: Record<string, { path?: unknown; parentId?: unknown; module?: unknown }>;
            }
          | undefined;
        const router = scope[routerName] as { state?: { navigation?: { state?: unknown } } } | undefined;
        const contact = Object.values(manifest?.routes ?? {}).find((route) => route.path === "kontakt");
        return {
          manifest: {
            version: typeof manifest?.version,
            url: typeof manifest?.url,
            entry: typeof manifest?.entry?.module,
            contactRoute: { parentId: contact?.parentId, module: typeof contact?.module },
          },
          router: { navigation: router?.state?.navigation?.state },
          others: Object.keys(scope)
            .filter((name) => /^__(remix|reactRouter)/.test(name))
            .sort(),
        };
      },
      [MANIFEST_GLOBAL, ROUTER_GLOBAL] as const,
    );
    expect(found.manifest, `${MANIFEST_GLOBAL} is gone or reshaped: update shared/remix-globals.ts`).toEqual({
      version: "string",
      url: "string",
      entry: "string",
      contactRoute: { parentId: "root", module: "string" },
    });
    expect(found.router, `${ROUTER_GLOBAL} is gone or reshaped: update shared/remix-globals.ts`).toEqual({ navigation: "idle" });
    expect(found.others).toEqual(expect.arrayContaining([MANIFEST_GLOBAL, ROUTER_GLOBAL]));
    await context.close();
  });
});
