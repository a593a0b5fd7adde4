import type { AppLoadContext } from "@remix-run/cloudflare";
import { deliverLeadMail } from "./outbox.server";
import {
  leadTableName,
  recordLead,
  type LeadConfirmation,
  type LeadType,
  type RecordLeadInput,
  type RecordLeadOptions,
  type RecordLeadResult,
} from "./leads.server";
import { keyedHash, rateLimitSecret } from "./rate-limit.server";
import { errorFields, log } from "~/server/worker/log.server";
import { mailsVisitors } from "~/server/worker/environment.server";

/** The visitor's confirmation as an action gives it: their address (never stored with the mail) and the mail. */
export interface ConfirmationRequest {
  email: string;
  message: LeadConfirmation["message"];
}

export type SaveLeadInput<T extends LeadType> = Omit<RecordLeadInput<T>, "confirmation"> & { confirmation?: ConfirmationRequest };

/** What the confirmations to one address are counted by: the address, lower case, hashed with the Worker secret. */
export async function recipientKey(context: Pick<AppLoadContext, "env">, email: string): Promise<string> {
  return keyedHash(rateLimitSecret(context.env), `mottagare|${email.trim().toLowerCase()}`);
}

/**
 * What every lead-writing action calls: the lead, its submission key, its notification and the
 * visitor's confirmation in one D1 batch (retried on a transient D1 failure), then both mails are
 * sent in the background so the visitor never waits for e-mail. A deployment that may not mail
 * visitors (staging) queues no confirmation at all.
 */
export async function saveLead<T extends LeadType>(
  context: AppLoadContext,
  { confirmation, ...input }: SaveLeadInput<T>,
  options?: RecordLeadOptions,
): Promise<RecordLeadResult> {
  const result = await recordLead(
    context.env.DB,
    {
      ...input,
      ...(confirmation && mailsVisitors(context.env)
        ? { confirmation: { recipientKey: await recipientKey(context, confirmation.email), message: confirmation.message } }
        : {}),
    },
    options,
  );
  log("info", {
    event: result.status === "created" ? "lead.saved" : "lead.duplicate",
    requestId: context.requestId,
    table: leadTableName(input.leadType),
    id: result.leadId,
  });
  if (result.status === "created") {
    context.ctx.waitUntil(deliverMail(context, result.leadId));
  }
  return result;
}

/** A failed send stays in the outbox for the scheduled retry; nothing here may reject. */
async function deliverMail(context: AppLoadContext, leadId: string): Promise<void> {
  try {
    await deliverLeadMail(context.env, leadId);
  } catch (error) {
    log("warn", { event: "outbox.deferred", requestId: context.requestId, leadId, ...errorFields(error) });
  }
}
