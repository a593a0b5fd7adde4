/**
 * How much of each budget of mails to visitors the whole site has spent in the caps' window, as
 * the site-wide cap counts it (leads.server.ts, `capCounts`): what /healthz and the alert read to
 * tell that a budget is spent, so that nobody learns it from a day of missing confirmations.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, type Db } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema";
import { MAIL_BUDGETS, type MailBudget, type MailCaps } from "~/shared/mail-caps";

interface SpentRow {
  lead: number | null;
  newsletter: number | null;
}

/** Visitors' mails per budget within the window ending `now`: one query, for a batch. */
export function visitorMailsSpentQuery(db: Db, caps: Pick<MailCaps, "windowHours">, now: Date) {
  const windowStart = new Date(now.getTime() - caps.windowHours * 3_600_000).toISOString();
  return db
    .select({
      lead: sql<number | null>`SUM(${outbox.lead_type} != 'newsletter')`.as("lead"),
      newsletter: sql<number | null>`SUM(${outbox.lead_type} = 'newsletter')`.as("newsletter"),
    })
    .from(outbox)
    .where(and(eq(outbox.recipient, "visitor"), gt(outbox.created_at, windowStart)));
}

/** The budgets whose site-wide cap is reached: the next visitor's mail of that budget is held back. */
export function spentBudgets(row: SpentRow | null | undefined, caps: Pick<MailCaps, "perDay">): MailBudget[] {
  return MAIL_BUDGETS.filter((budget) => (row?.[budget] ?? 0) >= caps.perDay);
}

export async function spentVisitorMailBudgets(d1: D1Database, caps: Pick<MailCaps, "perDay" | "windowHours">, now: Date) {
  return spentBudgets(await visitorMailsSpentQuery(getDb(d1), caps, now).get(), caps);
}
