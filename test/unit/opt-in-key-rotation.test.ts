// Rotating the key of the mailed links without voiding the opt-in links already mailed: while
// LINK_SIGNING_SECRET_PREVIOUS holds the old key, a link signed with it still checks; without it, or
// tampered with, it does not. New links are signed with the new key only. The key's old name,
// RATE_LIMIT_SECRET, keeps checking the links it signed until it is deleted.
import { describe, expect, it } from "vitest";
import { checkOptInLink, optInUrl } from "~/server/leads/newsletter-opt-in.server";
import type { SecretEnv } from "~/server/privacy/worker-secrets.server";

const SITE_URL = "https://www.transist.se";
const OLD = "gammal-nyckel-som-roteras-bort-0123456789";
const NEW = "ny-nyckel-efter-rotationen-9876543210";
const now = new Date("2026-11-27T10:00:00.000Z");

async function linkOf(env: SecretEnv, id: string) {
  const url = new URL(await optInUrl(env, id, now));
  return { id: url.searchParams.get("id")!, exp: url.searchParams.get("exp")!, sig: url.searchParams.get("sig")! };
}

describe("opt-in links across a rotation of LINK_SIGNING_SECRET", () => {
  it("keeps a link signed with the previous key valid while LINK_SIGNING_SECRET_PREVIOUS names it, and only then", async () => {
    const mailedBefore = await linkOf({ LINK_SIGNING_SECRET: OLD, SITE_URL }, "prenumeration-1");
    const rotating = { LINK_SIGNING_SECRET: NEW, LINK_SIGNING_SECRET_PREVIOUS: OLD, SITE_URL };
    const rotated = { LINK_SIGNING_SECRET: NEW, SITE_URL };
    expect(await checkOptInLink(rotating, mailedBefore, now)).toBe("valid");
    expect(await checkOptInLink(rotated, mailedBefore, now)).toBe("invalid");
    expect(await checkOptInLink(rotating, { ...mailedBefore, id: "prenumeration-2" }, now)).toBe("invalid");
    // Past its 48 hours it has run out either way.
    expect(await checkOptInLink(rotating, mailedBefore, new Date(now.getTime() + 49 * 3_600_000))).toBe("expired");
  });

  it("signs new links with the new key, which the old key alone does not accept", async () => {
    const mailedAfter = await linkOf({ LINK_SIGNING_SECRET: NEW, LINK_SIGNING_SECRET_PREVIOUS: OLD, SITE_URL }, "prenumeration-3");
    expect(await checkOptInLink({ LINK_SIGNING_SECRET: NEW, LINK_SIGNING_SECRET_PREVIOUS: OLD, SITE_URL }, mailedAfter, now)).toBe("valid");
    expect(await checkOptInLink({ LINK_SIGNING_SECRET: OLD, SITE_URL }, mailedAfter, now)).toBe("invalid");
  });
});

describe("the rename of RATE_LIMIT_SECRET", () => {
  it("checks a link signed under the old name once the new name is set, and signs new links with the new key", async () => {
    const beforeRename = { RATE_LIMIT_SECRET: OLD, SITE_URL };
    const mailedBefore = await linkOf(beforeRename, "prenumeration-4");
    // The deploy that sets LINK_SIGNING_SECRET keeps RATE_LIMIT_SECRET until the links have run out.
    const renaming = { LINK_SIGNING_SECRET: NEW, RATE_LIMIT_SECRET: OLD, SITE_URL };
    expect(await checkOptInLink(renaming, mailedBefore, now)).toBe("valid");
    // A rotation of the old name that was under way still checks its previous key too.
    const midRotation = await linkOf({ RATE_LIMIT_SECRET: "ännu-äldre-nyckel-555", SITE_URL }, "prenumeration-5");
    expect(await checkOptInLink({ ...renaming, RATE_LIMIT_SECRET_PREVIOUS: "ännu-äldre-nyckel-555" }, midRotation, now)).toBe("valid");

    const mailedAfter = await linkOf(renaming, "prenumeration-6");
    expect(await checkOptInLink({ LINK_SIGNING_SECRET: NEW, SITE_URL }, mailedAfter, now)).toBe("valid");
    expect(await checkOptInLink(beforeRename, mailedAfter, now)).toBe("invalid");
    // Once the old name is deleted, its links no longer check.
    expect(await checkOptInLink({ LINK_SIGNING_SECRET: NEW, SITE_URL }, mailedBefore, now)).toBe("invalid");
  });

  it("with the old name alone, signs and checks with it, as before the rename", async () => {
    const env = { RATE_LIMIT_SECRET: OLD, SITE_URL };
    expect(await checkOptInLink(env, await linkOf(env, "prenumeration-7"), now)).toBe("valid");
  });
});
