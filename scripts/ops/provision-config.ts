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
