/**
 * How much of each budget of mails to visitors the whole site has spent in the caps' window, as
 * the site-wide cap counts it (leads.server.ts, `capCounts`): what /healthz and the alert read to
 * tell that a budget is spent, so that nobody learns it from a day of missing confirmations.
 */
import { MAIL_BUDGETS, type MailBudget, type MailCaps } from "~/shared/mail-caps";

interface SpentRow {
  lead: number | null;
  newsletter: number | null;
}

/** Visitors' mails per budget within the window ending `now`: one statement, for a D1 batch. */
export function visitorMailsSpentStatement(db: D1Database, caps: Pick<MailCaps, "windowHours">, now: Date): D1PreparedStatement {
  const windowStart = new Date(now.getTime() - caps.windowHours * 3_600_000).toISOString();
  return db
    .prepare(
      `SELECT SUM(lead_type != 'newsletter') AS lead, SUM(lead_type = 'newsletter') AS newsletter
       FROM outbox WHERE recipient = 'visitor' AND created_at > ?`,
    )
    .bind(windowStart);
}

/** The budgets whose site-wide cap is reached: the next visitor's mail of that budget is held back. */
export function spentBudgets(row: SpentRow | null | undefined, caps: Pick<MailCaps, "perDay">): MailBudget[] {
  return MAIL_BUDGETS.filter((budget) => (row?.[budget] ?? 0) >= caps.perDay);
}

export async function spentVisitorMailBudgets(db: D1Database, caps: Pick<MailCaps, "perDay" | "windowHours">, now: Date) {
  return spentBudgets(await visitorMailsSpentStatement(db, caps, now).first<SpentRow>(), caps);
}
