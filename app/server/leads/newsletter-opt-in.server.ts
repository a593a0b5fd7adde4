/**
 * The newsletter's double opt-in: a sign-up is stored unconfirmed and mailed a link that names the
 * subscription and when the link runs out, signed with the Worker secret (HMAC-SHA-256). The link
 * opens a page whose button confirms with a POST, so a mail scanner that follows it confirms nothing.
 */
import { company } from "~/shared/company";
import { newsletterOptInMail } from "~/server/mail/visitor-mails.server";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { NEWSLETTER_OPT_IN_PATH, OPT_IN_SIGNATURE_PARAM } from "~/shared/newsletter-opt-in-link";
import { UNCONFIRMED_SUBSCRIPTION_HOURS } from "~/shared/retention";
import { checkLink, signLink, type LinkCheck, type SecretEnv, type SignedLink } from "~/server/privacy/worker-secrets.server";
import type { ConfirmationMessage } from "./leads.server";

/** The link's parameters: the subscription's id, the expiry in seconds since 1970 and the signature. */
export type OptInLink = SignedLink;

/** What the opt-in link's signature is made over, beside the id and the expiry. */
const OPT_IN_PURPOSE = "nyhetsbrev-bekrafta";

/** The link in the mail, on the site's own address, valid UNCONFIRMED_SUBSCRIPTION_HOURS from `now`. */
export async function optInUrl(env: SecretEnv, id: string, now: Date): Promise<string> {
  const { exp, sig } = await signLink(env, OPT_IN_PURPOSE, id, now, UNCONFIRMED_SUBSCRIPTION_HOURS);
  const query = new URLSearchParams({ id, exp, [OPT_IN_SIGNATURE_PARAM]: sig });
  const site = (env.SITE_URL ?? "").replace(/\/+$/, "") || company.siteUrl;
  return `${site}${NEWSLETTER_OPT_IN_PATH}?${query.toString()}`;
}

/** The confirmation mail of a sign-up, for `saveLead`'s confirmation. */
export function optInMessage(env: SecretEnv, now: Date): (reference: string, leadId: string) => Promise<ConfirmationMessage> {
  return async (_reference, leadId) => newsletterOptInMail(await optInUrl(env, leadId, now), UNCONFIRMED_SUBSCRIPTION_HOURS);
}

export type OptInCheck = LinkCheck;

/** Whether a link's parameters are ours (compared in constant time) and not yet run out. */
export function checkOptInLink(env: SecretEnv, link: Partial<OptInLink>, now = new Date()): Promise<OptInCheck> {
  return checkLink(env, OPT_IN_PURPOSE, link, now);
}

export type OptInOutcome = "confirmed" | "gone";

/**
 * Marks the subscription confirmed (the first press counts; pressing again changes nothing), and on
 * the first press queues the company's notification of a new subscriber, in the same transaction.
 * "gone": no such subscription any more (deleted unconfirmed, or unsubscribed).
 */
export async function confirmSubscription(db: D1Database, id: string, now = new Date()): Promise<OptInOutcome> {
  const row = await db
    .prepare("SELECT email, source, confirmed_at FROM newsletter_subscriptions WHERE id = ?")
    .bind(id)
    .first<{ email: string; source: string; confirmed_at: string | null }>();
  if (!row) return "gone";
  if (row.confirmed_at) return "confirmed";
  const nowIso = now.toISOString();
  const notification = subscriberNotification(row.email, row.source);
  const [, , found] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO outbox (id, lead_type, lead_id, subject, body, status, attempts, next_attempt_at, created_at)
         SELECT ?, 'newsletter', ?, ?, ?, 'pending', 0, ?, ?
         WHERE EXISTS (SELECT 1 FROM newsletter_subscriptions WHERE id = ? AND confirmed_at IS NULL)
         ON CONFLICT DO NOTHING`,
      )
      .bind(crypto.randomUUID(), id, notification.subject, notification.body, nowIso, nowIso, id),
    db.prepare("UPDATE newsletter_subscriptions SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL").bind(nowIso, id),
    db.prepare("SELECT id FROM newsletter_subscriptions WHERE id = ?").bind(id),
  ]);
  return found?.results.length ? "confirmed" : "gone";
}

/** The company's mail about a new subscriber: sent once the owner of the address has confirmed it. */
export function subscriberNotification(email: string, source: string) {
  return leadNotification(
    `Ny prenumerant på nyhetsbrevet: ${email}`,
    "En adress har bekräftat sin anmälan till nyhetsbrevet via länken i mejlet vi skickade, och räknas nu som prenumerant (den kommer med i npm run leads:export).",
    [
      ["E-post", email],
      ["Källa", source],
    ],
  );
}
