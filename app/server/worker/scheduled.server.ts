import { errorMessage } from "~/server/leads/leads.server";
import { processOutbox } from "~/server/leads/outbox.server";
import { applyRetention } from "~/server/retention/retention.server";
import type { Env } from "./load-context";

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
