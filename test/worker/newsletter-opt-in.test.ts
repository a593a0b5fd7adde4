import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SentMail } from "../../harness/mail";
import { LINK_SIGNING_SECRET, NOTIFY_TO, startWorker, type TestWorker } from "../../harness/worker";

/**
 * Double opt-in: a sign-up is stored unconfirmed and mailed a signed, expiring link. Following the
 * link (as a person or a mail scanner does) shows a page with a button and confirms nothing;
 * pressing the button (a plain form POST) confirms. Read back from the simulated mail binding.
 */
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const SITE = "https://www.transist.se";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => {
  await worker?.dispose();
});

function signUp(email: string, source = "discount", ip = "192.0.2.10") {
  return worker.fetch("/nyhetsbrev", {
    method: "POST",
    headers: { ...FORM, "CF-Connecting-IP": ip },
    body: new URLSearchParams({ email, source, returnTo: "/nyhetsbrev" }).toString(),
    redirect: "manual",
  });
}

async function subscription(email: string) {
  const [row] = await worker.sql<{ id: string; confirmed_at: string | null }>(
    "SELECT id, confirmed_at FROM newsletter_subscriptions WHERE email = ?",
    email,
  );
  return row;
}

/** The visitor's mails to `email`, once `count` of them have arrived. */
async function mailsTo(email: string, count: number): Promise<SentMail[]> {
  await expect
    .poll(async () => (await worker.sentEmails()).filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return (await worker.sentEmails()).filter((mail) => mail.to.includes(email));
}

/** The confirmation link in a mail, as a path and query on the test worker. */
function linkIn(mail: SentMail): string {
  const match = mail.text.match(/https:\/\/www\.transist\.se(\/nyhetsbrev\/bekrafta\?\S+)/);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

function press(link: string) {
  const params = new URL(link, SITE).searchParams;
  return worker.fetch("/nyhetsbrev/bekrafta", {
    method: "POST",
    headers: { ...FORM, "CF-Connecting-IP": "192.0.2.99" },
    body: new URLSearchParams({ id: params.get("id")!, exp: params.get("exp")!, sig: params.get("sig")! }).toString(),
    redirect: "manual",
  });
}

describe("newsletter double opt-in", () => {
  it("a sign-up is unconfirmed; following the link confirms nothing, pressing its button confirms", async () => {
    const email = "ny.prenumerant@example.se";
    const response = await signUp(email);
    expect(response.status).toBe(302);
    const thanks = await (await worker.fetch(response.headers.get("Location")!)).text();
    expect(thanks).toContain("kolla din inkorg");
    expect((await subscription(email))?.confirmed_at).toBeNull();

    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe("Bekräfta din prenumeration på Transists nyhetsbrev");
    expect(mail!.text).toContain("Länken gäller i 48 timmar.");
    const link = linkIn(mail!);
    expect(link).toMatch(/^\/nyhetsbrev\/bekrafta\?id=[^&]+&exp=\d+&sig=[0-9a-f]{64}$/);
    // The company hears nothing of an address nobody has confirmed.
    const toCompany = async () => (await worker.sentEmails()).filter((sent) => sent.to.includes(NOTIFY_TO) && sent.text.includes(email));
    expect(await toCompany()).toEqual([]);
    expect(await worker.sql("SELECT recipient FROM outbox WHERE lead_id = ?", (await subscription(email))!.id)).toEqual([
      { recipient: "visitor" },
    ]);

    // Followed, as a mail scanner follows every link (twice, and with HEAD): a page with a button, nothing confirmed.
    for (const method of ["GET", "GET", "HEAD"]) {
      const page = await worker.fetch(link, { method });
      expect(page.status).toBe(200);
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      expect(page.headers.get("CDN-Cache-Control")).toBeNull();
      // Personal at the edge too: neither read from nor stored in the cache.
      expect(page.headers.get("X-Cache")).toBe("BYPASS");
      const html = await page.text();
      if (method === "GET") {
        expect(html).toMatch(/<form method="post" action="\/nyhetsbrev\/bekrafta"/);
        expect(html).toContain("Bekräfta prenumerationen");
      }
    }
    expect((await subscription(email))?.confirmed_at).toBeNull();

    // Pressed: the button's plain form POST confirms, and the page says so.
    const pressed = await press(link);
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get("Location")).toBe("/nyhetsbrev/bekrafta?klart=1#bekraftad");
    expect((await subscription(email))?.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await (await worker.fetch("/nyhetsbrev/bekrafta?klart=1")).text()).toContain("Din adress är bekräftad");
    // Now the company is told of its new subscriber, once.
    await expect.poll(async () => (await toCompany()).length, { timeout: 15_000 }).toBe(1);
    const [notification] = await toCompany();
    expect(notification!.subject).toBe(`Ny prenumerant på nyhetsbrevet: ${email}`);
    expect(notification!.text).toContain("Källa: discount");

    // Pressed again: still confirmed, nothing changes. Signing up again queues no mail at all.
    const confirmed = await subscription(email);
    expect((await press(link)).status).toBe(302);
    expect(await worker.sql("SELECT recipient FROM outbox WHERE lead_id = ? ORDER BY recipient", confirmed!.id)).toEqual([
      { recipient: "company" },
      { recipient: "visitor" },
    ]);
    const outboxRows = async () => (await worker.sql<{ n: number }>("SELECT count(*) AS n FROM outbox"))[0]!.n;
    const rowsBefore = await outboxRows();
    expect((await signUp(email, "blogg")).status).toBe(302);
    expect(await subscription(email)).toEqual(confirmed);
    expect(await outboxRows()).toBe(rowsBefore);
  });

  it("a link whose signature, id or expiry was altered, or that has run out, confirms nothing", async () => {
    const email = "andrad.lank@example.se";
    expect((await signUp(email)).status).toBe(302);
    const link = linkIn((await mailsTo(email, 1))[0]!);
    const url = new URL(link, SITE);
    const id = url.searchParams.get("id")!;
    const exp = url.searchParams.get("exp")!;
    const sig = url.searchParams.get("sig")!;
    const altered = [
      { id, exp, sig: sig.replace(/^./, (c) => (c === "0" ? "1" : "0")) },
      { id, exp: String(Number(exp) + 3600), sig },
      { id: "00000000-0000-4000-8000-000000000000", exp, sig },
      { id, exp, sig: "" },
    ];
    for (const params of altered) {
      const query = `/nyhetsbrev/bekrafta?${new URLSearchParams(params).toString()}`;
      const page = await worker.fetch(query);
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain("Länken fungerar inte");
      expect(html).not.toContain("Bekräfta prenumerationen</button>");
      expect((await press(query)).status).toBe(400);
    }
    // Signed with the Worker secret, but run out: the page says so and the button is gone.
    const past = String(Math.floor(Date.now() / 1000) - 60);
    const expiredSig = createHmac("sha256", LINK_SIGNING_SECRET).update(`nyhetsbrev-bekrafta|${id}|${past}`).digest("hex");
    const expired = `/nyhetsbrev/bekrafta?${new URLSearchParams({ id, exp: past, sig: expiredSig }).toString()}`;
    const page = await worker.fetch(expired);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("Länken gäller inte längre");
    const pressed = await press(expired);
    expect(pressed.status).toBe(410);
    // Without JavaScript the answer says it failed in its title.
    const answer = await pressed.text();
    expect(answer).toMatch(/<title>Fel: Bekräfta din prenumeration/);
    expect(answer).toMatch(/<div tabindex="-1" id="nyhetsbrev-bekrafta-felsammanfattning"/);
    expect((await subscription(email))?.confirmed_at).toBeNull();
    // The real link still works.
    expect((await press(link)).status).toBe(302);
    expect((await subscription(email))?.confirmed_at).not.toBeNull();
  });

  it("signing up again while unconfirmed mails a new link, and every earlier link still confirms", async () => {
    const email = "glomde.mejlet@example.se";
    expect((await signUp(email, "discount")).status).toBe(302);
    const first = linkIn((await mailsTo(email, 1))[0]!);
    const { id } = (await subscription(email))!;
    // Another form (another submission), so the double-submit guard does not take it for the first.
    expect((await signUp(email, "blogg")).status).toBe(302);
    const second = linkIn((await mailsTo(email, 2))[1]!);
    expect(new URL(second, SITE).searchParams.get("id")).toBe(id);
    expect(await worker.sql("SELECT source FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([{ source: "blogg" }]);

    expect((await press(first)).status).toBe(302);
    expect((await subscription(email))?.confirmed_at).not.toBeNull();
    expect((await press(second)).status).toBe(302);
  });

  it("a fourth sign-up for someone's address, past the cap, changes nothing and leaves the first link valid", async () => {
    const email = "blockerad@example.se";
    // Someone else signs the address up three times, from three clients, and then a fourth.
    expect((await signUp(email, "discount", "198.51.100.1")).status).toBe(302);
    const first = linkIn((await mailsTo(email, 1))[0]!);
    expect((await signUp(email, "blogg", "198.51.100.2")).status).toBe(302);
    expect((await signUp(email, "footer", "198.51.100.3")).status).toBe(302);
    await mailsTo(email, 3);
    const before = await worker.sql("SELECT * FROM newsletter_subscriptions WHERE email = ?", email);
    expect((await signUp(email, "popup", "198.51.100.4")).status).toBe(302);
    expect(await worker.sql("SELECT * FROM newsletter_subscriptions WHERE email = ?", email)).toEqual(before);
    expect(await worker.sql("SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?", (await subscription(email))!.id)).toEqual([{ n: 3 }]);
    expect(
      worker.logs().filter((line) => line.includes('"event":"confirmation.skipped"') && line.includes('"reason":"address"')),
    ).toHaveLength(1);

    // The person's first link still confirms.
    expect((await worker.fetch(first)).status).toBe(200);
    expect((await press(first)).status).toBe(302);
    expect((await subscription(email))?.confirmed_at).not.toBeNull();
  });

  it("the privacy policy states how soon an unconfirmed sign-up is deleted", async () => {
    const policy = await (await worker.fetch("/integritetspolicy")).text();
    expect(policy).toContain("En anmälan som inte bekräftas inom 48 timmar raderas automatiskt");
  });
});
