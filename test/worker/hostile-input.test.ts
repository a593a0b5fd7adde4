import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_REQUEST_MAX_BYTES } from "~/forms/job-application/fields";
import { MAX_FORM_BYTES } from "~/server/leads/form-request.server";
import { hostileBodies, hostileDates, hostileFieldVariants, hostilePhones, postOversized } from "../support/hostile";
import { startWorker, type TestWorker } from "../../harness/worker";
import {
  validBooking,
  validContact,
  validJobApplication,
  validNewsletter,
  validQuickContact,
  validQuotePost,
} from "../support/valid-forms";

/** Every public form: where it posts and a valid set of fields. */
const forms: Array<{ name: string; path: string; fields: Record<string, string>; phoneField?: string; dateField?: string }> = [
  {
    name: "home contact form",
    path: "/?index",
    fields: validContact(),
    phoneField: "phone",
  },
  {
    name: "Kontakt form",
    path: "/kontakt",
    fields: validContact({ service: "städning" }),
    phoneField: "phone",
  },
  {
    name: "booking dialog",
    path: "/boka",
    fields: validBooking({ floor_from: "3", floor_to: "0" }),
    phoneField: "customer_phone",
    dateField: "move_date",
  },
  {
    name: "quick contact widget",
    path: "/snabbkontakt",
    fields: validQuickContact(),
    phoneField: "customerPhone",
  },
  { name: "newsletter", path: "/nyhetsbrev", fields: validNewsletter() },
  {
    name: "quote wizard",
    path: "/offert",
    fields: validQuotePost({ from_floor: "2", preferred_date: "2099-05-01" }),
    phoneField: "telefon",
    dateField: "preferred_date",
  },
  {
    name: "job application",
    path: "/jobba-hos-oss",
    fields: validJobApplication(),
    phoneField: "phone",
  },
];

const LEAD_TABLES = ["quotes", "bookings", "newsletter_subscriptions", "job_applications"];
const STACK_TRACE = /\bat [\w.<>]+ \(|\.(?:js|ts):\d+:\d+/;
const RAW_MARKUP = /<script>alert\('x'\)<\/script>|<img src=x onerror/;

let worker: TestWorker;

async function leadRows(): Promise<number> {
  const [row] = await worker.sql<{ n: number }>(`SELECT ${LEAD_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(" + ")} AS n`);
  return row!.n;
}

/** Posts one hostile body and counts the lead rows it added to the `before` rows there were. */
async function send(
  path: string,
  before: number,
  post: { body: string | Uint8Array; contentType?: string; headers?: Record<string, string> },
) {
  const { body, contentType, headers = {} } = post;
  const response = await worker.fetch(path, {
    method: "POST",
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
  });
  const text = await response.text();
  const after = await leadRows();
  return { status: response.status, text, added: after - before, after };
}

beforeAll(async () => {
  worker = await startWorker({ vars: { RATE_LIMIT_MAX: "1000000" } });
});
afterAll(() => worker?.dispose());

describe.each(forms)("hostile input to the $name", (form) => {
  it("answers broken, oversized and wrongly typed bodies with 4xx and writes no row", async () => {
    let rows = await leadRows();
    for (const raw of hostileBodies(form.fields)) {
      const result = await send(form.path, rows, raw);
      rows = result.after;
      const label = `${form.path} ${raw.name}`;
      expect(result.status, label).toBeLessThan(500);
      expect(result.text, label).not.toMatch(STACK_TRACE);
      if (raw.name !== "invalid UTF-8") {
        expect(result.status, label).toBeGreaterThanOrEqual(400);
        expect(result.added, label).toBe(0);
      } else {
        expect(result.added, label).toBeLessThanOrEqual(result.status < 400 ? 1 : 0);
      }
    }
  }, 120_000);

  it.each(["declared", "streamed"] as const)("answers a body over the size limit (%s) with 413 and writes no row", async (how) => {
    const limit = form.path === "/jobba-hos-oss" ? JOB_REQUEST_MAX_BYTES : MAX_FORM_BYTES;
    const before = await leadRows();
    const result = await postOversized(worker.url, form.path, limit + 1, how);
    expect(result.status).toBe(413);
    expect(result.text).toMatch(/för stor/);
    expect(await leadRows()).toBe(before);
  });

  it("never answers 5xx to a hostile value in any field, writes a row only for a success, and escapes what it echoes", async () => {
    const variants = hostileFieldVariants(form.fields);
    if (form.phoneField)
      for (const phone of hostilePhones)
        variants.push({ name: `phone ${phone}`, body: new URLSearchParams({ ...form.fields, [form.phoneField]: phone }).toString() });
    if (form.dateField)
      for (const date of hostileDates)
        variants.push({ name: `date ${date}`, body: new URLSearchParams({ ...form.fields, [form.dateField]: date }).toString() });
    const failures: string[] = [];
    let rows = await leadRows();
    for (const variant of variants) {
      const result = await send(form.path, rows, { body: variant.body, contentType: "application/x-www-form-urlencoded" });
      rows = result.after;
      const label = `${form.path} ${variant.name} → ${result.status}, ${result.added} rader`;
      if (result.status >= 500) failures.push(`5xx: ${label}`);
      if (STACK_TRACE.test(result.text)) failures.push(`stack trace: ${label}`);
      if (RAW_MARKUP.test(result.text)) failures.push(`unescaped markup: ${label}`);
      if (result.added > 1 || (result.added === 1 && !(result.status >= 300 && result.status < 400)))
        failures.push(`row without success: ${label}`);
      if (result.status >= 400 && result.added !== 0) failures.push(`row on error: ${label}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
