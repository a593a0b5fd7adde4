import { expect, it } from "vitest";
import { startWorker } from "../support/worker";

it("smoke", async () => {
  const worker = await startWorker({ captureLogs: true });
  try {
    const response = await worker.fetch("/kontakt", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Anna Svensson", email: "anna.svensson@example.se", phone: "070-123 45 67", service: "flytthjälp", message: "Vi flyttar i maj." }).toString(),
    });
    console.log(response.status);
    const mails = await worker.sentEmails({ atLeast: 2 });
    console.log(JSON.stringify(mails, null, 1));
    console.log(JSON.stringify(await worker.mailExtras()));
    console.log(worker.logs().join("\n"));
    expect(mails).toHaveLength(2);
  } finally {
    await worker.dispose();
  }
});
