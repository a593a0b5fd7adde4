/**
 * Remix's private globals, named in this one file: Remix has no public way to ask a page's build
 * version or where a route's module is, and React Router 7 renames them (`__reactRouterManifest`,
 * `__reactRouterRouter`). Every reader imports this: the form kit (route-modules.ts), the service
 * worker's registration and the precache script; the stale-build hand-over, a program sent as
 * text, spells them with these constants. A unit test holds every other file to these names, and
 * a browser test fails loudly when a built page no longer has them in the shape read here.
 */
export const MANIFEST_GLOBAL = "__remixManifest";
export const ROUTER_GLOBAL = "__remixRouter";

interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface RemixManifest {
  url: string;
  version: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * The build's manifest: in a page, the one Remix keeps (route discovery adds routes to it as
 * links and forms render); at build time, the one its file left in the scope it was run in.
 */
export function remixManifest(scope: object | undefined = typeof window === "undefined" ? undefined : window): RemixManifest | undefined {
  return (scope as Partial<Record<typeof MANIFEST_GLOBAL, RemixManifest>> | undefined)?.[MANIFEST_GLOBAL];
}
