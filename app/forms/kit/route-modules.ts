/**
 * A form's post runs the action of the route it posts to, and Remix first imports that route's
 * module when it is not on the page yet (a dialog's form posting to /boka from the home page).
 * When that import fails Remix reloads the page, which on a dropped connection shows the
 * browser's error page and loses the form. So the forms load their action's module themselves
 * when a visitor reaches them, and fall back to a plain HTML post when it cannot be had.
 */
interface RemixWindow {
  __remixManifest?: { routes: Record<string, { id: string; path?: string; index?: boolean; parentId?: string; module: string }> };
  __remixRouteModules?: Record<string, unknown>;
}

const remix = () => (typeof window === "undefined" ? undefined : (window as unknown as RemixWindow));

/** The route whose action a form posts to (the site's routes are flat, under the root). */
export function actionRouteId(form: HTMLFormElement): string | undefined {
  const manifest = remix()?.__remixManifest;
  if (!manifest) return undefined;
  const url = new URL(form.action, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const path = url.pathname.replace(/^\/|\/$/g, "");
  const routes = Object.values(manifest.routes).filter((route) => route.parentId === "root");
  const route = path === "" ? routes.find((candidate) => candidate.index) : routes.find((candidate) => candidate.path === path);
  return route?.id;
}

export function isRouteModuleLoaded(routeId: string): boolean {
  return Boolean(remix()?.__remixRouteModules?.[routeId]);
}

const loading = new Map<string, Promise<boolean>>();

/** Imports the route's module once (true when it is in place), where Remix would look for it first. */
export function loadRouteModule(routeId: string): Promise<boolean> {
  const w = remix();
  const route = w?.__remixManifest?.routes[routeId];
  if (!w || !route) return Promise.resolve(false);
  if (isRouteModuleLoaded(routeId)) return Promise.resolve(true);
  let pending = loading.get(routeId);
  if (!pending) {
    pending = import(route.module).then(
      (module: unknown) => {
        (w.__remixRouteModules ??= {})[routeId] = module;
        return true;
      },
      () => {
        loading.delete(routeId);
        return false;
      },
    );
    loading.set(routeId, pending);
  }
  return pending;
}

/**
 * The post as a browser without JavaScript makes it: a full page load that the server answers
 * with the next page, its errors or its thank-you. The pressed button's name and value go along.
 */
export function submitNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = submitter.name;
    input.value = submitter.value;
    form.appendChild(input);
  }
  HTMLFormElement.prototype.submit.call(form);
}
