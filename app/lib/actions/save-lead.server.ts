import type { AppLoadContext } from "@remix-run/cloudflare";
import { recordLead, type LeadType, type RecordLeadInput, type RecordLeadOptions, type RecordLeadResult } from "~/db/leads.server";

/**
 * What every lead-writing action calls: the lead, its submission key and its notification in one
 * D1 batch (retried on a transient D1 failure), then the notification is sent in the background
 * so the visitor never waits for e-mail.
 */
export async function saveLead<T extends LeadType>(
  context: AppLoadContext,
  input: RecordLeadInput<T>,
  options?: RecordLeadOptions,
): Promise<RecordLeadResult> {
  const result = await recordLead(context.env.DB, input, options);
  if (result.status === "created") {
    context.ctx.waitUntil(deliverNotification(context, result.leadId));
  }
  return result;
}

/** Placeholder until the outbox sender lands: the outbox row waits for the scheduled retry. */
async function deliverNotification(_context: AppLoadContext, _leadId: string): Promise<void> {}
