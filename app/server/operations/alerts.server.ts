import { outboxConfig, outboxState, send, type OutboxState } from "~/server/leads/outbox.server";
import { company } from "~/shared/company";
import type { Env } from "~/server/worker/load-context";
import { errorFields, log } from "~/server/worker/log.server";

/** An unsent notification older than this raises an alert (the cron retries every 5 minutes, with back-off). */
export const ALERT_UNSENT_AGE_SECONDS = 60 * 60;
/** At most one alert of each cause in this long. */
export const ALERT_INTERVAL_SECONDS = 60 * 60;
/** How long the webhook may take before the alert counts as not posted. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export type AlertCause = "failed" | "stale";

/** The commands the alert names: the production environment's, which is the one that mails the company. */
const OUTBOX_COMMANDS = [
  "npm run outbox -- list --env production",
  "npm run outbox -- retry --env production",
  "npm run outbox -- dismiss --env production",
] as const;

/** The alert's subject and text, in Swedish: the cause, the counts and what to do. Counts only, never a lead. */
export function alertText(cause: AlertCause, state: OutboxState): { subject: string; text: string } {
  const minutes = Math.round((state.oldestUnsentAgeSeconds ?? 0) / 60);
  const check = [
    "Gör så här:",
    "1. Kontrollera Cloudflare Email Service: att domänen är verifierad för Email Sending och att bindningen EMAIL får skicka från NOTIFY_FROM.",
    `2. Se utkorgen: ${OUTBOX_COMMANDS[0]}`,
    `3. När felet är åtgärdat: ${OUTBOX_COMMANDS[1]} (skickar de misslyckade igen vid nästa körning), eller ${OUTBOX_COMMANDS[2]} (om de redan är hanterade för hand).`,
    "Kundernas uppgifter finns i D1; de står aldrig i ett larm.",
  ].join("\n");
  if (cause === "failed") {
    return {
      subject: `Larm: ${state.failed} aviseringar till ${company.name} kunde inte skickas`,
      text: `${state.failed} aviseringar om nya kundärenden har misslyckats vid varje försök och skickas inte mer av sig själva.\nOskickade just nu: ${state.unsent}.\n\n${check}\n`,
    };
  }
  return {
    subject: `Larm: aviseringar till ${company.name} har väntat i ${minutes} minuter`,
    text: `${state.unsent} aviseringar om nya kundärenden väntar på att skickas. Den äldsta har väntat i ${minutes} minuter.\nMisslyckade: ${state.failed}.\n\n${check}\n`,
  };
}

/**
 * The webhook's JSON body. `text` is what Slack and Discord-compatible endpoints (and Teams'
 * workflow webhooks) show; `content` is Discord's own field; the rest is for a receiver that reads
 * fields. Counts and commands only, never a lead's data.
 */
export function webhookBody(cause: AlertCause, state: OutboxState, site: string): Record<string, unknown> {
  const { subject, text } = alertText(cause, state);
  const message = `${subject}\n\n${text}`.trim();
  return {
    text: message,
    content: message.slice(0, 2000),
    site,
    cause,
    failed: state.failed,
    unsent: state.unsent,
    oldestUnsentAgeSeconds: state.oldestUnsentAgeSeconds,
    commands: OUTBOX_COMMANDS,
  };
}

/**
 * Run by the cron after the outbox: when a notification has reached `failed`, or the oldest unsent
 * one has waited longer than ALERT_UNSENT_AGE_SECONDS, once per cause and hour: an error line in
 * the log, a post to ALERT_WEBHOOK_URL (a channel that does not need mail to work) and a mail to
 * ALERT_TO. The hour is given back when neither channel took the alert, so the next run tries again.
 */
export async function sendAlerts(env: Env, now: Date): Promise<AlertCause[]> {
  const state = await outboxState(env.DB, now);
  const causes: AlertCause[] = [];
  if (state.failed > 0) causes.push("failed");
  if ((state.oldestUnsentAgeSeconds ?? 0) > ALERT_UNSENT_AGE_SECONDS) causes.push("stale");
  const raised: AlertCause[] = [];
  for (const cause of causes) {
    const since = new Date(now.getTime() - ALERT_INTERVAL_SECONDS * 1000).toISOString();
    const claimed = await env.DB.prepare(
      "INSERT INTO alerts (cause, last_sent_at) VALUES (?, ?) ON CONFLICT(cause) DO UPDATE SET last_sent_at = excluded.last_sent_at WHERE alerts.last_sent_at <= ? RETURNING cause",
    )
      .bind(cause, now.toISOString(), since)
      .first();
    if (!claimed) continue;
    log("error", {
      event: "alert.raised",
      cause,
      failed: state.failed,
      unsent: state.unsent,
      oldestUnsentAgeSeconds: state.oldestUnsentAgeSeconds,
    });
    const [webhook, mail] = await Promise.all([
      attempt("webhook", cause, () => postWebhook(env, cause, state)),
      attempt("mail", cause, () => mailAlert(env, alertText(cause, state))),
    ]);
    if (webhook || mail) {
      raised.push(cause);
    } else {
      await env.DB.prepare("DELETE FROM alerts WHERE cause = ? AND last_sent_at = ?").bind(cause, now.toISOString()).run();
    }
  }
  return raised;
}

/** One channel's try: true when it took the alert; false (and an error line) when it did not or is not set up. */
async function attempt(channel: "webhook" | "mail", cause: AlertCause, work: () => Promise<boolean>): Promise<boolean> {
  try {
    const delivered = await work();
    if (delivered) log("info", { event: "alert.delivered", cause, channel });
    return delivered;
  } catch (error) {
    log("error", { event: "alert.not_sent", cause, channel, ...errorFields(error) });
    return false;
  }
}

async function postWebhook(env: Env, cause: AlertCause, state: OutboxState): Promise<boolean> {
  const url = env.ALERT_WEBHOOK_URL?.trim();
  if (!url) return false;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(webhookBody(cause, state, env.SITE_URL ?? company.siteUrl)),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  // The status only: the URL is a secret, and so may be what the receiver says back.
  if (!response.ok) throw new Error(`Webhooken svarade ${response.status}`);
  return true;
}

async function mailAlert(env: Env, { subject, text }: { subject: string; text: string }): Promise<boolean> {
  const config = outboxConfig(env);
  await send(env, { from: config.from, fromName: `${company.name} webbplats`, to: env.ALERT_TO?.trim() || config.to, subject, text });
  return true;
}
