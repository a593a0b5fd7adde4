import { describe, expect, it } from "vitest";
import { mailSenderNetwork, normalizeAddress, rateLimitKey } from "~/server/leads/rate-limit.server";

/** What the rate limit counts by: a keyed hash of the address (IPv6 by /64, mapped IPv4 as IPv4) and the UTC date. */

const SECRET = "enhetstest-hemlighet";
const DAY = new Date("2026-03-14T09:30:00Z");
const key = (ip: string, day = DAY, secret = SECRET) => rateLimitKey(secret, ip, day);

describe("the address a client is counted by", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["::ffff:cb00:7109", "203.0.113.9"],
    ["0:0:0:0:0:ffff:cb00:7109", "203.0.113.9"],
    ["0000:0000:0000:0000:0000:ffff:203.0.113.9", "203.0.113.9"],
    ["[::ffff:cb00:7109]", "203.0.113.9"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    // ::ffff:0:a.b.c.d is IPv4-translated, not mapped: an IPv6 address like any other.
    ["::ffff:0:cb00:7109", "0:0:0:0::/64"],
  ])("%s → %s", (ip, expected) => {
    expect(normalizeAddress(ip)).toBe(expected);
  });
});

describe("the network the caps on visitors' mails count a client by", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::9", "2001:db8:1::/48"],
    ["2001:db8:1:ffff:aaaa:bbbb:cccc:dddd", "2001:db8:1::/48"],
    ["2001:db8:2:2::9", "2001:db8:2::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["nonsens", "nonsens"],
  ])("%s → %s", (ip, expected) => {
    expect(mailSenderNetwork(ip)).toBe(expected);
  });
});

describe("rateLimitKey", () => {
  it("is 64 hex characters that do not contain the address", async () => {
    for (const ip of ["203.0.113.9", "2001:db8:1:2::9", "::ffff:203.0.113.9"]) {
      const value = await key(ip);
      expect(value).toMatch(/^[0-9a-f]{64}$/);
      expect(value).not.toContain(ip);
      expect(value).not.toContain("2001:db8");
    }
  });

  it("is the same for every address of one IPv6 /64, and another for the next /64", async () => {
    const block = await key("2001:db8:1:2::1");
    expect(await key("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(block);
    expect(await key("2001:0db8:0001:0002:ffff::3")).toBe(block);
    expect(await key("2001:db8:1:3::1")).not.toBe(block);
  });

  it("counts an IPv4-mapped IPv6 address, dotted or in hex, as its IPv4 address", async () => {
    const v4 = await key("203.0.113.9");
    expect(await key("::ffff:203.0.113.9")).toBe(v4);
    expect(await key("::ffff:cb00:7109")).toBe(v4);
    expect(await key("0:0:0:0:0:ffff:cb00:7109")).toBe(v4);
    expect(await key("203.0.113.10")).not.toBe(v4);
  });

  it("changes with the UTC date and only with it", async () => {
    const morning = await key("203.0.113.9", new Date("2026-03-14T00:00:00Z"));
    expect(await key("203.0.113.9", new Date("2026-03-14T23:59:59.999Z"))).toBe(morning);
    expect(await key("203.0.113.9", new Date("2026-03-15T00:00:00Z"))).not.toBe(morning);
    expect(await key("203.0.113.9", new Date("2026-03-13T23:59:59Z"))).not.toBe(morning);
  });

  it("depends on the secret: without it the address cannot be tried back", async () => {
    expect(await key("203.0.113.9", DAY, "en-annan-hemlighet")).not.toBe(await key("203.0.113.9"));
  });

  it("is HMAC-SHA-256 over the date and the address", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", SECRET).update("2026-03-14|2001:db8:1:2::/64").digest("hex");
    expect(await key("2001:db8:1:2::abcd")).toBe(expected);
  });
});
