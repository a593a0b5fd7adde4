import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { quoteColumns } from "~/forms/quote/quote-definition";

/** ISO-8601 UTC timestamp, so rows sort and compare as text. */
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

const id = () => text("id").primaryKey();

const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>();

export const bookings = sqliteTable(
  "bookings",
  {
    id: id(),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    customer_phone: text("customer_phone").notNull(),
    move_date: text("move_date"),
    move_from: text("move_from"),
    move_to: text("move_to"),
    property_size: text("property_size"),
    floor_from: integer("floor_from").notNull().default(0),
    floor_to: integer("floor_to").notNull().default(0),
    elevator_from: integer("elevator_from", { mode: "boolean" }).notNull().default(false),
    elevator_to: integer("elevator_to", { mode: "boolean" }).notNull().default(false),
    additional_services: jsonList("additional_services"),
    special_items: jsonList("special_items"),
    notes: text("notes"),
    company: text("company"),
    service: text("service"),
    included_services: jsonList("included_services"),
    status: text("status").notNull().default("pending"),
    source: text("source"),
    created_at: createdAt(),
  },
  (t) => [index("bookings_created_at_idx").on(t.created_at)],
);

/** The quote form's table: its columns are the quote form's fields' (forms/quote/quote-definition.ts). */
export const quotes = sqliteTable(
  "quotes",
  {
    id: id(),
    ...quoteColumns({ text, integer }),
    source: text("source"),
    created_at: createdAt(),
  },
  (t) => [index("quotes_created_at_idx").on(t.created_at)],
);

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    source: text("source").notNull().default("discount"),
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    /** When the owner of the address pressed the confirmation link's button; null: not (yet) a subscriber. */
    confirmed_at: text("confirmed_at"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email_idx").on(t.email)],
);

export const authors = sqliteTable("authors", {
  id: id(),
  name: text("name").notNull(),
  avatar: text("avatar"),
  bio: text("bio"),
  created_at: createdAt(),
});

export const blogCategories = sqliteTable(
  "blog_categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("blog_categories_slug_idx").on(t.slug)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull(),
    author_id: text("author_id").references(() => authors.id),
    publish_date: text("publish_date").notNull(),
    reading_time: text("reading_time").notNull(),
    image: text("image"),
    tags: jsonList("tags").notNull(),
    category: text("category").notNull(),
    is_published: integer("is_published", { mode: "boolean" }).notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_idx").on(t.slug),
    index("blog_posts_published_idx").on(t.is_published, t.publish_date),
    // A category page counts and pages its posts from this index alone.
    index("blog_posts_category_idx").on(t.is_published, t.category, t.publish_date),
  ],
);

export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    position: text("position").notNull(),
    message: text("message"),
    cv_key: text("cv_key"),
    cv_file_name: text("cv_file_name"),
    cv_size: integer("cv_size"),
    cv_content_type: text("cv_content_type"),
    created_at: createdAt(),
  },
  (t) => [index("job_applications_created_at_idx").on(t.created_at)],
);

/**
 * One row per mail of a lead, written in the same batch as the lead: the notification to the company
 * and, for most forms, the confirmation to the visitor (`recipient`).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    lead_type: text("lead_type").notNull(),
    lead_id: text("lead_id").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** R2 key (CV_BUCKET) of a file to attach, read when the mail is sent so the row never holds its bytes. */
    attachment_key: text("attachment_key"),
    /** The attachment's file name as the recipient sees it. */
    attachment_name: text("attachment_name"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: text("next_attempt_at").notNull(),
    claimed_until: text("claimed_until"),
    last_error: text("last_error"),
    /** The last failure's kind (an Email Service code or the error's name): what an alert names. */
    last_error_kind: text("last_error_kind"),
    sent_at: text("sent_at"),
    /** "company" (NOTIFY_TO) or "visitor" (the address the lead gave, looked up when the mail is sent). */
    recipient: text("recipient").notNull().default("company"),
    /** A visitor's row: a keyed hash of their inbox, to cap the confirmations per inbox and day. Never the address. */
    recipient_key: text("recipient_key"),
    /** A visitor's row: a keyed hash of the posting client's network and the day, to cap the mails one client causes. */
    sender_key: text("sender_key"),
    created_at: createdAt(),
    /** When the row last joined the queue: null until an operator retries it, which counts it from then. */
    queued_at: text("queued_at"),
  },
  (t) => [
    index("outbox_status_next_idx").on(t.status, t.next_attempt_at),
    // One notification per lead; a newsletter sign-up renewed while unconfirmed may have several opt-in mails.
    uniqueIndex("outbox_lead_idx")
      .on(t.lead_type, t.lead_id, t.recipient)
      .where(sql`${t.recipient} = 'company'`),
    index("outbox_recipient_key_idx").on(t.recipient_key, t.created_at),
    index("outbox_sender_key_idx").on(t.sender_key, t.created_at),
    index("outbox_recipient_created_idx").on(t.recipient, t.created_at),
  ],
);

/**
 * One row per visitor's mail a cap held back (which cap, and for what kind of lead; never whose),
 * until the next cron run counts it into its `scheduled.done` line and deletes it.
 */
export const skippedConfirmations = sqliteTable("skipped_confirmations", {
  id: id(),
  lead_type: text("lead_type").notNull(),
  /** "address", "client" or "site": the cap that held the mail back. */
  reason: text("reason").notNull(),
  created_at: createdAt(),
});

/** Recognises an identical form submission inside a short window (double click, retry, back and resubmit). */
export const submissions = sqliteTable("submissions", {
  key: text("key").primaryKey(),
  lead_type: text("lead_type").notNull(),
  lead_id: text("lead_id").notNull(),
  created_at: createdAt(),
});

/** Fixed-window counters per client for the public forms. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    window_start: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/** When the last operator alert of each cause was sent (at most one an hour per cause). */
export const alerts = sqliteTable("alerts", {
  cause: text("cause").primaryKey(),
  last_sent_at: text("last_sent_at").notNull(),
  /** Since when the webhook has not taken this cause's alert (null: it took the last one). */
  webhook_failed_at: text("webhook_failed_at"),
  /** What it answered ("403"), or that it could not be reached; never the URL. */
  webhook_error: text("webhook_error"),
});

/** A test alert an operator asked for (npm run alert -- test), and how each channel took it. */
export const alertTests = sqliteTable("alert_tests", {
  id: text("id").primaryKey(),
  requested_at: text("requested_at").notNull(),
  done_at: text("done_at"),
  /** "ok", "ej inställd" or what failed; the second is the mail to ALERT_TO. */
  webhook_result: text("webhook_result"),
  alert_to_result: text("alert_to_result"),
});

/** When each scheduled task last ran ("scheduled": the Cron Trigger's run), so a stopped cron shows. */
export const cronRuns = sqliteTable("cron_runs", {
  task: text("task").primaryKey(),
  last_run_at: text("last_run_at").notNull(),
});

/**
 * One row per erasure of a person's data (npm run gdpr -- erase): when, and how many rows of each
 * table and how many CV files went. Never whose: the address is what was erased.
 */
export const erasures = sqliteTable("erasures", {
  id: id(),
  erased_at: text("erased_at").notNull(),
  counts: text("counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
});

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type AuthorRow = typeof authors.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
