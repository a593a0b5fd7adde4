import { errorMessage } from "~/db/leads.server";
import { processOutbox } from "~/db/outbox.server";
import { applyRetention } from "~/db/retention.server";
import type { Env } from "~/lib/load-context";

/**
 * What the Cron Trigger runs: due notifications first, then the clean-up. One failing task never
 * stops the other; a failure is logged and rethrown so the run shows as failed in Cloudflare.
 */
export async function runScheduledTasks(env: Env, now: Date): Promise<void> {
  const failures: unknown[] = [];
  for (const [name, task] of [
    ["utkorgen", () => processOutbox(env, now)],
    ["gallringen", () => applyRetention(env, now)],
  ] as const) {
    try {
      await task();
    } catch (error) {
      console.error(`Schemalagda körningen: ${name} misslyckades:`, errorMessage(error));
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}
