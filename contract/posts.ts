/**
 * A post's status as the staff API reports it (docs/api.md, Posts). Free of zod and of the
 * database: the console and the API read the same rule.
 */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Draft until published; a published post whose time is still ahead is scheduled. */
export function postStatus(isPublished: boolean, publishAt: Date | null, now: Date = new Date()): PostStatus {
  if (!isPublished) return "draft";
  return publishAt && publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}
