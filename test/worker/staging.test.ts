// Staging stays out of sight: every answer says noindex, robots.txt turns every crawler away, the
// limiter refuses the development key written in the source, and no mail goes to a visitor. The
// production site, for contrast, is indexable.
import { join, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_RATE_LIMIT_SECRET, rateLimitKey } from "~/server/leads/rate-limit.server";
import { mailsVisitors } from "~/server/worker/environment.server";
import { startWorker, type TestWorker } from "../../harness/worker";
import { formBody, validQuickContact } from "../support/valid-forms";

const root = resolve(import.meta.dirname, "../..");
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const quick = () => formBody(validQuickContact({ customerEmail: "staging@example.se" }));

let staging: TestWorker;
let production: TestWorker;
beforeAll(async () => {
  staging = await startWorker({
    seed: true,
    vars: { SITE_URL: "https://staging.transist.se", LIMIT_HASH_SECRET: DEVELOPMENT_RATE_LIMIT_SECRET, MAIL_TO_VISITORS: "false" },
  });
  production = await startWorker({ seed: true });
}, 240_000);
afterAll(async () => {
  await staging?.dispose();
  await production?.dispose();
});

const PATHS = ["/", "/faq", "/blogg", "/finns-inte", "/healthz", "/robots.txt", "/sitemap.xml", "/faq/"];

describe("staging", () => {
  it("answers every request with X-Robots-Tag: noindex, a redirect, a 404, a 405 and a form post included", async () => {
    for (const path of PATHS) {
      const response = await staging.fetch(path, { redirect: "manual" });
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      await response.arrayBuffer();
    }
    const put = await staging.fetch("/faq", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("x-robots-tag")).toBe("noindex");
    await put.arrayBuffer();
    const post = await staging.fetch("/snabbkontakt", {
      method: "POST",
      body: quick(),
      headers: { ...FORM, "CF-Connecting-IP": "203.0.113.60" },
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("x-robots-tag")).toBe("noindex");
    await post.arrayBuffer();
  });

  it("serves a robots.txt that disallows everything and names no sitemap", async () => {
    const robots = await (await staging.fetch("/robots.txt")).text();
    expect(robots.split("\n").filter(Boolean)).toEqual(["User-agent: *", "Disallow: /"]);
  });

  it("refuses the development rate-limit key written in the source, and says so once", async () => {
    // The post of the test above was counted: by a key of the instance's own, never the source's.
    const rows = await staging.sql<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'snabbkontakt:%'");
    expect(rows).toHaveLength(1);
    const day = new Date(Math.floor(Date.now() / 600_000) * 600_000);
    const developmentKeys = await Promise.all(
      [day, new Date(day.getTime() - 86_400_000)].map(
        async (d) => `snabbkontakt:${await rateLimitKey(DEVELOPMENT_RATE_LIMIT_SECRET, "203.0.113.60", d)}`,
      ),
    );
    expect(developmentKeys).not.toContain(rows[0]!.key);
    const missing = staging.logs().filter((line) => line.includes('"event":"secret.missing"'));
    expect(missing.map((line) => (JSON.parse(line) as { secret: string }).secret)).toEqual(["LIMIT_HASH_SECRET"]);
  });

  it("never mails a visitor: wrangler.toml's staging says so, and staging's address alone is enough", () => {
    const config = (env?: string) =>
      unstable_readConfig({ config: join(root, "wrangler.toml"), env }, { hideWarnings: true }).vars as Record<string, string>;
    expect(config("staging").MAIL_TO_VISITORS).toBe("false");
    expect(config("production").MAIL_TO_VISITORS).toBe("true");
    expect(mailsVisitors(config("staging"))).toBe(false);
    expect(mailsVisitors(config("production"))).toBe(true);
    expect(mailsVisitors({ SITE_URL: "https://staging.transist.se", MAIL_TO_VISITORS: "true" })).toBe(false);
  });

  it("queues the company's notification for a lead but no confirmation to the visitor's address", async () => {
    // The quick contact posted by the first test above, to staging@example.se.
    const rows = await staging.sql<{ recipient: string }>(
      "SELECT recipient FROM outbox WHERE lead_id IN (SELECT id FROM bookings WHERE customer_email = 'staging@example.se')",
    );
    expect(rows).toEqual([{ recipient: "company" }]);
  });
});

describe("production, for contrast", () => {
  it("says nothing against indexing, and its robots.txt names the sitemap", async () => {
    for (const path of ["/", "/faq", "/robots.txt"]) {
      const response = await production.fetch(path);
      expect(response.headers.get("x-robots-tag"), path).toBeNull();
      await response.arrayBuffer();
    }
    const robots = await (await production.fetch("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain("Sitemap: https://www.transist.se/sitemap.xml");
  });
});
