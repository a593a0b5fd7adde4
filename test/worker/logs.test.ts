import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";
import {
  formBody,
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
  validQuote,
  type Answers,
  jobApplicationBody,
  VALID_CV,
} from "../support/valid-forms";

/**
 * The worker's log, as Workers Logs would keep it: one JSON object a line, what happened and
 * which row, never what a visitor wrote. Every form is posted with marked values; none of them,
 * nor the visitor's address, may appear in anything the worker writes.
 */
const MARK = "Qzx";
const marked = {
  name: `${MARK}Namn Märkt`,
  email: `${MARK.toLowerCase()}-post@example.se`,
  phone: "070-987 65 43",
  address: `${MARK}gatan 7, 123 45 Märkstad`,
  toAddress: `${MARK}vägen 9, 543 21 Märkby`,
  message: `${MARK} meddelande med hemligheter`,
  company: `${MARK} AB`,
  file: `${MARK}-cv.pdf`,
};
const IP = "203.0.113.77";
const markers = [MARK, MARK.toLowerCase(), "987 65 43", "9876543", IP];

const FORM_HEADERS = { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": IP };

let worker: TestWorker;
let limited: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  limited = await startWorker({ vars: { RATE_LIMIT_MAX: "1" } });
});
afterAll(async () => {
  await worker?.dispose();
  await limited?.dispose();
});

const post = (target: TestWorker, path: string, fields: Answers) =>
  target.fetch(path, { method: "POST", body: formBody(fields), headers: FORM_HEADERS }).then(async (response) => {
    await response.arrayBuffer();
    return response;
  });

const quote = validQuote({
  from_address: marked.address,
  to_address: marked.toAddress,
  namn: marked.name,
  epost: marked.email,
  telefon: marked.phone,
  message: marked.message,
});

/** Log lines as objects; a line that is not JSON fails the test that reads it. */
function parsed(lines: string[]): Array<Record<string, unknown>> {
  return lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`Not a JSON log line: ${line}`);
    }
  });
}

/**
 * Waits until the worker's work after its answers (the notifications' sends) is done and every
 * line it has logged has arrived: no outbox row is waiting for its first send or being sent, and
 * then a last request's own line is in (workerd writes its lines in order).
 */
async function settle(...workers: TestWorker[]): Promise<void> {
  for (const w of workers) {
    await w.outboxSettled();
    const barrier = `settle-${crypto.randomUUID()}`;
    await (await w.fetch("/healthz", { headers: { "cf-ray": barrier } })).arrayBuffer();
    await expect.poll(() => w.logs().some((line) => line.includes(barrier)), { timeout: 10_000 }).toBe(true);
  }
}

describe("the worker's log", () => {
  it("posts every form with marked values and logs none of them, nor the visitor's address", async () => {
    for (const step of ["1", "2", "3"]) {
      const response = await post(worker, "/offert", { ...quote, step, intent: step === "3" ? "submit" : "next" });
      expect(response.status, `quote step ${step}`).toBeLessThan(400);
    }
    const booking = await post(
      worker,
      "/boka",
      validBooking({
        customer_name: marked.name,
        customer_email: marked.email,
        customer_phone: marked.phone,
        company: marked.company,
        move_from: marked.address,
        move_to: marked.toAddress,
        notes: marked.message,
        returnTo: "/boka",
      }),
    );
    expect(booking.status).toBe(302);
    expect(
      (
        await post(
          worker,
          "/snabbkontakt",
          validQuickContact({
            customerName: marked.name,
            customerEmail: `snabb-${marked.email}`,
            customerPhone: marked.phone,
            notes: marked.message,
            returnTo: "/",
          }),
        )
      ).status,
    ).toBe(302);
    for (const [path, source] of [
      ["/kontakt", "kontakt"],
      ["/?index", "home"],
    ] as const) {
      const response = await post(
        worker,
        path,
        validContact({ name: marked.name, email: `${source}-${marked.email}`, phone: marked.phone, message: marked.message }),
      );
      expect(response.status, path).toBe(302);
    }
    expect((await post(worker, "/nyhetsbrev", validNewsletter({ email: `nyhet-${marked.email}`, returnTo: "/" }))).status).toBe(302);
    const application = jobApplicationBody(
      validJobApplication({ name: marked.name, email: `jobb-${marked.email}`, phone: marked.phone, message: marked.message }),
      { ...VALID_CV, name: marked.file },
    );
    const job = await worker.fetch("/jobba-hos-oss", { method: "POST", body: application, headers: { "CF-Connecting-IP": IP } });
    await job.arrayBuffer();
    expect(job.status).toBe(302);
    expect((await post(worker, "/avregistrera", { email: `nyhet-${marked.email}` })).status).toBe(302);
    // A refused post: the checks' answer, with the values in it.
    expect(
      (await post(worker, "/kontakt", { name: marked.name, email: "inte-en-adress", phone: marked.phone, message: marked.message })).status,
    ).toBe(400);
    await settle(worker);

    const lines = worker.logs();
    const entries = parsed(lines);
    for (const entry of entries) {
      expect(entry, JSON.stringify(entry)).toMatchObject({
        level: expect.stringMatching(/^(debug|info|warn|error)$/),
        event: expect.any(String),
      });
      if (entry.event === "request")
        expect(entry).toMatchObject({
          requestId: expect.any(String),
          route: expect.any(String),
          status: expect.any(Number),
          ms: expect.any(Number),
        });
    }
    const all = lines.join("\n");
    for (const marker of markers) expect(all, `the log holds ${marker}`).not.toContain(marker);

    const saved = entries.filter((entry) => entry.event === "lead.saved");
    expect(saved.map((entry) => entry.table).sort()).toEqual([
      "bookings",
      "bookings",
      "bookings",
      "bookings",
      "job_applications",
      "newsletter_subscriptions",
      "quotes",
    ]);
    const quoteLine = saved.find((entry) => entry.table === "quotes")!;
    expect(quoteLine).toMatchObject({ level: "info", requestId: expect.any(String), id: expect.any(String) });
    expect(entries).toContainEqual(
      expect.objectContaining({ event: "lead.rejected", reason: "validation", fields: "email,service", form: "kontakt-kontakt" }),
    );
  });

  it("names the route a request matched, never the path as asked for: an address in a path stays out of the log", async () => {
    const before = worker.logs().length;
    const asked: Array<[string, Parameters<TestWorker["fetch"]>[1], string]> = [
      [`/kontakt/${marked.email}`, undefined, "unmatched"],
      [`/blogg/${marked.email}`, undefined, "/blogg/:slug"],
      [`/blogg/tag/${MARK}-tagg`, undefined, "/blogg/tag/:tag"],
      [`/${MARK}/${encodeURIComponent(marked.name)}`, undefined, "unmatched"],
      [`/blogg/${MARK}.data`, undefined, "/blogg/:slug.data"],
      [`/kontakt?epost=${marked.email}`, undefined, "/kontakt"],
      ["/Kontakt", undefined, "/kontakt"],
      ["/", undefined, "/"],
      ["/healthz", undefined, "/healthz"],
      [`/${marked.email}`, { method: "DELETE" }, "unmatched"],
    ];
    for (const [path, init] of asked) await (await worker.fetch(path, init)).arrayBuffer();
    await settle();
    const lines = worker.logs().slice(before);
    const routes = parsed(lines)
      .filter((entry) => entry.event === "request")
      .map((entry) => entry.route);
    expect(routes).toEqual(asked.map(([, , route]) => route));
    const all = lines.join("\n");
    for (const marker of [MARK, MARK.toLowerCase(), "example.se"]) expect(all, `the log holds ${marker}`).not.toContain(marker);
  });

  it("logs ordinary refusals at info or warn, without a stack: a 400, a 404, a 405, a foreign Origin, a 429", async () => {
    const before = worker.logs().length;
    await (await worker.fetch("/finns-inte")).arrayBuffer();
    await (await worker.fetch("/kontakt", { method: "DELETE" })).arrayBuffer();
    await post(worker, "/kontakt", { name: "", email: "", phone: "", message: "" });
    await (
      await worker.fetch("/nyhetsbrev", {
        method: "POST",
        body: formBody({ email: "a@example.se" }),
        headers: { ...FORM_HEADERS, Origin: "https://evil.example" },
      })
    ).arrayBuffer();
    const first = await post(limited, "/kontakt", validContact({ email: "a@example.se" }));
    const second = await post(limited, "/kontakt", validContact({ email: "b@example.se" }));
    expect([first.status, second.status]).toEqual([302, 429]);
    await settle(worker, limited);
    const entries = parsed([...worker.logs().slice(before), ...limited.logs()]);
    const requests = entries.filter((entry) => entry.event === "request");
    expect(requests.map((entry) => entry.status)).toEqual(expect.arrayContaining([404, 405, 400, 403, 429]));
    for (const entry of entries) {
      expect(entry.level, JSON.stringify(entry)).not.toBe("error");
      expect(entry).not.toHaveProperty("stack");
    }
    expect(entries).toContainEqual(expect.objectContaining({ event: "lead.rejected", reason: "rate_limit", level: "warn" }));
  });
});

describe("positive evidence in the log", () => {
  it("logs outbox.sent for each mail that went out and one scheduled.done line with counts per cron run", async () => {
    const fresh = await startWorker({});
    try {
      const response = await post(
        fresh,
        "/kontakt",
        validContact({ name: marked.name, email: marked.email, phone: marked.phone, message: marked.message }),
      );
      expect(response.status).toBe(302);
      const entries = () => fresh.logs().map((line) => JSON.parse(line) as Record<string, unknown>);
      const deadline = Date.now() + 10_000;
      while (entries().filter((entry) => entry.event === "outbox.sent").length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const sent = entries().filter((entry) => entry.event === "outbox.sent");
      expect(sent.map((entry) => entry.recipient).sort()).toEqual(["company", "visitor"]);
      for (const entry of sent)
        expect(entry).toEqual({
          level: "info",
          event: "outbox.sent",
          outboxId: expect.any(String),
          leadType: "booking",
          leadId: expect.any(String),
          recipient: expect.any(String),
          attempts: 1,
        });

      expect((await fresh.scheduled()).outcome).toBe("ok");
      expect((await fresh.scheduled()).outcome).toBe("ok");
      const done = entries().filter((entry) => entry.event === "scheduled.done");
      expect(done).toHaveLength(2);
      expect(done[0]).toEqual({
        level: "info",
        event: "scheduled.done",
        sent: 0,
        retried: 0,
        failed: 0,
        dropped: 0,
        alerts: 0,
        confirmationsSkipped: 0,
        deleted: 0,
        tasksFailed: 0,
        ms: expect.any(Number),
      });
      const text = fresh.logs().join("\n").toLowerCase();
      for (const marker of markers) expect(text).not.toContain(marker.toLowerCase());
    } finally {
      await fresh.dispose();
    }
  });

  it("counts what a run sent, retried and failed in its scheduled.done line", async () => {
    const down = await startWorker({ emailDown: true, vars: { OUTBOX_MAX_ATTEMPTS: "2" } });
    try {
      const now = new Date();
      const iso = now.toISOString();
      for (const id of ["a", "b"])
        await down.db
          .prepare(
            "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at) VALUES (?, 'booking', ?, 'Ämne', 'Text', 'pending', ?, ?, ?)",
          )
          .bind(id, `lead-${id}`, id === "a" ? 0 : 1, iso, iso)
          .run();
      await down.scheduled(now);
      const [done] = down
        .logs()
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.event === "scheduled.done");
      expect(done).toMatchObject({ level: "info", sent: 0, retried: 1, failed: 1, tasksFailed: 0 });
    } finally {
      await down.dispose();
    }
  });
});
