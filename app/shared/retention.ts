/**
 * How long the site keeps what visitors send, read from wrangler.toml's [vars] so that the
 * scheduled clean-up and the privacy policy always state the same periods. Pure: no I/O.
 */
export interface RetentionPolicy {
  /** Job applications and their CV files. */
  jobApplicationMonths: number;
  /** Quote requests and bookings. */
  leadMonths: number;
  /** Notification e-mails, counted from when they were sent. */
  sentNotificationDays: number;
  /** A newsletter sign-up whose address was never confirmed; also how long its confirmation link works. */
  unconfirmedSubscriptionHours: number;
  /** Double-submit keys and rate-limit counters. */
  technicalDays: number;
  /** Backup files of the database (npm run db:backup): deleted by the operators after this many days. */
  backupDays: number;
  /** Workers Logs on Workers Paid keeps the worker's log lines this many days. */
  logDays: number;
  /** D1 Time Travel on Workers Paid: the database can be restored to any minute this far back. */
  timeTravelDays: number;
}

/** The periods the site's providers and its operators set, not wrangler.toml: the same everywhere. */
export const BACKUP_DAYS = 30;
export const LOG_DAYS = 7;
export const TIME_TRAVEL_DAYS = 30;

/** Time to find the confirmation mail; short, since the address may be one somebody else typed. */
export const UNCONFIRMED_SUBSCRIPTION_HOURS = 48;

export const DEFAULT_JOB_APPLICATION_MONTHS = 24;
export const DEFAULT_LEAD_MONTHS = 36;

export interface RetentionVars {
  RETENTION_JOB_APPLICATION_MONTHS?: string;
  RETENTION_LEADS_MONTHS?: string;
}

export function retentionPolicy(vars: RetentionVars): RetentionPolicy {
  return {
    jobApplicationMonths: positiveInteger(vars.RETENTION_JOB_APPLICATION_MONTHS, DEFAULT_JOB_APPLICATION_MONTHS),
    leadMonths: positiveInteger(vars.RETENTION_LEADS_MONTHS, DEFAULT_LEAD_MONTHS),
    sentNotificationDays: 7,
    unconfirmedSubscriptionHours: UNCONFIRMED_SUBSCRIPTION_HOURS,
    technicalDays: 1,
    backupDays: BACKUP_DAYS,
    logDays: LOG_DAYS,
    timeTravelDays: TIME_TRAVEL_DAYS,
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return parsed > 0 ? parsed : fallback;
}

/** The same moment `months` calendar months earlier (UTC). */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 86_400_000);
}

/** "24 månader (2 år)", "18 månader", "12 månader (1 år)". */
export function monthsText(months: number): string {
  if (months % 12 !== 0) return `${months} månader`;
  const years = months / 12;
  return `${months} månader (${years} år)`;
}

const UNITS: ReadonlyArray<{ seconds: number; one: string; many: string }> = [
  { seconds: 86_400, one: "dag", many: "dagar" },
  { seconds: 3_600, one: "timme", many: "timmar" },
  { seconds: 60, one: "minut", many: "minuter" },
  { seconds: 1, one: "sekund", many: "sekunder" },
];

/**
 * A period in seconds in the largest unit that counts it exactly: 600 → "10 minuter", 3600 →
 * "1 timme", 31536000 → "365 dagar". A single day reads "24 timmar", as people say it of a deadline.
 */
export function durationText(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  const unit = UNITS.find((candidate) => whole % candidate.seconds === 0 && (candidate.seconds !== 86_400 || whole >= 2 * 86_400))!;
  const count = whole / unit.seconds;
  return `${count} ${count === 1 ? unit.one : unit.many}`;
}

/** The privacy policy's storage section, one sentence per kind of data, with the configured periods. */
export function retentionStatements(policy: RetentionPolicy): string[] {
  return [
    `Offertförfrågningar och bokningar sparar vi i ${monthsText(policy.leadMonths)}, så att vi kan svara på frågor om uppdraget, fakturera och hantera reklamationer. Sedan raderas de automatiskt.`,
    `Jobbansökningar och bifogade CV:n sparar vi i ${monthsText(policy.jobApplicationMonths)}. Sedan raderas både ansökan och CV-filen automatiskt.`,
    "Din e-postadress för nyhetsbrevet sparar vi tills du avregistrerar dig på sidan /avregistrera.",
    `När du anmäler dig till nyhetsbrevet mejlar vi en länk för att bekräfta adressen. Först när du har bekräftat den är du prenumerant. En anmälan som inte bekräftas inom ${policy.unconfirmedSubscriptionHours} timmar raderas automatiskt, med adressen.`,
    `Aviseringarna som webbplatsen skickar till oss om nya förfrågningar, anmälningar och ansökningar sparas i databasen tills de har skickats och raderas ${policy.sentNotificationDays} dagar efter att de skickats. En avisering som till slut inte gick att skicka raderas när uppgifterna den gäller raderas: efter ${monthsText(policy.jobApplicationMonths)} för jobbansökningar och ${monthsText(policy.leadMonths)} för allt annat.`,
    `Avregistrerar du dig från nyhetsbrevet tas din adress bort ur listan direkt. Aviseringen till oss om din bekräftade anmälan innehåller adressen och raderas först som den föregående punkten säger (${policy.sentNotificationDays} dagar efter att den skickats), och mejlet finns kvar i vår e-postlåda (se nästa punkt).`,
    "Varje avisering kommer som ett mejl till vår e-postlåda, en jobbansökan med CV:t bifogat. Mejlen omfattas inte av tiderna ovan: de finns kvar i e-postlådan tills vi raderar dem. Ber du oss radera dina uppgifter raderar vi också mejlen om dig.",
    `Webbplatsens loggar (Cloudflare Workers Logs) sparas i ${policy.logDays} dagar och raderas sedan automatiskt. De säger vilken sorts sida som efterfrågades, svaret och hur lång tid det tog, men aldrig vad du skrev i ett formulär, din e-postadress, den exakta adressen du besökte eller din IP-adress.`,
    `Säkerhetskopior av databasen förvaras åtkomstbegränsade och raderas efter ${policy.backupDays} dagar. Det som raderas ur databasen kan alltså finnas kvar i en säkerhetskopia i upp till ${policy.backupDays} dagar.`,
    `Databasen kan dessutom återställas till hur den såg ut vid en tidpunkt under de senaste ${policy.timeTravelDays} dagarna (Cloudflare D1 Time Travel). Det som raderas finns därför kvar i den historiken i ${policy.timeTravelDays} dagar och sedan inte alls.`,
  ];
}
