// npm run provision -- --env staging|production [--dry-run]
// npm run provision -- --env staging|production --edge-errors [--dry-run]
//
// Creates the environment's D1 database and R2 bucket in the Cloudflare account, both held to the
// EU jurisdiction, and writes the new database's id into wrangler.toml for that environment.
// With --edge-errors, after a deploy: makes the zone answer the edge's own 5xx and 1xxx errors
// with the Swedish pages under public/felsidor/ (Custom Errors: an asset and a rule for each),
// with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID from the environment.
// Run through scripts/ops/provision.sh, which sets wrangler's no-telemetry environment first.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { runWrangler } from "./wrangler-cli";
import {
  ENVIRONMENTS,
  PLACEHOLDER_DATABASE_ID,
  databaseIdFromCreateOutput,
  edgeErrorAssetCall,
  isEnvironment,
  provisionEdgeErrors,
  withDatabaseId,
} from "./provision-config";
import { EDGE_ERROR_PAGES } from "./edge-error-pages";

const root = resolve(import.meta.dirname, "../..");
const configPath = resolve(root, "wrangler.toml");

/** What this script reads of an environment's configuration (wrangler's own types are not installed with it). */
interface EnvironmentBindings {
  vars?: Record<string, unknown>;
  d1_databases: Array<{ binding: string; database_name?: string; database_id?: string }>;
  r2_buckets: Array<{ binding: string; bucket_name?: string; jurisdiction?: string }>;
}

function parseArgs(argv: string[]): { env: string | undefined; dryRun: boolean; edgeErrors: boolean } {
  let env: string | undefined;
  let dryRun = false;
  let edgeErrors = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--env" || arg === "-e") env = argv[++i];
    else if (arg.startsWith("--env=")) env = arg.slice("--env=".length);
    else if (arg === "--dry-run") dryRun = true;
    else if (arg === "--edge-errors") edgeErrors = true;
    else throw new Error(`Okänt argument: ${arg}`);
  }
  return { env, dryRun, edgeErrors };
}

/** The edge's error pages for the environment's site: its assets and rules (provision-config.ts). */
async function edgeErrors(siteUrl: string, dryRun: boolean) {
  const zoneId = process.env.CLOUDFLARE_ZONE_ID ?? "";
  const token = process.env.CLOUDFLARE_API_TOKEN ?? "";
  if (dryRun) {
    for (const page of EDGE_ERROR_PAGES) {
      const call = edgeErrorAssetCall(zoneId || "<zon-id>", siteUrl, page, false);
      console.log(`Skulle skapa eller hämta om ${page.assetName} från ${(call.body as { url: string }).url}`);
    }
    console.log("Skulle lägga en regel per sida först i zonens http_custom_errors-fas.");
    return;
  }
  if (!zoneId || !token) throw new Error("Sätt CLOUDFLARE_ZONE_ID och CLOUDFLARE_API_TOKEN (se docs/drift.md).");
  const calls = await provisionEdgeErrors({ zoneId, siteUrl, token, pages: EDGE_ERROR_PAGES, send: fetch });
  for (const call of calls) console.log(`${call.method} ${call.url}`);
  console.log("Klart: kantens 5xx- och 1xxx-fel visar nu de svenska felsidorna.");
}

function wrangler(args: string[]): string {
  const output = runWrangler(args, { echo: true });
  process.stdout.write(output);
  return output;
}

async function main() {
  const { env, dryRun, edgeErrors: onlyEdgeErrors } = parseArgs(process.argv.slice(2));
  if (!isEnvironment(env)) throw new Error(`Ange miljön: npm run provision -- --env ${ENVIRONMENTS.join("|")}`);
  const config: EnvironmentBindings = unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
  if (onlyEdgeErrors) {
    const siteUrl = config.vars?.SITE_URL;
    if (typeof siteUrl !== "string" || !siteUrl) throw new Error(`wrangler.toml saknar SITE_URL för [env.${env}]`);
    return edgeErrors(siteUrl, dryRun);
  }
  const database = config.d1_databases.find((entry) => entry.binding === "DB");
  const bucket = config.r2_buckets.find((entry) => entry.binding === "CV_BUCKET");
  if (!database?.database_name || !bucket?.bucket_name) throw new Error(`wrangler.toml saknar DB eller CV_BUCKET i [env.${env}]`);
  if (bucket.jurisdiction !== "eu") throw new Error(`CV_BUCKET i [env.${env}] ska ha jurisdiction = "eu"`);
  // A database_id already written means an earlier run created the database: only the bucket is left.
  const databaseExists = database.database_id !== undefined && database.database_id !== PLACEHOLDER_DATABASE_ID;

  const createDatabase = ["d1", "create", database.database_name, "--jurisdiction", "eu"];
  const createBucket = ["r2", "bucket", "create", bucket.bucket_name, "--jurisdiction", "eu"];
  if (dryRun) {
    if (databaseExists) console.log(`Databasen finns redan (${database.database_id}).`);
    else console.log(`Skulle köra wrangler ${createDatabase.join(" ")} och skriva dess id i [[env.${env}.d1_databases]] i wrangler.toml.`);
    console.log(`Skulle köra wrangler ${createBucket.join(" ")}`);
    return;
  }
  if (databaseExists) {
    console.log(`Databasen ${database.database_name} finns redan (${database.database_id}); skapar bara bucketen.`);
  } else {
    const databaseId = databaseIdFromCreateOutput(wrangler(createDatabase));
    // The id first: should the bucket fail, a second run creates only the bucket.
    writeFileSync(configPath, withDatabaseId(readFileSync(configPath, "utf8"), env, "DB", databaseId));
    console.log(`wrangler.toml: [env.${env}] använder nu databasen ${databaseId}`);
  }
  wrangler(createBucket);
  console.log(`Klart. Checka in wrangler.toml och driftsätt med npm run deploy -- --env ${env}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
