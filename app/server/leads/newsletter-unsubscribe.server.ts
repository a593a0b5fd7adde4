/**
 * Leaving the newsletter proves the mailbox: the unsubscribe page takes an address and, if it is
 * listed, mails it a signed link (through the outbox, under the newsletter's caps); the link opens
 * a page whose button removes the subscription. Typing someone's address therefore removes nothing,
 * and the page answers the same whether or not the address is listed.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { company } from "~/shared/company";
import { newsletterUnsubscribeMail } from "~/server/mail/visitor-mails.server";
import { mailCaps } from "~/shared/mail-caps";
import { UNSUBSCRIBE_LINK_HOURS } from "~/forms/unsubscribe/messages";
import { UNSUBSCRIBE_LINK_PATH } from "~/shared/newsletter-opt-in-link";
import { getDb } from "~/server/db/client.server";
import { newsletterSubscriptions, submissions } from "~/server/db/schema";
import { checkLink, signLink, type LinkCheck, type SecretEnv, type SignedLink } from "~/server/privacy/worker-secrets.server";
import { mailsVisitors } from "~/server/worker/environment.server";
import { log } from "~/server/worker/log.server";
import { leadTableName, queueVisitorMail } from "./leads.server";
import { deliverInBackground, recipientKey, senderKey } from "./save-lead.server";

/** What the unsubscribe link's signature is made over, beside the id and the expiry: never an opt-in link's. */
const UNSUBSCRIBE_PURPOSE = "nyhetsbrev-avregistrera";

/** The link in the mail, on the site's own address. */
export async function unsubscribeUrl(env: SecretEnv, id: string, now: Date): Promise<string> {
  const { exp, sig } = await signLink(env, UNSUBSCRIBE_PURPOSE, id, now, UNSUBSCRIBE_LINK_HOURS);
  const site = (env.SITE_URL ?? "").replace(/\/+$/, "") || company.siteUrl;
  return `${site}${UNSUBSCRIBE_LINK_PATH}?${new URLSearchParams({ id, exp, sig }).toString()}`;
}

export function checkUnsubscribeLink(env: SecretEnv, link: Partial<SignedLink>, now = new Date()): Promise<LinkCheck> {
  return checkLink(env, UNSUBSCRIBE_PURPOSE, link, now);
}

/**
 * Mails the unsubscribe link to `email` if it is listed (confirmed or not), within the newsletter's
 * caps. An unlisted address takes the same steps (a link signed for an id nobody has, a write whose
 * condition fails), so neither the answer nor its time says who subscribes.
 */
export async function requestUnsubscribeLink(context: AppLoadContext, request: Request, email: string, now = new Date()): Promise<void> {
  const { env } = context;
  const listed = await getDb(env.DB)
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.trim().toLowerCase()))
    .get();
  const id = listed?.id ?? crypto.randomUUID();
  const message = newsletterUnsubscribeMail(await unsubscribeUrl(env, id, now), UNSUBSCRIBE_LINK_HOURS);
  // A deployment that may not mail visitors (staging) mails no link either.
  if (!mailsVisitors(env)) return;
  const result = await queueVisitorMail(
    env.DB,
    {
      leadType: "newsletter",
      leadId: id,
      confirmation: {
        recipientKey: await recipientKey(context, email, "newsletter"),
        senderKey: await senderKey(context, request, now),
        caps: mailCaps(env),
      },
      message,
    },
    now,
  );
  if (result.skipped) {
    log("warn", {
      event: "confirmation.skipped",
      requestId: context.requestId,
      table: leadTableName("newsletter"),
      reason: result.skipped,
    });
  }
  if (result.queued) context.ctx.waitUntil(deliverInBackground(context, id));
}

/**
 * Removes the subscription a valid link names, with the key that recognises a repeated sign-up, so
 * that signing up again right after works. Removing one that is already gone changes nothing.
 */
export async function removeSubscription(d1: D1Database, id: string): Promise<void> {
  const db = getDb(d1);
  await db.batch([
    db.delete(submissions).where(and(eq(submissions.lead_type, "newsletter"), eq(submissions.lead_id, id))),
    db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)),
  ]);
}
