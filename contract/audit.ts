/**
 * The audit log's words (docs/console-account.md): what the API records and the console filters
 * by, kept in one place so the two cannot drift apart. Free of zod: the console's pages read it.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "session_ended",
  "other_sessions_ended",
  "name_changed",
  "password_changed",
  "password_reset",
  "two_factor_on",
  "two_factor_off",
  "recovery_codes_regenerated",
  "staff_invited",
  "staff_joined",
  "staff_removed",
  "role_changed",
  "lead_status_changed",
  "lead_note_added",
  "lead_note_edited",
  "lead_note_deleted",
  "lead_deleted",
  "privacy_exported",
  "privacy_erased",
  "leads_exported",
  "post_created",
  "post_edited",
  "post_published",
  "post_unpublished",
  "post_deleted",
  "comment_moderated",
  "comment_deleted",
  "block_list_saved",
  "opening_created",
  "opening_edited",
  "opening_moved",
  "opening_deleted",
  "work_created",
  "work_edited",
  "work_moved",
  "work_deleted",
  "image_uploaded",
  "settings_saved",
  "webhook_added",
  "webhook_removed",
  "site_content_saved",
  "site_content_published",
  "site_content_restored",
  "media_uploaded",
  "media_edited",
  "media_deleted",
  "backup_downloaded",
  "backup_created",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_TYPES = ["staff", "session", "lead", "post", "comment", "opening", "work", "image", "site_content", "media"] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Shown as the actor of calls made with the host's ADMIN_TOKEN (staff:invite, blog:publish). */
export const AUDIT_ADMIN_ACTOR = "Admin token";

/** How much of a user agent is kept: enough to tell browsers apart, not a fingerprint. */
export const AUDIT_USER_AGENT_MAX = 120;
