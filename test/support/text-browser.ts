import { execFileSync } from "node:child_process";

/**
 * The pages as a text browser shows them (Lynx, no CSS): the same HTML the worker serves, so an
 * ordered list whose items also carry a number in their text reads "1. 1. …".
 */
export function lynx(html: string): string[] {
  try {
    return execFileSync("lynx", ["-dump", "-stdin", "-nolist", "-assume_charset=utf-8", "-display_charset=utf-8", "-width=200"], {
      input: html,
      encoding: "utf8",
    }).split("\n");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error("Lynx saknas: kör sh scripts/dev/ensure-test-tools.sh");
    throw error;
  }
}
