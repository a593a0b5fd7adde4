import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSite } from "../../scripts/ops/deploy";
import { buildB, copyBuildA, removeBuild } from "../support/builds";
import { startWorker, type TestWorker } from "../../harness/worker";

/**
 * A deploy: one worker (one Cache API store, one D1, one R2) that serves build A and then build B,
 * whose client code differs. Nothing build A put in the edge cache may answer for build B.
 */

let worker: TestWorker;
let dirA: string;
let dirB: string;
const cacheDirectory = mkdtempSync(join(tmpdir(), "transist-deploy-cache-"));

beforeAll(async () => {
  dirA = copyBuildA();
  dirB = await buildB();
  worker = await startWorker({ seed: true, buildDirectory: dirA, cacheDirectory });
}, 240_000);
afterAll(async () => {
  await worker?.dispose();
  removeBuild(dirA);
  rmSync(cacheDirectory, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await worker.fetch(path);
  const html = await response.text();
  return { html, cache: response.headers.get("x-cache"), build: response.headers.get("x-build-id") };
}

async function waitForHit(path: string) {
  const response = await worker.fetchCacheHit(path);
  return { html: await response.text(), cache: response.headers.get("x-cache"), build: response.headers.get("x-build-id") };
}

/** The client manifest a page's HTML loads: it names the build the page was rendered by. */
const manifestOf = (html: string) => /\/build\/manifest-[A-Z0-9]+\.js/.exec(html)?.[0];

describe("a deploy never answers with the previous build's pages", () => {
  it("names its build in X-Build-Id on every answer, and the two builds differ", async () => {
    const page = await worker.fetch("/faq");
    const idA = page.headers.get("x-build-id");
    await page.arrayBuffer();
    expect(idA).toMatch(/^[0-9a-f]{8}$/);
    for (const response of [
      await worker.fetch("/finns-inte"),
      await worker.fetch("/faq/"),
      await worker.fetch("/faq", { method: "PUT" }),
    ]) {
      expect(response.headers.get("x-build-id")).toBe(idA);
      await response.arrayBuffer();
    }
    await worker.reconfigure({ buildDirectory: dirB });
    const idB = (await worker.fetch("/faq", { method: "HEAD" })).headers.get("x-build-id");
    expect(idB).toMatch(/^[0-9a-f]{8}$/);
    expect(idB).not.toBe(idA);
    await worker.reconfigure({ buildDirectory: dirA });
  });

  it("a page cached by build A is a fresh MISS under build B, with B's build id, and B keeps its own copy beside A's", async () => {
    const first = await get("/om-oss");
    expect(first.cache).toBe("MISS");
    const hitA = await waitForHit("/om-oss");
    const idA = hitA.build;
    const entriesWithA = worker.cacheEntries();

    await worker.reconfigure({ buildDirectory: dirB });
    try {
      const underB = await get("/om-oss");
      expect(underB.cache).toBe("MISS");
      expect(underB.build).not.toBe(idA);
      expect(manifestOf(underB.html)).toBeTruthy();
      expect(manifestOf(underB.html)).not.toBe(manifestOf(hitA.html));
      const hitB = await waitForHit("/om-oss");
      expect(hitB.build).toBe(underB.build);
      expect(manifestOf(hitB.html)).toBe(manifestOf(underB.html));
      expect(worker.cacheEntries()).toBe(entriesWithA + 1);
    } finally {
      await worker.reconfigure({ buildDirectory: dirA });
    }

    // Rolled back: build A's copy is still its own.
    const backToA = await get("/om-oss");
    expect(backToA.cache).toBe("HIT");
    expect(backToA.build).toBe(idA);
    expect(manifestOf(backToA.html)).toBe(manifestOf(hitA.html));
  });

  it("build B asks a client of build A to reload the document when it looks for a route (Remix's own check)", async () => {
    const idA = (await worker.fetch("/", { method: "HEAD" })).headers.get("x-build-id")!;
    await worker.reconfigure({ buildDirectory: dirB });
    try {
      const response = await worker.fetch(`/__manifest?p=%2Fkontakt&version=${idA}`);
      expect(response.status).toBe(204);
      expect(response.headers.get("x-remix-reload-document")).toBe("true");
    } finally {
      await worker.reconfigure({ buildDirectory: dirA });
    }
  });

  it("answers a route module the build no longer has with a hand-over to a document load, never kept; any other missing build file is a plain 404", async () => {
    const module = await worker.fetch("/build/routes/om-oss-AAAAAAAA.js");
    expect(module.status).toBe(200);
    expect(module.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(module.headers.get("cache-control")).toBe("no-store");
    const script = await module.text();
    expect(script).toContain("window.location.assign");
    // It acts only when Remix's version check says the page is of another build.
    expect(script).toContain("/__manifest?p=%2F&version=");
    expect(script).toContain("X-Remix-Reload-Document");
    for (const path of ["/build/_shared/chunk-AAAAAAAA.js", "/build/_assets/app-AAAAAAAA.css", "/build/routes/om-oss-AAAAAAAA.css"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.text()).not.toContain("<html");
    }
  });
});

describe("the deploy's own check against the built worker", () => {
  it("passes: the build answers, D1 and R2 are up, the pages render and the empty contact form comes back 400 with its errors, nothing stored", async () => {
    const build = (await worker.fetch("/", { method: "HEAD" })).headers.get("x-build-id")!;
    const before = await worker.sql("SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM outbox) AS outbox");
    // The address it answers on now: reconfiguring the worker (the builds above) may move it.
    const origin = (await worker.mf.ready).toString().replace(/\/$/, "");
    const check = await checkSite(origin, build, { requestMs: 30_000 });
    expect(check.problem).toBeNull();
    expect(await worker.sql("SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM outbox) AS outbox")).toEqual(before);
  });
});
