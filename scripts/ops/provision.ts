// npm run provision -- --env staging|production [--dry-run]
//
// Creates the environment's D1 database and R2 bucket in the Cloudflare account, both held to the
// EU jurisdiction, and writes the new database's id into wrangler.toml for that environment.
// Run through scripts/ops/provision.sh, which sets wrangler's no-telemetry environment first.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { runWrangler } from "./wrangler-cli";
import { ENVIRONMENTS, PLACEHOLDER_DATABASE_ID, databaseIdFromCreateOutput, isEnvironment, withDatabaseId } from "./provision-config";

const root = resolve(import.meta.dirname, "../..");
const configPath = resolve(root, "wrangler.toml");

/** What this script reads of an environment's configuration (wrangler's own types are not installed with it). */
interface EnvironmentBindings {
  d1_databases: Array<{ binding: string; database_name?: string; database_id?: string }>;
  r2_buckets: Array<{ binding: string; bucket_name?: string; jurisdiction?: string }>;
}

function parseArgs(argv: string[]): { env: string | undefined; dryRun: boolean } {
  let env: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--env" || arg === "-e") env = argv[++i];
    else if (arg.startsWith("--env=")) env = arg.slice("--env=".length);
    else if (arg === "--dry-run") dryRun = true;
    else throw new Error(`Okänt argument: ${arg}`);
  }
  return { env, dryRun };
}

function wrangler(args: string[]): string {
  const output = runWrangler(args, { echo: true });
  process.stdout.write(output);
  return output;
}

function main() {
  const { env, dryRun } = parseArgs(process.argv.slice(2));
  if (!isEnvironment(env)) throw new Error(`Ange miljön: npm run provision -- --env ${ENVIRONMENTS.join("|")}`);
  const config: EnvironmentBindings = unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
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

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
