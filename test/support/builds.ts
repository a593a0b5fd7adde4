import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";

/**
 * Two builds of the site for the deploy tests, each in a directory of its own that
 * `startWorker({ buildDirectory })` serves: build/index.js and public/ with public/build/.
 *
 * Build A is a copy of the repository's build (`npm run build`), so a build started elsewhere
 * meanwhile cannot change it under a running test. Build B, one for all the files that use it, is
 * `remix build` of a copy of the sources in which one client module differs: app/page-bundle.ts, which
 * every page's code imports, marks the document it runs in. Its client files, the manifest and so
 * the build id all differ from A's.
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
const copied = (source: string) => !source.startsWith(join(root, "public/build")) && !source.includes("__bench");

function copyPublic(to: string): void {
  cpSync(join(root, "public"), join(to, "public"), { recursive: true, filter: copied });
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

/**
 * Build B for the sources as they are now, made once for every test file that asks: the first
 * caller builds it (about as long as `remix build`), the others wait for it. It is kept in the
 * temporary folder, named by a hash of the sources, and read only: do not remove it.
 */
export async function buildB(): Promise<string> {
  // Outside the repository: Tailwind finds the classes a build uses by scanning the project, and
  // below node_modules it would scan differently. Named by the checkout too, which prunes only its own.
  const checkout = `transist-build-b-${createHash("sha256").update(root).digest("hex").slice(0, 8)}-`;
  const cache = tmpdir();
  const dir = join(cache, checkout + sourcesHash());
  const ready = join(dir, ".ready");
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (existsSync(ready)) return dir;
    if (takeLock(lock)) break;
    if (Date.now() > deadline) throw new Error(`Build B was not ready within 5 minutes (${lock})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    // Builds of sources that have since changed are no use to anyone.
    for (const name of readdirSync(cache)) {
      if (name.startsWith(checkout) && join(cache, name) !== dir && !name.startsWith(basename(lock))) {
        rmSync(join(cache, name), { recursive: true, force: true });
      }
    }
    rmSync(dir, { recursive: true, force: true });
    await buildInto(dir);
    writeFileSync(ready, "");
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The lock is a directory holding the builder's pid, put in place whole by a rename. One left by a
 * process that has died (a run stopped halfway) is moved aside and taken.
 */
function takeLock(lock: string): boolean {
  mkdirSync(dirname(lock), { recursive: true });
  const mine = mkdtempSync(`${lock}-`);
  writeFileSync(join(mine, "pid"), String(process.pid));
  try {
    renameSync(mine, lock);
    return true;
  } catch {
    rmSync(mine, { recursive: true, force: true });
  }
  const stale = `${lock}-stale-${process.pid}`;
  try {
    if (processAlive(Number(readFileSync(join(lock, "pid"), "utf8")))) return false;
    renameSync(lock, stale);
  } catch {
    // Released or taken over meanwhile: look again on the next round.
    return false;
  }
  rmSync(stale, { recursive: true, force: true });
  return takeLock(lock);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A hash of everything build B is made from: the sources and public files it copies, the build scripts and the lock file. */
function sourcesHash(): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    if (!copied(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
    } else {
      hash.update(relative(root, path)).update("\0").update(readFileSync(path)).update("\0");
    }
  };
  for (const source of [...SOURCES, "package-lock.json", "scripts/build", "public"]) add(join(root, source));
  return hash.digest("hex").slice(0, 16);
}

async function buildInto(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const source of SOURCES) cpSync(join(root, source), join(dir, source), { recursive: true });
  copyPublic(dir);
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  appendFileSync(
    join(dir, "app/page-bundle.ts"),
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
}

export function removeBuild(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
