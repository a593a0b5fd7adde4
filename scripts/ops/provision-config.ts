// What `npm run provision` needs to know and to change in wrangler.toml, without running anything:
// the environments, the id in `wrangler d1 create`'s answer, and wrangler.toml with that id written in.

export const ENVIRONMENTS = ["staging", "production"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The database_id wrangler.toml holds until `npm run provision` has created the environment's database. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-4000-8000-000000000000";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEnvironment(value: string | undefined): value is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(value ?? "");
}

/**
 * The new database's id in what `wrangler d1 create` printed: a configuration snippet, in TOML
 * (`database_id = "…"`) for a wrangler.toml, in JSON (`"database_id": "…"`) for a wrangler.json.
 */
export function databaseIdFromCreateOutput(output: string): string {
  const ids = [...output.matchAll(/"?database_id"?\s*[:=]\s*"([0-9a-f-]{36})"/gi)].map((match) => match[1]!);
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length !== 1 || !UUID.test(unique[0]!)) {
    throw new Error(`Hittade inte databasens id i svaret från wrangler d1 create:\n${output}`);
  }
  return unique[0]!;
}

/** A table header line (`[x]` or `[[x]]`, maybe followed by a comment): its dotted key, spaces removed. */
function tableHeader(line: string): string | undefined {
  const match = /^\s*\[\[?([^\]]+)\]\]?\s*(#[^\r\n]*)?\s*$/.exec(line);
  return match ? match[1]!.replace(/\s+/g, "") : undefined;
}

/** A line `key = "value"` (maybe followed by a comment): the value, else undefined. */
function stringValue(line: string, key: string): string | undefined {
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"\\s*(#[^\\r\\n]*)?\\s*$`).exec(line)?.[1];
}

/**
 * wrangler.toml with the database_id of the environment's D1 binding set to `databaseId`, every other
 * line as it was (comments, order and layout stay). The binding must be written as its own table,
 * `[[env.<environment>.d1_databases]]` with `binding` and `database_id` lines, as wrangler.toml does.
 */
export function withDatabaseId(toml: string, environment: string, binding: string, databaseId: string): string {
  if (!UUID.test(databaseId)) throw new Error(`Inget giltigt databas-id: ${JSON.stringify(databaseId)}`);
  const lines = toml.split(/(?<=\n)/);
  const wanted = `env.${environment}.d1_databases`;
  const idLines: number[] = [];
  let inTable = false;
  let tableBinding: string | undefined;
  let tableIdLine: number | undefined;
  const endTable = () => {
    if (inTable && tableBinding === binding) {
      if (tableIdLine === undefined) throw new Error(`[[${wanted}]] med binding "${binding}" saknar database_id`);
      idLines.push(tableIdLine);
    }
  };
  for (const [index, line] of lines.entries()) {
    const header = tableHeader(line);
    if (header !== undefined) {
      endTable();
      inTable = header === wanted;
      tableBinding = undefined;
      tableIdLine = undefined;
      continue;
    }
    if (!inTable) continue;
    tableBinding = stringValue(line, "binding") ?? tableBinding;
    if (stringValue(line, "database_id") !== undefined) tableIdLine = index;
  }
  endTable();
  if (idLines.length !== 1) {
    throw new Error(
      idLines.length === 0
        ? `wrangler.toml har ingen [[${wanted}]] med binding = "${binding}"`
        : `wrangler.toml har ${idLines.length} [[${wanted}]] med binding = "${binding}"`,
    );
  }
  const at = idLines[0]!;
  lines[at] = lines[at]!.replace(/(database_id\s*=\s*")[^"]*(")/, `$1${databaseId}$2`);
  return lines.join("");
}

/** Cloudflare's API, version 4. */
export const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";

/** The phase whose rules answer an error with content of the zone's own (Custom Errors). */
export const CUSTOM_ERRORS_PHASE = "http_custom_errors";

/** What the edge's error pages need from edge-error-pages.ts. */
export interface EdgeErrorAsset {
  assetName: string;
  path: string;
  errorType: string;
}

/** One call to Cloudflare's API: method, address and JSON body. */
export interface ApiCall {
  method: "GET" | "POST" | "PUT";
  url: string;
  body?: unknown;
}

/** A rule of the Custom Errors phase as the Rulesets API takes it. */
export interface CustomErrorRule {
  ref?: string;
  description?: string;
  expression: string;
  action: string;
  action_parameters?: Record<string, unknown>;
  enabled?: boolean;
}

const assetsUrl = (zoneId: string) => `${CLOUDFLARE_API}/zones/${zoneId}/custom_pages/assets`;
const entrypointUrl = (zoneId: string) => `${CLOUDFLARE_API}/zones/${zoneId}/rulesets/phases/${CUSTOM_ERRORS_PHASE}/entrypoint`;

/**
 * The custom error asset for `page`: created (POST) when the zone has none by its name, else
 * fetched again from its URL (PUT, which Cloudflare also does when the URL is unchanged).
 */
export function edgeErrorAssetCall(zoneId: string, siteUrl: string, page: EdgeErrorAsset, exists: boolean): ApiCall {
  const url = new URL(page.path, siteUrl).toString();
  const description = `Transists felsida för kantens ${page.errorType}-fel`;
  return exists
    ? { method: "PUT", url: `${assetsUrl(zoneId)}/${page.assetName}`, body: { description, url } }
    : { method: "POST", url: assetsUrl(zoneId), body: { name: page.assetName, description, url } };
}

/**
 * Our rule for `page`: Cloudflare's own errors of its type (`cf.response.error_type`, set only when
 * the edge answers instead of the Worker) get the asset, with the status code they had. The
 * Worker's own error pages (a 503 with the form and what was typed) never match.
 */
export function edgeErrorRule(page: EdgeErrorAsset): CustomErrorRule {
  return {
    ref: page.assetName,
    description: `Transists svenska felsida för kantens ${page.errorType}-fel`,
    expression: `cf.response.error_type eq "${page.errorType}"`,
    action: "serve_error",
    action_parameters: { asset_name: page.assetName },
    enabled: true,
  };
}

/**
 * The phase's rules after ours are in: ours first (the first matching rule applies, and ours match
 * only the edge's own errors), then every other rule as it was, without the fields the API sets
 * itself. A PUT of the entry point replaces all of its rules, so none of the zone's others is lost.
 */
export function customErrorRules(existing: ReadonlyArray<CustomErrorRule & Record<string, unknown>>, pages: readonly EdgeErrorAsset[]) {
  const ours = new Set(pages.map((page) => page.assetName));
  const others = existing
    .filter((rule) => !(rule.ref && ours.has(rule.ref)))
    .map(({ ref, description, expression, action, action_parameters, enabled }) => ({
      ref,
      description,
      expression,
      action,
      action_parameters,
      enabled,
    }));
  return [...pages.map(edgeErrorRule), ...others];
}

/** What Cloudflare's API answers: `{ success, errors, result }`. */
interface ApiAnswer<T> {
  success: boolean;
  errors?: Array<{ message: string }>;
  result: T;
}

export type ApiFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/**
 * Makes the zone serve the edge's error pages: the assets, then the rules, as Cloudflare's Custom
 * Errors API documents them. `send` is fetch (a stub in the tests); `token` an API token with Custom
 * Error Rules and Custom Pages edit rights on the zone. Returns the calls made, in order.
 */
export async function provisionEdgeErrors(options: {
  zoneId: string;
  siteUrl: string;
  token: string;
  pages: readonly EdgeErrorAsset[];
  send: ApiFetch;
}): Promise<ApiCall[]> {
  const { zoneId, siteUrl, token, pages, send } = options;
  const made: ApiCall[] = [];
  const call = async <T>(apiCall: ApiCall, allowNotFound = false): Promise<T | null> => {
    made.push(apiCall);
    const response = await send(apiCall.url, {
      method: apiCall.method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: apiCall.body === undefined ? undefined : JSON.stringify(apiCall.body),
    });
    if (allowNotFound && response.status === 404) return null;
    const answer = (await response.json()) as ApiAnswer<T>;
    if (!response.ok || !answer.success) {
      const reasons = (answer.errors ?? []).map((error) => error.message).join("; ");
      throw new Error(`Cloudflare svarade ${response.status} på ${apiCall.method} ${apiCall.url}: ${reasons || "okänt fel"}`);
    }
    return answer.result;
  };
  const assets = (await call<Array<{ name: string }>>({ method: "GET", url: `${assetsUrl(zoneId)}?per_page=100` })) ?? [];
  const names = new Set(assets.map((asset) => asset.name));
  for (const page of pages) await call(edgeErrorAssetCall(zoneId, siteUrl, page, names.has(page.assetName)));
  const phase = await call<{ rules?: Array<CustomErrorRule & Record<string, unknown>> }>(
    { method: "GET", url: entrypointUrl(zoneId) },
    true,
  );
  await call({ method: "PUT", url: entrypointUrl(zoneId), body: { rules: customErrorRules(phase?.rules ?? [], pages) } });
  return made;
}
