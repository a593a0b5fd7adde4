// npm run dev in a copy of the repository: each kind of edit a contributor makes is served by the
// running server, with no restart. The seconds it takes are measured by `npm run bench:dev`.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSS_PROBE, DEV_EDITS, linkedStylesheet, msUntilServed, pollUntil, startDevCopy, type DevCopy } from "../../harness/dev-loop";

let dev: DevCopy;

beforeAll(async () => {
  dev = await startDevCopy("/faq");
}, 240_000);

afterAll(async () => {
  await dev?.stop();
}, 120_000);

describe("npm run dev", () => {
  it.each(DEV_EDITS)(
    "serves an edit to $what without a restart",
    async ({ file, edit, path, expected }) => {
      const before = await (await fetch(new URL(path, dev.url))).text();
      expect(before).not.toContain(expected);
      await msUntilServed(dev, file, edit, path, expected);
      expect(dev.output()).not.toMatch(/Ready on .*[\s\S]*Ready on /);
    },
    150_000,
  );

  it("serves an edit to the CSS", async () => {
    expect(await linkedStylesheet(dev, "/faq")).not.toContain("dev-loop-probe");
    dev.write("app/styles/app.css", `${dev.read("app/styles/app.css")}\n${CSS_PROBE}\n`);
    await pollUntil(async () => ((await linkedStylesheet(dev, "/faq"))?.includes("dev-loop-probe") ? true : undefined), 120_000);
  }, 150_000);

  it("leaves out the finishing step and the service worker's precache list", async () => {
    const built = readdirSync(join(dev.dir, "public", "build"), { recursive: true }).map(String);
    expect(built.some((name) => name.endsWith(".js"))).toBe(true);
    expect(built.filter((name) => name.endsWith(".LICENSE.txt"))).toEqual([]);
    expect((await fetch(new URL("/sw-precache.json", dev.url))).status).toBe(404);
  });
});
