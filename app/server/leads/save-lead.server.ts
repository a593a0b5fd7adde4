import type { AppLoadContext } from "@remix-run/cloudflare";
import { deliverLeadMail } from "./outbox.server";
import {
  leadTableName,
  leadWriteRetryDelaysMs,
  recordLead,
  type LeadConfirmation,
  type LeadType,
  type RecordLeadInput,
  type RecordLeadOptions,
  type RecordLeadResult,
} from "./leads.server";
import { clientAddress, mailSenderNetwork } from "./rate-limit.server";
import { keyedHash } from "~/server/privacy/keyed-hash.server";
import { limitHashSecret } from "~/server/privacy/worker-secrets.server";
import { errorFields, log } from "~/server/worker/log.server";
import { mailsVisitors } from "~/server/worker/environment.server";
import { mailboxOf, mailCaps, type MailBudget } from "~/shared/mail-caps";

/** The visitor's confirmation as an action gives it: their address (never stored with the mail) and the mail. */
export interface ConfirmationRequest {
  email: string;
  message: LeadConfirmation["message"];
}

export type SaveLeadInput<T extends LeadType> = Omit<RecordLeadInput<T>, "confirmation"> & {
  confirmation?: ConfirmationRequest;
  /** The post, whose client the per-client cap on visitors' mails counts by (never kept). */
  request: Request;
};

/**
 * What the confirmations to one inbox are counted by: the inbox (`mailboxOf`) and the budget,
 * hashed with the Worker secret, so each budget has its own three a day.
 */
export async function recipientKey(context: Pick<AppLoadContext, "env">, email: string, budget: MailBudget): Promise<string> {
  return keyedHash(limitHashSecret(context.env), `${budget === "newsletter" ? "nyhetsbrev" : "mottagare"}|${mailboxOf(email)}`);
}

/**
 * What the mails one client causes are counted by: its network (an IPv6 client by its /48,
 * `mailSenderNetwork`) and the UTC day, hashed; the key turns at UTC midnight.
 */
export async function senderKey(context: Pick<AppLoadContext, "env">, request: Request, now: Date): Promise<string> {
  return keyedHash(
    limitHashSecret(context.env),
    `avsandare|${now.toISOString().slice(0, 10)}|${mailSenderNetwork(clientAddress(request))}`,
  );
}

/**
 * What every lead-writing action calls: the lead, its submission key, its notification and the
 * visitor's confirmation in one D1 batch (retried on a transient D1 failure), then both mails are
 * sent in the background so the visitor never waits for e-mail. A deployment that may not mail
 * visitors (staging) queues no confirmation at all.
 */
export async function saveLead<T extends LeadType>(
  context: AppLoadContext,
  { confirmation, request, ...input }: SaveLeadInput<T>,
  options?: RecordLeadOptions,
): Promise<RecordLeadResult> {
  const budget: MailBudget = input.leadType === "newsletter" ? "newsletter" : "lead";
  const result = await recordLead(
    context.env.DB,
    {
      ...input,
      ...(confirmation && mailsVisitors(context.env)
        ? {
            confirmation: {
              recipientKey: await recipientKey(context, confirmation.email, budget),
              senderKey: await senderKey(context, request, options?.now ?? new Date()),
              caps: mailCaps(context.env),
              message: confirmation.message,
            },
          }
        : {}),
    },
    { retryDelaysMs: leadWriteRetryDelaysMs(context.env.LEAD_WRITE_RETRY_DELAYS_MS), ...options },
  );
  log("info", {
    event: result.status === "created" ? "lead.saved" : "lead.duplicate",
    requestId: context.requestId,
    table: leadTableName(input.leadType),
    id: result.leadId,
  });
  if (result.confirmationSkipped) {
    // Which cap, never whose address: the cron's scheduled.done line counts these too.
    log("warn", {
      event: "confirmation.skipped",
      requestId: context.requestId,
      table: leadTableName(input.leadType),
      reason: result.confirmationSkipped,
    });
  }
  if (result.status === "created") {
    context.ctx.waitUntil(deliverInBackground(context, result.leadId));
  }
  return result;
}

/** Sends a lead's queued mails; a failed send stays in the outbox for the scheduled retry, and nothing here may reject. */
export async function deliverInBackground(context: AppLoadContext, leadId: string): Promise<void> {
  try {
    await deliverLeadMail(context.env, leadId);
  } catch (error) {
    log("warn", { event: "outbox.deferred", requestId: context.requestId, leadId, ...errorFields(error) });
  }
}
