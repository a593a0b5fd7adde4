import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/**
 * The wrangler to run: the project's own through npx, or the executable WRANGLER_BIN names (the
 * tests put a stand-in there that records what it was asked and answers as told).
 */
function wranglerCommand(args: string[]): [string, string[]] {
  const bin = process.env.WRANGLER_BIN;
  return bin ? [bin, args] : ["npx", ["wrangler", ...args]];
}

/**
 * Runs `wrangler` from the project (its wrangler.toml, its pinned version) and returns what it
 * printed. A failure throws with wrangler's own output, which says why (not logged in, no such
 * database), in place of Node's bare exit status.
 */
export function runWrangler(args: string[], { echo = false } = {}): string {
  if (echo) console.log(`> wrangler ${args.join(" ")}`);
  try {
    const [command, commandArgs] = wranglerCommand(args);
    return execFileSync(command, commandArgs, {
      cwd: root,
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
