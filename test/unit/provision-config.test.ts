import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import {
  PLACEHOLDER_DATABASE_ID,
  databaseIdFromCreateOutput,
  isEnvironment,
  provisionEdgeErrors,
  withDatabaseId,
  type ApiFetch,
} from "../../scripts/ops/provision-config";
import { EDGE_ERROR_PAGES } from "../../scripts/ops/edge-error-pages";

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

describe("the edge's error pages through Cloudflare's Custom Errors API (the API stubbed)", () => {
  const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
  const SITE = "https://www.transist.se";
  const api = `https://api.cloudflare.com/client/v4/zones/${ZONE}`;

  interface Sent {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: unknown;
  }

  /** Cloudflare's API as a table of answers by method and address; every call is kept. */
  function stubApi(answers: Record<string, { status?: number; result?: unknown; success?: boolean; errors?: Array<{ message: string }> }>) {
    const sent: Sent[] = [];
    const send: ApiFetch = (url, init) => {
      sent.push({ method: init.method, url, headers: init.headers, body: init.body === undefined ? undefined : JSON.parse(init.body) });
      const answer = answers[`${init.method} ${url}`] ?? { result: {} };
      const status = answer.status ?? 200;
      const body = { success: answer.success ?? status < 400, errors: answer.errors ?? [], messages: [], result: answer.result ?? null };
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
    };
    return { sent, send };
  }

  it("a zone without them: lists the assets, creates one per page from the site's URL, and puts one rule per page in http_custom_errors", async () => {
    const { sent, send } = stubApi({
      [`GET ${api}/custom_pages/assets?per_page=100`]: { result: [] },
      [`GET ${api}/rulesets/phases/http_custom_errors/entrypoint`]: { status: 404, success: false, errors: [{ message: "not found" }] },
    });
    await provisionEdgeErrors({ zoneId: ZONE, siteUrl: SITE, token: "t0ken", pages: EDGE_ERROR_PAGES, send });
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${api}/custom_pages/assets?per_page=100`,
      `POST ${api}/custom_pages/assets`,
      `POST ${api}/custom_pages/assets`,
      `GET ${api}/rulesets/phases/http_custom_errors/entrypoint`,
      `PUT ${api}/rulesets/phases/http_custom_errors/entrypoint`,
    ]);
    for (const call of sent) expect(call.headers).toMatchObject({ Authorization: "Bearer t0ken", "Content-Type": "application/json" });
    expect(sent[1]!.body).toEqual({
      name: "transist_felsida_5xx",
      description: "Transists felsida för kantens 5xx-fel",
      url: "https://www.transist.se/felsidor/5xx",
    });
    expect(sent[2]!.body).toMatchObject({ name: "transist_felsida_1xxx", url: "https://www.transist.se/felsidor/1xxx" });
    // Asset names: letters, digits and underscores only, as the API requires.
    for (const page of EDGE_ERROR_PAGES) expect(page.assetName).toMatch(/^[A-Za-z0-9_]+$/);
    expect(sent[4]!.body).toEqual({
      rules: [
        {
          ref: "transist_felsida_5xx",
          description: "Transists svenska felsida för kantens 5xx-fel",
          expression: 'cf.response.error_type eq "5xx"',
          action: "serve_error",
          action_parameters: { asset_name: "transist_felsida_5xx" },
          enabled: true,
        },
        {
          ref: "transist_felsida_1xxx",
          description: "Transists svenska felsida för kantens 1xxx-fel",
          expression: 'cf.response.error_type eq "1xxx"',
          action: "serve_error",
          action_parameters: { asset_name: "transist_felsida_1xxx" },
          enabled: true,
        },
      ],
    });
  });

  it("a second run: fetches the existing assets again (PUT) and replaces only its own rules, keeping the zone's others after them", async () => {
    const other = {
      id: "r1",
      version: "3",
      last_updated: "2026-01-01T00:00:00Z",
      ref: "api_json",
      expression: 'starts_with(http.request.uri.path, "/api/")',
      action: "serve_error",
      action_parameters: { content: "{}", content_type: "application/json" },
      enabled: true,
    };
    const oldOurs = {
      id: "r2",
      ref: "transist_felsida_5xx",
      expression: "true",
      action: "serve_error",
      action_parameters: { asset_name: "x" },
    };
    const { sent, send } = stubApi({
      [`GET ${api}/custom_pages/assets?per_page=100`]: { result: [{ name: "transist_felsida_5xx" }, { name: "transist_felsida_1xxx" }] },
      [`GET ${api}/rulesets/phases/http_custom_errors/entrypoint`]: { result: { rules: [oldOurs, other] } },
    });
    await provisionEdgeErrors({ zoneId: ZONE, siteUrl: "https://staging.transist.se", token: "t", pages: EDGE_ERROR_PAGES, send });
    expect(sent[1]).toMatchObject({
      method: "PUT",
      url: `${api}/custom_pages/assets/transist_felsida_5xx`,
      body: { description: "Transists felsida för kantens 5xx-fel", url: "https://staging.transist.se/felsidor/5xx" },
    });
    expect(sent[2]).toMatchObject({ method: "PUT", url: `${api}/custom_pages/assets/transist_felsida_1xxx` });
    const rules = (sent[4]!.body as { rules: Array<Record<string, unknown>> }).rules;
    expect(rules.map((rule) => rule.ref)).toEqual(["transist_felsida_5xx", "transist_felsida_1xxx", "api_json"]);
    expect(rules[2]).toEqual({
      ref: "api_json",
      description: undefined,
      expression: other.expression,
      action: "serve_error",
      action_parameters: other.action_parameters,
      enabled: true,
    });
  });

  it("stops at the first refusal and says what Cloudflare said", async () => {
    const { sent, send } = stubApi({
      [`GET ${api}/custom_pages/assets?per_page=100`]: { result: [] },
      [`POST ${api}/custom_pages/assets`]: { status: 403, errors: [{ message: "Authentication error" }] },
    });
    await expect(provisionEdgeErrors({ zoneId: ZONE, siteUrl: SITE, token: "t", pages: EDGE_ERROR_PAGES, send })).rejects.toThrow(
      `Cloudflare svarade 403 på POST ${api}/custom_pages/assets: Authentication error`,
    );
    expect(sent).toHaveLength(2);
  });
});
