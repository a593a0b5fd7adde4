// The made-up facts still in the site (app/content/placeholders.ts).
//   tsx scripts/ops/check-placeholders.ts --env production   refuses (exit 1) while any is left, with the list
//   tsx scripts/ops/check-placeholders.ts --env staging      warns with the list and lets the deploy go on
//   tsx scripts/ops/check-placeholders.ts --write-docs     writes the list into docs/drift.md, "Före lansering"
import { readFileSync, writeFileSync } from "node:fs";
import { placeholderLines, sitePlaceholders } from "../../app/content/placeholders";
import { DRIFT_DOC, driftDocWithPlaceholders } from "./placeholder-docs";

const args = process.argv.slice(2);
const entries = sitePlaceholders();

if (args[0] === "--write-docs") {
  writeFileSync(DRIFT_DOC, await driftDocWithPlaceholders(readFileSync(DRIFT_DOC, "utf8")));
  console.log(`docs/drift.md: ${entries.length} platshållare under "Före lansering"`);
  process.exit(0);
}

const env = args[0] === "--env" ? args[1] : args[0]?.startsWith("--env=") ? args[0].slice("--env=".length) : undefined;
if (env !== "staging" && env !== "production") {
  console.error("Användning: tsx scripts/ops/check-placeholders.ts --env staging|production, eller --write-docs");
  process.exit(2);
}

if (entries.length === 0) process.exit(0);

const list = placeholderLines(entries).join("\n");
if (env === "production") {
  console.error(
    `Driftsättningen till production stoppas: webbplatsen har ${entries.length} påhittade uppgifter kvar. ` +
      "Byt varje värde mot det riktiga och ta bort placeholder(…) runt det (se docs/drift.md, Före lansering):\n" +
      list,
  );
  process.exit(1);
}
console.error(`Varning: webbplatsen har ${entries.length} påhittade uppgifter kvar; staging driftsätts ändå, production vägrar:\n${list}`);
