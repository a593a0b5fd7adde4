import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { resolveConfig } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { LIST_END, LIST_START, sitePlaceholders, withPlaceholderList } from "~/content/placeholders";
import { company, companyFacts, companyRating, ratingBadge, vatNumber, vatNumberOf } from "~/shared/company";
import { placeholder, Placeholder } from "~/shared/placeholder";
import { DRIFT_DOC, driftDocWithPlaceholders } from "../../scripts/ops/placeholder-docs";

const root = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "transist-placeholders-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the placeholder marks", () => {
  it("mark every made-up fact about the company and the sample reviews", () => {
    const marked = sitePlaceholders().map((entry) => `${entry.file}:${entry.key}`);
    for (const key of [
      "street",
      "postalCode",
      "city",
      "location",
      "phoneDisplay",
      "phoneE164",
      "registrationNumber",
      "founders",
      "foundedYear",
      "rating",
      "partnerCredit",
      "social",
      "reviewServiceUrl",
    ])
      expect(marked, key).toContain(`app/shared/company.ts:${key}`);
    for (const key of ["transportPermitNumber", "industryTerms", "datedMoveWithdrawal"])
      expect(marked, key).toContain(`app/content/legal-choices.ts:${key}`);
    expect(marked).toContain("app/content/reviews.ts:reviews");
    expect(marked).toContain("app/content/reviews.ts:howChecked");
    for (const entry of sitePlaceholders()) {
      expect(entry.what.trim(), entry.key).not.toBe("");
      expect(entry.why, entry.key).toMatch(/\.$/);
    }
  });

  it("leave the values the pages read as they were", () => {
    expect(company.street).toBe("Storgatan 1");
    expect(company.phoneE164).toBe("+46701740650");
    expect(company.location).toEqual({ latitude: 59.2434, longitude: 18.0927 });
    expect(company.name).toBe("Transist");
    expect(companyFacts.street).toBeInstanceOf(Placeholder);
    expect(companyFacts.email).toBe("info@transist.se");
  });
});

describe("the VAT number", () => {
  it("is SE, the organisation number's ten digits and 01, so it stays made up as long as the number is", () => {
    expect(vatNumberOf("556056-6258")).toBe("SE556056625801");
    expect(vatNumber).toBe(vatNumberOf(company.registrationNumber));
    expect(companyFacts.registrationNumber).toBeInstanceOf(Placeholder);
  });
});

describe("the rating badge", () => {
  const real = { value: "4,7", customers: "212", sourceUrl: "https://www.reco.se/transist" };

  it("is not shown while the rating is a placeholder, even with a source", () => {
    expect(companyRating).toBeNull();
    expect(ratingBadge(placeholder(real))).toBeNull();
  });

  it("is not shown for a real figure without a source, or for no rating", () => {
    expect(ratingBadge({ ...real, sourceUrl: null })).toBeNull();
    expect(ratingBadge(null)).toBeNull();
  });

  it("says a real, sourced figure and links to its source", () => {
    expect(ratingBadge(real)).toEqual({ text: "4,7/5 från 212 nöjda kunder", value: "4,7", customers: "212", url: real.sourceUrl });
  });
});

describe("docs/drift.md, Före lansering", () => {
  it("is what npm run placeholders:docs writes from the marks", async () => {
    const doc = readFileSync(DRIFT_DOC, "utf8");
    expect(doc).toContain(LIST_START);
    expect(await driftDocWithPlaceholders(doc), "run npm run placeholders:docs").toBe(doc);
  });

  it("is written wrapped, as Prettier wraps the docs' prose", async () => {
    const { printWidth } = (await resolveConfig(DRIFT_DOC)) ?? {};
    expect(printWidth).toBe(100);
    const written = await driftDocWithPlaceholders(readFileSync(DRIFT_DOC, "utf8"));
    const list = written.slice(written.indexOf(LIST_START), written.indexOf(LIST_END)).split("\n");
    expect(list.filter((line) => line.startsWith("- ")).length).toBe(sitePlaceholders().length);
    expect(list.filter((line) => [...line].length > printWidth!)).toEqual([]);
  });

  it("the command rewrites only what lies between the markers", () => {
    const readme = `# X\n\nFöre.\n\n${LIST_START}\n\n- gammalt\n\n${LIST_END}\n\nEfter.\n`;
    const written = withPlaceholderList(readme, [{ what: "Orten", why: "Påhittad.", file: "app/shared/company.ts", key: "city" }]);
    expect(written).toBe(
      `# X\n\nFöre.\n\n${LIST_START}\n\n- **Orten**: Påhittad. Ändra i \`app/shared/company.ts\` (\`city\`).\n\n${LIST_END}\n\nEfter.\n`,
    );
    expect(() => withPlaceholderList("# X\n", [])).toThrow(/lacks the markers/);
  });
});

/** A command, as npm runs the scripts: from the repository, with wrangler's no-telemetry environment. */
function run(command: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync("sh", ["-c", command], { cwd: root, encoding: "utf8", env, stdio: ["ignore", "pipe", "pipe"] });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("scripts/ops/check-placeholders.ts", () => {
  it("refuses production with a Swedish list naming each placeholder and where to change it", () => {
    const { status, stderr } = run("node_modules/.bin/tsx scripts/ops/check-placeholders.ts --env production");
    expect(status).toBe(1);
    expect(stderr).toContain("Driftsättningen till production stoppas");
    for (const entry of sitePlaceholders())
      expect(stderr, entry.key).toContain(`${entry.what}: ${entry.why} Ändra i ${entry.file} (${entry.key}).`);
  });

  it("lets staging go on with a warning and the same list", () => {
    const { status, stderr } = run("node_modules/.bin/tsx scripts/ops/check-placeholders.ts --env staging");
    expect(status).toBe(0);
    expect(stderr).toContain("Varning:");
    for (const entry of sitePlaceholders()) expect(stderr, entry.key).toContain(`Ändra i ${entry.file} (${entry.key}).`);
  });
});

describe("npm run deploy with made-up facts", () => {
  // Stand-ins for npm, npx and wrangler that only write down how they were called, and a git that
  // calls the working tree clean (so the check is reached whatever this tree holds); anything else
  // git is asked goes to the real one.
  const bin = join(work, "bin");
  const calls = join(work, "calls.log");
  const realGit = run("command -v git").stdout.trim();
  const stub = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  run(`mkdir -p "${bin}"`);
  for (const name of ["npm", "npx", "wrangler"]) stub(name, `echo "${name} $*" >> "${calls}"`);
  stub("git", `if [ "$1" = status ]; then exit 0; fi\nexec "${realGit}" "$@"`);
  const deploy = (env: string) => {
    rmSync(calls, { force: true });
    const result = run(`sh scripts/ops/deploy.sh --env ${env}`, { ...process.env, PATH: `${bin}:${process.env.PATH}` });
    return { ...result, calls: existsSync(calls) ? readFileSync(calls, "utf8").trim().split("\n") : [] };
  };

  it("refuses production before it builds or calls anything remote, naming each placeholder", () => {
    const { status, stderr, stdout, calls } = deploy("production");
    expect(status).toBe(1);
    expect(calls).toEqual([]);
    expect(stdout).not.toContain("Driftsätter");
    for (const entry of sitePlaceholders()) expect(stderr, entry.key).toContain(`${entry.what}: `);
  });

  it("goes on to the deploy for staging after the warning", () => {
    const { status, stderr, calls } = deploy("staging");
    expect(stderr).toContain("Varning:");
    expect(status).toBe(0);
    // scripts/ops/deploy.ts builds, checks the secrets, deploys and checks the site (its own test).
    expect(calls).toEqual(["npx tsx scripts/ops/deploy.ts --env staging"]);
  });
});
