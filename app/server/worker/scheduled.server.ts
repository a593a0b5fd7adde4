import { processOutbox } from "~/server/leads/outbox.server";
import { applyRetention } from "~/server/retention/retention.server";
import type { Env } from "./load-context";
import { sendAlerts } from "./alerts.server";
import { errorFields, log } from "~/server/worker/log.server";

/**
 * What the Cron Trigger runs: due notifications first, then the alerts about those that do not
 * go, then the clean-up. One failing task never
 * stops the other; a failure is logged and rethrown so the run shows as failed in Cloudflare.
 */
export async function runScheduledTasks(env: Env, now: Date): Promise<void> {
  const failures: unknown[] = [];
  for (const [name, task] of [
    ["outbox", () => processOutbox(env, now)],
    ["alerts", () => sendAlerts(env, now)],
    ["retention", () => applyRetention(env, now)],
  ] as const) {
    try {
      await task();
    } catch (error) {
      log("error", { event: "scheduled.failed", task: name, ...errorFields(error, { stack: true }) });
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}
