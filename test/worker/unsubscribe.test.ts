import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import type { SentMail } from "../../harness/mail";
import { LINK_SIGNING_SECRET, startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

function post(fields: Record<string, string>, ip = "10.0.0.1") {
  return worker.fetch("/avregistrera", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The button behind a mailed link: its id, exp and sig posted back. */
function press(fields: URLSearchParams) {
  return worker.fetch("/avregistrera/bekrafta", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.0.0.4" },
    body: fields.toString(),
  });
}

/** The newest mail to `address`, once the outbox has sent it. */
async function mailTo(address: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => (found = (await worker.sentEmails()).filter((mail) => mail.to.includes(address)).at(-1)), { timeout: 20_000 })
    .toBeDefined();
  return found!;
}

async function subscribers(): Promise<string[]> {
  const { results } = await worker.db.prepare("SELECT email FROM newsletter_subscriptions ORDER BY email").all<{ email: string }>();
  return results.map((row) => row.email);
}

describe("unsubscribing from the newsletter at /avregistrera", () => {
  it("shows a form with a labelled e-mail field, a honeypot and noindex", async () => {
    const response = await worker.fetch("/avregistrera");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Avregistrera dig från nyhetsbrevet");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>E-post/);
    expect(html).toContain('name="webbplats"');
    expect(html).toContain('content="noindex, follow"');
  });

  it("removes nothing when someone types an address: it mails that inbox a link, whose button removes it", async () => {
    await worker.db.batch([
      worker.db.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, source, confirmed_at) VALUES ('s1', 'asa.oberg@example.se', 'discount', '2026-11-01T00:00:00.000Z'), ('s2', 'kvar@example.se', 'discount', '2026-11-01T00:00:00.000Z')",
      ),
      worker.db.prepare("INSERT INTO submissions (key, lead_type, lead_id) VALUES ('nyhetsbrev:abc', 'newsletter', 's1')"),
    ]);
    // A stranger (or the owner) types the address: the same answer as for any address, and nothing removed.
    const response = await post({ email: "  Asa.Oberg@Example.SE " }, "10.0.0.2");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/avregistrera?klart=1#avregistrerad");
    expect(await subscribers()).toEqual(["asa.oberg@example.se", "kvar@example.se"]);
    const answer = await (await worker.fetch("/avregistrera?klart=1")).text();
    expect(answer).toContain("Om adressen finns på vår lista för nyhetsbrevet har vi nu mejlat en länk till den");

    // The link goes to the inbox, in a mail of fixed text; only whoever reads that inbox can follow it.
    const mail = await mailTo("asa.oberg@example.se");
    expect(mail.text).not.toContain("Asa.Oberg");
    const link = mail.text.match(/https:\/\/www\.transist\.se(\/avregistrera\/bekrafta\?\S+)/)?.[1];
    expect(link).toMatch(/^\/avregistrera\/bekrafta\?id=s1&exp=\d+&sig=[0-9a-f]{64}$/);

    // Opening it (as a mail scanner does) removes nothing; its button does, with the sign-up key.
    const page = await worker.fetch(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    expect(await page.text()).toMatch(/<form method="post" action="\/avregistrera\/bekrafta"/);
    expect(await subscribers()).toEqual(["asa.oberg@example.se", "kvar@example.se"]);
    const pressed = await press(new URL(link!, "https://www.transist.se").searchParams);
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get("location")).toBe("/avregistrera/bekrafta?klart=1");
    expect(await subscribers()).toEqual(["kvar@example.se"]);
    expect(await worker.db.prepare("SELECT key FROM submissions WHERE lead_id = 's1'").first()).toBeNull();
    expect(await (await worker.fetch("/avregistrera/bekrafta?klart=1")).text()).toContain("Adressen är borttagen från vår lista");
  });

  it("answers an address that was never on the list exactly the same way, and mails it nothing", async () => {
    const listed = await post({ email: "kvar@example.se" }, "10.0.0.3");
    const unlisted = await post({ email: "aldrig@example.se" }, "10.0.0.3");
    expect([unlisted.status, unlisted.headers.get("location")]).toEqual([listed.status, listed.headers.get("location")]);
    expect(await unlisted.text()).toBe(await listed.text());
    await mailTo("kvar@example.se");
    expect((await worker.sentEmails()).filter((mail) => mail.to.includes("aldrig@example.se"))).toEqual([]);
  });

  it("refuses a link whose id, expiry or signature is not its own, an opt-in link among them", async () => {
    const link = new URL((await mailTo("kvar@example.se")).text.match(/https:\/\/www\.transist\.se\/avregistrera\/bekrafta\?\S+/)![0]);
    const params = link.searchParams;
    const altered = [
      { ...Object.fromEntries(params), id: "s3" },
      { ...Object.fromEntries(params), exp: String(Number(params.get("exp")) + 1) },
      { ...Object.fromEntries(params), sig: "0".repeat(64) },
      // The opt-in link's signature over the same id and expiry is not an unsubscribe link's.
      {
        ...Object.fromEntries(params),
        sig: createHmac("sha256", LINK_SIGNING_SECRET)
          .update(`nyhetsbrev-bekrafta|${params.get("id")}|${params.get("exp")}`)
          .digest("hex"),
      },
    ];
    for (const fields of altered) expect((await press(new URLSearchParams(fields))).status).toBe(400);
    expect(await subscribers()).toContain("kvar@example.se");
  });

  it("shows the spec's Swedish messages for a missing or malformed address", async () => {
    const empty = await post({ email: "" });
    expect(empty.status).toBe(400);
    const bad = await post({ email: "inte-en-adress" });
    expect(bad.status).toBe(400);
    // Remix answers a document POST with the re-rendered page, errors tied to the field.
    const html = await (
      await worker.fetch("/avregistrera?index", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=inte-en-adress",
      })
    ).text();
    expect(html).toContain("Ange en e-postadress som namn@exempel.se");
    expect(html).toContain('aria-invalid="true"');
  });

  it("mails nothing when the honeypot is filled, but answers as if it worked", async () => {
    await worker.db.prepare("INSERT INTO newsletter_subscriptions (id, email, source) VALUES ('s3', 'bot@example.se', 'discount')").run();
    const response = await post({ email: "bot@example.se", webbplats: "https://spam.example" });
    expect(response.status).toBe(302);
    expect(await subscribers()).toContain("bot@example.se");
    expect(await worker.sql("SELECT id FROM outbox WHERE lead_id = 's3'")).toEqual([]);
  });

  it("is rate limited per client", async () => {
    const limited = await startWorker({ vars: { RATE_LIMIT_MAX: "2" } });
    try {
      const send = () =>
        limited.fetch("/avregistrera", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.9.9.9" },
          body: "email=a%40example.se",
        });
      expect((await send()).status).toBe(302);
      expect((await send()).status).toBe(302);
      const third = await send();
      expect(third.status).toBe(429);
    } finally {
      await limited.dispose();
    }
  });
});
