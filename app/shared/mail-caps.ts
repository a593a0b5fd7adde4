/**
 * How many mails the site sends to visitors' own addresses, and the inbox an address is counted
 * as. A visitor's mail goes to whatever address anyone typed, so these bound what a flood of posts
 * can cost a stranger: three mails to one inbox a day, a few per client, a ceiling for the whole
 * site. The company's notifications are never capped. Pure: no I/O.
 */

/** Confirmations to one inbox in MAIL_CAP_WINDOW_HOURS, whatever the number of posts or spellings. */
export const CONFIRMATIONS_PER_ADDRESS = 3;
export const MAIL_CAP_WINDOW_HOURS = 24;
/** Mails to visitors one client (an IPv4 address or an IPv6 /48) may cause in a UTC day, per budget. */
export const DEFAULT_VISITOR_MAILS_PER_CLIENT = 10;
/** Mails to visitors the whole site sends in MAIL_CAP_WINDOW_HOURS, per budget. */
export const DEFAULT_VISITOR_MAILS_PER_DAY = 300;

/**
 * Email Service's daily sending limit is per account, shared by staging, production and every mail
 * of the site. Cloudflare publishes no figure (new accounts start "conservative" and grow; the
 * dashboard shows the account's own), so this is an assumption to check there before launch
 * (docs/drift.md: Aviseringar, utkorg och gallring). The budgets are sized against it.
 */
export const ASSUMED_ACCOUNT_DAILY_SENDING_LIMIT = 1000;
/**
 * What the company's own mails may need a day beside the visitors' budgets: the alerts (at most
 * one per cause and hour: three outbox and cron causes, 72, and one per budget and day when a site
 * cap is reached, 2) and the notifications of leads (the rest, 326: far above a busy day's dozen).
 * Mail to addresses verified in Email Service (NOTIFY_TO, ALERT_TO) counts against no limit today,
 * so this is room kept in case it ever does, or an address is not verified.
 */
export const COMPANY_MAIL_RESERVE = 400;
/** The budgets the site-wide cap counts apart, each with its own VISITOR_MAILS_PER_DAY. */
export const MAIL_BUDGETS = ["lead", "newsletter"] as const;

/**
 * Leads' confirmations and the newsletter's opt-in mails count apart, so a flood of one never
 * spends the other: a stranger's posts to the forms cannot keep a person from confirming the newsletter.
 */
export type MailBudget = (typeof MAIL_BUDGETS)[number];

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

/**
 * Providers that serve one inbox under several spellings: the characters they ignore in the name,
 * and the one domain every domain of theirs is counted as. Gmail ignores dots under gmail.com and
 * googlemail.com; Proton ignores dots, underscores and hyphens, on all four of its domains.
 */
const IGNORED_IN_NAME: Record<string, { ignored: RegExp; domain: string }> = {
  "gmail.com": { ignored: /\./g, domain: "gmail.com" },
  "googlemail.com": { ignored: /\./g, domain: "gmail.com" },
  ...Object.fromEntries(
    ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"].map((domain) => [domain, { ignored: /[._-]/g, domain: "proton.me" }]),
  ),
};

/** Fastmail delivers `anything@user.fastmail.com` to `user@fastmail.com` (and so for its other domain, fastmail.fm). */
const SUBDOMAIN_ADDRESSING = /^(?:.+\.)?([^.]+)\.(fastmail\.com|fastmail\.fm)$/;

/**
 * The inbox an address reaches, as the caps count it: lower case, without a `+tag` (which Gmail,
 * Outlook.com, iCloud, Fastmail and Proton deliver to the untagged address), for Gmail without dots
 * and under gmail.com, for Proton without dots, underscores and hyphens and under proton.me, and
 * for Fastmail's subdomain addressing as the user's own address. "A.Nna+2@GoogleMail.com" →
 * "anna@gmail.com", "a_n-na@pm.me" → "anna@proton.me", "x@anna.fastmail.com" → "anna@fastmail.com".
 * Counting a few distinct addresses as one only ever costs a mail; counting one inbox as many
 * would cost a stranger many. A catch-all domain cannot be told from here: the per-client and
 * site-wide caps bound it.
 */
export function mailboxOf(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at <= 0) return folded;
  let local = folded.slice(0, at);
  let domain = folded.slice(at + 1);
  const subdomain = SUBDOMAIN_ADDRESSING.exec(domain);
  if (subdomain) {
    local = subdomain[1]!;
    domain = subdomain[2]!;
  }
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const provider = IGNORED_IN_NAME[domain];
  if (provider) {
    local = local.replace(provider.ignored, "") || local;
    domain = provider.domain;
  }
  return `${local}@${domain}`;
}
