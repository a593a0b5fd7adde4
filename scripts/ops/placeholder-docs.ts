// docs/drift.md as `npm run placeholders:docs` writes it: the list under "Före lansering" written
// anew from the placeholder marks, then formatted as Prettier formats every Markdown file (wrapped
// to the width .prettierrc gives *.md), so the written file is one `npm run lint` accepts.
import { resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { sitePlaceholders, withPlaceholderList } from "../../app/content/placeholders";

export const DRIFT_DOC = resolve(import.meta.dirname, "../../docs/drift.md");

export async function driftDocWithPlaceholders(doc: string): Promise<string> {
  const options = await resolveConfig(DRIFT_DOC);
  return format(withPlaceholderList(doc, sitePlaceholders()), { ...options, filepath: DRIFT_DOC });
}
