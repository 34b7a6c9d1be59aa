import { z } from "zod";
import { COMMENT_STATUSES, type CommentStatus } from "../../../contract/comments";
import { searchOf } from "../search-part";

export { COMMENT_STATUSES, HELD_REASON_TEXT, type CommentStatus } from "../../../contract/comments";

export const BLOCK_LIST_FORM_ID = "block-list-form";
export const BLOCK_PHRASE_MAX = 100;
export const BLOCK_LIST_MAX_LINES = 500;
export const MODERATION_PAGE_SIZE = 20;

export const statusTabLabels: Record<CommentStatus, string> = {
  held: "Held",
  published: "Published",
  hidden: "Hidden",
  spam: "Spam",
};

/** Tabs in the order staff work them: what waits first. */
export const STATUS_TABS: readonly CommentStatus[] = ["held", "published", "hidden", "spam"];

/** Which buttons a comment in a state gets (Delete always). */
export const ACTIONS_BY_STATUS: Record<CommentStatus, readonly ("approve" | "hide" | "spam")[]> = {
  held: ["approve", "spam"],
  published: ["hide", "spam"],
  hidden: ["approve", "spam"],
  spam: ["approve"],
};

export const actionLabels = { approve: "Approve", hide: "Hide", spam: "Mark as spam", delete: "Delete" } as const;

export interface QueueQuery {
  status: CommentStatus;
  page: number;
}

/** The queue's address: ?status= (held when absent or unknown) and ?page=. */
export function parseQueueQuery(params: URLSearchParams): QueueQuery {
  const status = COMMENT_STATUSES.find((value) => value === params.get("status")) ?? "held";
  const page = Number(params.get("page"));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export function queueHref({ status, page }: QueueQuery): string {
  const query = new URLSearchParams();
  if (status !== "held") query.set("status", status);
  if (page > 1) query.set("page", String(page));
  return `/console/comments${searchOf(query)}`;
}

const lineTooLong = `Keep each line to ${BLOCK_PHRASE_MAX} characters or fewer.`;

/** The block list editor: one word or phrase a line; an empty box empties the list. */
export const blockListSchema = z.object({
  phrases: z
    .string()
    .max(BLOCK_LIST_MAX_LINES * (BLOCK_PHRASE_MAX + 2), `Keep the list to ${BLOCK_LIST_MAX_LINES} lines.`)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value.split(/\r?\n/).every((line) => line.trim().length <= BLOCK_PHRASE_MAX), lineTooLong),
});
