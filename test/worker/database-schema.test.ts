import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/server/db/schema";
import { startWorker, type TestWorker } from "../../harness/worker";

/**
 * The tables drizzle writes and reads (server/db/schema.ts, whose quotes table the quote form's
 * fields give) are the tables the migrations make: a column added to one and not the other, or
 * made required in one only, fails here rather than on the first visitor's post.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => is(value, SQLiteTable));

describe("the database schema in code is the migrated database", () => {
  it("knows every table", () => {
    expect(tables.length).toBeGreaterThanOrEqual(15);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    "%s: the same columns, required and defaulted alike",
    async (name, table) => {
      const migrated = await worker.sql<{ name: string; notnull: number; dflt_value: string | null; pk: number }>(
        `SELECT name, "notnull", dflt_value, pk FROM pragma_table_info('${name}')`,
      );
      const inCode = getTableConfig(table).columns.map((column) => ({
        name: column.name,
        required: column.notNull || column.primary,
        defaulted: column.hasDefault,
      }));
      const inDatabase = migrated.map((column) => ({
        name: column.name,
        required: column.notnull === 1 || column.pk > 0,
        defaulted: column.dflt_value !== null,
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(inCode.sort(byName)).toEqual(inDatabase.sort(byName));
    },
  );
});
