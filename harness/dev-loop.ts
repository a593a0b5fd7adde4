import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** What `npm run dev` needs of the repository; build/ and public/build/ are the copy's own. */
const PROJECT_FILES = [
  "app",
  "public",
  "scripts",
  "migrations",
  "seed",
  "server.ts",
  "package.json",
  "remix.config.js",
  "remix.env.d.ts",
  "wrangler.toml",
  "tsconfig.json",
  "postcss.config.js",
];

export interface DevCopy {
  dir: string;
  url: string;
  /** Writes a file of the copy (a path from its root), as an editor saves it. */
  write(path: string, text: string): void;
  read(path: string): string;
  stop(): Promise<void>;
  /** What `npm run dev` printed so far (for a failing test's message). */
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Polls `check` every `everyMs` until it returns a value, or throws after `withinMs`. */
export async function pollUntil<T>(check: () => Promise<T | undefined>, withinMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${withinMs} ms`);
    await new Promise((wake) => setTimeout(wake, everyMs));
  }
}

/**
 * Starts `npm run dev` in a copy of the repository (its own build/, public/build/ and .wrangler/
 * state, so a test edits nothing the other tests read) and waits until it serves `readyPath`.
 */
export async function startDevCopy(readyPath: string, withinMs = 180_000): Promise<DevCopy> {
  const dir = mkdtempSync(join(tmpdir(), "transist-dev-"));
  for (const name of PROJECT_FILES) {
    cpSync(join(root, name), join(dir, name), {
      recursive: true,
      filter: (source) => !/[/\\]public[/\\]build([/\\]|$)/.test(source) && !source.endsWith("sw-precache.json"),
    });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const port = await freePort();
  let printed = "";
  const child: ChildProcess = spawn("sh", ["scripts/dev/dev.sh"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), CI: "true", FORCE_COLOR: "0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((done) => child.once("exit", done));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ready = await pollUntil(async () => {
      if (child.exitCode !== null) return "exited";
      return (await fetch(new URL(readyPath, url))).ok ? "serving" : undefined;
    }, withinMs);
    if (ready === "exited") throw new Error("npm run dev exited");
  } catch (error) {
    await stop();
    throw new Error(`npm run dev did not serve ${readyPath}: ${String(error)}\n${printed.slice(-4000)}`);
  }
  return {
    dir,
    url,
    write: (path, text) => writeFileSync(join(dir, path), text),
    read: (path) => readFileSync(join(dir, path), "utf8"),
    stop,
    output: () => printed,
  };
}

/** Saves an edit and measures the milliseconds until `path` serves `expected`. */
export async function msUntilServed(
  dev: DevCopy,
  file: string,
  edit: (text: string) => string,
  path: string,
  expected: string,
  withinMs = 60_000,
) {
  const before = dev.read(file);
  const started = performance.now();
  dev.write(file, edit(before));
  await pollUntil(async () => ((await (await fetch(new URL(path, dev.url))).text()).includes(expected) ? true : undefined), withinMs, 50);
  return performance.now() - started;
}

/** The edits a contributor makes most: each changes what one page serves, and says what to look for. */
export const DEV_EDITS = [
  {
    what: "a route",
    file: "app/routes/faq.tsx",
    edit: (text: string) => text.replace('title="Vanliga frågor"', 'title="Vanliga frågor (ändrad route)"'),
    path: "/faq",
    expected: "Vanliga frågor (ändrad route)",
  },
  {
    what: "a component",
    file: "app/components/call-us-box.tsx",
    edit: (text: string) => text.replace("Ring oss så svarar vi direkt", "Ring oss (ändrad komponent) så svarar vi direkt"),
    path: "/faq",
    expected: "Ring oss (ändrad komponent)",
  },
  {
    what: "a server module",
    file: "app/content/page-data/cookies.server.ts",
    edit: (text: string) => text.replace("return { intro: cookieIntro,", 'return { intro: ["Ändrad servermodul.", ...cookieIntro],'),
    path: "/cookies",
    expected: "Ändrad servermodul.",
  },
] as const;

/** The CSS edit: a rule the stylesheet the page links to carries once it is rebuilt. */
export const CSS_PROBE = ".dev-loop-probe{outline-offset:7px}";

/** The stylesheet `path` links to, read whole; undefined while the page names none. */
export async function linkedStylesheet(dev: DevCopy, path: string): Promise<string | undefined> {
  const html = await (await fetch(new URL(path, dev.url))).text();
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  return href ? (await fetch(new URL(href, dev.url))).text() : undefined;
}
