/** A comment's moderation state: only "published" ones are shown to visitors and counted. */
export const COMMENT_STATUSES = ["published", "held", "hidden", "spam"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Why a new comment was held for review. */
export const HELD_REASONS = ["links", "blocked-word", "repeated"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export const HELD_REASON_TEXT: Record<HeldReason, string> = {
  links: "More than two links",
  "blocked-word": "A word on the block list",
  repeated: "Same text posted again within 10 minutes",
};
