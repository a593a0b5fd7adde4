import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../../harness/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe("methods and paths", () => {
  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 and an Allow header", async (method) => {
    const response = await worker.fetch("/offert", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await response.text()).not.toMatch(/at \S+:\d+/);
  });

  it("answers a POST to a page without a form with 405, an Allow header and no stack trace", async () => {
    const response = await worker.fetch("/om-oss", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).not.toMatch(/at \S+ \(|\.js:\d+:\d+/);
  });

  it.each([
    "/tjanster/..%2F..%2Fetc%2Fpasswd",
    "/tjanster/%2e%2e%2fwrangler.toml",
    "/blogg/..%252F..%252Fserver.ts",
    "/tjanster/bohagsflytt%00",
    "/tjanster/%C0%AE%C0%AE",
    "/blogg/kategori/%E0%A4%A",
    "/blogg/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ])("answers the odd path %s with 404 and no stack trace", async (path) => {
    const response = await worker.fetch(path);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toMatch(/\.js:\d+:\d+/);
    expect(body).not.toContain("<script>alert(1)");
  });
});
