import { FormData } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, QUICK_LEAD_WRITE_RETRIES } from "../../harness/worker";
import {
  formBody,
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
  validQuotePost,
  jobApplicationBody,
  VALID_CV,
} from "../support/valid-forms";

/**
 * No visitor's IP address is kept anywhere: every form is posted from an IPv4 address, an IPv6
 * address and an IPv4-mapped IPv6 address (dotted and in hex), and then every column of every row
 * of every table, every R2 object's key and metadata, every notification e-mail and every line
 * the worker logged is searched for the addresses, and for the IPv6 address's /64 prefix.
 */

interface Client {
  ip: string;
  /** Text that must not appear anywhere at rest (searched case-insensitively). */
  forbidden: string[];
  /** Makes each e-mail address of this client its own. */
  tag: string;
}

const clients: Client[] = [
  { ip: "198.51.100.23", forbidden: ["198.51.100.23"], tag: "v4" },
  {
    ip: "2001:db8:abcd:12:3456:789a:bcde:f012",
    // The /64 as the limiter writes it ("2001:db8:abcd:12::/64"), in full, and the interface half.
    forbidden: ["2001:db8:abcd:12", "2001:0db8:abcd:0012", "3456:789a:bcde:f012"],
    tag: "v6",
  },
  { ip: "::ffff:203.0.113.77", forbidden: ["203.0.113.77", "ffff:203.0.113"], tag: "mappad" },
  // 203.0.113.78 written as an IPv4-mapped address in hex.
  { ip: "::ffff:cb00:714e", forbidden: ["cb00:714e", "203.0.113.78"], tag: "mappadhex" },
];

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** Every form of the site, valid, as `tag`'s visitor would send it: path and body. */
function everyForm(tag: string): Array<{ path: string; body: URLSearchParams | FormData }> {
  const email = (form: string) => `${form}.${tag}@example.se`;
  const job = jobApplicationBody(validJobApplication({ email: email("jobb") }), VALID_CV);
  return [
    { path: "/?index", body: formBody(validContact({ email: email("hem") })) },
    { path: "/kontakt", body: formBody(validContact({ email: email("kontakt") })) },
    {
      path: "/boka",
      body: formBody(validBooking({ customer_email: email("boka"), returnTo: "/tjanster?dialog=boka" })),
    },
    {
      path: "/snabbkontakt",
      body: formBody(validQuickContact({ customerEmail: email("snabb"), returnTo: "/" })),
    },
    { path: "/nyhetsbrev", body: formBody(validNewsletter({ email: email("nyhetsbrev"), returnTo: "/" })) },
    { path: "/offert", body: formBody(validQuotePost({ epost: email("offert") })) },
    { path: "/jobba-hos-oss", body: job },
    { path: "/avregistrera", body: formBody({ email: email("nyhetsbrev") }) },
    { path: "/cookies", body: formBody({ intent: "accept-all", returnTo: "/" }) },
    // Refused posts log and count too: a validation error and a filled honeypot.
    { path: "/kontakt", body: formBody(validContact({ email: "fel" })) },
    { path: "/snabbkontakt", body: formBody({ customerName: "Bot", customerEmail: email("bot"), webbplats: "http://spam.example" }) },
  ];
}

async function postEveryForm(worker: TestWorker, client: Client): Promise<number[]> {
  const statuses: number[] = [];
  for (const { path, body } of everyForm(client.tag)) {
    const response = await worker.fetch(path, {
      method: "POST",
      body,
      headers: { ...(body instanceof URLSearchParams ? FORM : {}), "CF-Connecting-IP": client.ip, "User-Agent": "Testlasare/1.0" },
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  const health = await worker.fetch("/healthz", { headers: { "CF-Connecting-IP": client.ip } });
  statuses.push(health.status);
  await health.arrayBuffer();
  return statuses;
}

/** Every stored value as text, named by where it is: "table.column", "r2:key", "mail #n", "log #n". */
async function everythingAtRest(worker: TestWorker, { logs = true } = {}): Promise<Array<{ where: string; text: string }>> {
  const found: Array<{ where: string; text: string }> = [];
  const tables = await worker.sql<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  for (const { name } of tables) {
    // D1's own bookkeeping is not readable by a query (and holds nothing a visitor sent).
    if (name.startsWith("_cf_")) continue;
    const rows = await worker.sql(`SELECT * FROM "${name.replaceAll('"', '""')}"`);
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) {
        if (value !== null) found.push({ where: `${name}.${column}`, text: typeof value === "string" ? value : JSON.stringify(value) });
      }
  }
  const objects = await worker.bucket.list({ include: ["customMetadata", "httpMetadata"] });
  for (const object of objects.objects) {
    found.push({
      where: `r2:${object.key}`,
      text: JSON.stringify({ key: object.key, meta: object.customMetadata, http: object.httpMetadata }),
    });
  }
  (await worker.sentEmails()).forEach((mail, index) => found.push({ where: `mail #${index}`, text: mail.all }));
  if (logs) worker.logs().forEach((line, index) => found.push({ where: `log #${index}`, text: line }));
  return found;
}

function where(everything: Array<{ where: string; text: string }>, needle: string): string[] {
  const lower = needle.toLowerCase();
  return everything.filter((item) => item.text.toLowerCase().includes(lower)).map((item) => item.where);
}

describe("no IP address at rest", () => {
  let worker: TestWorker;
  let everything: Array<{ where: string; text: string }>;
  beforeAll(async () => {
    worker = await startWorker();
    for (const client of clients) {
      const statuses = await postEveryForm(worker, client);
      // Every post was taken (a redirect) or refused for what it held (400), never for the rate limit.
      expect(
        statuses.filter((status) => ![200, 302, 400].includes(status)),
        client.ip,
      ).toEqual([]);
    }
    // The notifications go out, so the e-mails the company receives are searched as well.
    await worker.scheduled();
    await worker.sentEmails({ atLeast: 1 });
    everything = await everythingAtRest(worker);
    // Every form posted for four clients, then the outbox: a ceiling for a machine busy with more than this file.
  }, 240_000);
  afterAll(() => worker?.dispose());

  it("the search is not blind: it finds what a visitor did send, in the database, the e-mails and the log", () => {
    const places = where(everything, "kontakt.v6@example.se");
    expect(places).toContain("bookings.customer_email");
    expect(places.some((place) => place.startsWith("mail #"))).toBe(true);
    expect(where(everything, "offert.mappadhex@example.se")).toContain("quotes.epost");
    expect(where(everything, "cv.pdf").some((place) => place.startsWith("r2:"))).toBe(true);
    expect(where(everything, '"event":"lead.saved"').length).toBeGreaterThan(0);
    expect(where(everything, '"route":"/healthz"').length).toBeGreaterThan(0);
  });

  it("the rate limit counted every client, by keys of 64 hex characters", () => {
    const keys = everything.filter((item) => item.where === "rate_limits.key").map((item) => item.text);
    expect(keys.length).toBeGreaterThanOrEqual(clients.length * 2);
    for (const key of keys) expect(key).toMatch(/^[a-z-]+:[0-9a-f]{64}$/);
    // Four clients, four keys on the all-forms counter: the mapped addresses are not their IPv6 selves.
    expect(new Set(keys.filter((key) => key.startsWith("alla-formular:"))).size).toBe(clients.length);
  });

  it.each(clients)("nothing holds $ip, nor its /64", ({ forbidden }) => {
    for (const needle of forbidden) expect(where(everything, needle), needle).toEqual([]);
  });
});

describe("while D1 is down (the fallback limiter's turn)", () => {
  let down: TestWorker;
  beforeAll(async () => {
    down = await startWorker({ d1FailFirst: -1, fallbackRateLimit: 2, vars: QUICK_LEAD_WRITE_RETRIES });
  });
  afterAll(() => down?.dispose());

  it("logs the failures, never an address", async () => {
    // Side by side: each post waits out the lead write's retries before it answers.
    const post = async (client: Client) => {
      const response = await down.fetch("/snabbkontakt", {
        method: "POST",
        body: formBody(validQuickContact({ customerEmail: `nere.${client.tag}@example.se` })),
        headers: { ...FORM, "CF-Connecting-IP": client.ip },
      });
      await response.arrayBuffer();
    };
    await Promise.all(clients.map(post));
    const lines = down.logs();
    expect(lines.some((line) => line.includes('"event":"rate_limit.d1_failed"'))).toBe(true);
    for (const client of clients)
      for (const needle of client.forbidden)
        expect(
          lines.filter((line) => line.toLowerCase().includes(needle.toLowerCase())),
          needle,
        ).toEqual([]);
  }, 60_000);

  it("counts by the same key as D1: an IPv4 address and its mapped IPv6 forms share one budget", async () => {
    // The binding counts per minute of the clock: held still, the three requests go in the same
    // minute (each allowed post waits out the lead write's two retries, 3 s, before it answers 503).
    await down.holdRateLimitClock(new Date("2026-11-27T10:00:30Z"));
    const post = async (ip: string) => {
      const response = await down.fetch("/snabbkontakt", {
        method: "POST",
        body: formBody(validQuickContact({ customerEmail: "samma@example.se" })),
        headers: { ...FORM, "CF-Connecting-IP": ip },
      });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await post("192.0.2.44")).toBe(503);
    expect(await post("::ffff:192.0.2.44")).toBe(503);
    // 192.0.2.44 in hex.
    expect(await post("::ffff:c000:22c")).toBe(429);
  }, 60_000);
});
