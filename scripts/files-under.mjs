// The build scripts' one directory walk: every file under a directory, subdirectories included.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
