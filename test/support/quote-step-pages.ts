import type { TestWorker } from "../../harness/worker";
import { formBody, type Answers } from "./valid-forms";

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!;

/**
 * A quote step posted as a browser without JavaScript posts it, and the page its answer leads to:
 * a 303 is followed to the step's own page with the cookie it set, as the browser would.
 */
export async function postQuoteStep(worker: TestWorker, fields: Answers, headers: Record<string, string> = {}) {
  const response = await worker.fetch("/offert", { method: "POST", body: formBody(fields), headers });
  const setCookie = response.headers.get("set-cookie");
  const location = response.headers.get("location");
  const body = await response.text();
  if (response.status !== 303 || !location) return { status: response.status, location, setCookie, html: body, page: null };
  const page = await worker.fetch(location, { headers: { Cookie: cookiePair(setCookie) } });
  return { status: response.status, location, setCookie, html: await page.text(), page };
}
