import { FormData } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, QUICK_LEAD_WRITE_RETRIES } from "../../harness/worker";
import { postOversized } from "../support/hostile";
import { jobApplicationBody, validJobApplication } from "../support/valid-forms";

const MB = 1024 * 1024;
const fields = validJobApplication();

function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}
const png = (): Uint8Array<ArrayBuffer> => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(200)]);

async function apply(worker: TestWorker, data: FormData) {
  const response = await worker.fetch("/jobba-hos-oss", { method: "POST", body: data });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function state(worker: TestWorker) {
  const rows = (await worker.db.prepare("SELECT * FROM job_applications").all<Record<string, unknown>>()).results;
  const objects = (await worker.bucket.list()).objects;
  return { rows, objects };
}

describe("job applications", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  it("stores a valid application with a small PDF: one row, one R2 object under a generated key, metadata right", async () => {
    const result = await apply(worker, jobApplicationBody(fields, { bytes: pdf(2048), name: "Mitt CV.pdf" }));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/jobba-hos-oss?skickat=jobb#ansokan");
    const { rows, objects } = await state(worker);
    expect(rows).toHaveLength(1);
    expect(objects).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      name: fields.name,
      email: fields.email,
      phone: "+46701234567",
      position: fields.position,
      message: fields.message,
      cv_file_name: "Mitt CV.pdf",
      cv_size: 2048,
      cv_content_type: "application/pdf",
    });
    expect(row.cv_key).toMatch(/^cv\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(String(row.cv_key)).not.toContain("Mitt");
    const object = await worker.bucket.get(String(row.cv_key));
    expect(object?.customMetadata).toEqual({ originalName: "Mitt CV.pdf", size: "2048" });
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(new TextDecoder().decode((await object!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("stores an application without a CV: a row with no key and nothing new in the bucket", async () => {
    const result = await apply(worker, jobApplicationBody({ ...fields, email: "utan-cv@example.se" }));
    expect(result.status).toBe(302);
    const { rows, objects } = await state(worker);
    expect(rows.find((row) => row.email === "utan-cv@example.se")).toMatchObject({ cv_key: null, cv_file_name: null, cv_size: null });
    expect(objects).toHaveLength(1);
  });

  it("refuses a 5 MB + 1 byte PDF with 'Filen är för stor: välj en PDF-fil på högst 5 MB.' and stores nothing", async () => {
    const result = await apply(
      worker,
      jobApplicationBody({ ...fields, email: "stor@example.se" }, { bytes: pdf(5 * MB + 1), name: "stor.pdf" }),
    );
    expect(result.status).toBe(413);
    expect(result.html).toContain("Filen är för stor: välj en PDF-fil på högst 5 MB.");
    expect(result.html).toContain('value="stor@example.se"');
    const { rows, objects } = await state(worker);
    expect(rows.filter((row) => row.email === "stor@example.se")).toHaveLength(0);
    expect(objects).toHaveLength(1);
  });

  it("answers a 6 MB CV (over the request's limit) with the form as filled and the error on the CV field", async () => {
    const result = await apply(
      worker,
      jobApplicationBody({ ...fields, email: "sex-mb@example.se" }, { bytes: pdf(6 * MB), name: "stor.pdf" }),
    );
    expect(result.status).toBe(413);
    expect(result.html).toContain('value="sex-mb@example.se"');
    expect(result.html).toMatch(/<input id="jobbansokan-cv"[^>]*aria-invalid="true"[^>]*aria-describedby="jobbansokan-cv-error"/);
    expect(result.html).toMatch(/<title>Fel: /);
    expect((await state(worker)).rows.filter((row) => row.email === "sex-mb@example.se")).toHaveLength(0);
  });

  it("refuses a request far over the limit before reading it", async () => {
    // Only the headers: a client still writing 8 MB after the 413 would get a reset, not the answer.
    const result = await postOversized(worker.url, "/jobba-hos-oss", 8 * MB, "declared");
    expect(result.status).toBe(413);
    expect(result.text).toContain("Filen är för stor: välj en PDF-fil på högst 5 MB.");
    expect((await state(worker)).objects).toHaveLength(1);
  });

  it("refuses a PNG renamed .pdf and a PDF without the .pdf extension", async () => {
    for (const file of [
      { bytes: png(), name: "bild.pdf", type: "application/pdf" },
      { bytes: pdf(1000), name: "cv.docx" },
    ]) {
      const result = await apply(worker, jobApplicationBody({ ...fields, email: "fel-fil@example.se" }, file));
      expect(result.status).toBe(400);
      expect(result.html).toContain("CV:t måste vara en PDF-fil: välj en fil som slutar på .pdf, högst 5 MB.");
    }
    const { rows, objects } = await state(worker);
    expect(rows.filter((row) => row.email === "fel-fil@example.se")).toHaveLength(0);
    expect(objects).toHaveLength(1);
  });

  it("refuses a missing required field with its message and stores nothing", async () => {
    const result = await apply(worker, jobApplicationBody({ ...fields, name: "", position: "" }, { bytes: pdf(1000), name: "cv.pdf" }));
    expect(result.status).toBe(400);
    expect(result.html).toContain("Namn är obligatoriskt");
    expect(result.html).toContain("Välj vilken tjänst du söker");
    const { rows, objects } = await state(worker);
    expect(rows).toHaveLength(2);
    expect(objects).toHaveLength(1);
  });

  it("answers the same application twice with one row and one file", async () => {
    const again = await apply(worker, jobApplicationBody(fields, { bytes: pdf(2048), name: "Mitt CV.pdf" }));
    expect(again.status).toBe(302);
    const { rows, objects } = await state(worker);
    expect(rows.filter((row) => row.email === fields.email)).toHaveLength(1);
    expect(objects).toHaveLength(1);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const result = await apply(
      worker,
      jobApplicationBody({ ...fields, email: "bot@example.se", webbplats: "spam" }, { bytes: pdf(1000), name: "cv.pdf" }),
    );
    expect(result.status).toBe(302);
    expect((await state(worker)).rows.filter((row) => row.email === "bot@example.se")).toHaveLength(0);
  });

  it("stores a PDF whose browser claimed another type as application/pdf, and keeps the file name only as text", async () => {
    const result = await apply(
      worker,
      jobApplicationBody(
        { ...fields, email: "html-typ@example.se" },
        { bytes: pdf(1024), name: "<img src=x onerror=alert(1)>.pdf", type: "text/html" },
      ),
    );
    expect(result.status).toBe(302);
    const [row] = await worker.sql<Record<string, unknown>>("SELECT * FROM job_applications WHERE email = ?", "html-typ@example.se");
    expect(row).toMatchObject({ cv_content_type: "application/pdf", cv_file_name: "<img src=x onerror=alert(1)>.pdf" });
    const object = await worker.bucket.get(String(row!.cv_key));
    expect(object?.httpMetadata?.contentType).toBe("application/pdf");
    expect(JSON.stringify(object?.customMetadata)).not.toContain("text/html");
  });
});

describe("job applications when storage fails", () => {
  it("shows the spec's failure text and writes no row when R2 fails", async () => {
    const worker = await startWorker({ r2FailFirst: -1 });
    const result = await apply(worker, jobApplicationBody(fields, { bytes: pdf(1000), name: "cv.pdf" }));
    expect(result.status).toBe(503);
    expect(result.html).toContain("Det gick inte att skicka ansökan. Försök igen senare.");
    expect(result.html).toContain(`value="${fields.name}"`);
    const { rows, objects } = await state(worker);
    expect(rows).toHaveLength(0);
    expect(objects).toHaveLength(0);
    await worker.dispose();
  });

  it("removes the uploaded CV when the row cannot be written, so no orphan stays", async () => {
    const worker = await startWorker({ d1FailFirst: -1, vars: QUICK_LEAD_WRITE_RETRIES });
    const result = await apply(worker, jobApplicationBody(fields, { bytes: pdf(1000), name: "cv.pdf" }));
    expect(result.status).toBe(503);
    expect(result.html).toContain("Det gick inte att skicka ansökan. Försök igen senare.");
    const { rows, objects } = await state(worker);
    expect(rows).toHaveLength(0);
    expect(objects).toHaveLength(0);
    await worker.dispose();
  }, 20_000);

  it("answers past the rate limit with 429", async () => {
    const worker = await startWorker({ vars: { RATE_LIMIT_MAX: "1" } });
    expect((await apply(worker, jobApplicationBody(fields))).status).toBe(302);
    const second = await apply(worker, jobApplicationBody({ ...fields, email: "andra@example.se" }));
    expect(second.status).toBe(429);
    expect(second.html).toContain("Du har skickat många formulär på kort tid");
    await worker.dispose();
  });
});
