import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from "../audit";
import { ROLES } from "../permissions";
import { POST_STATUSES } from "../posts";

/** A post in the console's list. */
export const postSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  publish_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  cover_image: z.string().nullable(),
});

/** A post as the console edits it. */
export const staffPostSchema = postSummarySchema.extend({
  markdown: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  alt_tag: z.string().nullable(),
  public_url: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});

/** An uploaded cover image; `url` is the site path that serves it. */
export const imageSchema = z.object({ id: z.string(), url: z.string(), type: z.string(), size: z.number().int() });

export const invitationSchema = z.object({
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** For older clients: "owner" when the roles hold it, else "staff". */
  role: z.enum(["owner", "staff"]),
  name: z.string().nullable(),
  expires_at: z.string(),
});

/** A new invitation: its one-time token is shown once. */
export const newInvitationSchema = invitationSchema.omit({ name: true }).extend({ token: z.string() });

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({ type: z.enum(AUDIT_SUBJECT_TYPES), id: z.string().nullable() }).nullable(),
  summary: z.string(),
  details: z.record(z.unknown()),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export type PostSummaryJson = z.infer<typeof postSummarySchema>;
export type PostJson = z.infer<typeof staffPostSchema>;
export type SessionJson = z.infer<typeof sessionSchema>;
export type ImageJson = z.infer<typeof imageSchema>;
export type InvitationJson = z.infer<typeof invitationSchema>;
export type AuditEventJson = z.infer<typeof auditEventSchema>;
