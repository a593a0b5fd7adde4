// An operator command as a function: it takes its arguments, the environment and where to print,
// and answers with its exit code and what it printed. The command-line file calls it only when it
// is the script being run; the tests call it in-process against the same local state.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { format } from "node:util";

/** Where a command prints: a line each call, as console.log and console.error write them. */
export interface Out {
  log(value: unknown): void;
  error(value: unknown): void;
}

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The process's own streams, as the command line sees them. */
export const processOut: Out = {
  log: (value) => console.log(value),
  error: (value) => console.error(value),
};

/**
 * Runs a command's body with an Out that records every line and passes it on to `out` as it comes.
 * A thrown error is printed as the command line prints it (its message, on stderr) and gives the
 * exit code `codeOf` says.
 */
export async function recorded(
  out: Out | undefined,
  body: (out: Out) => Promise<void> | void,
  codeOf: (error: unknown) => number = () => 1,
): Promise<ScriptResult> {
  let stdout = "";
  let stderr = "";
  const recording: Out = {
    log(value) {
      stdout += `${format(value)}\n`;
      out?.log(value);
    },
    error(value) {
      stderr += `${format(value)}\n`;
      out?.error(value);
    },
  };
  try {
    await body(recording);
    return { code: 0, stdout, stderr };
  } catch (error) {
    recording.error(error instanceof Error ? error.message : error);
    return { code: codeOf(error), stdout, stderr };
  }
}

/** Is the module at `url` the script node or tsx was started with (not one imported by a test)? */
export function isMainScript(url: string): boolean {
  return Boolean(process.argv[1]) && url === pathToFileURL(resolve(process.argv[1]!)).href;
}

/**
 * wrangler copies what it prints, rows included, into a log file that outlives the run
 * (~/.config/.wrangler/logs). Runs `body` with an environment whose WRANGLER_LOG_PATH is `env`'s own
 * when it has one, else a folder made for this run and removed after it.
 */
export async function withWranglerLogs<T>(env: NodeJS.ProcessEnv, body: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  if (env.WRANGLER_LOG_PATH) return body(env);
  const logs = mkdtempSync(join(tmpdir(), "transist-wrangler-logs-"));
  try {
    return await body({ ...env, WRANGLER_LOG_PATH: logs });
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

/**
 * The command line: when the module at `url` is the script being run, runs the command on the
 * process's arguments and streams and exits with its code. wrangler's log folder is set in the
 * process's own environment first, so the wrangler library (getPlatformProxy) writes there too.
 */
export function runAsScript(
  url: string,
  command: (argv: string[], options: { env: NodeJS.ProcessEnv; out: Out }) => Promise<ScriptResult>,
) {
  if (!isMainScript(url)) return;
  void withWranglerLogs(process.env, async (env) => {
    process.env.WRANGLER_LOG_PATH = env.WRANGLER_LOG_PATH;
    return command(process.argv.slice(2), { env: process.env, out: processOut });
  }).then(({ code }) => process.exit(code));
}
