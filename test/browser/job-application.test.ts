import { describe, expect, it } from "vitest";
import { newContext, untilHydrated, useSite } from "../support/browser";
import { fillForm, validJobApplication } from "../support/valid-forms";

const site = useSite();

const pdf = (size: number) => {
  const buffer = Buffer.alloc(size);
  buffer.write("%PDF-1.7\n");
  return buffer;
};

describe("the job application form", () => {
  it("uploads a PDF with JavaScript off and shows the success state", async () => {
    const context = await newContext(site.browser, { javaScript: false, baseURL: site.worker.url, width: 390 });
    const page = await context.newPage();
    await page.goto("/jobba-hos-oss");
    await fillForm(page.locator("#ansokan"), validJobApplication({ email: "nojs@example.se" }));
    await page.getByLabel(/CV/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf(4096) });
    await page.getByRole("button", { name: "Skicka ansökan" }).click();
    await page.waitForURL("**/jobba-hos-oss?skickat=jobb*");
    await expect(page.getByText("Tack för din ansökan!").isVisible()).resolves.toBe(true);
    const row = await site.worker.db
      .prepare("SELECT cv_key, cv_size FROM job_applications WHERE email = 'nojs@example.se'")
      .first<{ cv_key: string; cv_size: number }>();
    expect(row?.cv_size).toBe(4096);
    expect(await site.worker.bucket.head(row!.cv_key)).not.toBeNull();
    await context.close();
  });

  it("refuses a too-large file before upload with JavaScript on", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/jobba-hos-oss");
    await untilHydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByLabel(/CV/).setInputFiles({ name: "stor.pdf", mimeType: "application/pdf", buffer: pdf(5 * 1024 * 1024 + 1) });
    await expect(page.getByText("Filen är för stor: välj en PDF-fil på högst 5 MB.").isVisible()).resolves.toBe(true);
    await expect(page.getByLabel(/CV/).inputValue()).resolves.toBe("");
    expect(posts).toEqual([]);
    await context.close();
  });

  it("after a refused CV the visitor chooses to send the application without it (JavaScript on)", async () => {
    const context = await newContext(site.browser, { javaScript: true, baseURL: site.worker.url });
    const page = await context.newPage();
    await page.goto("/jobba-hos-oss");
    await untilHydrated(page);
    await page.getByLabel(/CV/).setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("inte en pdf") });
    // The refused file stops the application until the visitor says to send it without one.
    await page.getByRole("button", { name: "Skicka utan CV" }).click();
    await fillForm(page.locator("#ansokan"), validJobApplication({ email: "utan-cv-js@example.se" }));
    await page.getByRole("button", { name: "Skicka ansökan" }).click();
    await page.waitForURL("**/jobba-hos-oss?skickat=jobb*");
    const rows = await site.worker.sql<{ cv_key: string | null }>(
      "SELECT cv_key FROM job_applications WHERE email = 'utan-cv-js@example.se'",
    );
    expect(rows).toEqual([{ cv_key: null }]);
    await context.close();
  });
});
