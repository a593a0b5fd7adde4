// npm run edge-pages: writes the edge's error pages (edge-error-pages.ts) under public/felsidor/.
// Run it after changing the company's phone or e-mail in app/shared/company.ts, then run
// `npm run provision -- --env production --edge-errors` after the deploy, so Cloudflare takes the new copy.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { EDGE_ERROR_PAGES, edgeErrorPage, edgeErrorPageFile } from "./edge-error-pages";

const root = resolve(import.meta.dirname, "../..");
for (const page of EDGE_ERROR_PAGES) {
  writeFileSync(resolve(root, edgeErrorPageFile(page)), edgeErrorPage(page));
  console.log(`Skrev ${edgeErrorPageFile(page)}`);
}
