import { EmailMessage } from "cloudflare:email";
import { buildRawEmail } from "~/server/leads/email.server";
import { outboxConfig } from "~/server/leads/outbox.server";
import { company } from "~/shared/company";
import type { Env } from "./load-context";
import { errorFields, log } from "./log.server";

/** An unsent notification older than this raises an alert (the cron retries every 5 minutes, with back-off). */
export const ALERT_UNSENT_AGE_SECONDS = 60 * 60;
/** At most one alert of each cause in this long. */
export const ALERT_INTERVAL_SECONDS = 60 * 60;

export type AlertCause = "failed" | "stale";

interface OutboxState {
  failed: number;
  unsent: number;
  oldestUnsentAgeSeconds: number | null;
}

async function outboxState(db: D1Database, now: Date): Promise<OutboxState> {
  const row = await db
    .prepare(
      "SELECT SUM(status = 'failed') AS failed, SUM(status IN ('pending', 'sending')) AS unsent, MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldest FROM outbox",
    )
    .first<{ failed: number | null; unsent: number | null; oldest: string | null }>();
  return {
    failed: row?.failed ?? 0,
    unsent: row?.unsent ?? 0,
    oldestUnsentAgeSeconds: row?.oldest ? Math.round((now.getTime() - Date.parse(row.oldest)) / 1000) : null,
  };
}

/** The alert's subject and text, in Swedish: the cause, the counts and what to do. Counts only, never a lead. */
export function alertText(cause: AlertCause, state: OutboxState): { subject: string; text: string } {
  const minutes = Math.round((state.oldestUnsentAgeSeconds ?? 0) / 60);
  const check = [
    "Gör så här:",
    "1. Kontrollera Cloudflare Email Routing: att mottagaren i NOTIFY_TO är verifierad och att domänens routning är på.",
    "2. Se utkorgen: npx wrangler d1 execute DB --remote --command \"SELECT id, lead_type, status, attempts, last_error FROM outbox WHERE status != 'sent'\"",
    "3. När felet är åtgärdat: sätt raderna till pending igen (UPDATE outbox SET status = 'pending', attempts = 0 WHERE status = 'failed'), så skickas de vid nästa körning.",
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
 * Run by the cron after the outbox: when a notification has reached `failed`, or the oldest unsent
 * one has waited longer than ALERT_UNSENT_AGE_SECONDS, one mail to ALERT_TO per cause and hour,
 * and an error line in the log each time.
 */
export async function sendAlerts(env: Env, now: Date): Promise<AlertCause[]> {
  const state = await outboxState(env.DB, now);
  const causes: AlertCause[] = [];
  if (state.failed > 0) causes.push("failed");
  if ((state.oldestUnsentAgeSeconds ?? 0) > ALERT_UNSENT_AGE_SECONDS) causes.push("stale");
  const sent: AlertCause[] = [];
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
    try {
      await mailAlert(env, alertText(cause, state), now);
      sent.push(cause);
    } catch (error) {
      // Given back: the next run tries again rather than waiting an hour for a mail that never went.
      await env.DB.prepare("DELETE FROM alerts WHERE cause = ? AND last_sent_at = ?").bind(cause, now.toISOString()).run();
      log("error", { event: "alert.not_sent", cause, ...errorFields(error) });
    }
  }
  return sent;
}

async function mailAlert(env: Env, { subject, text }: { subject: string; text: string }, now: Date): Promise<void> {
  const config = outboxConfig(env);
  const to = env.ALERT_TO?.trim() || config.to;
  const binding = env.ALERT_EMAIL ?? env.NOTIFY_EMAIL;
  if (!binding) throw new Error("No send_email binding for alerts (ALERT_EMAIL or NOTIFY_EMAIL)");
  const raw = buildRawEmail({ from: config.from, fromName: `${company.name} webbplats`, to, subject, text, date: now });
  await binding.send(new EmailMessage(config.from, to, raw));
}
