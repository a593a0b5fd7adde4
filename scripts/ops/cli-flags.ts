// The operator commands' flags, `--name value` or `--name=value`, read the same way in each.
import { isEnvironment } from "./provision-config";

/**
 * Hands each flag in `args` to `take` with a reader for its value (the rest after `=`, else the
 * next argument). `take` returns false for a flag it does not know: then the command stops with
 * `usage`.
 */
export function readFlags(args: string[], usage: string, take: (name: string, value: () => string) => boolean): void {
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? args[++i];
      if (next === undefined) throw new Error(`${name} behöver ett värde`);
      return next;
    };
    if (!take(name, value)) throw new Error(`Okänt argument: ${name}\n${usage}`);
  }
}

/** `--env` names a deployed environment, or is absent (the local state). */
export function assertEnvironment(env: string | undefined): void {
  if (env !== undefined && !isEnvironment(env)) throw new Error(`Okänd miljö ${JSON.stringify(env)}: staging eller production`);
}
