/**
 * The newsletter's double opt-in: a sign-up is stored unconfirmed and mailed a link that names the
 * subscription and when the link runs out, signed with the Worker secret (HMAC-SHA-256). The link
 * opens a page whose button confirms with a POST, so a mail scanner that follows it confirms nothing.
 */
import { and, eq, exists, isNull, sql } from "drizzle-orm";
import { company } from "~/shared/company";
import { newsletterOptInMail } from "~/server/mail/visitor-mails.server";
import { leadNotification } from "~/server/mail/lead-notifications.server";
import { NEWSLETTER_OPT_IN_PATH, OPT_IN_SIGNATURE_PARAM } from "~/shared/newsletter-opt-in-link";
import { UNCONFIRMED_SUBSCRIPTION_HOURS } from "~/shared/retention";
import { getDb } from "~/server/db/client.server";
import { newsletterSubscriptions } from "~/server/db/schema";
import { checkLink, signLink, type LinkCheck, type SecretEnv, type SignedLink } from "~/server/privacy/worker-secrets.server";
import { outboxRowWhere, type ConfirmationMessage } from "./leads.server";

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
export async function confirmSubscription(d1: D1Database, id: string, now = new Date()): Promise<OptInOutcome> {
  const db = getDb(d1);
  const subscription = eq(newsletterSubscriptions.id, id);
  const row = await db
    .select({
      email: newsletterSubscriptions.email,
      source: newsletterSubscriptions.source,
      confirmed_at: newsletterSubscriptions.confirmed_at,
    })
    .from(newsletterSubscriptions)
    .where(subscription)
    .get();
  if (!row) return "gone";
  if (row.confirmed_at) return "confirmed";
  const nowIso = now.toISOString();
  const notification = subscriberNotification(row.email, row.source);
  const unconfirmed = and(subscription, isNull(newsletterSubscriptions.confirmed_at));
  const [, , found] = await db.batch([
    outboxRowWhere(
      db,
      {
        id: crypto.randomUUID(),
        lead_type: "newsletter",
        lead_id: id,
        subject: notification.subject,
        body: notification.body,
        status: "pending",
        attempts: 0,
        next_attempt_at: nowIso,
        recipient: "company",
        created_at: nowIso,
      },
      exists(
        db
          .select({ one: sql`1` })
          .from(newsletterSubscriptions)
          .where(unconfirmed),
      ),
    ).onConflictDoNothing(),
    db.update(newsletterSubscriptions).set({ confirmed_at: nowIso }).where(unconfirmed),
    db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(subscription),
  ]);
  return found.length ? "confirmed" : "gone";
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
