import { FormData } from "miniflare";
import { afterEach, describe, expect, it } from "vitest";
import type { SentMail } from "../../harness/mail";
import { NOTIFY_FROM, NOTIFY_TO, startWorker, type TestWorker } from "../../harness/worker";
import { formBody, validQuotePost } from "../support/valid-forms";

let worker: TestWorker | undefined;
afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

interface OutboxState {
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

const minutes = (n: number) => n * 60_000;

/** A quote and its outbox row, as recordLead writes them in one batch. */
async function insertQuoteWithNotification(w: TestWorker, createdAt: Date, suffix = "1") {
  const leadId = `quote-${suffix}`;
  const iso = createdAt.toISOString();
  await w.db.batch([
    w.db
      .prepare(
        "INSERT INTO quotes (id, service_type, cleaning_type, cleaning_address, namn, epost, telefon, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(leadId, "städning", "flyttstädning", "Åsgränd 3, 123 45 Småstad", "Åsa Öberg", `asa.${suffix}@example.se`, "+46701234567", iso),
    w.db
      .prepare(
        "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at) VALUES (?, 'quote', ?, ?, ?, 'pending', 0, ?, ?)",
      )
      .bind(
        `outbox-${suffix}`,
        leadId,
        "Ny offertförfrågan: flyttstädning från Åsa Öberg",
        "En ny offertförfrågan har kommit in via webbplatsen.\n\nTjänst: Städning\nTyp av städning: Flyttstädning\nAdress för städning: Åsgränd 3, 123 45 Småstad\nNamn: Åsa Öberg\n",
        iso,
        iso,
      ),
  ]);
  return leadId;
}

async function outboxRow(w: TestWorker, leadId: string): Promise<OutboxState> {
  const row = await w.db
    .prepare("SELECT status, attempts, next_attempt_at, claimed_until, last_error, sent_at FROM outbox WHERE lead_id = ?")
    .bind(leadId)
    .first<OutboxState>();
  if (!row) throw new Error(`no outbox row for ${leadId}`);
  return row;
}

/** The mails to the company, without the visitors' confirmations and the operators' alerts. */
const toCompany = (mails: SentMail[]) => mails.filter((mail) => mail.to.join() === NOTIFY_TO);

describe("notifications through the outbox", () => {
  it("sends a due notification from the scheduled run as a UTF-8 e-mail to the company, with Reply-To the customer, and marks it sent", async () => {
    worker = await startWorker();
    const now = new Date();
    const leadId = await insertQuoteWithNotification(worker, now);

    const result = await worker.scheduled(now);
    expect(result.outcome).toBe("ok");

    const row = await outboxRow(worker, leadId);
    expect(row).toMatchObject({ status: "sent", attempts: 1, claimed_until: null, last_error: null });
    expect(row.sent_at).toBe(now.toISOString());
    const sent = await worker.sentEmails({ atLeast: 1 });
    expect(sent).toHaveLength(1);
    const message = sent[0]!;
    expect(message.to).toEqual([NOTIFY_TO]);
    expect(message.from).toBe(`"Transist webbplats" <${NOTIFY_FROM}>`);
    expect(message.replyTo).toBe("asa.1@example.se");
    expect(message.subject).toBe("Ny offertförfrågan: flyttstädning från Åsa Öberg");
    expect(message.text).toContain("Adress för städning: Åsgränd 3, 123 45 Småstad");
  });

  it("leaves a notification pending when the binding refuses it, retries it after the back-off and then marks it sent", async () => {
    // The binding refuses every mail, as Email Service does for a sender it does not allow.
    worker = await startWorker({ emailDown: true });
    const start = new Date();
    const leadId = await insertQuoteWithNotification(worker, start);

    await worker.scheduled(start);
    let row = await outboxRow(worker, leadId);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain("not allowed");
    expect(row.claimed_until).toBeNull();
    expect(row.next_attempt_at).toBe(new Date(start.getTime() + minutes(1)).toISOString());

    // Before the back-off has run out nothing is tried.
    await worker.scheduled(new Date(start.getTime() + 30_000));
    expect((await outboxRow(worker, leadId)).attempts).toBe(1);

    await worker.reconfigure({ emailDown: false });
    const retryAt = new Date(start.getTime() + minutes(5));
    await worker.scheduled(retryAt);
    row = await outboxRow(worker, leadId);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(row.sent_at).toBe(retryAt.toISOString());
    expect(await worker.sentEmails({ atLeast: 1 })).toHaveLength(1);
  });

  it("waits longer after each failure and marks the notification failed after OUTBOX_MAX_ATTEMPTS, keeping the row", async () => {
    worker = await startWorker({ emailDown: true, vars: { OUTBOX_MAX_ATTEMPTS: "4" } });
    const start = new Date();
    const leadId = await insertQuoteWithNotification(worker, start);

    const waits: number[] = [];
    let time = start;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await worker.scheduled(time);
      const row = await outboxRow(worker, leadId);
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      const next = new Date(row.next_attempt_at);
      waits.push((next.getTime() - time.getTime()) / 60_000);
      time = next;
    }
    expect(waits).toEqual([1, 5, 15]);

    await worker.scheduled(time);
    const failed = await outboxRow(worker, leadId);
    expect(failed).toMatchObject({ status: "failed", attempts: 4, claimed_until: null });
    expect(failed.last_error).toContain("not allowed");

    // A failed notification is never tried again, and never deleted while its lead is kept.
    await worker.scheduled(new Date(time.getTime() + minutes(24 * 60)));
    expect(await outboxRow(worker, leadId)).toMatchObject({ status: "failed", attempts: 4 });
    // Nothing went out: the binding refuses the alert mail too (alerts.test.ts reads the webhook).
    expect(await worker.sentEmails()).toHaveLength(0);
  });

  it("sends each notification once when two scheduled runs overlap", async () => {
    worker = await startWorker();
    const now = new Date();
    const leadIds: string[] = [];
    for (let i = 1; i <= 6; i++) leadIds.push(await insertQuoteWithNotification(worker, now, String(i)));

    const results = await Promise.all([worker.scheduled(now), worker.scheduled(now), worker.scheduled(now)]);
    expect(results.map((r) => r.outcome)).toEqual(["ok", "ok", "ok"]);

    for (const leadId of leadIds) expect(await outboxRow(worker, leadId)).toMatchObject({ status: "sent", attempts: 1 });
    const sent = await worker.sentEmails({ atLeast: 6 });
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((mail) => mail.replyTo)).size).toBe(6);
  });

  it("takes over a notification whose sender died mid-send once its claim has run out, and not before", async () => {
    worker = await startWorker();
    const now = new Date();
    const leadId = await insertQuoteWithNotification(worker, now);
    await worker.db
      .prepare("UPDATE outbox SET status = 'sending', attempts = 1, claimed_until = ? WHERE lead_id = ?")
      .bind(new Date(now.getTime() + minutes(5)).toISOString(), leadId)
      .run();

    await worker.scheduled(new Date(now.getTime() + minutes(1)));
    expect(await outboxRow(worker, leadId)).toMatchObject({ status: "sending", attempts: 1 });

    await worker.scheduled(new Date(now.getTime() + minutes(6)));
    expect(await outboxRow(worker, leadId)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await worker.sentEmails({ atLeast: 1 })).toHaveLength(1);
  });
});

describe("a lead sent through a form", () => {
  it("a newsletter signup writes one outbox row (the confirmation link) and sends it at once, and a scheduled run sends nothing more", async () => {
    worker = await startWorker();
    const response = await worker.fetch("/nyhetsbrev", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nya.prenumeranten@example.se", source: "discount", returnTo: "/" }).toString(),
    });
    expect(response.status).toBe(302);

    // The company hears of a subscriber once the address is confirmed, not before.
    const sent = await worker.sentEmails({ atLeast: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(["nya.prenumeranten@example.se"]);
    expect(sent[0]!.text).toContain("/nyhetsbrev/bekrafta?");
    const rows = await worker.db.prepare("SELECT status, attempts FROM outbox WHERE lead_type = 'newsletter'").all<OutboxState>();
    expect(rows.results).toEqual([{ status: "sent", attempts: 1 }]);

    await worker.scheduled(new Date(Date.now() + minutes(10)));
    expect(await worker.sentEmails()).toHaveLength(1);
  });

  it("a signup's own send racing scheduled runs still sends each mail of a lead once", async () => {
    worker = await startWorker();
    const signups = ["en", "tva", "tre", "fyra"].map((name) =>
      worker!.fetch("/nyhetsbrev", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `10.0.0.${name.length}` },
        body: new URLSearchParams({ email: `${name}@example.se`, source: "discount", returnTo: "/" }).toString(),
      }),
    );
    const runs = [0, 20, 40, 80, 160].map((delay) => new Promise((resolve) => setTimeout(resolve, delay)).then(() => worker!.scheduled()));
    const responses = await Promise.all(signups);
    expect(responses.map((response) => response.status)).toEqual([302, 302, 302, 302]);
    await Promise.all(runs);
    await worker.scheduled();

    // Each signup: the visitor's confirmation link (the company hears of it once confirmed).
    const sent = await worker.sentEmails({ atLeast: 4 });
    expect(sent).toHaveLength(4);
    const rows = await worker.db.prepare("SELECT status, attempts FROM outbox WHERE lead_type = 'newsletter'").all<OutboxState>();
    expect(rows.results).toHaveLength(4);
    for (const row of rows.results) expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a quote produces one outbox row for the company and one for the visitor, each sent once", async () => {
    worker = await startWorker();
    const response = await submitQuote(worker);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/tack/);

    // The send runs in waitUntil after the redirect: wait for it, then for the row to be marked.
    const sent = await worker.sentEmails({ atLeast: 2 });
    expect(sent).toHaveLength(2);
    const query = "SELECT lead_type, recipient, status, attempts FROM outbox ORDER BY recipient";
    let rows = await worker.db.prepare(query).all<{ status: string }>();
    for (let i = 0; i < 50 && !rows.results.every((row) => row.status === "sent"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await worker.db.prepare(query).all();
    }
    expect(rows.results).toEqual([
      { lead_type: "quote", recipient: "company", status: "sent", attempts: 1 },
      { lead_type: "quote", recipient: "visitor", status: "sent", attempts: 1 },
    ]);
    const [message] = toCompany(sent);
    expect(message!.replyTo).toBe("karin.aberg@example.se");
    expect(message!.text).toContain("Karin Åberg");
    expect(message!.text).toContain("Storgatan 1, 123 45 Småstad");

    // A double submit writes nothing more and sends nothing more.
    await submitQuote(worker);
    await worker.scheduled(new Date(Date.now() + minutes(10)));
    expect(await worker.sentEmails()).toHaveLength(2);
  });
});

describe("Reply-To on every kind of lead", () => {
  it("answers to the visitor for a quote, a booking, the contact form, a quick contact, a newsletter signup and a job application", async () => {
    worker = await startWorker();
    const w = worker;
    const form = (path: string, fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
      return w.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() });
    };
    const application = new FormData();
    for (const [name, value] of Object.entries({
      name: "Jonas Ek",
      email: "jonas.ek@example.se",
      phone: "070-765 43 21",
      position: "Flyttare",
      message: "",
    })) {
      application.append(name, value);
    }
    application.append("cv", new Blob([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], { type: "application/pdf" }), "cv.pdf");

    const responses = [
      await submitQuote(w),
      await form("/boka", {
        customer_name: "Erik Berg",
        customer_email: "erik.berg@example.se",
        customer_phone: "08-123 456 78",
        service: "flytthjälp",
        move_date: "2099-06-01",
        move_from: "Storgatan 1, 123 45 Småstad",
        move_to: "Lillgatan 2, 543 21 Storstad",
        included_services: ["Transport"],
        returnTo: "/boka",
      }),
      await form("/kontakt", {
        name: "Anna Svensson",
        email: "anna.svensson@example.se",
        phone: "070-123 45 67",
        service: "flytthjälp",
        message: "Vi flyttar i maj.",
      }),
      await form("/snabbkontakt", {
        customerName: "Sara Lind",
        customerEmail: "sara.lind@example.se",
        customerPhone: "070-111 22 33",
        service: "städning",
        returnTo: "/",
      }),
      await form("/nyhetsbrev", { email: "nils.prenumerant@example.se", source: "discount", returnTo: "/" }),
      await w.fetch("/jobba-hos-oss", { method: "POST", body: application }),
    ];
    expect(responses.map((response) => response.status)).toEqual([302, 302, 302, 302, 302, 302]);
    // The newsletter's notification goes once the subscriber presses the link's button.
    const optIn = (await w.sentEmails({ atLeast: 11 })).find((mail) => mail.to.includes("nils.prenumerant@example.se"))!;
    const link = new URL(/https:\/\/\S+/.exec(optIn.text)![0]);
    const confirmed = await w.fetch("/nyhetsbrev/bekrafta", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        id: link.searchParams.get("id")!,
        exp: link.searchParams.get("exp")!,
        sig: link.searchParams.get("sig")!,
      }).toString(),
    });
    expect(confirmed.status).toBe(302);

    const mails = toCompany(await w.sentEmails({ atLeast: 12 }));
    const replyTo = mails.map((mail) => mail.replyTo);
    expect(replyTo.sort()).toEqual([
      "anna.svensson@example.se",
      "erik.berg@example.se",
      "jonas.ek@example.se",
      "karin.aberg@example.se",
      "nils.prenumerant@example.se",
      "sara.lind@example.se",
    ]);
    // Each mail answers to its own visitor, the one its text is about.
    for (const mail of mails) expect(mail.text).toContain(mail.replyTo);
  });
});

async function submitQuote(w: TestWorker): Promise<Response> {
  const response = await w.fetch("/offert", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(
      validQuotePost({ from_address: "Storgatan 1, 123 45 Småstad", namn: "Karin Åberg", epost: "karin.aberg@example.se" }),
    ).toString(),
  });
  return response as unknown as Response;
}
