import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkSubjectAddress,
  cvKeysStatement,
  erasureStatements,
  exportStatements,
  sqlText,
  SUBJECT_TABLES,
  type SubjectAddress,
} from "~/server/privacy/data-subject.server";

const root = resolve(import.meta.dirname, "../..");

function accepted(input: string): SubjectAddress {
  const check = checkSubjectAddress(input);
  if (!check.ok) throw new Error(`refused ${JSON.stringify(input)}: ${check.error}`);
  return check.address;
}

function refusal(input: string | undefined): string {
  const check = checkSubjectAddress(input);
  if (check.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return check.error;
}

/** The SQL with every string literal taken out: what is left is what SQLite reads as code. */
const outsideLiterals = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, "''");

describe("the address of a data subject request", () => {
  it("is trimmed and lower-cased (A–Z, as SQLite's lower() folds)", () => {
    expect(accepted("  Anna.Svensson@Exempel.SE \t")).toBe("anna.svensson@exempel.se");
    expect(accepted("o'Brien+flytt@exempel.se")).toBe("o'brien+flytt@exempel.se");
  });

  it("refuses an empty address", () => {
    expect(refusal(undefined)).toBe("Ange personens e-postadress med --email.");
    expect(refusal("")).toBe("Ange personens e-postadress med --email.");
    expect(refusal("   ")).toBe("Ange personens e-postadress med --email.");
  });

  it("refuses a partial address: no @, nothing before or after it, two of them", () => {
    for (const input of ["anna", "exempel.se", "anna@", "@exempel.se", "anna@svensson@exempel.se"]) {
      expect(refusal(input)).toBe("Ange hela adressen, med namn före och domän efter @ (till exempel anna@exempel.se).");
    }
  });

  it("refuses wildcards of every kind", () => {
    for (const input of ["%@exempel.se", "*@exempel.se", "anna@%", "ann?@exempel.se", "%", "*"]) {
      expect(refusal(input)).toBe("Jokertecken (*, % och ?) tas inte emot: ange hela adressen.");
    }
  });

  it("refuses spaces and control characters inside, and what the forms would not have stored", () => {
    expect(refusal("anna svensson@exempel.se")).toBe("En e-postadress har inga mellanslag eller kontrolltecken.");
    expect(refusal("anna@exempel.se\u0000")).toBe("En e-postadress har inga mellanslag eller kontrolltecken.");
    for (const input of ["anna@exempel", "anna@exempel..se", "anna@[127.0.0.1]", "anna@exempel.se;DROP", `${"a".repeat(250)}@exempel.se`]) {
      expect(refusal(input)).toBe("Det är ingen giltig e-postadress.");
    }
  });
});

describe("the SQL", () => {
  const tricky = accepted("O'Brien@Exempel.se");

  it("quotes text the way SQLite reads it", () => {
    expect(sqlText("o'brien@exempel.se")).toBe("'o''brien@exempel.se'");
    expect(() => sqlText("a\u0000b")).toThrow();
  });

  it("reads every table that can hold a person, one SELECT each, the address only inside literals", () => {
    const statements = exportStatements(tricky);
    expect(statements.map((statement) => statement.table)).toEqual([
      "quotes",
      "bookings",
      "job_applications",
      "newsletter_subscriptions",
      "submissions",
      "outbox",
    ]);
    for (const { table, sql } of statements) {
      expect(sql).toMatch(new RegExp(`^SELECT \\* FROM "${table}" WHERE `));
      expect(sql).toContain("'o''brien@exempel.se'");
      expect(outsideLiterals(sql)).not.toContain("brien");
      expect(sql).not.toMatch(/\bLIKE\b/i);
    }
    expect(statements[0]!.sql).toContain(`lower(trim("epost")) = 'o''brien@exempel.se'`);
    expect(statements[1]!.sql).toContain(`lower(trim("customer_email")) = 'o''brien@exempel.se'`);
  });

  it("finds submissions and notifications through the person's leads, and notifications that name the address", () => {
    const [, , , , submissions, outbox] = exportStatements(tricky);
    for (const [leadType, table] of [
      ["quote", "quotes"],
      ["booking", "bookings"],
      ["job_application", "job_applications"],
      ["newsletter", "newsletter_subscriptions"],
    ]) {
      const ofLead = `"lead_type" = '${leadType}' AND "lead_id" IN (SELECT "id" FROM "${table}" WHERE`;
      expect(submissions!.sql).toContain(ofLead);
      expect(outbox!.sql).toContain(ofLead);
    }
    for (const column of ["subject", "body", "last_error"]) {
      expect(outbox!.sql).toContain(`instr(' ' || lower("outbox"."${column}") || ' ', 'o''brien@exempel.se')`);
    }
    // As a whole address: every place it stands is visited, and its neighbours looked at.
    expect(outbox!.sql).toContain(`SELECT "t", "at" + instr(substr("t", "at" + 1), 'o''brien@exempel.se') FROM "hit"`);
    expect(outbox!.sql).toContain(`substr("t", "at" - 1, 1) NOT GLOB '[a-z0-9_''+.-]'`);
    expect(outbox!.sql).toContain(`substr("t", "at" + 18, 1) NOT GLOB '[a-z0-9.-]'`);
    expect(outbox!.sql).toContain(`substr("t", "at" + 18, 1) = '.' AND substr("t", "at" + 19, 1) NOT GLOB '[a-z0-9-]'`);
    // D1 refuses a LIKE or GLOB pattern over 50 bytes: the patterns are the classes alone, whatever the address.
    const long = exportStatements(accepted(`${"x".repeat(60)}@exempel.se`))[5]!.sql;
    for (const [, pattern] of long.matchAll(/GLOB '((?:[^']|'')*)'/g)) expect(pattern!.length).toBeLessThanOrEqual(50);
    expect(submissions!.sql).not.toContain("GLOB");
  });

  it("erases in one batch: the record with its counts first, then submissions and outbox, then the leads, then the record read back", () => {
    const { sql, deletes, record } = erasureStatements(tricky, { id: "e-1", erasedAt: "2026-11-23T10:00:00.000Z" });
    expect(sql).toHaveLength(8);
    expect(sql[0]).toMatch(
      /^INSERT INTO "erasures" \("id", "erased_at", "counts"\) VALUES \('e-1', '2026-11-23T10:00:00.000Z', json_object\(/,
    );
    for (const table of [...SUBJECT_TABLES, "cv_files"]) expect(sql[0]).toContain(`'${table}', (SELECT count(*) FROM `);
    expect(deletes.map(({ table }) => table)).toEqual([
      "submissions",
      "outbox",
      "quotes",
      "bookings",
      "job_applications",
      "newsletter_subscriptions",
    ]);
    for (const { table, index } of deletes) expect(sql[index]).toMatch(new RegExp(`^DELETE FROM "${table}" WHERE .* RETURNING `));
    expect(sql[deletes.find(({ table }) => table === "job_applications")!.index]).toMatch(/RETURNING "id", "cv_key"$/);
    expect(record).toBe(7);
    expect(sql[record]).toBe(`SELECT "id", "erased_at", "counts" FROM "erasures" WHERE "id" = 'e-1'`);
    for (const statement of sql) {
      expect(outsideLiterals(statement)).not.toContain("brien");
      expect(statement).not.toContain(";");
    }
  });

  it("takes the CV keys from the person's job applications only", () => {
    expect(cvKeysStatement(tricky)).toBe(
      `SELECT DISTINCT "cv_key" AS "key" FROM "job_applications" WHERE (lower(trim("email")) = 'o''brien@exempel.se') AND "cv_key" IS NOT NULL ORDER BY "key"`,
    );
  });

  it("covers every table the migrations give an e-mail column", () => {
    const migrations = readdirSync(join(root, "migrations"))
      .filter((file) => file.endsWith(".sql"))
      .map((file) => readFileSync(join(root, "migrations", file), "utf8"))
      .join("\n");
    const withAddress = new Set<string>();
    for (const [, table, body] of migrations.matchAll(/CREATE TABLE `(\w+)` \(([^;]*?)\n\);/g)) {
      if (/`[^`]*(mail|epost)[^`]*`/.test(body!)) withAddress.add(table!);
    }
    for (const [, table] of migrations.matchAll(/ALTER TABLE `(\w+)` ADD `[^`]*(?:mail|epost)[^`]*`/g)) withAddress.add(table!);
    expect([...withAddress].sort()).toEqual(["bookings", "job_applications", "newsletter_subscriptions", "quotes"]);
    for (const table of withAddress) expect(SUBJECT_TABLES).toContain(table);
  });
});
