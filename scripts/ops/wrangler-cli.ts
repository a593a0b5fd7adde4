import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { type Out, processOut } from "./script-run";

const root = resolve(import.meta.dirname, "../..");

/**
 * The wrangler to run: the project's own, or the executable WRANGLER_BIN names (the
 * tests put a stand-in there that records what it was asked and answers as told).
 */
function wranglerCommand(args: string[], env: NodeJS.ProcessEnv): [string, string[]] {
  const bin = env.WRANGLER_BIN;
  // The wrangler npx would find, started by this node directly: npx's own start is paid on every call.
  return bin ? [bin, args] : [process.execPath, [join(root, "node_modules/wrangler/bin/wrangler.js"), ...args]];
}

/**
 * Runs `wrangler` from the project (its wrangler.toml, its pinned version) and returns what it
 * printed (`env` is its environment; the caller's by default). A failure throws with wrangler's
 * own output, which says why (not logged in, no such database), in place of Node's bare exit status.
 */
export function runWrangler(
  args: string[],
  { echo = false, out = processOut, env = process.env }: { echo?: boolean; out?: Out; env?: NodeJS.ProcessEnv } = {},
): string {
  if (echo) out.log(`> wrangler ${args.join(" ")}`);
  try {
    const [command, commandArgs] = wranglerCommand(args, env);
    return execFileSync(command, commandArgs, {
      cwd: root,
      env,
      encoding: "utf8",
      // A whole database's export comes back through here.
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `wrangler ${args.slice(0, 3).join(" ")} misslyckades:\n${[stdout, stderr].filter(Boolean).join("\n").trim() || message}`,
    );
  }
}

/** The rows of each statement from `wrangler d1 execute --json`, which may print a banner before its JSON. */
export function d1ExecuteRows<Row>(output: string): Row[][] {
  const parsed = JSON.parse(output.slice(output.indexOf("["))) as unknown;
  if (!Array.isArray(parsed)) throw new Error("Oväntat svar från wrangler d1 execute");
  return (parsed as Array<{ results?: Row[] }>).map((result) => result.results ?? []);
}
