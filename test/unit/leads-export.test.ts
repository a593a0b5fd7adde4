import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellText, csvField, exportQuery, leadsExport, parseArgs, toCsv } from "../../scripts/ops/leads-export.mjs";
import { splitSqlStatements, startWorker } from "../../harness/worker";

const root = resolve(import.meta.dirname, "../..");

/**
 * A local state in `state` as wrangler's `--persist-to` lays it out (what the command reads): the
 * migrated database, with the seed if asked, and then `sql`. The test worker writes it; what is
 * tested is the command that reads it.
 */
async function localState(state: string, sql: string, { seed = false } = {}): Promise<void> {
  const worker = await startWorker({ persistTo: state, seed });
  try {
    for (const statement of splitSqlStatements(sql)) await worker.sql(statement);
  } finally {
    await worker.dispose();
  }
}

/** Python's csv module, an independent RFC 4180 reader, as Excel-like input: BOM-aware UTF-8, semicolons. */
function parseWithPython(file: string): string[][] {
  const script =
    "import csv, json, sys\nwith open(sys.argv[1], newline='', encoding='utf-8-sig') as f:\n    print(json.dumps(list(csv.reader(f, delimiter=';'))))";
  return JSON.parse(execFileSync("python3", ["-c", script, file], { encoding: "utf8" })) as string[][];
}

describe("CSV for Excel", () => {
  it("starts with a UTF-8 byte order mark and ends every row with CRLF", () => {
    const csv = toCsv(["namn"], [{ namn: "Åsa" }]);
    expect(csv).toBe("\uFEFFnamn\r\nÅsa\r\n");
  });

  it("quotes fields with the delimiter, quotes, line breaks or edge spaces, doubling the quotes (RFC 4180)", () => {
    expect(csvField("Östra vägen 9; lgh 1102")).toBe('"Östra vägen 9; lgh 1102"');
    expect(csvField('ett "piano"')).toBe('"ett ""piano"""');
    expect(csvField("rad 1\nrad 2")).toBe('"rad 1\nrad 2"');
    expect(csvField(" kant")).toBe('" kant"');
    expect(csvField("a,b")).toBe("a,b");
    expect(csvField("a,b", ",")).toBe('"a,b"');
  });

  it("defuses text Excel would run as a formula, but keeps phone numbers", () => {
    expect(cellText("message", '=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(cellText("message", "@SUM(A1)")).toBe("'@SUM(A1)");
    expect(cellText("message", "+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(cellText("telefon", "+46701234567")).toBe("+46701234567");
  });

  it("defuses a formula behind a space, a tab or a line break, and full-width ＝ ＋ － ＠", () => {
    expect(cellText("message", " =1+1")).toBe("' =1+1");
    expect(cellText("message", '\n=HYPERLINK("http://x")')).toBe('\'\n=HYPERLINK("http://x")');
    expect(cellText("message", "\t@SUM(A1)")).toBe("'\t@SUM(A1)");
    expect(cellText("message", '＝HYPERLINK("http://x")')).toBe('\'＝HYPERLINK("http://x")');
    expect(cellText("message", "＋cmd|' /C calc'!A0")).toBe("'＋cmd|' /C calc'!A0");
    expect(cellText("message", "－1+1")).toBe("'－1+1");
    expect(cellText("message", "＠SUM(A1)")).toBe("'＠SUM(A1)");
    expect(cellText("message", " +46 70 123 45 67")).toBe(" +46 70 123 45 67");
    expect(cellText("message", "Hej = hallå")).toBe("Hej = hallå");
    expect(cellText("from_floor", 0)).toBe("0");
    expect(cellText("notes", null)).toBe("");
  });

  it("defuses a formula behind controls, zero-width characters and bidi marks, and any cell that starts with a control", () => {
    const invisible = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f", "\u00a0", "\u2028", "\u200b", "\u200c", "\u200d"];
    invisible.push("\u2060", "\ufeff", "\u200e", "\u200f", "\u061c", "\u202a", "\u202e", "\u2066", "\u2069", "\u3000", "\u00ad");
    const failures: string[] = [];
    for (const before of invisible) {
      for (const start of ["=", "+", "-", "@", "＝", "＋", "－", "＠"]) {
        for (const prefix of [before, ` ${before}`, `${before}${before} `]) {
          const text = `${prefix}${start}HYPERLINK("http://x")`;
          if (cellText("message", text) !== `'${text}`) failures.push(JSON.stringify(text));
        }
      }
    }
    expect(failures).toEqual([]);
    for (const control of ["\u0000", "\u0001", "\u001f", "\u007f", "\u0080", "\u009f"]) {
      expect(cellText("message", `${control}Hej`)).toBe(`'${control}Hej`);
    }
    expect(cellText("telefon", "\u200b+46701234567")).toBe("\u200b+46701234567");
    expect(cellText("message", "\u200bHej")).toBe("\u200bHej");
  });

  it("writes list columns as readable text", () => {
    expect(cellText("storage_areas", '["källare","vind"]')).toBe("källare, vind");
    expect(cellText("message", '["källare"]')).toBe('["källare"]');
  });

  it("takes --since as a date only, and --remote with an environment to read a deployed database", () => {
    expect(parseArgs(["--since", "2026-01-31", "--remote", "--env", "production"])).toMatchObject({
      since: "2026-01-31",
      remote: true,
      env: "production",
      delimiter: ";",
    });
    expect(() => parseArgs(["--remote"])).toThrow(/--env/);
    expect(() => parseArgs(["--remote", "--env", "preview"])).toThrow(/Okänd miljö/);
    expect(parseArgs(["--comma"]).delimiter).toBe(",");
    expect(() => parseArgs(["--since", "2026-02-30"])).toThrow();
    expect(() => parseArgs(["--since", "2026-01-01' OR 1=1 --"])).toThrow();
    expect(() => exportQuery("users", "2026-01-01")).toThrow();
    expect(exportQuery("newsletter_subscriptions", "2026-01-01")).toContain("confirmed_at IS NOT NULL");
    expect(exportQuery("quotes", "2026-01-01")).not.toContain("confirmed_at");
  });
});

describe("npm run leads:export on the seeded local database (the command's function, in-process)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-export-"));
    const env = {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_HIDE_BANNER: "true",
    };
    await localState(join(dir, "state"), readFileSync(join(root, "seed/leads.sql"), "utf8"), { seed: true });
    const exported = await leadsExport(
      ["--csv", "--since", "2026-01-01", "--persist-to", join(dir, "state"), "--out", join(dir, "exports")],
      { env },
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain("offertforfragningar-sedan-2026-01-01.csv");
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the quotes as CSV that a CSV parser reads back with å, ä and ö, quotes and line breaks intact", () => {
    const file = join(dir, "exports", "offertforfragningar-sedan-2026-01-01.csv");
    expect(readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseWithPython(file);
    const record = (row: string[]) => Object.fromEntries(header!.map((column, i) => [column, row[i]]));
    const quotes = rows.map(record);
    const moving = quotes.find((quote) => quote.id === "seed-quote-1")!;
    expect(moving.namn).toBe("Åsa Öberg");
    expect(moving.service_type).toBe("flytthjälp");
    expect(moving.to_address).toBe("Östra Storgatan 9, 553 21 Jönköping");
    expect(moving.storage_areas).toBe("källare, vind");
    expect(moving.message).toBe('Vi har ett piano som ska med; "försiktigt", tack!\nPortkod 1234.');
    expect(moving.telefon).toBe("+46701740651");
    expect(quotes.map((quote) => quote.id)).toContain("seed-quote-2");
  });

  it("writes bookings, job applications (with the CV's key and file name) and newsletter subscriptions", () => {
    const read = (name: string) => parseWithPython(join(dir, "exports", `${name}-sedan-2026-01-01.csv`));
    const [bookingHeader, booking] = read("bokningar");
    expect(booking![bookingHeader!.indexOf("customer_name")]).toBe("Björn Sjöström");
    const [applicationHeader, application] = read("jobbansokningar");
    expect(application![applicationHeader!.indexOf("cv_file_name")]).toBe("märta-lindén-cv.pdf");
    expect(application![applicationHeader!.indexOf("cv_key")]).toBe("cv/seed-application-1.pdf");
    const [subscriptionHeader, subscription] = read("nyhetsbrev");
    expect(subscription![subscriptionHeader!.indexOf("email")]).toBe("ake.nystrom@example.se");
    // The seed's unconfirmed sign-up is no subscriber: only confirmed addresses are exported.
    expect(read("nyhetsbrev").flat()).not.toContain("obekraftad@example.se");
  });
});

/**
 * The default export, a workbook, opened by a real spreadsheet program: Debian's LibreOffice Calc
 * converts each sheet to CSV headless, writing each cell as Calc shows it, and the test reads that.
 * The run has a home of its own, so anything wrangler or the script left behind would be seen.
 */
describe("npm run leads:export: the workbook as LibreOffice Calc shows it", { timeout: 900_000 }, () => {
  let dir: string;
  let home: string;
  let shown: Map<string, Array<Record<string, string>>>;
  let output: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-xlsx-"));
    home = join(dir, "home");
    mkdirSync(home);
    const env = {
      ...process.env,
      HOME: home,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
    };
    // The seed's leads, and a quote in summer time (UTC+2), with a phone number written with spaces
    // and a message that looks like a formula.
    await localState(
      join(dir, "state"),
      `${readFileSync(join(root, "seed/leads.sql"), "utf8")}
INSERT INTO quotes (id, service_type, namn, epost, telefon, message, created_at) VALUES ('sommar', 'städning', 'Örjan Ås', 'orjan@example.se', '070-174 06 53', '=1+1', '2026-07-01T22:30:00.000Z');
`,
    );
    // The operator's command line once: leads-export.sh, node and wrangler's own d1 execute.
    output = execFileSync(
      "sh",
      ["scripts/ops/leads-export.sh", "--since", "2026-01-01", "--persist-to", join(dir, "state"), "--out", join(dir, "exports")],
      {
        cwd: root,
        env,
        encoding: "utf8",
        stdio: "pipe",
      },
    );
    const xlsx = join(dir, "exports", "leads-sedan-2026-01-01.xlsx");
    // Every sheet (the last option, -1), each cell as shown (the ninth), UTF-8 (76), Swedish (1053).
    // A profile of its own: another LibreOffice running on the machine must not take the job.
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${join(dir, "lo-profile")}`,
        "--headless",
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):59,34,76,1,,1053,false,true,true,false,false,-1",
        "--outdir",
        join(dir, "calc"),
        xlsx,
      ],
      { env: { ...process.env, HOME: join(dir, "lo-home") }, stdio: "pipe", timeout: 240_000 },
    );
    shown = new Map(
      readdirSync(join(dir, "calc")).map((file) => {
        const [header, ...rows] = parseWithPython(join(dir, "calc", file));
        const sheet = file.replace(/^leads-sedan-2026-01-01-/, "").replace(/\.csv$/, "");
        return [sheet, rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i] ?? ""])))];
      }),
    );
  }, 900_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has a sheet per table with Swedish headers, phone numbers exactly as stored and times in Swedish local time", () => {
    expect([...shown.keys()].sort()).toEqual(["Bokningar", "Jobbansökningar", "Nyhetsbrev", "Offertförfrågningar"]);
    const quotes = shown.get("Offertförfrågningar")!;
    const byId = new Map(quotes.map((row) => [row.Id, row]));
    expect(byId.get("seed-quote-1")).toMatchObject({
      Namn: "Åsa Öberg",
      Telefon: "+46701740651",
      Inkommen: "2026-11-02 10:15",
      "Önskat datum": "2026-12-15",
      Förrådsutrymmen: "källare, vind",
      "Piano eller flygel": "Ja",
      Meddelande: 'Vi har ett piano som ska med; "försiktigt", tack!\nPortkod 1234.',
    });
    expect(byId.get("sommar")).toMatchObject({ Telefon: "070-174 06 53", Inkommen: "2026-07-02 00:30", Meddelande: "=1+1" });
    expect(shown.get("Bokningar")!.find((row) => row.Namn === "Björn Sjöström")?.Telefon).toMatch(/^\+467/);
    expect(shown.get("Jobbansökningar")![0]).toMatchObject({ "CV (filnamn)": "märta-lindén-cv.pdf" });
    expect(shown.get("Nyhetsbrev")!.map((row) => row["E-post"])).toContain("ake.nystrom@example.se");
    expect(shown.get("Nyhetsbrev")!.map((row) => row["E-post"])).not.toContain("obekraftad@example.se");
    // The note's sample: what Calc shows of the quotes.
    console.log(quotes.map((row) => [row.Inkommen, row.Namn, row.Telefon, row["E-post"], row.Tjänst].join(" | ")).join("\n"));
  });

  it("the newsletter sheet has Swedish headings and its times, the confirmation's too, in Stockholm time", () => {
    const [subscriber, ...others] = shown.get("Nyhetsbrev")!;
    expect(others).toEqual([]);
    expect(subscriber).toMatchObject({
      Id: "seed-subscription-1",
      "E-post": "ake.nystrom@example.se",
      Formulär: "discount",
      Inkommen: "2026-11-12 20:20",
      Bekräftad: "2026-11-12 20:31",
    });
    for (const heading of Object.keys(subscriber!)) expect(heading).not.toMatch(/_|^[a-z]/);
  });

  it("a formula-looking cell is still text after a round trip through LibreOffice, in the Text format that an edit keeps", () => {
    const xlsx = join(dir, "exports", "leads-sedan-2026-01-01.xlsx");
    const part = (file: string, name: string) =>
      execFileSync(
        "python3",
        ["-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())", file, name],
        {
          encoding: "utf8",
        },
      );
    /** The "=1+1" cell of the quotes' sheet: its markup, and the number format and flags of its style. */
    const formulaCell = (file: string) => {
      const strings = [...part(file, "xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        match[1]!.replace(/<[^>]+>/g, ""),
      );
      const sheet = part(file, "xl/worksheets/sheet1.xml");
      const cell = [...sheet.matchAll(/<c r="[A-Z]+\d+"([^>]*)>([\s\S]*?)<\/c>/g)].find(
        (match) => / t="s"/.test(match[1]!) && strings[Number(/<v>(\d+)<\/v>/.exec(match[2]!)?.[1])] === "=1+1",
      );
      expect(cell, file).toBeDefined();
      const styles = part(file, "xl/styles.xml");
      const xfs = [.../<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!.matchAll(/<xf\b([^>]*)>/g)].map((match) => match[1]!);
      const xf = xfs[Number(/ s="(\d+)"/.exec(cell![1]!)![1])]!;
      const formats = new Map(
        [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
      );
      return {
        sheet,
        markup: cell![0],
        format: formats.get(/numFmtId="(\d+)"/.exec(xf)![1]!),
        quotePrefix: /quotePrefix="(1|true)"/.test(xf),
      };
    };
    const written = formulaCell(xlsx);
    expect(written).toMatchObject({ format: "@", quotePrefix: true });
    expect(written.sheet).not.toContain("<f>");

    // Opened and saved again by LibreOffice Calc: still a text cell, no formula, in the Text format.
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${join(dir, "lo-profile")}`,
        "--headless",
        "--convert-to",
        "xlsx",
        "--outdir",
        join(dir, "roundtrip"),
        xlsx,
      ],
      { env: { ...process.env, HOME: join(dir, "lo-home") }, stdio: "pipe", timeout: 240_000 },
    );
    const saved = formulaCell(join(dir, "roundtrip", "leads-sedan-2026-01-01.xlsx"));
    expect(saved.format).toBe("@");
    expect(saved.markup).not.toContain("<f");
    expect(saved.sheet).not.toMatch(/<f[ >]/);
  });

  it("writes nothing outside its output folder, and the workbook is its owner's alone", () => {
    expect(output).toContain("leads-sedan-2026-01-01.xlsx");
    // No file in the home (wrangler's ~/.config/.wrangler/logs among them) holds a customer's data.
    const files = (readdirSync(home, { recursive: true }) as string[]).filter((path) => statSync(join(home, path)).isFile());
    expect(files.filter((path) => path.includes(".wrangler/logs"))).toEqual([]);
    for (const path of files) expect(readFileSync(join(home, path), "utf8"), path).not.toMatch(/Öberg|\+46701740651|asa\.oberg/);
    expect(readdirSync(join(dir, "exports"))).toEqual(["leads-sedan-2026-01-01.xlsx"]);
    expect((statSync(join(dir, "exports", "leads-sedan-2026-01-01.xlsx")).mode & 0o777).toString(8)).toBe("600");
    expect((statSync(join(dir, "exports")).mode & 0o777).toString(8)).toBe("700");
  });
});
