import type { AppLoadContext } from "@remix-run/cloudflare";
import { deliverLeadNotification } from "./outbox.server";
import {
  leadTableName,
  recordLead,
  type LeadType,
  type RecordLeadInput,
  type RecordLeadOptions,
  type RecordLeadResult,
} from "./leads.server";
import { errorFields, log } from "~/server/worker/log.server";

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
  log("info", {
    event: result.status === "created" ? "lead.saved" : "lead.duplicate",
    requestId: context.requestId,
    table: leadTableName(input.leadType),
    id: result.leadId,
  });
  if (result.status === "created") {
    context.ctx.waitUntil(deliverNotification(context, result.leadId));
  }
  return result;
}

/** A failed send stays in the outbox for the scheduled retry; nothing here may reject. */
async function deliverNotification(context: AppLoadContext, leadId: string): Promise<void> {
  try {
    await deliverLeadNotification(context.env, leadId);
  } catch (error) {
    log("warn", { event: "outbox.deferred", requestId: context.requestId, leadId, ...errorFields(error) });
  }
}
