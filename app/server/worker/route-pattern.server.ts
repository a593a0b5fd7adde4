/**
 * What a request's log line names as its `route`: the pattern of the page it matched
 * (`/blogg/:slug`), never the path as asked for. A path can carry what someone typed
 * (`/kontakt/anna@example.se`), and the log never holds that.
 */

/** The fields of a Remix build's route manifest (`build.routes`) the patterns are read from. */
interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** A path no page matches (only the not-found page's `*`): logged as this word. */
const UNMATCHED_ROUTE = "unmatched";

/** Paths the worker answers itself, before Remix. */
const WORKER_PATHS = ["/healthz", "/__manifest"];

/** Remix's data requests: the page's path with this ending (`/_root.data` for the home page). */
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";

interface Pattern {
  text: string;
  segments: string[];
}

function fullPath(routes: Record<string, RouteEntry | undefined>, route: RouteEntry): string {
  const parts: string[] = [];
  for (let current: RouteEntry | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
    if (current.path) parts.unshift(current.path.replace(/^\/+|\/+$/g, ""));
  }
  return `/${parts.filter(Boolean).join("/")}`;
}

/** A static segment outranks a parameter, which outranks the rest of the path (`*`). */
function rank(segment: string): number {
  if (segment === "*") return 0;
  if (segment.startsWith(":")) return 1;
  return 2;
}

function matches(pattern: Pattern, segments: string[]): boolean {
  for (let i = 0; i < pattern.segments.length; i++) {
    const want = pattern.segments[i]!;
    if (want === "*") return true;
    const have = segments[i];
    if (have === undefined) return false;
    if (!want.startsWith(":") && want.toLowerCase() !== have.toLowerCase()) return false;
  }
  return pattern.segments.length === segments.length;
}

function compare(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const diff = rank(b.segments[i] ?? "*") - rank(a.segments[i] ?? "*");
    if (diff !== 0) return diff;
  }
  return b.segments.length - a.segments.length;
}

/** The matcher for one build's routes: a path to the pattern it matched, or `UNMATCHED_ROUTE`. */
export function routePatterns(routes: Record<string, RouteEntry | undefined>): (pathname: string) => string {
  const seen = new Set<string>();
  const patterns: Pattern[] = [];
  for (const route of Object.values(routes)) {
    if (!route || (!route.path && !route.index)) continue;
    const text = fullPath(routes, route);
    if (seen.has(text) || text === "/*") continue;
    seen.add(text);
    patterns.push({ text, segments: text.split("/").filter(Boolean) });
  }
  patterns.sort(compare);

  const pageOf = (path: string): string => {
    const segments = path.split("/").filter(Boolean);
    return patterns.find((pattern) => matches(pattern, segments))?.text ?? UNMATCHED_ROUTE;
  };

  return (pathname) => {
    if (WORKER_PATHS.includes(pathname) || pathname === ROOT_DATA) return pathname;
    if (pathname.startsWith("/build/")) return "/build/*";
    if (pathname.endsWith(DATA_SUFFIX)) {
      const page = pageOf(pathname.slice(0, -DATA_SUFFIX.length));
      return page === UNMATCHED_ROUTE ? page : `${page}${DATA_SUFFIX}`;
    }
    return pageOf(pathname);
  };
}
