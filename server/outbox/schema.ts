import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** node-postgres hands back a Buffer and PGlite a Uint8Array; both are bytes. */
const bytea = customType<{
  data: Uint8Array<ArrayBuffer>;
  driverData: Uint8Array;
}>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => new Uint8Array(value),
});

export const OUTBOX_KINDS = ["enquiry", "application"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Submissions the API could not take when they were made, kept until delivered. The
 * idempotency key is the one the first attempt used, so the API stores each one once.
 */
export const siteOutbox = pgTable(
  "site_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    payload: jsonb("payload").notNull(),
    /** The resume of an application; dropped once delivered. */
    file: bytea("file"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Set when the API refused the item on purpose (a 4xx): it is never retried. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("site_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);

export type OutboxRow = typeof siteOutbox.$inferSelect;

/**
 * Email waiting to be sent, or a record of it once sent. The key names the mail
 * (`lead:enquiry:42:notify`), so asking twice queues it once. A row is due from
 * `next_attempt_at`, which starts at its `not_before` (a reminder's is 20 hours later).
 */
export const siteMail = pgTable(
  "site_mail",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    /** The message as nodemailer takes it: from, to, replyTo, subject, text, html. */
    message: jsonb("message").notNull(),
    /** A lead whose status must still be `new` when the mail falls due, else it is not sent. */
    onlyIfNewLead: jsonb("only_if_new_lead"),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** Also the lease of a claimed row: a sender that has not reported back by then is taken to have died. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Done without sending: a reminder for a lead already answered, or a mail the server refused for good. */
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
  },
  (t) => [
    index("site_mail_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
  ],
);

export type MailRow = typeof siteMail.$inferSelect;

/**
 * The last automatic reply to each address (server/mail/reply-limits.ts): one a day per address,
 * whoever sends the form. `recipient` is the SHA-256 of the normalised address, never the address.
 */
export const siteReplyRecipients = pgTable("site_reply_recipients", {
  recipient: text("recipient").primaryKey(),
  repliedAt: timestamp("replied_at", { withTimezone: true }).notNull(),
});

/** Automatic replies queued in each clock hour, all addresses together: the site-wide ceiling. */
export const siteReplyHours = pgTable("site_reply_hours", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
  replies: integer("replies").notNull(),
});

/**
 * Which submission each form page's honeypot timestamp was first sent with, per sender address
 * (server/outbox/form-tokens.ts): another submission with it for that address is a replay.
 * `token` is a hash of the form's kind, the page's render time and the normalised address.
 */
export const siteFormTokens = pgTable(
  "site_form_tokens",
  {
    token: text("token").primaryKey(),
    submissionKey: text("submission_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("site_form_tokens_created_idx").on(t.createdAt)],
);

/** A held comment as the staff digest lists it. */
export interface HeldCommentNotice {
  postTitle: string;
  postSlug: string;
  name: string;
  content: string;
  /** Why the API held it, in words. */
  reason: string;
  heldAt: string;
}

/**
 * Held comments waiting to be listed in the staff digest. `digest_key` is the `site_mail` key of
 * the digest that lists them: the digest's text is composed again from these rows as each arrives.
 */
export const commentDigestItems = pgTable(
  "comment_digest_items",
  {
    id: serial("id").primaryKey(),
    digestKey: text("digest_key").notNull(),
    notice: jsonb("notice").$type<HeldCommentNotice>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("comment_digest_items_digest_idx").on(t.digestKey)],
);
