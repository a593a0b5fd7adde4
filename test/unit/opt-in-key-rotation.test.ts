// Rotating RATE_LIMIT_SECRET without voiding the newsletter opt-in links already mailed: while
// RATE_LIMIT_SECRET_PREVIOUS holds the old key, a link signed with it still checks; without it, or
// tampered with, it does not. New links are signed with the new key only.
import { describe, expect, it } from "vitest";
import { checkOptInLink, optInUrl } from "~/server/leads/newsletter-opt-in.server";

const SITE_URL = "https://www.transist.se";
const OLD = "gammal-nyckel-som-roteras-bort-0123456789";
const NEW = "ny-nyckel-efter-rotationen-9876543210";
const now = new Date("2026-11-27T10:00:00.000Z");

async function linkOf(secret: string, id: string) {
  const url = new URL(await optInUrl({ RATE_LIMIT_SECRET: secret, SITE_URL }, id, now));
  return { id: url.searchParams.get("id")!, exp: url.searchParams.get("exp")!, sig: url.searchParams.get("sig")! };
}

describe("opt-in links across a rotation of RATE_LIMIT_SECRET", () => {
  it("keeps a link signed with the previous key valid while RATE_LIMIT_SECRET_PREVIOUS names it, and only then", async () => {
    const mailedBefore = await linkOf(OLD, "prenumeration-1");
    const rotating = { RATE_LIMIT_SECRET: NEW, RATE_LIMIT_SECRET_PREVIOUS: OLD, SITE_URL };
    const rotated = { RATE_LIMIT_SECRET: NEW, SITE_URL };
    expect(await checkOptInLink(rotating, mailedBefore, now)).toBe("valid");
    expect(await checkOptInLink(rotated, mailedBefore, now)).toBe("invalid");
    expect(await checkOptInLink(rotating, { ...mailedBefore, id: "prenumeration-2" }, now)).toBe("invalid");
    // Past its 48 hours it has run out either way.
    expect(await checkOptInLink(rotating, mailedBefore, new Date(now.getTime() + 49 * 3_600_000))).toBe("expired");
  });

  it("signs new links with the new key, which the old key alone does not accept", async () => {
    const mailedAfter = await linkOf(NEW, "prenumeration-3");
    expect(await checkOptInLink({ RATE_LIMIT_SECRET: NEW, RATE_LIMIT_SECRET_PREVIOUS: OLD, SITE_URL }, mailedAfter, now)).toBe("valid");
    expect(await checkOptInLink({ RATE_LIMIT_SECRET: OLD, SITE_URL }, mailedAfter, now)).toBe("invalid");
  });
});
