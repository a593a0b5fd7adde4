/**
 * How many mails the site sends to visitors' own addresses, and the inbox an address is counted
 * as. A visitor's mail goes to whatever address anyone typed, so these bound what a flood of posts
 * can cost a stranger: three mails to one inbox a day, a few per client, a ceiling for the whole
 * site. The company's notifications are never capped. Pure: no I/O.
 */

/** Confirmations to one inbox in MAIL_CAP_WINDOW_HOURS, whatever the number of posts or spellings. */
export const CONFIRMATIONS_PER_ADDRESS = 3;
export const MAIL_CAP_WINDOW_HOURS = 24;
/** Mails to visitors one client (as the rate limit counts one) may cause in a day. */
export const DEFAULT_VISITOR_MAILS_PER_CLIENT = 10;
/** Mails to visitors the whole site sends in MAIL_CAP_WINDOW_HOURS, per budget. */
export const DEFAULT_VISITOR_MAILS_PER_DAY = 500;

/**
 * Leads' confirmations and the newsletter's opt-in mails count apart, so a flood of one never
 * spends the other: a stranger's posts to the forms cannot keep a person from confirming the newsletter.
 */
export type MailBudget = "lead" | "newsletter";

export interface MailCapVars {
  VISITOR_MAILS_PER_CLIENT?: string;
  VISITOR_MAILS_PER_DAY?: string;
}

export interface MailCaps {
  perAddress: number;
  perClient: number;
  perDay: number;
  windowHours: number;
}

export function mailCaps(vars: MailCapVars): MailCaps {
  const setting = (value: string | undefined, fallback: number) => {
    const parsed = Number.parseInt(value ?? "", 10);
    return parsed > 0 ? parsed : fallback;
  };
  return {
    perAddress: CONFIRMATIONS_PER_ADDRESS,
    perClient: setting(vars.VISITOR_MAILS_PER_CLIENT, DEFAULT_VISITOR_MAILS_PER_CLIENT),
    perDay: setting(vars.VISITOR_MAILS_PER_DAY, DEFAULT_VISITOR_MAILS_PER_DAY),
    windowHours: MAIL_CAP_WINDOW_HOURS,
  };
}

/** Gmail delivers every spelling of its addresses with or without dots to one inbox, under either domain. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches, as the caps count it: lower case, without a `+tag` (which Gmail,
 * Outlook.com, iCloud, Fastmail and Proton deliver to the untagged address), and for Gmail without
 * dots and under gmail.com. "A.Nna+2@GoogleMail.com" → "anna@gmail.com". Counting a few distinct
 * addresses as one only ever costs a mail; counting one inbox as many would cost a stranger many.
 */
export function mailboxOf(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at <= 0) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
