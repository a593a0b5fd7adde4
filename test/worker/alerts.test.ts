import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { alert } from "../../scripts/ops/alert";
import type { SentMail } from "../../harness/mail";
import { ALERT_TO, startWorker, type TestWorker } from "../../harness/worker";

/**
 * When notifications stop going out, the operators hear of it: once per cause and hour, a post to
 * ALERT_WEBHOOK_URL, which needs no mail, and a mail to ALERT_TO, naming the cause, the counts and
 * the commands, and nothing of the leads.
 */
const MARK = "Hemlisson";
const root = resolve(import.meta.dirname, "../..");

async function lead(worker: TestWorker, id: string, status: string, ageMinutes: number, now: Date) {
  const created = new Date(now.getTime() - ageMinutes * 60_000).toISOString();
  await worker.db
    .prepare(
      "INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at) VALUES (?, 'booking', ?, ?, ?, ?, 6, ?, ?)",
    )
    .bind(
      id,
      `lead-${id}`,
      `Bokning från ${MARK}`,
      `Namn: ${MARK}\nE-post: ${MARK.toLowerCase()}@example.se`,
      status,
      "2999-01-01T00:00:00.000Z",
      created,
    )
    .run();
}

const alertsTo = (mails: SentMail[]) => mails.filter((mail) => mail.to.join() === ALERT_TO);
const logEntries = (worker: TestWorker) => worker.logs().map((line) => JSON.parse(line) as Record<string, unknown>);

/** A chat webhook on this machine: every JSON body posted to it, and the status it answers with. */
async function webhookReceiver() {
  const bodies: unknown[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      bodies.push({ method: request.method, contentType: request.headers["content-type"], json: JSON.parse(body) as unknown });
      response.writeHead(status).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/larm`,
    bodies,
    answer: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("alerts from the cron", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("sends one alert mail when a notification has failed, naming the cause, the count and the production commands, and no lead's data", async () => {
    const now = new Date();
    await lead(worker, "a", "failed", 120, now);
    await lead(worker, "b", "failed", 100, now);
    await worker.scheduled(now);
    const mails = alertsTo(await worker.sentEmails({ atLeast: 1 }));
    expect(mails).toHaveLength(1);
    const text = `${mails[0]!.subject}\n${mails[0]!.text}`;
    expect(text).toContain("Larm (production): 2 aviseringar");
    expect(text).toContain("Miljö: production (https://www.transist.se)");
    expect(text).toContain("Misslyckade: 2");
    expect(text).toContain("kunde inte skickas");
    expect(text).toContain("Email Service");
    expect(text).toContain("npm run outbox -- list --env production");
    expect(text).toContain("npm run outbox -- retry --env production");
    expect(text).not.toMatch(/wrangler d1 execute DB --remote(?! --env)/);
    expect(text.toLowerCase()).not.toContain(MARK.toLowerCase());
    const errors = logEntries(worker).filter((entry) => entry.event === "alert.raised");
    expect(errors).toEqual([expect.objectContaining({ level: "error", cause: "failed", failed: 2 })]);
  });

  it("sends no second alert of the same cause within the hour, and one again after it", async () => {
    const now = new Date();
    await worker.scheduled(new Date(now.getTime() + 10 * 60_000));
    expect(alertsTo(await worker.sentEmails())).toHaveLength(1);
    await worker.scheduled(new Date(now.getTime() + 61 * 60_000));
    expect(alertsTo(await worker.sentEmails({ atLeast: 2 }))).toHaveLength(2);
  });

  it("sends an alert when the oldest unsent notification has waited over an hour", async () => {
    const fresh = await startWorker();
    try {
      const now = new Date();
      await lead(fresh, "gammal", "pending", 65, now);
      await fresh.scheduled(now);
      const mails = alertsTo(await fresh.sentEmails({ atLeast: 1 }));
      expect(mails).toHaveLength(1);
      const text = `${mails[0]!.subject}\n${mails[0]!.text}`;
      expect(text).toContain("har väntat i 65 minuter");
      expect(text).toContain("Oskickade: 1");
      expect(text.toLowerCase()).not.toContain(MARK.toLowerCase());
    } finally {
      await fresh.dispose();
    }
  });
});

describe("the alert webhook, when mail itself is down", () => {
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let worker: TestWorker;
  beforeAll(async () => {
    hook = await webhookReceiver();
    worker = await startWorker({ emailDown: true, vars: { ALERT_WEBHOOK_URL: hook.url, OUTBOX_MAX_ATTEMPTS: "2" } });
  });
  afterAll(async () => {
    await worker?.dispose();
    await hook?.close();
  });

  it("receives the alert as JSON with the cause, the counts and the commands once a real lead's notification has failed, and no lead's data", async () => {
    const response = await worker.fetch("/kontakt", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Greta Hemlig",
        email: "greta.hemlig@example.se",
        phone: "070-123 45 67",
        service: "flytthjälp",
        message: "Hemligt meddelande",
      }).toString(),
    });
    expect(response.status).toBe(302);
    // The request's own send fails (attempt 1); the cron's retry after the back-off fails for good (attempt 2).
    const deadline = Date.now() + 10_000;
    while ((await worker.sql("SELECT 1 FROM outbox WHERE recipient = 'company' AND attempts = 1 AND status = 'pending'")).length === 0) {
      if (Date.now() > deadline) throw new Error("the request's own send never failed");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const later = new Date(Date.now() + 2 * 60_000);
    expect((await worker.scheduled(later)).outcome).toBe("ok");

    expect(await worker.sql("SELECT status FROM outbox WHERE recipient = 'company'")).toEqual([{ status: "failed" }]);
    expect(hook.bodies).toHaveLength(1);
    const [received] = hook.bodies as Array<{ method: string; contentType: string; json: Record<string, unknown> }>;
    expect(received!.method).toBe("POST");
    expect(received!.contentType).toBe("application/json");
    expect(received!.json).toMatchObject({
      site: "https://www.transist.se",
      cause: "failed",
      failed: 1,
      unsent: 0,
      commands: expect.arrayContaining(["npm run outbox -- retry --env production", "npm run outbox -- dismiss --env production"]),
    });
    expect(received!.json.text).toEqual(expect.stringContaining("Larm (production): 1 aviseringar till Transist kunde inte skickas"));
    // The last error's kind, as the mail binding gave it: never its message, which may name the recipient.
    expect(received!.json.lastErrorKind).toEqual(expect.stringMatching(/^[A-Za-z0-9_.-]+$/));
    expect(received!.json.text).toEqual(expect.stringContaining(`Senaste felets typ: ${String(received!.json.lastErrorKind)}`));
    expect(received!.json.content).toBe(received!.json.text);
    expect(JSON.stringify(received!.json)).not.toMatch(/Greta|Hemlig|greta\.hemlig|070|Hemligt/i);
    // The mail channel failed with the binding, and says so in the log; the webhook took the alert.
    const entries = logEntries(worker);
    expect(entries).toContainEqual(expect.objectContaining({ event: "alert.not_sent", channel: "mail", cause: "failed" }));
    expect(entries).toContainEqual(expect.objectContaining({ event: "alert.delivered", channel: "webhook", cause: "failed" }));
    expect(await worker.sentEmails()).toHaveLength(0);
  });

  it("tries again at the next run when the webhook refused the alert and no mail went either", async () => {
    const fresh = await startWorker({ emailDown: true, vars: { ALERT_WEBHOOK_URL: hook.url } });
    try {
      const before = hook.bodies.length;
      hook.answer(500);
      const now = new Date();
      await lead(fresh, "x", "failed", 30, now);
      await fresh.scheduled(now);
      expect(logEntries(fresh)).toContainEqual(
        expect.objectContaining({ event: "alert.not_sent", channel: "webhook", error: "WebhookRefusal", status: 500 }),
      );
      hook.answer(200);
      await fresh.scheduled(new Date(now.getTime() + 5 * 60_000));
      expect(hook.bodies.length - before).toBe(2);
      expect(logEntries(fresh)).toContainEqual(expect.objectContaining({ event: "alert.delivered", channel: "webhook" }));
    } finally {
      hook.answer(200);
      await fresh.dispose();
    }
  });
});

describe("the alert webhook judged on its own, while mail works", () => {
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let worker: TestWorker;
  const work = mkdtempSync(join(tmpdir(), "transist-alert-"));
  const state = join(work, "state");
  beforeAll(async () => {
    hook = await webhookReceiver();
    worker = await startWorker({ persistTo: state, vars: { ALERT_WEBHOOK_URL: hook.url } });
  });
  afterAll(async () => {
    await worker?.dispose();
    await hook?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const health = async () => {
    const response = await worker.fetch("/healthz");
    return { status: response.status, report: (await response.json()) as Record<string, string> };
  };

  it("counts a webhook that answers 403 as failed though the mail went: asked again each run, shown by /healthz and the mail, cleared once it takes one", async () => {
    hook.answer(403);
    const now = new Date();
    await lead(worker, "avvisad", "failed", 30, now);
    await worker.scheduled(now);
    const [mail] = alertsTo(await worker.sentEmails({ atLeast: 1 }));
    expect(mail!.text).toMatch(/Larmets webhook: fungerar inte sedan \S+ \(svarade 403\)/);
    expect(mail!.text).toContain("npm run alert -- test --env production");
    expect(hook.bodies).toHaveLength(1);
    expect((await health()).report.alerts).toBe("webhook_failed");
    expect(logEntries(worker)).toContainEqual(expect.objectContaining({ event: "alert.not_sent", channel: "webhook", status: 403 }));

    // The next run, within the hour: no second mail, but the webhook is asked again.
    await worker.scheduled(new Date(now.getTime() + 5 * 60_000));
    expect(hook.bodies).toHaveLength(2);
    expect(alertsTo(await worker.sentEmails())).toHaveLength(1);

    hook.answer(200);
    await worker.scheduled(new Date(now.getTime() + 10 * 60_000));
    expect(hook.bodies).toHaveLength(3);
    await expect.poll(async () => (await health()).report.alerts, { timeout: 15_000 }).toBe("ok");
    await worker.scheduled(new Date(now.getTime() + 15 * 60_000));
    expect(hook.bodies).toHaveLength(3);
  });

  it("npm run alert -- test sends a test alert through every channel and says in Swedish which worked", async () => {
    const run = async (answer: number) => {
      hook.answer(answer);
      const before = hook.bodies.length;
      const result = alert(["test", "--persist-to", state], { waitSeconds: 120, pollSeconds: 0.5 });
      // The cron's next run sends it: here the test's, once the request is in D1.
      await vi.waitFor(async () => expect(await worker.sql("SELECT 1 FROM alert_tests WHERE done_at IS NULL")).toHaveLength(1), {
        timeout: 60_000,
        interval: 200,
      });
      await worker.scheduled(new Date(Date.now() + 90 * 60_000));
      const { code, stdout, stderr } = await result;
      // One test alert posted (the failed notification's own alert may go beside it).
      const posted = hook.bodies.slice(before) as Array<{ json: Record<string, unknown> }>;
      expect(posted.filter((body) => body.json.cause === "test")).toHaveLength(1);
      return { code, output: stdout + stderr };
    };
    const refused = await run(403);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain("Webhook (ALERT_WEBHOOK_URL): fungerade inte (svarade 403)");
    expect(refused.output).toContain("E-post (ALERT_TO): fungerade");
    expect(refused.output).toContain("Minst en larmkanal fungerar inte");
    const taken = await run(200);
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toContain("Webhook (ALERT_WEBHOOK_URL): fungerade\n");
    expect(taken.output).toContain("Båda kanalerna fungerar");
    const tests = alertsTo(await worker.sentEmails({ atLeast: 3 })).filter((mail) => mail.subject.includes("testlarm"));
    expect(tests).toHaveLength(2);
    // The command line itself, as npm run alert starts it: without a command it says how to use it.
    await expect(promisify(execFile)("sh", [join(root, "scripts/ops/alert.sh")], { cwd: root })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("npm run alert -- test"),
    });
  }, 240_000);
});

describe("the alert webhook's body, for each chat service's own URL", () => {
  it("posts Teams Workflows an Adaptive Card message and Discord its content, each naming where and what", async () => {
    const hook = await webhookReceiver();
    const base = hook.url.replace(/\/hooks\/larm$/, "");
    const services = [
      { name: "teams", url: `${base}/workflows/abc123/triggers/manual/paths/invoke?api-version=1&sig=hemlig` },
      { name: "discord", url: `${base}/api/webhooks/123456789/hemlig-token` },
    ];
    try {
      for (const service of services) {
        const fresh = await startWorker({ emailDown: true, vars: { ALERT_WEBHOOK_URL: service.url } });
        try {
          const now = new Date();
          await lead(fresh, `x-${service.name}`, "failed", 30, now);
          await fresh.scheduled(now);
        } finally {
          await fresh.dispose();
        }
      }
      const [teams, discord] = (hook.bodies as Array<{ json: Record<string, unknown> }>).map((body) => body.json);
      expect(teams).toMatchObject({
        type: "message",
        attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", content: { type: "AdaptiveCard", version: "1.4" } }],
      });
      expect(JSON.stringify(teams)).toContain("Larm (production): 1 aviseringar till Transist kunde inte skickas");
      expect(Object.keys(discord!).sort()).toEqual(["allowed_mentions", "content"]);
      expect(discord!.content).toEqual(expect.stringContaining("Miljö: production"));
      for (const body of [teams, discord]) expect(JSON.stringify(body).toLowerCase()).not.toContain(MARK.toLowerCase());
    } finally {
      await hook.close();
    }
  });
});

describe("a mistyped ALERT_WEBHOOK_URL", () => {
  it("is absent from every log line: the failed post is logged with its kind only", async () => {
    // Missing the colon after https, as a paste gone wrong: fetch() refuses it with a message that quotes it.
    const secret = "T0AAA0000/B0BBB0000/hemligHemligHemlig123";
    const malformed = `https//hooks.slack.com/services/${secret}`;
    const worker = await startWorker({ emailDown: true, vars: { ALERT_WEBHOOK_URL: malformed } });
    try {
      const now = new Date();
      await lead(worker, "felskriven", "failed", 30, now);
      await worker.scheduled(now);
      const lines = worker.logs();
      const notSent = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === "alert.not_sent");
      expect(notSent).toContainEqual(expect.objectContaining({ channel: "webhook", error: "TypeError" }));
      expect(notSent.find((entry) => entry.channel === "webhook")).not.toHaveProperty("message");
      for (const line of lines) {
        expect(line).not.toContain("hemligHemligHemlig123");
        expect(line).not.toContain("hooks.slack.com");
      }
    } finally {
      await worker.dispose();
    }
  });
});
