import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "~/server/db/client.server";
import { alerts, alertTests } from "~/server/db/schema";
import { outboxConfig, outboxState, send, type OutboxState } from "~/server/leads/outbox.server";
import { company } from "~/shared/company";
import type { Env } from "~/server/worker/load-context";
import { environmentName } from "~/server/worker/environment.server";
import { errorFields, log } from "~/server/worker/log.server";
import { CRON_INTERVAL_SECONDS } from "./cron-runs.server";
import { MAIL_CAP_WINDOW_HOURS, type MailBudget } from "~/shared/mail-caps";

/** An unsent notification older than this raises an alert (the cron retries every 5 minutes, with back-off). */
export const ALERT_UNSENT_AGE_SECONDS = 60 * 60;
/** At most one alert of each cause in this long. */
export const ALERT_INTERVAL_SECONDS = 60 * 60;
/** How long the webhook may take before the alert counts as not posted. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * "failed" and "stale": the company's notifications; "cron_stopped": no run of the Cron Trigger for
 * three intervals; "lead_mail_cap" and "newsletter_mail_cap": that budget's site-wide cap on mails
 * to visitors is reached, so visitors get no confirmation until the window frees room; "test": one
 * an operator asked for (npm run alert -- test).
 */
export type AlertCause = "failed" | "stale" | "cron_stopped" | "test" | MailCapCause;

type MailCapCause = `${MailBudget}_mail_cap`;

/** A spent budget stays spent for its window: one alert per window, not one per hour or post. */
const alertIntervalSeconds = (cause: AlertCause) => (cause.endsWith("_mail_cap") ? MAIL_CAP_WINDOW_HOURS * 3600 : ALERT_INTERVAL_SECONDS);

type Environment = ReturnType<typeof environmentName>;

/** What an alert says: where, what, how many and the last error's kind. Never a lead's data. */
export interface AlertFacts {
  cause: AlertCause;
  environment: Environment;
  site: string;
  state: OutboxState;
  /** cron_stopped: how long since the last recorded run (null: none recorded). */
  cronSilenceSeconds?: number | null;
  /** A mail cap's alert: the budget's cap (VISITOR_MAILS_PER_DAY). */
  mailCap?: number;
  /** The webhook has not taken an alert since then: said in the mail, the channel that still works. */
  webhookFailure?: WebhookFailure | null;
}

/** Since when the alert webhook has failed, and how (its status, or that it could not be reached). */
export interface WebhookFailure {
  since: string;
  error: string;
}

/** The operator's commands, for the environment that raised the alert (none: the local database). */
export function outboxCommands(environment: Environment): string[] {
  const target = environment ? ` --env ${environment}` : "";
  return ["list", "retry", "dismiss"].map((command) => `npm run outbox -- ${command}${target}`);
}

const label = (environment: Environment) => environment ?? "lokal körning";
const minutes = (seconds: number | null | undefined) => Math.round((seconds ?? 0) / 60);

/** The alert's facts as label and value, in Swedish: the same lines in the mail, the chat text and Teams' card. */
export function alertFactLines(facts: AlertFacts): Array<[string, string]> {
  const { state } = facts;
  const cause: Record<AlertCause, string> = {
    failed: "aviseringar till företaget har misslyckats vid varje försök",
    stale: "aviseringar till företaget har väntat för länge",
    cron_stopped: "cron-jobbet har inte körts",
    lead_mail_cap: "taket för bekräftelser till besökare (förfrågningar och bokningar) är nått",
    newsletter_mail_cap: "taket för mejl till besökare om nyhetsbrevet är nått",
    test: "testlarm (npm run alert -- test): inget är fel",
  };
  const lines: Array<[string, string]> = [
    ["Miljö", `${label(facts.environment)} (${facts.site})`],
    ["Orsak", cause[facts.cause]],
  ];
  if (facts.cause === "cron_stopped") {
    const silence = facts.cronSilenceSeconds;
    lines.push([
      "Senaste körning",
      silence === null || silence === undefined ? "ingen registrerad" : `för ${minutes(silence)} minuter sedan`,
    ]);
  }
  if (facts.mailCap !== undefined) lines.push(["Tak", `${facts.mailCap} mejl på ${MAIL_CAP_WINDOW_HOURS} timmar`]);
  lines.push(["Misslyckade", String(state.failed)], ["Oskickade", String(state.unsent)]);
  if (state.oldestUnsentAgeSeconds !== null)
    lines.push(["Äldsta oskickade har väntat", `${minutes(state.oldestUnsentAgeSeconds)} minuter`]);
  lines.push(["Senaste felets typ", state.lastErrorKind ?? "inget registrerat"]);
  if (facts.webhookFailure) {
    lines.push(["Larmets webhook", `fungerar inte sedan ${facts.webhookFailure.since} (${facts.webhookFailure.error})`]);
  }
  return lines;
}

/** The alert's subject and text, in Swedish: where, the cause, the counts and what to do. Counts only, never a lead. */
export function alertText(facts: AlertFacts): { subject: string; text: string } {
  const { environment, state } = facts;
  const where = `Larm (${label(environment)})`;
  const [list, retry, dismiss] = outboxCommands(environment);
  const envFlag = environment ? ` --env ${environment}` : "";
  const factText = alertFactLines(facts)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
  const subject =
    facts.cause === "test"
      ? `${where}: testlarm till ${company.name}s kanaler`
      : facts.cause === "failed"
        ? `${where}: ${state.failed} aviseringar till ${company.name} kunde inte skickas`
        : facts.cause === "stale"
          ? `${where}: aviseringar till ${company.name} har väntat i ${minutes(state.oldestUnsentAgeSeconds)} minuter`
          : facts.cause === "cron_stopped"
            ? `${where}: cron-jobbet har inte körts på ${facts.cronSilenceSeconds == null ? "länge" : `${minutes(facts.cronSilenceSeconds)} minuter`}`
            : `${where}: ${facts.cause === "lead_mail_cap" ? "bekräftelserna" : "nyhetsbrevets mejl"} till besökare har nått taket för dygnet`;
  const webhookStep = facts.webhookFailure
    ? [
        `Larmets webhook (ALERT_WEBHOOK_URL) tar inte emot larm: kontrollera adressen i chattjänsten, byt den med npx wrangler secret put ALERT_WEBHOOK_URL${envFlag}, och prova med npm run alert -- test${envFlag}.`,
      ]
    : [];
  const steps =
    facts.cause === "test"
      ? ["Det här är ett testlarm som en operatör bad om. Kommandot som beställde det visar vilka kanaler som fungerade."]
      : facts.cause.endsWith("_mail_cap")
        ? [
            `Besökarna får inga ${facts.cause === "lead_mail_cap" ? "bekräftelser" : "bekräftelselänkar eller avregistreringslänkar"} förrän de senaste ${MAIL_CAP_WINDOW_HOURS} timmarnas mejl har räknats ut. Förfrågningar sparas och aviseringar till ${company.name} går som vanligt.`,
            "Gör så här:",
            "1. Workers Logs: confirmation.skipped med reason site (och client) visar när och i vilket formulär; ett plötsligt svall från få nät är ett angrepp, inte kunder.",
            "2. Taket höjs bara under kontots dagliga sändningsgräns i Email Service, med plats kvar för aviseringar och larm (docs/drift.md: Aviseringar, utkorg och gallring): VISITOR_MAILS_PER_DAY i wrangler.toml.",
            `3. Nästa larm om detta tak kommer tidigast om ${MAIL_CAP_WINDOW_HOURS} timmar.`,
          ]
        : facts.cause === "cron_stopped"
          ? [
              `Cron-jobbet ska köras var ${CRON_INTERVAL_SECONDS / 60}:e minut. Utan det går inga nya försök, inga larm om utkorgen och ingen gallring.`,
              "Gör så här:",
              `1. Cloudflare: Workers & Pages → ${environment ? `transist-${environment}` : "workern"} → Settings → Trigger Events: cron-utlösaren */5 * * * * ska finnas.`,
              `2. Saknas den: npx wrangler triggers deploy${envFlag} (lägger tillbaka [triggers] ur wrangler.toml), eller driftsätt igen.`,
              `3. Se sedan att ${facts.site}/healthz svarar "cron":"ok" efter nästa körning, och vad som väntar: ${list}`,
            ]
          : [
              "Gör så här:",
              "1. Kontrollera Cloudflare Email Service: att domänen är verifierad för Email Sending och att bindningen EMAIL får skicka från NOTIFY_FROM.",
              `2. Se utkorgen: ${list}`,
              `3. När felet är åtgärdat: ${retry} (skickar de misslyckade igen vid nästa körning), eller ${dismiss} (om de redan är hanterade för hand).`,
            ];
  return {
    subject,
    text: `${factText}\n\n${[...steps, ...webhookStep, "Kundernas uppgifter finns i D1; de står aldrig i ett larm."].join("\n")}\n`,
  };
}

/** Which chat service a webhook URL belongs to, by its host (or, for a stand-in, the service's own path). */
export type WebhookService = "slack" | "discord" | "teams" | "other";

export function webhookService(url: string): WebhookService {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "other";
  }
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname;
  const discordHost = host === "discord.com" || host === "discordapp.com" || host.endsWith(".discord.com");
  // Discord's Slack-compatible endpoint takes Slack's body.
  if (host === "hooks.slack.com" || (discordHost && /\/slack\/?$/.test(path)) || /^\/services\/[^/]+\/[^/]+\/[^/]+\/?$/.test(path)) {
    return "slack";
  }
  if (discordHost || /^\/api\/webhooks\/\d+\/[^/]+\/?$/.test(path)) return "discord";
  if (
    host.endsWith(".logic.azure.com") ||
    host.endsWith(".api.powerplatform.com") ||
    host.endsWith(".webhook.office.com") ||
    /\/workflows\//.test(path)
  ) {
    return "teams";
  }
  return "other";
}

/** Discord refuses a `content` longer than this. */
const DISCORD_CONTENT_MAX = 2000;

/**
 * The webhook's JSON body, in the shape the URL's service documents: Slack's incoming webhooks take
 * `text`; Discord's execute-webhook takes `content` (at most 2,000 characters; mentions turned off);
 * Teams' Workflows take a message whose attachment is an Adaptive Card. Any other receiver gets
 * `text` and `content` (what Slack- and Discord-compatible endpoints show) beside the facts as
 * fields. Counts, kinds and commands only, never a lead's data.
 */
export function webhookBody(facts: AlertFacts, service: WebhookService): Record<string, unknown> {
  const { subject, text } = alertText(facts);
  const message = `${subject}\n\n${text}`.trim();
  switch (service) {
    case "slack":
      return { text: message };
    case "discord":
      return { content: message.slice(0, DISCORD_CONTENT_MAX), allowed_mentions: { parse: [] } };
    case "teams":
      return {
        type: "message",
        attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null, content: adaptiveCard(facts) }],
      };
    case "other":
      return {
        text: message,
        content: message.slice(0, DISCORD_CONTENT_MAX),
        site: facts.site,
        environment: facts.environment,
        cause: facts.cause,
        failed: facts.state.failed,
        unsent: facts.state.unsent,
        oldestUnsentAgeSeconds: facts.state.oldestUnsentAgeSeconds,
        lastErrorKind: facts.state.lastErrorKind,
        commands: outboxCommands(facts.environment),
      };
  }
}

/** The alert as an Adaptive Card (1.4, which Teams renders): the subject, the facts, then what to do, a line a block. */
function adaptiveCard(facts: AlertFacts): Record<string, unknown> {
  const { subject, text } = alertText(facts);
  const steps = text.split("\n\n")[1] ?? "";
  return {
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    type: "AdaptiveCard",
    version: "1.4",
    body: [
      { type: "TextBlock", text: subject, weight: "Bolder", size: "Medium", wrap: true },
      { type: "FactSet", facts: alertFactLines(facts).map(([title, value]) => ({ title, value })) },
      ...steps
        .split("\n")
        .filter(Boolean)
        .map((line) => ({ type: "TextBlock", text: line, wrap: true })),
    ],
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
    if (await raiseAlert(env, { cause, state }, now)) raised.push(cause);
  }
  // A webhook that refused an alert whose cause still holds is asked again each run (the mail may
  // have gone; the chat channel is judged on its own) until it takes it.
  const pending = await getDb(env.DB).select({ cause: alerts.cause }).from(alerts).where(isNotNull(alerts.webhook_failed_at));
  for (const row of pending) {
    const cause = causes.find((held) => held === row.cause);
    if (!cause || raised.includes(cause)) continue;
    const facts: AlertFacts = { cause, state, environment: environmentName(env), site: env.SITE_URL ?? company.siteUrl };
    await recordWebhook(env.DB, cause, await attemptWebhook(env, facts), now);
  }
  await sendTestAlerts(env, state, now);
  return raised;
}

/** What a try of the webhook came to: taken, not set up, or failed (its status, or "unreachable"). */
type WebhookOutcome = { taken: true } | { taken: false; error: string | null };

async function attemptWebhook(env: Env, facts: AlertFacts): Promise<WebhookOutcome> {
  if (!env.ALERT_WEBHOOK_URL?.trim()) return { taken: false, error: null };
  try {
    await postWebhook(env, facts);
    log("info", { event: "alert.delivered", cause: facts.cause, channel: "webhook" });
    return { taken: true };
  } catch (error) {
    log("error", { event: "alert.not_sent", cause: facts.cause, channel: "webhook", ...failureFields("webhook", error) });
    return { taken: false, error: webhookError(error) };
  }
}

/** How a failed post is told to the operators: the status, or that the webhook did not answer; never the URL. */
function webhookError(error: unknown): string {
  if (error instanceof WebhookRefusal) return `svarade ${error.status}`;
  if (error instanceof Error && error.name === "TimeoutError") return `svarade inte inom ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  return "gick inte att nå";
}

/**
 * Keeps the webhook's state beside the cause: a post taken clears every cause's failure (the channel
 * works), a failed one marks this cause's (keeping since when). A test alert's cause has no row.
 */
async function recordWebhook(d1: D1Database, cause: AlertCause, outcome: WebhookOutcome, now: Date): Promise<void> {
  const db = getDb(d1);
  if (outcome.taken) {
    await db.update(alerts).set({ webhook_failed_at: null, webhook_error: null }).where(isNotNull(alerts.webhook_failed_at));
  } else if (outcome.error !== null && cause !== "test") {
    await db
      .update(alerts)
      .set({ webhook_failed_at: sql`coalesce(${alerts.webhook_failed_at}, ${now.toISOString()})`, webhook_error: outcome.error })
      .where(eq(alerts.cause, cause));
  }
}

/** The earliest failure of the webhook still standing, if any: what /healthz and the next mail show. */
export function webhookFailureQuery(db: Db) {
  return db
    .select({ since: alerts.webhook_failed_at, error: alerts.webhook_error })
    .from(alerts)
    .where(isNotNull(alerts.webhook_failed_at))
    .orderBy(asc(alerts.webhook_failed_at))
    .limit(1);
}

/** The failure webhookFailureQuery found, or null. */
export function webhookFailureOf(rows: Array<{ since: string | null; error: string | null }>): WebhookFailure | null {
  const [row] = rows;
  return row?.since ? { since: row.since, error: row.error ?? "" } : null;
}

async function webhookFailure(d1: D1Database): Promise<WebhookFailure | null> {
  return webhookFailureOf(await webhookFailureQuery(getDb(d1)));
}

/** The outcome as the test command prints it: "ok", "ej inställd", or what failed. */
const testOutcome = (outcome: WebhookOutcome) => (outcome.taken ? "ok" : (outcome.error ?? "ej inställd"));

/**
 * Test alerts an operator asked for: each through every channel, each channel's outcome written
 * back for the command to read. Claimed first, so two runs never send one twice.
 */
async function sendTestAlerts(env: Env, state: OutboxState, now: Date): Promise<void> {
  const db = getDb(env.DB);
  const asked = await db
    .update(alertTests)
    .set({ done_at: now.toISOString() })
    .where(isNull(alertTests.done_at))
    .returning({ id: alertTests.id });
  for (const { id } of asked) {
    const facts: AlertFacts = { cause: "test", state, environment: environmentName(env), site: env.SITE_URL ?? company.siteUrl };
    const webhook = await attemptWebhook(env, facts);
    await recordWebhook(env.DB, "test", webhook, now);
    const webhookFailed = await webhookFailure(env.DB);
    const mailed = await attempt("mail", "test", () => mailAlert(env, alertText({ ...facts, webhookFailure: webhookFailed })));
    const mail = mailed ? "ok" : "misslyckades (loggen: alert.not_sent)";
    await db
      .update(alertTests)
      .set({ webhook_result: testOutcome(webhook), alert_to_result: mail })
      .where(eq(alertTests.id, id));
  }
}

/**
 * Raised by the cron when a budget's site-wide cap on visitors' mails is reached: once per budget
 * and window however many posts the cap holds back.
 */
export async function alertMailCapReached(env: Env, budget: MailBudget, mailCap: number, now: Date): Promise<boolean> {
  return raiseAlert(env, { cause: `${budget}_mail_cap`, state: await outboxState(env.DB, now), mailCap }, now);
}

/**
 * Raised from /healthz (the cron cannot report its own silence): once an hour at most, however
 * often /healthz is asked, since the hour is claimed in D1 first.
 */
export async function alertCronStopped(env: Env, cronSilenceSeconds: number | null, now: Date): Promise<boolean> {
  return raiseAlert(env, { cause: "cron_stopped", state: await outboxState(env.DB, now), cronSilenceSeconds }, now);
}

async function raiseAlert(
  env: Env,
  known: Pick<AlertFacts, "cause" | "state" | "cronSilenceSeconds" | "mailCap">,
  now: Date,
): Promise<boolean> {
  const { cause, state } = known;
  const since = new Date(now.getTime() - alertIntervalSeconds(cause) * 1000).toISOString();
  const db = getDb(env.DB);
  const sentAt = now.toISOString();
  // The claim of this cause's interval: a row written or moved on means this call sends the alert.
  const claimed = await db
    .insert(alerts)
    .values({ cause, last_sent_at: sentAt })
    .onConflictDoUpdate({ target: alerts.cause, set: { last_sent_at: sentAt }, setWhere: lte(alerts.last_sent_at, since) })
    .returning({ cause: alerts.cause });
  if (claimed.length === 0) return false;
  const facts: AlertFacts = { ...known, environment: environmentName(env), site: env.SITE_URL ?? company.siteUrl };
  log("error", {
    event: "alert.raised",
    cause,
    environment: facts.environment,
    failed: state.failed,
    unsent: state.unsent,
    oldestUnsentAgeSeconds: state.oldestUnsentAgeSeconds,
    lastErrorKind: state.lastErrorKind,
    cronSilenceSeconds: facts.cronSilenceSeconds,
  });
  // The webhook first, so the mail can say whether it failed (this time or before).
  const webhook = await attemptWebhook(env, facts);
  await recordWebhook(env.DB, cause, webhook, now);
  const webhookFailed = await webhookFailure(env.DB);
  const mail = await attempt("mail", cause, () => mailAlert(env, alertText({ ...facts, webhookFailure: webhookFailed })));
  if (webhook.taken || mail) return true;
  await db.delete(alerts).where(and(eq(alerts.cause, cause), eq(alerts.last_sent_at, sentAt)));
  return false;
}

/** The webhook answered, but not with success: its status is all that is kept. */
class WebhookRefusal extends Error {
  override name = "WebhookRefusal";
  constructor(readonly status: number) {
    super(`Webhooken svarade ${status}`);
  }
}

/**
 * How a failed try is logged. The webhook's: its kind and status only, since the runtime's message
 * for a URL it cannot fetch quotes the URL, which is a secret (whoever holds it posts to the channel).
 */
function failureFields(channel: "webhook" | "mail", error: unknown): Record<string, string | number> {
  if (channel === "mail") return errorFields(error);
  if (error instanceof WebhookRefusal) return { error: error.name, status: error.status };
  return { error: error instanceof Error ? error.name : "unknown" };
}

/** One channel's try: true when it took the alert; false (and an error line) when it did not or is not set up. */
async function attempt(channel: "webhook" | "mail", cause: AlertCause, work: () => Promise<boolean>): Promise<boolean> {
  try {
    const delivered = await work();
    if (delivered) log("info", { event: "alert.delivered", cause, channel });
    return delivered;
  } catch (error) {
    log("error", { event: "alert.not_sent", cause, channel, ...failureFields(channel, error) });
    return false;
  }
}

async function postWebhook(env: Env, facts: AlertFacts): Promise<boolean> {
  const url = env.ALERT_WEBHOOK_URL?.trim();
  if (!url) return false;
  // The webhook's body never carries the webhook's own failure: the chat is told by the post itself.
  facts = { ...facts, webhookFailure: null };
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(webhookBody(facts, webhookService(url))),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  // The status only: what the receiver says back may quote the URL.
  if (!response.ok) throw new WebhookRefusal(response.status);
  return true;
}

async function mailAlert(env: Env, { subject, text }: { subject: string; text: string }): Promise<boolean> {
  const config = outboxConfig(env);
  await send(env, { from: config.from, fromName: `${company.name} webbplats`, to: env.ALERT_TO?.trim() || config.to, subject, text });
  return true;
}
