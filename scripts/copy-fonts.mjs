// Self-hosted font: copy the Latin subset of Inter (covers å, ä, ö) from the npm package into public/fonts.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("@fontsource-variable/inter/package.json"));
mkdirSync("public/fonts", { recursive: true });
copyFileSync(join(packageDir, "files/inter-latin-wght-normal.woff2"), "public/fonts/inter-latin-wght-normal.woff2");
