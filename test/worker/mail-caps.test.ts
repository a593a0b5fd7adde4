import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SentMail } from "../../harness/mail";
import { ALERT_TO, NOTIFY_TO, startWorker, type TestWorker } from "../../harness/worker";
import { formBody, validContact } from "../support/valid-forms";

/**
 * Mail to visitors is capped by inbox, by client and for the whole site, so that a flood of posts
 * costs a stranger at most three mails a day: `+tag` spellings and Gmail's dotted ones count as the
 * inbox they reach. Every lead is still stored and reaches the company; a held-back mail is logged
 * without an address and counted in the cron's `scheduled.done` line.
 */
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

function contact(worker: TestWorker, email: string, ip: string, n: number) {
  return worker.fetch("/kontakt", {
    method: "POST",
    headers: { ...FORM, "CF-Connecting-IP": ip },
    body: formBody(validContact({ email, message: `Fråga ${n}` })).toString(),
  });
}

function signUp(worker: TestWorker, email: string, ip: string, source = "discount") {
  return worker.fetch("/nyhetsbrev", {
    method: "POST",
    headers: { ...FORM, "CF-Connecting-IP": ip },
    body: new URLSearchParams({ email, source, returnTo: "/nyhetsbrev" }).toString(),
  });
}

type Entry = Record<string, unknown>;
const entries = (worker: TestWorker): Entry[] =>
  worker
    .logs()
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Entry);

async function outboxCounts(worker: TestWorker) {
  return worker.sql<{ recipient: string; n: number }>("SELECT recipient, COUNT(*) AS n FROM outbox GROUP BY recipient ORDER BY recipient");
}

/** Mails to visitors (anything not to the company), once the binding has had time to take them all. */
async function visitorMails(worker: TestWorker, atLeast: number): Promise<SentMail[]> {
  await expect
    .poll(async () => (await worker.sentEmails()).filter((mail) => !mail.to.includes(NOTIFY_TO)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(atLeast);
  return (await worker.sentEmails()).filter((mail) => !mail.to.includes(NOTIFY_TO));
}

describe("the cap per inbox", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("gives a flood of +tag and dotted spellings of one Gmail address at most 3 confirmations a day, while every lead is stored and notified", async () => {
    const spellings = [
      "anna.svensson@gmail.com",
      "anna.svensson+1@gmail.com",
      "annasvensson+2@gmail.com",
      "a.n.n.a.s.v.e.n.s.s.o.n@gmail.com",
      "Anna.Svensson+flod@GMAIL.com",
      "annasvensson@googlemail.com",
      "a.nna.svensson+x@googlemail.com",
      " ANNASVENSSON+3@gmail.com",
      "anna.s.vensson+4@gmail.com",
      "annasvensson+5@googlemail.com",
      "anna.svensson+6@gmail.com",
      "anna.svensson+7@gmail.com",
    ];
    for (const [n, email] of spellings.entries()) {
      const response = await contact(worker, email, `198.51.100.${n + 1}`, n);
      expect(response.status, email).toBe(302);
    }
    // Every lead is stored and has its notification; three mails go to the inbox, not twelve.
    expect(await worker.sql("SELECT COUNT(*) AS n FROM bookings WHERE customer_name = ?", validContact().name)).toEqual([
      { n: spellings.length },
    ]);
    expect(await outboxCounts(worker)).toEqual([
      { recipient: "company", n: spellings.length },
      { recipient: "visitor", n: 3 },
    ]);
    await worker.scheduled(new Date(Date.now() + 10 * 60_000));
    expect(await visitorMails(worker, 3)).toHaveLength(3);
    expect((await worker.sentEmails()).filter((mail) => mail.to.includes(NOTIFY_TO))).toHaveLength(spellings.length);

    // Each held-back mail is one log line without an address, and the cron's line counts them.
    const skipped = entries(worker).filter((entry) => entry.event === "confirmation.skipped");
    expect(skipped).toHaveLength(spellings.length - 3);
    for (const entry of skipped)
      expect(entry).toEqual({
        level: "warn",
        event: "confirmation.skipped",
        requestId: expect.any(String),
        table: "bookings",
        reason: "address",
      });
    const done = entries(worker).filter((entry) => entry.event === "scheduled.done");
    expect(done.map((entry) => entry.confirmationsSkipped)).toEqual([spellings.length - 3]);
    await worker.scheduled(new Date(Date.now() + 20 * 60_000));
    expect(entries(worker).filter((entry) => entry.event === "scheduled.done")[1]?.confirmationsSkipped).toBe(0);
    const logs = worker.logs().join("\n").toLowerCase();
    expect(logs).not.toContain("svensson");
    expect(logs).not.toContain("gmail");
  }, 120_000);
});

describe("the caps per client and for the whole site", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ vars: { VISITOR_MAILS_PER_CLIENT: "2", VISITOR_MAILS_PER_DAY: "4", HEALTH_SHARED_SECONDS: "1" } });
  });
  afterAll(() => worker?.dispose());

  it("hold back a client's mails past its daily cap, an IPv6 /48 being one client, then every mail past the site's ceiling, never a lead; the newsletter's budget stays its own", async () => {
    // One client, four addresses: two mails go.
    for (let n = 0; n < 4; n++) expect((await contact(worker, `kund${n}@example.se`, "203.0.113.7", n)).status).toBe(302);
    // Nine posts, each from another /64 of one IPv6 /48: one client's two mails, not nine.
    for (let n = 4; n < 13; n++)
      expect((await contact(worker, `kund${n}@example.se`, `2001:db8:5:${(n * 4099).toString(16)}::${n}`, n)).status).toBe(302);
    // Six more clients, one post each: the site's ceiling of four lets none of them through now.
    for (let n = 13; n < 19; n++) expect((await contact(worker, `kund${n}@example.se`, `192.0.2.${n}`, n)).status).toBe(302);
    expect(await outboxCounts(worker)).toEqual([
      { recipient: "company", n: 19 },
      { recipient: "visitor", n: 4 },
    ]);
    const reasons = entries(worker)
      .filter((entry) => entry.event === "confirmation.skipped")
      .map((entry) => entry.reason);
    expect(reasons).toEqual([...Array(2 + 7).fill("client"), ...Array(6).fill("site")]);
    expect((await visitorMails(worker, 4)).map((mail) => mail.to.join()).sort()).toEqual([
      "kund0@example.se",
      "kund1@example.se",
      "kund4@example.se",
      "kund5@example.se",
    ]);

    // The newsletter's opt-in mails have their own budget: a sign-up still gets its link.
    expect((await signUp(worker, "prenumerant@example.se", "192.0.2.50")).status).toBe(302);
    await expect
      .poll(async () => (await worker.sentEmails()).filter((mail) => mail.to.includes("prenumerant@example.se")).length, {
        timeout: 15_000,
      })
      .toBe(1);

    // The spent budget shows on /healthz, and the operators hear of it once per window, not per post.
    await expect
      .poll(async () => {
        const response = await worker.fetch("/healthz");
        return { status: response.status, report: (await response.json()) as Record<string, string> };
      })
      .toMatchObject({ status: 503, report: { status: "degraded", outbox: "ok", visitorMail: "capped" } });
    const alertMails = async () => (await worker.sentEmails()).filter((mail) => mail.to.join() === ALERT_TO);
    await worker.scheduled(new Date(Date.now() + 60_000));
    await expect.poll(async () => (await alertMails()).length, { timeout: 15_000 }).toBe(1);
    const [alert] = await alertMails();
    expect(alert?.subject).toContain("bekräftelserna till besökare har nått taket");
    expect(alert?.text).toContain("Tak: 4 mejl på 24 timmar");
    expect(alert?.text).not.toMatch(/kund\d|example\.se/);
    expect((await contact(worker, "kund19@example.se", "192.0.2.19", 19)).status).toBe(302);
    await worker.scheduled(new Date(Date.now() + 6 * 60_000));
    await worker.scheduled(new Date(Date.now() + 2 * 3_600_000));
    expect(await alertMails()).toHaveLength(1);
    const raised = entries(worker).filter((entry) => entry.event === "alert.raised");
    expect(raised.map((entry) => entry.cause)).toEqual(["lead_mail_cap"]);
  }, 120_000);
});
