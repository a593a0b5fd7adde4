// The alert webhook's body against each chat service's documented request shape, and the cron's
// stop rule against a clock the test holds. Shapes, as the services document them:
// - Slack incoming webhooks: a JSON object whose `text` is the message (docs.slack.dev, "Sending
//   messages using incoming webhooks"); other top-level fields are Slack's own (blocks, attachments …).
// - Discord "Execute Webhook": at least one of content/embeds/components/files/poll; `content` at
//   most 2,000 characters; only the documented JSON params.
// - Teams Workflows ("Post to a channel when a webhook request is received"): a message whose
//   attachments hold an Adaptive Card: {"type":"message","attachments":[{"contentType":
//   "application/vnd.microsoft.card.adaptive","content":{AdaptiveCard}}]}; Teams renders cards up to 1.5.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { alertText, webhookBody, webhookService, type AlertFacts } from "~/server/operations/alerts.server";
import { CRON_STOPPED_AFTER_SECONDS, cronStopped } from "~/server/operations/cron-runs.server";

const slack = z
  .object({
    text: z.string().min(1).max(40_000),
    blocks: z.array(z.unknown()).optional(),
    attachments: z.array(z.unknown()).optional(),
    thread_ts: z.string().optional(),
    mrkdwn: z.boolean().optional(),
  })
  .strict();

const discord = z
  .object({
    content: z.string().min(1).max(2000),
    username: z.string().optional(),
    avatar_url: z.string().optional(),
    tts: z.boolean().optional(),
    embeds: z.array(z.unknown()).max(10).optional(),
    allowed_mentions: z.object({ parse: z.array(z.enum(["roles", "users", "everyone"])) }).optional(),
    components: z.array(z.unknown()).optional(),
    flags: z.number().optional(),
    thread_name: z.string().optional(),
  })
  .strict();

const textBlock = z.object({ type: z.literal("TextBlock"), text: z.string().min(1), wrap: z.boolean().optional() }).passthrough();
const factSet = z.object({
  type: z.literal("FactSet"),
  facts: z.array(z.object({ title: z.string(), value: z.string() }).strict()).min(1),
});
const teams = z
  .object({
    type: z.literal("message"),
    attachments: z
      .array(
        z
          .object({
            contentType: z.literal("application/vnd.microsoft.card.adaptive"),
            contentUrl: z.null().optional(),
            content: z
              .object({
                $schema: z.literal("http://adaptivecards.io/schemas/adaptive-card.json").optional(),
                type: z.literal("AdaptiveCard"),
                version: z.enum(["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"]),
                body: z.array(z.union([textBlock, factSet])).min(1),
              })
              .strict(),
          })
          .strict(),
      )
      .length(1),
  })
  .strict();

const failed: AlertFacts = {
  cause: "failed",
  environment: "staging",
  site: "https://staging.transist.se",
  state: { failed: 2, unsent: 1, oldestUnsentAgeSeconds: 600, lastErrorKind: "E_SENDER_NOT_VERIFIED" },
};
const cron: AlertFacts = { ...failed, cause: "cron_stopped", cronSilenceSeconds: 17 * 60 };

describe("the alert webhook's body", () => {
  it("tells each service apart by its URL (and a stand-in by the service's own path)", () => {
    expect(webhookService("https://hooks.slack.com/services/T0/B0/x")).toBe("slack");
    expect(webhookService("https://discord.com/api/webhooks/123/abc")).toBe("discord");
    expect(webhookService("https://discord.com/api/webhooks/123/abc/slack")).toBe("slack");
    expect(webhookService("https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=x")).toBe("teams");
    expect(
      webhookService(
        "https://default0a1b.2c.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/abc/triggers/manual/paths/invoke",
      ),
    ).toBe("teams");
    expect(webhookService("https://chat.example.se/hooks/abc")).toBe("other");
    expect(webhookService("https//hooks.slack.com/services/T0/B0/x")).toBe("other");
  });

  it.each([
    ["Slack", "slack", slack],
    ["Discord", "discord", discord],
    ["Teams Workflows", "teams", teams],
  ] as const)("is what %s documents, for every cause", (_name, service, shape) => {
    for (const facts of [failed, { ...failed, cause: "stale" as const }, cron]) {
      const body = webhookBody(facts, service);
      expect(shape.safeParse(body).error?.issues ?? []).toEqual([]);
      const shown = JSON.stringify(body);
      expect(shown).toContain("staging");
      expect(shown).toContain("E_SENDER_NOT_VERIFIED");
    }
  });

  it("names the environment, the cause, the counts, the error's kind and that environment's commands", () => {
    const { subject, text } = alertText(failed);
    expect(subject).toBe("Larm (staging): 2 aviseringar till Transist kunde inte skickas");
    expect(text).toContain("Miljö: staging (https://staging.transist.se)");
    expect(text).toContain("Misslyckade: 2\nOskickade: 1");
    expect(text).toContain("Senaste felets typ: E_SENDER_NOT_VERIFIED");
    expect(text).toContain("npm run outbox -- retry --env staging");
    expect(text).not.toContain("--env production");
    const stopped = alertText(cron);
    expect(stopped.subject).toBe("Larm (staging): cron-jobbet har inte körts på 17 minuter");
    expect(stopped.text).toContain("npx wrangler triggers deploy --env staging");
    expect(alertText({ ...failed, environment: null }).text).toContain("npm run outbox -- list\n");
  });

  it("keeps Discord's content within its 2,000 characters however long the text grows", () => {
    const body = webhookBody({ ...failed, site: `https://${"x".repeat(3000)}.se` }, "discord");
    expect(discord.safeParse(body).success).toBe(true);
  });
});

describe("the cron's stop rule (a clock the test holds)", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  it("counts the cron stopped only after three intervals without a run, or with none recorded", () => {
    expect(CRON_STOPPED_AFTER_SECONDS).toBe(15 * 60);
    expect(cronStopped(ago(5 * 60), now)).toBe(false);
    expect(cronStopped(ago(15 * 60), now)).toBe(false);
    expect(cronStopped(ago(15 * 60 + 1), now)).toBe(true);
    expect(cronStopped(null, now)).toBe(true);
  });
});
