import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

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

  it("removes the address (whatever its case) with its signup key, and redirects to the confirmation", async () => {
    await worker.db.batch([
      worker.db.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, source) VALUES ('s1', 'asa.oberg@example.se', 'discount'), ('s2', 'kvar@example.se', 'discount')",
      ),
      worker.db.prepare("INSERT INTO submissions (key, lead_type, lead_id) VALUES ('nyhetsbrev:abc', 'newsletter', 's1')"),
    ]);
    const response = await post({ email: "  Asa.Oberg@Example.SE " });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/avregistrera?klart=1#avregistrerad");
    expect(await subscribers()).toEqual(["kvar@example.se"]);
    expect(await worker.db.prepare("SELECT key FROM submissions WHERE lead_id = 's1'").first()).toBeNull();

    const confirmation = await (await worker.fetch("/avregistrera?klart=1")).text();
    expect(confirmation).toContain("Om adressen fanns på vår lista för nyhetsbrevet är den nu borttagen");
  });

  it("answers an address that was never on the list exactly the same way", async () => {
    const response = await post({ email: "aldrig@example.se" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/avregistrera?klart=1#avregistrerad");
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

  it("deletes nothing when the honeypot is filled, but answers as if it worked", async () => {
    await worker.db.prepare("INSERT INTO newsletter_subscriptions (id, email, source) VALUES ('s3', 'bot@example.se', 'discount')").run();
    const response = await post({ email: "bot@example.se", webbplats: "https://spam.example" });
    expect(response.status).toBe(302);
    expect(await subscribers()).toContain("bot@example.se");
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
