import { execFile } from "node:child_process";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The Nu Html Checker's errors in `files` (paths), each as "<name>:<line> <message>", named by `names` where given. */
export async function htmlErrors(files: readonly string[], names: ReadonlyMap<string, string> = new Map()): Promise<string[]> {
  // One short run of the checker: the JVM's quick compiler only (its optimising one costs more CPU
  // than it saves in a run this short) and its simplest collector. The quick compiler's frames are
  // larger, so the checker's deep recursion gets a larger stack.
  const { stdout, stderr } = await run(
    "java",
    [
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-Xss64m",
      "-jar",
      String(vnuJar),
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      ...files,
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout: string; stderr: string }) => error);
  const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
  return report.messages
    .filter((message) => message.type === "error")
    .map((message) => {
      const file = message.url.replace(/^file:/, "");
      return `${names.get(file) ?? file}:${message.lastLine ?? "?"} ${message.message}`;
    });
}
