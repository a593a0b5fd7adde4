import { execFile } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

/**
 * Two builds of the site for the deploy tests, each in a directory of its own that
 * `startWorker({ buildDirectory })` serves: build/index.js and public/ with public/build/.
 *
 * Build A is a copy of the repository's build (`npm run build`), so a build started elsewhere
 * meanwhile cannot change it under a running test. Build B is `remix build` of a copy of the
 * sources in which one client module differs: app/site.ts, which every page's code imports, marks
 * the document it runs in. Its client files, the manifest and so the build id all differ from A's.
 */

const root = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** What `data-test-build` on <html> says once build B's client code has run. */
export const BUILD_B_MARK = "b";

const SOURCES = ["app", "server.ts", "remix.config.js", "remix.env.d.ts", "package.json", "tsconfig.json", "postcss.config.js"];

function tempDirectory(name: string): string {
  return mkdtempSync(join(tmpdir(), `transist-${name}-`));
}

/** The public files without the client build of the repository (each build brings its own). */
function copyPublic(to: string): void {
  cpSync(join(root, "public"), join(to, "public"), {
    recursive: true,
    filter: (source) => !source.startsWith(join(root, "public/build")) && !source.includes("__bench"),
  });
}

/** A copy of the repository's current build. */
export function copyBuildA(): string {
  if (!existsSync(join(root, "build/index.js"))) throw new Error("No build: run `npm run build` first.");
  const dir = tempDirectory("build-a");
  cpSync(join(root, "build"), join(dir, "build"), { recursive: true });
  copyPublic(dir);
  cpSync(join(root, "public/build"), join(dir, "public/build"), { recursive: true });
  return dir;
}

/** A build whose client code differs from the repository's in app/site.ts; about as long as `remix build`. */
export async function buildB(): Promise<string> {
  const dir = tempDirectory("build-b");
  for (const source of SOURCES) cpSync(join(root, source), join(dir, source), { recursive: true });
  copyPublic(dir);
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  appendFileSync(
    join(dir, "app/site.ts"),
    `\nif (typeof document !== "undefined") document.documentElement.dataset.testBuild = ${JSON.stringify(BUILD_B_MARK)};\n`,
  );
  const env = { ...process.env, NODE_ENV: "production" };
  await run(process.execPath, [join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], { cwd: dir, env });
  // As `npm run build` goes on: the client files finished (license notices beside the code, a second
  // minification), then the service worker's list of files to keep, from this build's own metafile and manifest.
  await run(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "scripts/build/finish-client-build.ts")], {
    cwd: dir,
    env,
  });
  await run(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "scripts/build/write-sw-precache.ts")], {
    cwd: dir,
    env,
  });
  return dir;
}

export function removeBuild(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
