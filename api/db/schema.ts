import { sql } from "drizzle-orm";
import type { CommentStatus, HeldReason } from "../../contract/comments";
import type { LeadForm, LeadKind, LeadStatus } from "../../contract/leads";
import type { Role } from "../../contract/permissions";
import type { StaffRole } from "../../contract/staff";
import type { LeadSource } from "../../contract/lead-source";
import type { Utm } from "../../contract/utm";
import type { CaseStudyResult } from "../../contract/case-studies";
import type { AuditAction, AuditSubjectType } from "../../contract/audit";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** node-postgres hands back a Buffer and PGlite a Uint8Array; callers always get a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** Times are stored as instants (timestamptz), never as a wall-clock time without a zone. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** For rows that are edited: when they were made and last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: timestamptz("updated_at").notNull().defaultNow() });

const serialId = () => serial("id").primaryKey();

/** A row that belongs to a post goes with it. */
const blogId = () =>
  integer("blog_id")
    .notNull()
    .references(() => blogs.id, { onDelete: "cascade" });

/** A row that belongs to a staff member goes with them. */
const staffId = () =>
  integer("staff_id")
    .notNull()
    .references(() => staffMembers.id, { onDelete: "cascade" });

export const blogs = pgTable(
  "blogs",
  {
    id: serialId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    coverImage: text("cover_image"),
    altTag: text("alt_tag"),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean("is_published").notNull().default(true),
    /** A published post with a later time is scheduled: public only from then on (UTC). */
    publishAt: timestamptz("publish_at"),
    /**
     * When the post's going public was announced (blogUpserted). A scheduled post has none until
     * its time comes; the instance whose guarded update sets it is the one that announces it.
     */
    announcedAt: timestamptz("announced_at"),
    /** The Markdown staff edit; `content` is the sanitised HTML rendered from it. */
    contentMarkdown: text("content_markdown"),
    /** Staff's own excerpt; without one the site uses the start of the content. */
    excerpt: text("excerpt"),
    // Counters are kept in the same transaction as the rows they count, so reads stay cheap and exact.
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex("blogs_slug_key").on(t.slug), index("blogs_created_at_idx").on(t.createdAt)],
);

/** A published post's former slugs: each keeps answering with a 301 to the post's current one. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  blogId: blogId(),
  createdAt: createdAt(),
});

/** Uploaded images (post and case-study covers), kept in the database so every instance serves them. */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  type: text("type").notNull(),
  extension: text("extension").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

/**
 * The media library (docs/media.md): one row a picture, its original bytes kept so variants can be
 * made again; content-addressed by sha256, so the same file uploaded twice is one item.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    original: bytea("original").notNull(),
    /** Empty until someone describes it: such an item is marked "Needs alt text" and cannot be chosen. */
    alt: text("alt").notNull().default(""),
    /** Where a crop keeps the subject, in percent of width and height. */
    focalX: integer("focal_x").notNull().default(50),
    focalY: integer("focal_y").notNull().default(50),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("media_sha256_idx").on(t.sha256), index("media_created_at_idx").on(t.createdAt)],
);

/** The responsive variants made once at upload; their bytes live here so every instance can serve them. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    /** `<sha256>-<width>.<ext>`: the file name under /media/ and in the on-disk cache. */
    path: text("path").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] }), uniqueIndex("media_variants_path_idx").on(t.path)],
);

export const comments = pgTable(
  "comments",
  {
    id: serialId(),
    blogId: blogId(),
    name: text("name").notNull(),
    content: text("content").notNull(),
    /** SHA-256 (hex) of the owner token; the token itself is only ever in the creator's hands. */
    ownerTokenHash: text("owner_token_hash").notNull(),
    likesCount: integer("likes_count").notNull().default(0),
    /** Only "published" comments are shown to visitors and counted; existing rows are published. */
    status: text("status").$type<CommentStatus>().notNull().default("published"),
    /** Why the arrival checks held it (held comments only). */
    heldReason: text("held_reason").$type<HeldReason>(),
    ...timestamps(),
  },
  (t) => [
    index("comments_blog_created_idx").on(t.blogId, t.createdAt),
    index("comments_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Words and phrases that hold a new comment for review; matched whole and case-insensitively. */
export const commentBlockList = pgTable(
  "comment_block_list",
  {
    id: serialId(),
    phrase: text("phrase").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("comment_block_list_phrase_key").on(sql`lower(${t.phrase})`)],
);

/**
 * One row per visitor and target. A post like has no comment_id; a comment like has both,
 * so deleting a post or a comment removes its likes with it.
 */
export const likes = pgTable(
  "likes",
  {
    id: serialId(),
    visitorId: text("visitor_id").notNull(),
    blogId: blogId(),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("likes_visitor_post_key")
      .on(t.visitorId, t.blogId)
      .where(sql`${t.commentId} is null`),
    uniqueIndex("likes_visitor_comment_key")
      .on(t.visitorId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index("likes_comment_idx").on(t.commentId),
  ],
);

export type EnquiryMeta = {
  utm?: Utm;
  /** Which of the site's forms sent it ("quote" or "contact"); older rows have none. */
  form?: Extract<LeadForm, "quote" | "contact">;
  /** Where the lead came from (docs/insights.md); older rows have none. */
  source?: LeadSource;
};

/** Every lead starts "new" (existing rows too) and staff move it towards an outcome. */
const leadStatus = () => text("status").$type<LeadStatus>().notNull().default("new");

const receivedAt = () => timestamptz("received_at").notNull().defaultNow();

/**
 * The spam check's verdict on arrival (api/spam): the score, the reasons in words, and the
 * message's hash that finds the same text sent again. A lead at or above the threshold arrives as "spam".
 */
const spamCheck = () => ({
  spamScore: integer("spam_score").notNull().default(0),
  spamReasons: text("spam_reasons").array().notNull().default(sql`'{}'::text[]`),
  contentHash: text("content_hash"),
  /** SHA-256 of the sender's address (never the address itself), for "the same text from the same place". */
  senderHash: text("sender_hash"),
});

/** How to reach the person behind a lead. */
const contact = () => ({
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
});

export const enquiries = pgTable(
  "enquiries",
  {
    id: serialId(),
    ...contact(),
    service: text("service").notNull(),
    message: text("message"),
    meta: jsonb("meta").$type<EnquiryMeta>().notNull().default({}),
    status: leadStatus(),
    receivedAt: receivedAt(),
    ...spamCheck(),
  },
  (t) => [
    index("enquiries_received_at_idx").on(t.receivedAt),
    index("enquiries_status_idx").on(t.status),
    index("enquiries_content_hash_idx").on(t.contentHash, t.receivedAt),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: serialId(),
    ...contact(),
    position: text("position").notNull(),
    cover: text("cover"),
    resumeName: text("resume_name").notNull(),
    resumeType: text("resume_type").notNull(),
    resumeSize: integer("resume_size").notNull(),
    resumeData: bytea("resume_data").notNull(),
    /** Where the applicant came from, as an enquiry's meta.source. */
    source: jsonb("source").$type<LeadSource>(),
    status: leadStatus(),
    receivedAt: receivedAt(),
    ...spamCheck(),
  },
  (t) => [
    index("applications_received_at_idx").on(t.receivedAt),
    index("applications_status_idx").on(t.status),
    index("applications_content_hash_idx").on(t.contentHash, t.receivedAt),
  ],
);

/**
 * Answers already given for an Idempotency-Key, so a retried delivery replays the first
 * answer instead of storing the same enquiry or application twice.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/** People who work the leads in the console. Emails are stored lower-cased, so each has one account. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serialId(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Before roles: "owner" or "staff". Emptied at start-up once turned into `roles` (api/db/staff-roles-backfill.ts). */
    role: text("role").$type<StaffRole>(),
    /** What the member may do (contract/permissions.ts); several at once. */
    roles: text("roles").array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    /** argon2id, in its PHC string form. */
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret, set once the member confirmed a code from it. */
    totpSecret: text("totp_secret"),
    /** A secret shown for enrolment but not yet confirmed. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last 30-second step a code was accepted for, so a code works only once. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_members_email_key").on(t.email)],
);

/** One pending invitation per email; inviting again replaces its token. Only the token's SHA-256 is kept. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    email: text("email").primaryKey(),
    /** Before roles; emptied at start-up as for members. */
    role: text("role").$type<StaffRole>(),
    roles: text("roles").array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    name: text("name"),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash)],
);

/** Server-side sessions, so a member can see and end them; the bearer token is kept only as its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serialId(),
    staffId: staffId(),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [uniqueIndex("staff_sessions_token_hash_key").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/** One-time "forgot password" tokens (SHA-256 only); used or expired ones are deleted. */
export const staffPasswordResets = pgTable(
  "staff_password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: staffId(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_password_resets_staff_idx").on(t.staffId)],
);

/**
 * Two-factor recovery codes, each good for one sign-in. Only a keyed hash is kept (see
 * api/security/recovery-codes.ts); a used code keeps its row, so "codes left" is a count.
 */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serialId(),
    staffId: staffId(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_staff_hash_key").on(t.staffId, t.codeHash)],
);

/**
 * Who changed what in the console, when and from where. The actor's name is a snapshot, so the
 * entry still reads after the member is removed; details never hold a password, token or code.
 * Deleted with leads by the retention sweep.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serialId(),
    at: timestamptz("at").notNull().defaultNow(),
    /** Null for the admin token, a failed sign-in, or once the member was removed. */
    actorStaffId: integer("actor_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    subjectType: text("subject_type").$type<AuditSubjectType>(),
    subjectId: text("subject_id"),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_actor_idx").on(t.actorStaffId, t.at),
    index("audit_events_action_idx").on(t.action, t.at),
    index("audit_events_subject_idx").on(t.subjectType, t.subjectId),
  ],
);

/**
 * A lead's history: status changes and internal notes. A lead is an enquiry or an application
 * (two tables), so the row names it by kind and id and is deleted with it by the code that deletes leads.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serialId(),
    leadKind: text("lead_kind").$type<LeadKind>().notNull(),
    leadId: integer("lead_id").notNull(),
    type: text("type").$type<"status" | "note" | "contact">().notNull(),
    fromStatus: text("from_status").$type<LeadStatus>(),
    toStatus: text("to_status").$type<LeadStatus>(),
    body: text("body"),
    /** Null for the admin token, or once the member was removed. */
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** A note's last edit by its author; its earlier texts are in lead_note_revisions. */
    editedAt: timestamptz("edited_at"),
    /** A deleted note keeps its row (the history says who deleted it and when) but not its text. */
    deletedAt: timestamptz("deleted_at"),
    deletedBy: integer("deleted_by").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadKind, t.leadId, t.id)],
);

/** A note's earlier texts: one row per edit, holding the text the edit replaced. */
export const leadNoteRevisions = pgTable(
  "lead_note_revisions",
  {
    id: serialId(),
    eventId: integer("event_id")
      .notNull()
      .references(() => leadEvents.id, { onDelete: "cascade" }),
    /** The text as it was before the edit. */
    body: text("body").notNull(),
    /** When that text was written (the note's creation or the edit before this one). */
    writtenAt: timestamptz("written_at").notNull(),
    /** When it was replaced. */
    replacedAt: createdAt(),
  },
  (t) => [index("lead_note_revisions_event_idx").on(t.eventId, t.id)],
);

/**
 * What a visitor agreed to on the site's cookie notice, so the agency can show it later. The id
 * is random (the visitor's cookie keeps it); no address, user agent or other identifier is stored.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeVersion: integer("notice_version").notNull(),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    language: text("language").notNull(),
    /** The record this one replaces: the visitor's earlier choice, when they changed it. */
    replaces: uuid("replaces"),
    createdAt: createdAt(),
  },
  (t) => [index("consents_created_at_idx").on(t.createdAt)],
);

/** Career openings shown on /career, in `position` order; closed ones stay for reopening. */
export const openings = pgTable(
  "openings",
  {
    id: serialId(),
    title: text("title").notNull(),
    location: text("location").notNull(),
    experience: text("experience").notNull(),
    summary: text("summary"),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("openings_position_idx").on(t.position)],
);

/** The agency's work shown on /about#portfolio, in `position` order. */
export const caseStudies = pgTable(
  "case_studies",
  {
    id: serialId(),
    title: text("title").notNull(),
    client: text("client").notNull(),
    industry: text("industry").notNull(),
    challenge: text("challenge").notNull(),
    whatWeDid: text("what_we_did").notNull(),
    results: jsonb("results").$type<CaseStudyResult[]>().notNull().default([]),
    coverImage: text("cover_image"),
    altText: text("alt_text"),
    position: integer("position").notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    isExample: boolean("is_example").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("case_studies_position_idx").on(t.position)],
);

/**
 * Content seeded once per database (by name): deleting every opening must not bring the
 * spec's three back at the next start.
 */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamptz("ran_at").notNull().defaultNow(),
});

/**
 * One row per day (IST) of automatic backups: the instance that inserts it makes that day's
 * archive, so several instances sharing a database write one between them (api/data/backups.ts).
 */
export const dataBackups = pgTable("data_backups", {
  day: text("day").primaryKey(),
  instance: text("instance").notNull(),
  startedAt: timestamptz("started_at").notNull().defaultNow(),
  finishedAt: timestamptz("finished_at"),
  file: text("file"),
  bytes: bigint("bytes", { mode: "number" }),
  error: text("error"),
});

/** Settings staff edit in the console (the spam threshold, the visitor's automatic reply), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** URLs that receive each lead event as signed JSON (docs/webhooks.md). */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serialId(),
  url: text("url").notNull(),
  /** The HMAC key; shown to owners, never sent anywhere but in the signature. */
  secret: text("secret").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/**
 * One row per event and endpoint: the unique key makes each event go to each URL once, and the
 * row is the durable queue entry (claimed with FOR UPDATE SKIP LOCKED under a lease, as the mail is).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serialId(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Also the lease of a claimed row. */
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    deliveredAt: timestamptz("delivered_at"),
    failedAt: timestamptz("failed_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_key").on(t.eventId, t.endpointId),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
  ],
);

/** Each try of a delivery and the receiver's answer, for the console's log. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: serialId(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    /** The class of answer ("HTTP 500", "redirect", "refused", "timed out", "TLS error"), never the receiver's body (api/outbound/client.ts). */
    excerpt: text("excerpt"),
    at: createdAt(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.id)],
);

/**
 * Page views counted by the site's server, as aggregates only: one row per IST day, page,
 * referring host, campaign, device class and country (blank for none). No address, hash or
 * identifier of any kind (docs/insights.md). Instances add their counts to the same row.
 */
export const visitDays = pgTable(
  "visit_days",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    referrer: text("referrer").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device").notNull(),
    country: text("country").notNull().default(""),
    /** Every page served. */
    pageviews: integer("pageviews").notNull().default(0),
    /** Page views that began a visit: arrived from another site or from nowhere. */
    visits: integer("visits").notNull().default(0),
    /** Visitors seen first that day on this row, so a day's rows add up to its unique visitors. */
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.referrer, t.utmSource, t.utmMedium, t.utmCampaign, t.device, t.country] }),
  ],
);

/**
 * Who answers a lead and what comes next (docs/leads-follow-up.md). One row per lead, made on
 * first use; a lead is an enquiry or an application, so it is named by kind and id like lead_events.
 */
export const leadFollowUps = pgTable(
  "lead_follow_ups",
  {
    leadKind: text("lead_kind").$type<LeadKind>().notNull(),
    leadId: integer("lead_id").notNull(),
    /** The owner of the lead; null once the member was removed. */
    assigneeId: integer("assignee_id").references(() => staffMembers.id, { onDelete: "set null" }),
    assignedAt: timestamptz("assigned_at"),
    /** The next step: when (an instant; shown in IST) and what. */
    nextStepAt: timestamptz("next_step_at"),
    nextStepText: text("next_step_text"),
    /** Set by the one instance that claims the due reminder, so it is sent once. Cleared when the step changes. */
    nextStepRemindedAt: timestamptz("next_step_reminded_at"),
    /** A won lead's value, in whole rupees. */
    valueRupees: integer("value_rupees"),
    lostReason: text("lost_reason"),
    /** The first status change, note, call or message after arrival. */
    firstResponseAt: timestamptz("first_response_at"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadKind, t.leadId] }),
    index("lead_follow_ups_assignee_idx").on(t.assigneeId),
    index("lead_follow_ups_next_step_idx").on(t.nextStepAt).where(sql`${t.nextStepRemindedAt} is null`),
  ],
);

/**
 * The console's lead settings, one row (id 1): who new leads are given to in turn, the turn
 * counter (one atomic increment per lead, so two instances never give the same turn), and the
 * WhatsApp message templates.
 */
export const leadSettings = pgTable("lead_settings", {
  id: integer("id").primaryKey(),
  rotationStaffIds: integer("rotation_staff_ids").array().notNull().default(sql`'{}'::integer[]`),
  rotationTurn: integer("rotation_turn").notNull().default(0),
  whatsappEnquiryTemplate: text("whatsapp_enquiry_template"),
  whatsappApplicationTemplate: text("whatsapp_application_template"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * Site content staff edit (company facts, services, …; contract/site-content): one row per item,
 * its draft and what visitors see. Seeded once from the site's `app/content/`.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: serialId(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
    draft: jsonb("draft").$type<unknown>().notNull(),
    /** Null until first published. */
    published: jsonb("published").$type<unknown>(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    publishedBy: text("published_by"),
    publishedAt: timestamptz("published_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_items_kind_key_idx").on(t.kind, t.key)],
);

/**
 * Every save of an item, kept as long as the item: a site content item's (`item_id`) or a post's
 * (`blog_id`), with who saved it and why (seeded, saved, restored #n).
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serialId(),
    itemId: integer("item_id").references(() => contentItems.id, { onDelete: "cascade" }),
    blogId: integer("blog_id").references(() => blogs.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<unknown>().notNull(),
    author: text("author").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("content_revisions_item_idx").on(t.itemId, t.id), index("content_revisions_blog_idx").on(t.blogId, t.id)],
);

/**
 * Every save of a post (docs/post-revisions.md), kept as long as the post: its fields as saved
 * (`PostRevisionData`), who saved it and why. An autosave revision (`autosave`) is updated in
 * place by the same author's next autosaves for ten minutes (`updated_at` is the latest).
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serialId(),
    blogId: blogId(),
    data: jsonb("data").$type<unknown>().notNull(),
    author: text("author").notNull(),
    note: text("note").notNull().default(""),
    autosave: boolean("autosave").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("post_revisions_blog_idx").on(t.blogId, t.id)],
);
