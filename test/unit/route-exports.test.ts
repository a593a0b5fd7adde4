import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the bad-network layer needs from a route, checked for every route so that a new one cannot
 * forget it: a route with an action answers a lost or foreign answer in the browser (clientAction),
 * and a route with a loader and a page skips the reload that would fail the same way
 * (shouldRevalidate). Every post from a page goes through the form kit.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function exportsOf(source: string): Set<string> {
  const declared = [...source.matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map((match) => match[1]!);
  const listed = [...source.matchAll(/export \{ ([^}]+) \}/g)].flatMap((match) => match[1]!.split(",").map((name) => name.trim()));
  return new Set([...declared, ...listed]);
}

const routes = files("app/routes").map((path) => ({ path, source: readFileSync(path, "utf8") }));

describe("every route has what the bad-network layer needs", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const { path, source } of routes) {
    const exported = exportsOf(source);
    const hasPage = /export default function/.test(source);
    if (exported.has("action")) {
      it(`${path}: a route with an action has a clientAction`, () => expect(exported.has("clientAction")).toBe(true));
    }
    if (exported.has("loader") && hasPage) {
      it(`${path}: a page with a loader has shouldRevalidate`, () => expect(exported.has("shouldRevalidate")).toBe(true));
    }
  }

  it("the root, whose loader every page shares, has shouldRevalidate", () => {
    expect(exportsOf(readFileSync("app/root.tsx", "utf8")).has("shouldRevalidate")).toBe(true);
  });

  it("no page posts a form but through the form kit (a GET search form is a link)", () => {
    for (const path of files("app").filter((file) => file.endsWith(".tsx"))) {
      const source = readFileSync(path, "utf8");
      const posts = /<(?:Form|form|fetcher\.Form)\b[^>]*method="post"/i.test(source);
      expect(posts, `${path} posts a form without useValidatedForm`).toBe(false);
    }
  });
});
