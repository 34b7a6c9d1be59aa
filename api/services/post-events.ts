import { postStatus } from "../../contract/posts";
import type { ApiEvents } from "../events";
import { type BlogRow, toBlogJson } from "./blog-json";

const isPublic = (row: Pick<BlogRow, "isPublished" | "publishAt">) => postStatus(row.isPublished, row.publishAt) === "published";

/**
 * Tells open pages and every instance's caches about a write that visitors can notice: a post
 * that is public after it (published or changed), or one that stopped being public. Drafts and
 * scheduled posts are never broadcast.
 */
export function announcePostChange(events: ApiEvents, before: BlogRow | null, after: BlogRow | null): void {
  if (after && isPublic(after)) events.emit("blogUpserted", { blog: toBlogJson(after) });
  else if (before && isPublic(before)) events.emit("blogWithdrawn", { blog_id: before.id });
}
