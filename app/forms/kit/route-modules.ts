import { remixManifest } from "~/shared/remix-globals";
import { withTimeout } from "./network";
import { once } from "./once";

/**
 * A form's post runs the action of the route it posts to, and Remix first imports that route's
 * module when it is not on the page yet (a dialog's form posting to /boka from the home page).
 * When that import fails, Remix reloads the page, which on a dropped connection shows the
 * browser's error page and loses the form. So a form loads its action's module itself when a
 * visitor reaches it, and posts as a plain HTML form when it cannot be had.
 *
 * Remix has no public way to ask where a route's module is, so this reads Remix's manifest
 * (shared/remix-globals.ts), which route discovery fills in as links and forms render, and looks
 * again every DISCOVERY_POLL_MS until the route is there. It is only read; once this import has
 * succeeded, Remix's own import of the same URL resolves from the browser's module map.
 */
function manifestRoutes() {
  return Object.values(remixManifest()?.routes ?? {});
}

/** The module of the route an action path (`/boka`, `/?index`) posts to; the site's routes are flat, under the root. */
function actionRouteModule(action: string): string | undefined {
  const url = new URL(action, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const path = url.pathname.replace(/^\/|\/$/g, "");
  const routes = manifestRoutes().filter((route) => route.parentId === "root");
  const route = path === "" ? routes.find((candidate) => candidate.index) : routes.find((candidate) => candidate.path === path);
  return route?.module;
}

const imports = new Map<string, ReturnType<typeof once<unknown>>>();

function moduleImport(url: string) {
  let load = imports.get(url);
  if (!load) {
    load = once(() => import(/* webpackIgnore: true */ url) as Promise<unknown>);
    imports.set(url, load);
  }
  return load;
}

/** How often to look again for a route that discovery has not added to the manifest yet. */
const DISCOVERY_POLL_MS = 150;

/**
 * Loads the action's route module (once); true when it is in place, false when it is not to be
 * had within `waitMs`, the one wait for both (the route not discovered, or its module not fetched).
 */
export async function loadActionRoute(action: string, waitMs: number): Promise<boolean> {
  if (typeof window === "undefined") return false;
  const deadline = Date.now() + waitMs;
  let url = actionRouteModule(action);
  while (!url && Date.now() < deadline) {
    await new Promise((resolve) => window.setTimeout(resolve, DISCOVERY_POLL_MS));
    url = actionRouteModule(action);
  }
  if (!url) return false;
  return withTimeout(moduleImport(url).get(), Math.max(deadline - Date.now(), 0)).then(
    () => true,
    () => false,
  );
}

/**
 * The post as a browser without JavaScript makes it: a full page load that the server answers
 * with the next page, its errors or its thank-you. The pressed button's name and value go along.
 */
export function postAsPlainForm(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null): void {
  if (submitter?.name) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = submitter.name;
    input.value = submitter.value;
    form.appendChild(input);
  }
  HTMLFormElement.prototype.submit.call(form);
}
