import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { PLACEHOLDER_DATABASE_ID, databaseIdFromCreateOutput, isEnvironment, withDatabaseId } from "../../scripts/ops/provision-config";

const toml = readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8");
const ID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const dir = mkdtempSync(join(tmpdir(), "transist-provision-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file as wrangler itself reads it. */
function parse(text: string) {
  const path = join(dir, "wrangler.toml");
  writeFileSync(path, text);
  return experimental_readRawConfig({ config: path }).rawConfig;
}

describe("withDatabaseId", () => {
  it("writes the id into the environment's DB binding and leaves every other line as it was", () => {
    const written = withDatabaseId(toml, "staging", "DB", ID);
    const config = parse(written);
    expect(config.env?.staging?.d1_databases?.[0]).toMatchObject({ binding: "DB", database_name: "transist-staging", database_id: ID });
    expect(config.env?.production?.d1_databases?.[0]?.database_id).toBe(PLACEHOLDER_DATABASE_ID);
    expect(config.d1_databases?.[0]?.database_id).toBe(PLACEHOLDER_DATABASE_ID);

    const before = toml.split("\n");
    const after = written.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]));
    expect(changed).toEqual([[`database_id = "${PLACEHOLDER_DATABASE_ID}"`, `database_id = "${ID}"`]]);
  });

  it("writes production's without touching staging's", () => {
    const config = parse(
      withDatabaseId(withDatabaseId(toml, "staging", "DB", ID), "production", "DB", "0a0b0c0d-1111-4222-8333-444455556666"),
    );
    expect(config.env?.staging?.d1_databases?.[0]?.database_id).toBe(ID);
    expect(config.env?.production?.d1_databases?.[0]?.database_id).toBe("0a0b0c0d-1111-4222-8333-444455556666");
  });

  it("finds the binding among others, after comments and in any order of keys", () => {
    const text = [
      "[[env.staging.d1_databases]] # other",
      'binding = "OTHER"',
      'database_id = "11111111-1111-4111-8111-111111111111"',
      "",
      "[[env.staging.d1_databases]]",
      'database_id = "" # filled in by npm run provision',
      'binding = "DB"',
      "",
      "[env.staging.vars]",
      'database_id = "not a binding"',
      "",
    ].join("\r\n");
    const written = withDatabaseId(text, "staging", "DB", ID);
    expect(written).toContain(`database_id = "${ID}" # filled in by npm run provision\r\n`);
    expect(written).toContain('database_id = "11111111-1111-4111-8111-111111111111"');
    expect(written).toContain('database_id = "not a binding"');
  });

  it("refuses what it cannot write safely", () => {
    expect(() => withDatabaseId(toml, "preview", "DB", ID)).toThrow(/ingen \[\[env\.preview\.d1_databases\]\]/);
    expect(() => withDatabaseId(toml, "staging", "DB", "transist-staging")).toThrow(/giltigt/);
    expect(() => withDatabaseId('[[env.staging.d1_databases]]\nbinding = "DB"\n', "staging", "DB", ID)).toThrow(/saknar database_id/);
    const twice = '[[env.staging.d1_databases]]\nbinding = "DB"\ndatabase_id = ""\n'.repeat(2);
    expect(() => withDatabaseId(twice, "staging", "DB", ID)).toThrow(/2 \[\[env\.staging\.d1_databases\]\]/);
    // The top level's binding is not an environment's.
    expect(() => withDatabaseId('[[d1_databases]]\nbinding = "DB"\ndatabase_id = ""\n', "staging", "DB", ID)).toThrow();
  });
});

describe("databaseIdFromCreateOutput", () => {
  it("reads the id from wrangler d1 create's TOML or JSON snippet", () => {
    const tomlAnswer = `✅ Successfully created DB 'transist-staging'\nCreated your new D1 database.\n\nTo access your new D1 Database in your Worker, add the following snippet to your configuration file:\n[[d1_databases]]\nbinding = "transist_staging"\ndatabase_name = "transist-staging"\ndatabase_id = "${ID.toUpperCase()}"\n`;
    expect(databaseIdFromCreateOutput(tomlAnswer)).toBe(ID);
    const jsonAnswer = `{\n  "d1_databases": [\n    {\n      "binding": "DB",\n      "database_name": "transist-staging",\n      "database_id": "${ID}"\n    }\n  ]\n}`;
    expect(databaseIdFromCreateOutput(jsonAnswer)).toBe(ID);
  });

  it("refuses an answer without exactly one id", () => {
    expect(() => databaseIdFromCreateOutput("✘ [ERROR] A request to the Cloudflare API failed.")).toThrow(/Hittade inte/);
    expect(() => databaseIdFromCreateOutput(`database_id = "${ID}"\ndatabase_id = "0a0b0c0d-1111-4222-8333-444455556666"`)).toThrow(
      /Hittade inte/,
    );
  });
});

it("knows the two environments", () => {
  expect(["staging", "production", "preview", "", undefined].map(isEnvironment)).toEqual([true, true, false, false, false]);
});
